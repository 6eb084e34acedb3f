# Trap entry, dispatch on the cause, and the way back to a context.
#
# Every trap and interrupt starts at the ROM's vector (roms/boot/rom.s), which
# frees r1 into p0, keeps the psr the trap left in p1, clears psr's trap bits (so
# that bri is a plain jump until trap_return sets them again) and jumps here.
# trap_entry saves the integer state of the interrupted context into the frame
# CURRENT_FRAME names; the FP state stays in the machine until a handler switch
# needs it saved (handler.s). The kernel runs with interrupts off throughout.

        .include "machine.i"
        .include "layout.i"
        .include "context_frame.i"
        .include "syscalls.i"

        .text
        .align  8
        .globl  trap_entry
trap_entry:
        ld.l    CURRENT_FRAME(%r0),%r1
        st.l    %r2,CTX_R+8(%r1)
        st.l    %r3,CTX_R+12(%r1)
        st.l    %r4,CTX_R+16(%r1)
        st.l    %r5,CTX_R+20(%r1)
        st.l    %r6,CTX_R+24(%r1)
        st.l    %r7,CTX_R+28(%r1)
        st.l    %r8,CTX_R+32(%r1)
        st.l    %r9,CTX_R+36(%r1)
        st.l    %r10,CTX_R+40(%r1)
        st.l    %r11,CTX_R+44(%r1)
        st.l    %r12,CTX_R+48(%r1)
        st.l    %r13,CTX_R+52(%r1)
        st.l    %r14,CTX_R+56(%r1)
        st.l    %r15,CTX_R+60(%r1)
        st.l    %r16,CTX_R+64(%r1)
        st.l    %r17,CTX_R+68(%r1)
        st.l    %r18,CTX_R+72(%r1)
        st.l    %r19,CTX_R+76(%r1)
        st.l    %r20,CTX_R+80(%r1)
        st.l    %r21,CTX_R+84(%r1)
        st.l    %r22,CTX_R+88(%r1)
        st.l    %r23,CTX_R+92(%r1)
        st.l    %r24,CTX_R+96(%r1)
        st.l    %r25,CTX_R+100(%r1)
        st.l    %r26,CTX_R+104(%r1)
        st.l    %r27,CTX_R+108(%r1)
        st.l    %r28,CTX_R+112(%r1)
        st.l    %r29,CTX_R+116(%r1)
        st.l    %r30,CTX_R+120(%r1)
        st.l    %r31,CTX_R+124(%r1)
        ld.c    %p0,%r4
        st.l    %r4,CTX_R+4(%r1)
        ld.c    %p1,%r5                 # psr as the trap found it
        st.l    %r5,CTX_PSR(%r1)
        ld.c    %epsr,%r6
        st.l    %r6,CTX_EPSR(%r1)
        ld.c    %fir,%r7                # read once per trap (PRM p.137): fir is free again
        st.l    %r7,CTX_PC(%r1)
        st.l    %r0,CTX_R(%r1)          # r0's slot reads 0, for restart_point's bla
        ld.l    KERNEL_STACK_TOP(%r0),%r2
        mov     %r2,%r3

        # The cause: an interrupt, a system call, or a fault of the process.
        # Several bits may be set together; an interrupt is served first.
        and     PSR_IN,%r5,%r0
        bnc     restart_point
        and     PSR_IT,%r5,%r0
        bnc     instruction_trap
        br      process_fault
        nop

instruction_trap:
        ld.l    0(%r7),%r8              # the word at fir: a system call?
        orh     h%SYSCALL_WORD,%r0,%r9
        or      l%SYSCALL_WORD,%r9,%r9
        btne    %r8,%r9,process_fault
        adds    4,%r7,%r7               # a system call returns past its trap
        st.l    %r7,CTX_PC(%r1)
        br      system_call             # syscall.s: r1 = the frame
        nop

# An interrupt is taken before any instruction, delay slots included (TF S16), and
# fir names the one not yet run. When that one is the slot of a delayed control
# instruction (the word at fir-4 is br, call, bc.t, bnc.t, bla, bri or calli: PRM
# p.138, TF C14, ISA-FACTS §5.9), the branch must run again: the frame resumes at
# fir-4, with a bla's add undone first (src2 -= src1; the core left LCC as it was
# before the bla). A slot that was a pair (psr.DIM) resumes at the branch, the core
# half of the pair before it and 4 mod 8, in single mode for that one instruction
# and in pairs after it (DIM cleared, DS set: the NeXTdimension kernel's rule).
# Limits of the rule, as on the hardware: an instruction reached by a jump whose
# word before it is a delayed control instruction is read as that one's slot (code
# must not jump to the word after a delayed control instruction); and a slot pair
# after a pair that left dual mode (DIM and DS both set) resumes with one pair more
# in dual mode than it would have run, since no psr value says "single for one,
# then dual for exactly one pair". fir at a page's start has no branch before it
# (and the word before it may be unmapped). In: r1 the frame, r5 its psr, r7 fir.
restart_point:
        and     0xfff,%r7,%r0
        bc      interrupt
        ld.l    -4(%r7),%r8             # the word before fir
        shr     26,%r8,%r9              # its primary opcode (ISA-FACTS §5.2)
        bte     0x1a,%r9,1f             # br
        bte     0x1b,%r9,1f             # call
        bte     0x1d,%r9,1f             # bc.t
        bte     0x1f,%r9,1f             # bnc.t
        bte     0x10,%r9,1f             # bri
        mov     0x2d,%r10
        bte     %r10,%r9,2f             # bla
        btne    0x13,%r9,interrupt      # not the core escape
        and     0x1f,%r8,%r10
        btne    2,%r10,interrupt        # an escape other than calli
        br      1f
        nop
2:      shr     11,%r8,%r10             # bla src1,src2: src2 -= src1 in the frame
        and     31,%r10,%r10
        shl     2,%r10,%r10
        adds    %r1,%r10,%r10
        ld.l    CTX_R(%r10),%r10
        shr     21,%r8,%r11
        and     31,%r11,%r11
        shl     2,%r11,%r11
        adds    %r1,%r11,%r11
        ld.l    CTX_R(%r11),%r12
        subs    %r12,%r10,%r12
        st.l    %r12,CTX_R(%r11)
1:      adds    -4,%r7,%r7              # resume at the branch
        st.l    %r7,CTX_PC(%r1)
        and     PSR_DIM,%r5,%r0
        bc      interrupt
        andnot  PSR_DIM,%r5,%r5
        or      PSR_DS,%r5,%r5
        st.l    %r5,CTX_PSR(%r1)
        br      interrupt
        nop

# Back to the context in CURRENT_FRAME, exactly as it was saved (with whatever a
# system call changed in it). The psr written keeps a trap bit set, so bri returns
# from the trap: U from PU, IM from PIM, and the dual-instruction mode from DIM
# and DS (PRM p.138). Nothing between that st.c and the bri may trap.
        .globl  trap_return
trap_return:
        ld.l    CURRENT_FRAME(%r0),%r1
        ld.l    CTX_EPSR(%r1),%r4
        st.c    %r4,%epsr
        ld.l    CTX_R+4(%r1),%r4
        st.l    %r4,R1_SCRATCH(%r0)
        ld.l    CTX_R+12(%r1),%r3
        ld.l    CTX_R+16(%r1),%r4
        ld.l    CTX_R+20(%r1),%r5
        ld.l    CTX_R+24(%r1),%r6
        ld.l    CTX_R+28(%r1),%r7
        ld.l    CTX_R+32(%r1),%r8
        ld.l    CTX_R+36(%r1),%r9
        ld.l    CTX_R+40(%r1),%r10
        ld.l    CTX_R+44(%r1),%r11
        ld.l    CTX_R+48(%r1),%r12
        ld.l    CTX_R+52(%r1),%r13
        ld.l    CTX_R+56(%r1),%r14
        ld.l    CTX_R+60(%r1),%r15
        ld.l    CTX_R+64(%r1),%r16
        ld.l    CTX_R+68(%r1),%r17
        ld.l    CTX_R+72(%r1),%r18
        ld.l    CTX_R+76(%r1),%r19
        ld.l    CTX_R+80(%r1),%r20
        ld.l    CTX_R+84(%r1),%r21
        ld.l    CTX_R+88(%r1),%r22
        ld.l    CTX_R+92(%r1),%r23
        ld.l    CTX_R+96(%r1),%r24
        ld.l    CTX_R+100(%r1),%r25
        ld.l    CTX_R+104(%r1),%r26
        ld.l    CTX_R+108(%r1),%r27
        ld.l    CTX_R+112(%r1),%r28
        ld.l    CTX_R+116(%r1),%r29
        ld.l    CTX_R+120(%r1),%r30
        ld.l    CTX_R+124(%r1),%r31
        ld.l    CTX_PSR(%r1),%r2
        st.c    %r2,%psr
        ld.l    CTX_R+8(%r1),%r2
        ld.l    CTX_PC(%r1),%r1
        .globl  trap_return_branch
trap_return_branch:
        bri     %r1
        ld.l    R1_SCRATCH(%r0),%r1
