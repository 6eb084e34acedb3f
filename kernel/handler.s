# hrecv handlers: the switch from the interrupted process to its handler context
# and back, in the two profiles the boot block chooses.
#
#   osf1   the full switch of an OSF/1 kernel: every piece of the process's state
#          is saved (the integer part by trap.s, the FP part by fp_save: registers,
#          fsr, the four pipelines, KR, KI, T, MERGE) and the handler starts in a
#          fresh context; coming back restores it all (fp_restore).
#   light  in the spirit of SUNMOS/Puma and of kernel-embedded handlers: the
#          handler may clobber only what the calling convention lets a function
#          clobber (r1, r16..r31, saved by trap.s anyway; f8..f31 and fsr's own
#          fields, saved here) and must do no FP arithmetic: the units' pipelines
#          and the result status fsr shows of them are not saved.
#
# A handler runs in user mode on its own stack with the NX arguments (type,
# count, node, ptype) in r16..r19 and r1 = the NX library's trampoline, which
# makes the SYS_HANDLER_DONE call. Handlers run one at a time and not while
# masktrap(1) holds them; a due handler waits until it may run. One-shot: its
# receive is free when it starts, and it posts hrecv again if it wants more.

        .include "machine.i"
        .include "layout.i"
        .include "context_frame.i"
        .include "syscalls.i"
        .include "messages.i"

        .text
        .align  8
# After every trap: run the oldest due handler if one may run, else return.
        .globl  deliver_or_return
deliver_or_return:
        orh     ha%handler_running,%r0,%r4
        ld.l    l%handler_running(%r4),%r4
        btne    %r4,%r0,trap_return
        orh     ha%handlers_masked,%r0,%r4
        ld.l    l%handlers_masked(%r4),%r4
        btne    %r4,%r0,trap_return
        orh     h%posts,%r0,%r5         # the due post posted first
        or      l%posts,%r5,%r5
        mov     POSTS,%r6
        mov     0,%r7
        mov     STATE_HANDLER_DUE,%r10
1:      ld.l    POST_STATE(%r5),%r8
        btne    %r8,%r10,3f
        bte     %r7,%r0,2f
        ld.l    POST_ORDER(%r5),%r8
        ld.l    POST_ORDER(%r7),%r9
        subu    %r9,%r8,%r0             # CC: this order <= the best's
        bnc     3f
2:      mov     %r5,%r7
3:      adds    POST_SIZE,%r5,%r5
        adds    -1,%r6,%r6
        btne    %r6,%r0,1b
        bte     %r7,%r0,trap_return

        .globl  invoke_handler
invoke_handler:                         # r7 = the due post
        orh     h%user_frame,%r0,%r16
        or      l%user_frame,%r16,%r16
        ld.l    BOOT_PROFILE(%r0),%r4
        btne    %r4,%r0,1f
        call    fp_save                 # osf1: all of the FP state
        nop
        br      2f
        st.c    %r0,%fsr                # the handler starts with round to nearest, no traps
1:      call    light_save
        nop
2:      # The handler's context: what a function call gives it (its arguments, a
        # stack, the return address), returning into user mode (PU) with interrupts
        # on (PIM) when trap_return's bri sees the trap bit. Its other registers are
        # whatever the last handler left: a handler may not rely on them.
        orh     h%handler_frame,%r0,%r17
        or      l%handler_frame,%r17,%r17
        ld.l    POST_TRAMPOLINE(%r7),%r8
        st.l    %r8,CTX_R+4(%r17)
        orh     h%HANDLER_STACK_TOP,%r0,%r8
        or      l%HANDLER_STACK_TOP,%r8,%r8
        st.l    %r8,CTX_R+8(%r17)
        st.l    %r8,CTX_R+12(%r17)
        ld.l    POST_TYPE(%r7),%r8
        st.l    %r8,CTX_R+64(%r17)
        ld.l    POST_BYTES(%r7),%r8
        st.l    %r8,CTX_R+68(%r17)
        ld.l    POST_NODE(%r7),%r8
        st.l    %r8,CTX_R+72(%r17)
        ld.l    POST_PTYPE(%r7),%r8
        st.l    %r8,CTX_R+76(%r17)
        mov     PSR_PU|PSR_PIM|PSR_IT,%r8
        st.l    %r8,CTX_PSR(%r17)
        ld.l    CTX_EPSR(%r16),%r8      # the process's epsr (OF) stays the handler's
        st.l    %r8,CTX_EPSR(%r17)
        ld.l    POST_HANDLER(%r7),%r8
        st.l    %r8,CTX_PC(%r17)
        st.l    %r0,POST_STATE(%r7)     # one-shot: the receive is free
        orh     ha%handler_running,%r0,%r8
        mov     1,%r9
        st.l    %r9,l%handler_running(%r8)
        br      trap_return
        st.l    %r17,CURRENT_FRAME(%r0)

# SYS_HANDLER_DONE, from the trampoline the handler returned to: back to the
# process, and its state back in the machine.
        .globl  sys_handler_done
sys_handler_done:
        mov     %r1,%r4
        orh     ha%handler_running,%r0,%r8
        st.l    %r0,l%handler_running(%r8)
        orh     h%user_frame,%r0,%r16
        or      l%user_frame,%r16,%r16
        st.l    %r16,CURRENT_FRAME(%r0)
        ld.l    BOOT_PROFILE(%r0),%r5
        btne    %r5,%r0,1f
        call    fp_restore
        nop
        bri     %r4
        nop
1:      call    light_restore
        nop
        bri     %r4
        nop

# The light profile's FP state: f8..f31 and fsr, what a handler may clobber.
light_save:                             # r16 = the frame
        ld.c    %fsr,%r17
        st.l    %r17,CTX_FSR(%r16)
        andnot  0x20,%r17,%r17          # no FP traps in the kernel
        st.c    %r17,%fsr
        fst.q   %f8,CTX_F+32(%r16)
        fst.q   %f12,CTX_F+48(%r16)
        fst.q   %f16,CTX_F+64(%r16)
        fst.q   %f20,CTX_F+80(%r16)
        fst.q   %f24,CTX_F+96(%r16)
        bri     %r1
        fst.q   %f28,CTX_F+112(%r16)

light_restore:                          # r16 = the frame
        st.c    %r0,%fsr
        fld.q   CTX_F+32(%r16),%f8
        fld.q   CTX_F+48(%r16),%f12
        fld.q   CTX_F+64(%r16),%f16
        fld.q   CTX_F+80(%r16),%f20
        fld.q   CTX_F+96(%r16),%f24
        fld.q   CTX_F+112(%r16),%f28
        ld.l    CTX_FSR(%r16),%r17
        bri     %r1
        st.c    %r17,%fsr

        .data
        .align  4
handler_running:
        .long   0

        .bss
        .align  16
        .globl  user_frame
user_frame:
        .space  CTX_SIZE
        .globl  handler_frame
handler_frame:
        .space  CTX_SIZE
