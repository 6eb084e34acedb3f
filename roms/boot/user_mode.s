# user_mode.s: a boot ROM that turns paging on and runs a program in user mode.
# At reset (0xFFFFFF00, supervisor, paging off) it builds page tables in RAM, turns
# translation on and enters user mode at virtual 0x10000, where the user program
# (kept in this ROM, at 0xFFF01000) reads the time-stamp counter, stores it twice
# (the second store meets a page whose D is clear: the kernel sets D and retries
# it) and prints "user\n" through system calls. Its exit call halts the node.
#
# Physical memory it uses: the page directory at 0x1000, the table for virtual
# 0-4 MB at 0x2000, the table for the devices at 0x3000, user data at 0x20000 and
# 0x21000. Virtual memory:
#   0x00001000-0x00003fff  the tables, supervisor, CD (the data cache must not
#                          hold them: page walks read DRAM, PRM p.59), D set
#   0x00010000             the user program (ROM 0xFFF01000), user, read-only
#   0x00020000             user data, D set
#   0x00021000             user data, D clear: the first store faults
#   0xf0000000             the timer, user, read-only (what dclock() reads)
#   0xf0001000             the console, supervisor
#   0xffc00000-0xffffffff  a 4 MB page onto the ROM: this code and the trap vector
#
# System calls: trap with r17 = 1 writes the low byte of r16 to the console;
# r17 = 2 exits. Page-table entry bits (ISA-FACTS §10.2): P 0x1, W 0x2, U 0x4,
# CD 0x10, A 0x20, D 0x40, and 0x80 for a 4 MB page (mmu/page_table.h).

        .section .reset,"ax"
# Reset and every trap.
vector:
        br      dispatch
        st.c    %r1,%p0                 # frees r1 (p0-p3: the XP's scratch registers)

        .text
dispatch:
        ld.c    %psr,%r1
        and     0x1f00,%r1,%r1          # IT IN IAT DAT FT
        bte     %r1,%r0,boot            # none: this is reset
        st.c    %r4,%p1
        st.c    %r5,%p2
        ld.c    %fir,%r5                # the faulting instruction (read once per trap)
        and     0x800,%r1,%r4
        btne    %r4,%r0,dirty           # DAT: the store to the D = 0 page
        adds    4,%r5,%r5               # IT, a system call: resume after the trap
        mov     2,%r4
        bte     %r4,%r17,exit
        orh     0xf000,%r0,%r4          # putchar: the console
        or      0x1000,%r4,%r4
        st.b    %r16,0(%r4)
        br      resume
        nop

# The user's store met D = 0. Set D in the entry of 0x21000 (table 0's entry 0x21,
# through the uncached mapping of the table), drop the TLB's copy with ITI, and
# run the store again (fir).
dirty:
        mov     0x2084,%r4
        ld.l    0(%r4),%r1
        or      0x40,%r1,%r1
        st.l    %r1,0(%r4)
        ld.c    %dirbase,%r1
        or      0x20,%r1,%r1
        st.c    %r1,%dirbase
resume:                                 # back to the mode the trap came from, at r5
        mov     %r5,%r1
        ld.c    %p2,%r5
        ld.c    %p1,%r4
        bri     %r1                     # psr still has the trap's bit: U <- PU
        ld.c    %p0,%r1

exit:
        br      exit                    # interrupts are off: the node halts here
        nop

boot:
        mov     0x1000,%r4              # zero the three table pages
        mov     0x4000,%r5
1:      st.l    %r0,0(%r4)
        adds    4,%r4,%r4
        btne    %r4,%r5,1b

        mov     0x1000,%r4              # the directory
        mov     0x2007,%r5              # 0-4 MB: table 0, P W U
        st.l    %r5,0(%r4)
        mov     0x3007,%r5              # 0xf0000000: table 1, P W U
        st.l    %r5,0xf00(%r4)
        orh     0xffc0,%r0,%r5          # 0xffc00000: the 4 MB page on the ROM, P
        or      0x81,%r5,%r5
        st.l    %r5,0xffc(%r4)

        mov     0x2000,%r4              # table 0
        mov     0x1053,%r5              # the tables, P W CD D (the kernel writes them:
        st.l    %r5,4(%r4)              # without D its own store would fault)
        mov     0x2053,%r5
        st.l    %r5,8(%r4)
        mov     0x3053,%r5
        st.l    %r5,12(%r4)
        orh     0xfff0,%r0,%r5          # 0x10000: the user program in the ROM, P U
        or      0x1005,%r5,%r5
        st.l    %r5,0x40(%r4)
        orh     0x2,%r0,%r5             # 0x20000: P W U D
        or      0x47,%r5,%r5
        st.l    %r5,0x80(%r4)
        orh     0x2,%r0,%r5             # 0x21000: P W U
        or      0x1007,%r5,%r5
        st.l    %r5,0x84(%r4)

        mov     0x3000,%r4              # table 1
        orh     0xf000,%r0,%r5          # the timer: P U CD
        or      0x15,%r5,%r5
        st.l    %r5,0(%r4)
        orh     0xf000,%r0,%r5          # the console: P W CD D
        or      0x1053,%r5,%r5
        st.l    %r5,4(%r4)

        mov     0x1021,%r4              # the directory, ITI, ATE
        st.c    %r4,%dirbase

        orh     0x2,%r0,%r2             # the user's stack, at the top of its page
        or      0xff0,%r2,%r2
        ld.c    %psr,%r4
        or      0x180,%r4,%r4           # PU and IT: bri "returns" to user mode
        st.c    %r4,%psr
        orh     0x1,%r0,%r4
        bri     %r4
        nop

# The user program: position-independent, since it runs at 0x10000 but is linked
# where it lies in the ROM.
        .section .user,"ax"
user:
        orh     0xf000,%r0,%r4          # the time-stamp counter
        ld.l    0(%r4),%r5
        orh     0x2,%r0,%r6
        st.l    %r5,0(%r6)              # 0x20000
        st.l    %r5,0x1000(%r6)         # 0x21000: faults once, then done by the kernel's retry
        mov     1,%r17
        mov     0x75,%r16               # "user\n"
        trap    %r0,%r0,%r0
        mov     0x73,%r16
        trap    %r0,%r0,%r0
        mov     0x65,%r16
        trap    %r0,%r0,%r0
        mov     0x72,%r16
        trap    %r0,%r0,%r0
        mov     10,%r16
        trap    %r0,%r0,%r0
        mov     2,%r17
        trap    %r0,%r0,%r0
