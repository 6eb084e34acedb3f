# The C library's system layer (roms/libc/sys/) from assembly: every call once, the
# results in `results`, then exit(42). Linked with bare.s for a bare node and with
# process.s for a process under the kernel (kernel.host_calls).

        .text
        .globl  _start
_start:
        orh     h%results,%r0,%r4
        or      l%results,%r4,%r4
        mov     1,%r16                  # write(1, "hello\n", 6)
        orh     h%hello,%r0,%r17
        or      l%hello,%r17,%r17
        call    __xp860_write
        mov     6,%r18
        st.l    %r16,0(%r4)
        orh     h%name,%r0,%r16         # open("out.txt", O_WRONLY|O_CREAT|O_TRUNC, 0644)
        or      l%name,%r16,%r16
        mov     0x241,%r17
        call    __xp860_open
        mov     0x1a4,%r18
        st.l    %r16,4(%r4)
        mov     %r16,%r5
        orh     h%hello,%r0,%r17        # write(fd, "hello\n", 6)
        or      l%hello,%r17,%r17
        mov     6,%r18
        call    __xp860_write
        mov     %r5,%r16
        st.l    %r16,8(%r4)
        call    __xp860_close           # close(fd)
        mov     %r5,%r16
        st.l    %r16,12(%r4)
        orh     h%name,%r0,%r16         # open("out.txt", O_RDONLY, 0)
        or      l%name,%r16,%r16
        mov     0,%r17
        call    __xp860_open
        mov     0,%r18
        st.l    %r16,16(%r4)
        mov     %r16,%r5
        orh     h%buffer,%r0,%r17       # read(fd, buffer, 64)
        or      l%buffer,%r17,%r17
        mov     64,%r18
        call    __xp860_read
        mov     %r5,%r16
        st.l    %r16,20(%r4)
        mov     -2,%r17                 # lseek(fd, -2, SEEK_END)
        mov     2,%r18
        call    __xp860_lseek
        mov     %r5,%r16
        st.l    %r16,24(%r4)
        call    __xp860_close
        mov     %r5,%r16
        st.l    %r16,28(%r4)
        orh     h%name,%r0,%r16         # rename("out.txt", "renamed.txt")
        or      l%name,%r16,%r16
        orh     h%new_name,%r0,%r17
        call    __xp860_rename
        or      l%new_name,%r17,%r17
        st.l    %r16,32(%r4)
        orh     h%new_name,%r0,%r16     # remove("renamed.txt")
        call    __xp860_remove
        or      l%new_name,%r16,%r16
        st.l    %r16,36(%r4)
        orh     h%escape,%r0,%r16       # open("../escape", O_RDONLY): outside the root
        or      l%escape,%r16,%r16
        mov     0,%r17
        call    __xp860_open
        mov     0,%r18
        st.l    %r16,40(%r4)
        mov     2,%r16                  # write(2, 0xe0000000, 4): nowhere
        orh     0xe000,%r0,%r17
        call    __xp860_write
        mov     4,%r18
        st.l    %r16,44(%r4)
        mov     2,%r16                  # write(2, 0x1000, 4): RAM, but not a process's
        mov     0x1000,%r17
        call    __xp860_write
        mov     4,%r18
        st.l    %r16,48(%r4)
        call    __xp860_time
        nop
        st.l    %r16,52(%r4)
        call    __xp860_exit
        mov     42,%r16

        .data
hello:  .ascii  "hello\n"
name:   .asciz  "out.txt"
new_name:
        .asciz  "renamed.txt"
escape: .asciz  "../escape"
        .align  4
        .globl  results
results:
        .space  56
        .globl  buffer
buffer: .space  64
