# The inner loop of the correctly rounded double division (float_divide.c): 56
# quotient bits of a / b by restoring long division on word pairs, a in
# [b, 2b) and b in [2^52, 2^53). Written by hand because it runs 56 times per
# division. As the C function
#   unsigned long long __xp860_long_division(unsigned ahi, unsigned alo,
#                                            unsigned bhi, unsigned blo, unsigned *sticky)
# (docs/abi.md: arguments r16..r20, the result in r16 low and r17 high); *sticky
# says whether a remainder is left. Clobbers r21..r27.
        .text
        .align  8
        .globl  __xp860_long_division
__xp860_long_division:
        or      56,%r0,%r27             # quotient bits left
        mov     %r0,%r21                # quotient, high word
        mov     %r0,%r22                # quotient, low word
1:      shl     1,%r21,%r21             # q <<= 1
        shr     31,%r22,%r23
        or      %r23,%r21,%r21
        shl     1,%r22,%r22
        subs    %r16,%r18,%r25          # a - b, high word, then the borrow from the low
        subu    %r17,%r19,%r24          # CC: no borrow
        bc      2f
        adds    -1,%r25,%r25
2:      subs    %r25,%r0,%r0            # CC: a - b < 0 (a < 2^55, so the sign shows it)
        bc      3f
        mov     %r25,%r16               # a -= b, and the bit is 1
        mov     %r24,%r17
        or      1,%r22,%r22
3:      shl     1,%r16,%r16             # a <<= 1
        shr     31,%r17,%r23
        or      %r23,%r16,%r16
        shl     1,%r17,%r17
        adds    -1,%r27,%r27
        btne    %r27,%r0,1b
        or      %r16,%r17,%r23          # the sticky bit: any remainder
        st.l    %r23,0(%r20)
        mov     %r22,%r16               # low word
        bri     %r1
        mov     %r21,%r17               # high word
