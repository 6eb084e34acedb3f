# The kernel's first code: the boot ROM jumps here (KERNEL_BASE) after reset,
# in supervisor mode with paging and interrupts off. It sets up the kernel's
# globals, the address space (the kernel 1:1 in the first 4 MB, the process's
# 4 MB at USER_BASE, the devices, the ROM's vector page), turns paging on, enables
# the network interface's interrupt and enters the process at its entry point.

        .include "machine.i"
        .include "layout.i"
        .include "context_frame.i"

        # What the host's loader reads from the kernel's symbols (kernel/kernel_boot.cpp):
        # where the boot block and the process go.
        .globl  BOOT_MAGIC, BOOT_PROFILE, BOOT_USER_ENTRY, BOOT_MAGIC_VALUE
        .globl  USER_BASE, USER_PHYS, USER_BYTES, KERNEL_BASE, TIMER_TICKS_PER_SECOND

        .text
        .align  8
        .globl  kernel_start
kernel_start:
        orh     h%kernel_stack_top,%r0,%r2
        or      l%kernel_stack_top,%r2,%r2
        st.l    %r2,KERNEL_STACK_TOP(%r0)
        mov     %r2,%r3
        orh     h%trap_entry,%r0,%r4
        or      l%trap_entry,%r4,%r4
        st.l    %r4,KERNEL_TRAP_ENTRY(%r0)
        orh     h%user_frame,%r0,%r15
        or      l%user_frame,%r15,%r15
        st.l    %r15,CURRENT_FRAME(%r0)

        # The page directory: 4 MB pages (PDE bit 7) for the kernel, the process
        # and the ROM, a page table for the devices' 4 KB pages.
        orh     h%page_directory,%r0,%r4
        or      l%page_directory,%r4,%r4
        mov     PDE_4MB|PTE_P|PTE_W|PTE_A|PTE_D,%r5
        st.l    %r5,0(%r4)                              # 0: the kernel, supervisor only
        orh     h%USER_PHYS,%r0,%r5
        or      PDE_4MB|PTE_P|PTE_W|PTE_U|PTE_A|PTE_D,%r5,%r5
        st.l    %r5,(USER_BASE>>22)*4(%r4)              # the process
        orh     h%device_table,%r0,%r5
        or      l%device_table,%r5,%r5
        or      PTE_P|PTE_W|PTE_U|PTE_A,%r5,%r5         # rights per page, below
        st.l    %r5,(TIMER_BASE>>22)*4(%r4)
        orh     0xffc0,%r0,%r5
        or      PDE_4MB|PTE_P|PTE_A,%r5,%r5
        st.l    %r5,0xffc(%r4)                          # the ROM: the trap vector's page

        orh     h%device_table,%r0,%r6
        or      l%device_table,%r6,%r6
        orh     h%TIMER_BASE,%r0,%r5                    # readable from user mode: dclock()
        or      PTE_P|PTE_U|PTE_CD|PTE_A|PTE_D,%r5,%r5
        st.l    %r5,0(%r6)
        orh     h%CONSOLE_BASE,%r0,%r5
        or      l%CONSOLE_BASE,%r5,%r5
        or      PTE_P|PTE_W|PTE_CD|PTE_A|PTE_D,%r5,%r5
        st.l    %r5,4(%r6)
        orh     h%IC_BASE,%r0,%r5
        or      l%IC_BASE,%r5,%r5
        or      PTE_P|PTE_W|PTE_CD|PTE_A|PTE_D,%r5,%r5
        st.l    %r5,8(%r6)
        orh     h%NI_BASE,%r0,%r5
        or      PTE_P|PTE_W|PTE_CD|PTE_A|PTE_D,%r5,%r5
        adds    (NI_BASE-TIMER_BASE)>>10,%r6,%r7        # its 16 pages
        mov     NI_PAGES,%r8
1:      st.l    %r5,0(%r7)
        adds    0x1000,%r5,%r5
        adds    4,%r7,%r7
        adds    -1,%r8,%r8
        btne    %r8,%r0,1b

        # Page-table walks read memory, not the data cache (PRM p.59): write the
        # tables' lines back before translation uses them.
        mov     %r4,%r16
        mov     2*4096/32,%r17
        call    flush_lines
        nop

        or      DIRBASE_ATE|DIRBASE_ITI,%r4,%r5         # the directory, translation on
        st.c    %r5,%dirbase

        # Arrivals interrupt: the network interface's line at the controller.
        orh     h%IC_BASE,%r0,%r5
        or      l%IC_BASE,%r5,%r5
        mov     IC_LINE_NETWORK,%r6
        st.l    %r6,IC_ENABLE(%r5)
        orh     h%NI_BASE,%r0,%r5
        mov     1,%r6
        st.l    %r6,NI_CONTROL(%r5)

        orh     h%banner,%r0,%r16
        or      l%banner,%r16,%r16
        call    console_string
        nop
        orh     h%NI_BASE,%r0,%r16
        ld.l    NI_NODE_ID(%r16),%r16
        call    console_number
        nop
        orh     h%profile_names,%r0,%r16
        or      l%profile_names,%r16,%r16
        ld.l    BOOT_PROFILE(%r0),%r5
        shl     4,%r5,%r5
        adds    %r5,%r16,%r16
        call    console_string
        nop

        # The process: its entry point, its stack, user mode with interrupts on.
        ld.l    BOOT_USER_ENTRY(%r0),%r5
        st.l    %r5,CTX_PC(%r15)
        orh     h%USER_STACK_TOP,%r0,%r5
        or      l%USER_STACK_TOP,%r5,%r5
        st.l    %r5,CTX_R+8(%r15)
        st.l    %r5,CTX_R+12(%r15)
        mov     PSR_PU|PSR_PIM|PSR_IT,%r5
        st.l    %r5,CTX_PSR(%r15)
        ld.c    %epsr,%r5
        st.l    %r5,CTX_EPSR(%r15)
        br      trap_return
        nop

# flush_lines(r16 = the first 32-byte line, r17 = how many): each modified line
# written back, and the line no longer cached. Uses r16, r17.
        .globl  flush_lines
flush_lines:
        adds    -32,%r16,%r16
1:      flush   32(%r16)++
        adds    -1,%r17,%r17
        btne    %r17,%r0,1b
        nop
        bri     %r1
        nop

        .data
banner: .asciz  "xp860 kernel: node "
        .align  16
profile_names:
        .asciz  ", profile osf1\n"
        .align  16
        .asciz  ", profile light\n"

        .bss
        .align  4096
        .globl  page_directory
page_directory:
        .space  4096
        .globl  device_table
device_table:
        .space  4096
        .align  16
kernel_stack:
        .space  8192
kernel_stack_top:
