# Console output: characters, strings, byte ranges and decimal numbers, for the
# kernel's messages and the write() system call. Leaf routines: r16.. arguments,
# they use r16..r21 and return by bri r1.

        .include "machine.i"

        .text
        .align  8
        .globl  console_char
console_char:                           # r16 = the character
        orh     h%CONSOLE_BASE,%r0,%r21
        or      l%CONSOLE_BASE,%r21,%r21
        bri     %r1
        st.b    %r16,CONSOLE_DATA(%r21)

        .globl  console_string
console_string:                         # r16 = a NUL-terminated string
        orh     h%CONSOLE_BASE,%r0,%r21
        or      l%CONSOLE_BASE,%r21,%r21
1:      ld.b    0(%r16),%r17
        btne    %r17,%r0,2f
        bri     %r1
        nop
2:      st.b    %r17,CONSOLE_DATA(%r21)
        br      1b
        adds    1,%r16,%r16

        .globl  console_bytes
console_bytes:                          # r16 = the first byte, r17 = how many
        orh     h%CONSOLE_BASE,%r0,%r21
        or      l%CONSOLE_BASE,%r21,%r21
1:      btne    %r17,%r0,2f
        bri     %r1
        nop
2:      ld.b    0(%r16),%r18
        st.b    %r18,CONSOLE_DATA(%r21)
        adds    1,%r16,%r16
        br      1b
        adds    -1,%r17,%r17

        .globl  console_number
console_number:                         # r16 = an unsigned number, printed in decimal
        orh     h%CONSOLE_BASE,%r0,%r21
        or      l%CONSOLE_BASE,%r21,%r21
        # Powers of ten from 10^9 down, each digit by repeated subtraction (the
        # i860 has no divide); leading zeros are skipped, a zero prints "0".
        orh     h%powers_of_ten,%r0,%r19
        or      l%powers_of_ten,%r19,%r19
        mov     0,%r20                  # a digit has been printed
1:      ld.l    0(%r19),%r17
        btne    %r17,%r0,2f
        btne    %r20,%r0,9f             # the end of the table: print 0 if nothing yet
        mov     0x30,%r18
        st.b    %r18,CONSOLE_DATA(%r21)
9:      bri     %r1
        nop
2:      mov     0x30,%r18               # '0'
3:      subu    %r16,%r17,%r0           # CC: power <= number
        bnc     4f
        subu    %r16,%r17,%r16
        br      3b
        adds    1,%r18,%r18
4:      subu    0x30,%r18,%r0           # CC: the digit is '0' (unsigned 0x30 >= digit)
        bnc     5f
        btne    %r20,%r0,5f             # a zero after the first digit prints
        br      6f
        nop
5:      st.b    %r18,CONSOLE_DATA(%r21)
        mov     1,%r20
6:      br      1b
        adds    4,%r19,%r19

        .data
        .align  4
powers_of_ten:
        .long   1000000000, 100000000, 10000000, 1000000, 100000, 10000, 1000, 100, 10, 1, 0
