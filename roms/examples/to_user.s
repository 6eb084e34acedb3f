# to_user.s: clears a buffer in supervisor mode, drops to user mode the way a
# kernel returns to a process (bri with a trap bit and PU set in psr: the return
# from a trap), sums a count down in user mode and traps. A bare node halts at
# the trap. The desktop app's screenshot test runs it: its timeline shows a
# supervisor segment, a user segment and the trap.
        .text
        .globl  _start
_start:
        orh     ha%buffer,%r0,%r16      # r16 = &buffer
        adds    l%buffer,%r16,%r16
        mov     32,%r17                 # words to clear
1:      st.l    %r0,0(%r16)
        adds    4,%r16,%r16
        adds    -1,%r17,%r17
        btne    %r17,%r0,1b
        ld.c    %psr,%r4
        or      0x180,%r4,%r4           # PU: user mode after the return; IT: bri is a return from trap
        st.c    %r4,%psr
        orh     h%in_user,%r0,%r5
        or      l%in_user,%r5,%r5
        bri     %r5                     # to user mode after the slot
        nop
in_user:
        mov     100,%r17                # sum 100 + 99 + ... + 1 into r18
        mov     %r0,%r18
2:      adds    %r17,%r18,%r18
        adds    -1,%r17,%r17
        btne    %r17,%r0,2b
        trap    %r0,%r0,%r0             # back to supervisor mode; with no handler the node halts

        .bss
        .align  4
buffer: .space  128
