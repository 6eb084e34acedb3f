# The kernel's checks of SYS_HOST's pointers at the end of the process's memory
# (USER_BASE + 4 MB = 0x40400000): "AAAA" in its last 4 bytes, no NUL after it.
# Results in `results`, then exit(0) (kernel.host_calls).

        .text
        .globl  _start
_start:
        orh     h%results,%r0,%r4
        or      l%results,%r4,%r4
        orh     0x4040,%r0,%r5          # the end of the process
        orh     0x4141,%r0,%r6
        or      0x4141,%r6,%r6
        st.l    %r6,-4(%r5)
        adds    -4,%r5,%r16             # open("AAAA" with no NUL before the end, O_RDONLY)
        mov     0,%r17
        call    __xp860_open
        mov     0,%r18
        st.l    %r16,0(%r4)
        mov     1,%r16                  # write(1, end - 2, 4): runs out of the process
        adds    -2,%r5,%r17
        call    __xp860_write
        mov     4,%r18
        st.l    %r16,4(%r4)
        mov     1,%r16                  # write(1, end - 4, 4): the process's last bytes
        adds    -4,%r5,%r17
        call    __xp860_write
        mov     4,%r18
        st.l    %r16,8(%r4)
        call    __xp860_exit
        mov     0,%r16

        .data
        .align  4
        .globl  results
results:
        .space  12
