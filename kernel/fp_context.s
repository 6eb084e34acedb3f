# The floating-point half of a context switch: the FP registers, fsr, the four
# pipelines with their result status, KR, KI, T and MERGE, saved to and restored
# from a context frame (context_frame.i) by the procedure the PRM outlines (p.144)
# and the NeXTdimension kernel spells out (ISA-FACTS §9.7).
#
# Both routines: r16 = the frame, r1 = the return address (call). They use r17..r24
# and every FP register, and must run in supervisor mode with interrupts off.
#
# What they cannot carry (limits of the architecture's own procedure, not of this
# code): a signaling NaN in KR or KI (the only way to read them is to multiply,
# which quiets it), and, when the last multiplications had double sources (the
# multiplier then uses two stages), the idle third stage, value, precision and
# status: no fsr view shows it and the drains never bring it out, so the restore
# leaves there what its inserts pushed. kernel.fp_context and kernel.context_switch
# generate such states (they are common) and check that exactly these differ.

        .include "context_frame.i"

        .text
        .align  8
        .globl  fp_save
fp_save:
        # fsr first, and FP traps off before any FP instruction (fst included)
        # could report a pending result exception: the program gets it after the
        # restore instead. Round down keeps the sign of a zero T through T + 0.
        ld.c    %fsr,%r17
        st.l    %r17,CTX_FSR(%r16)
        andnot  0x3f,%r17,%r18          # FZ, TI, RM, U, FTE clear
        or      0x4,%r18,%r18           # RM = 01, toward -infinity
        st.c    %r18,%fsr
        fst.q   %f0,CTX_F+0(%r16)
        fst.q   %f4,CTX_F+16(%r16)
        fst.q   %f8,CTX_F+32(%r16)
        fst.q   %f12,CTX_F+48(%r16)
        fst.q   %f16,CTX_F+64(%r16)
        fst.q   %f20,CTX_F+80(%r16)
        fst.q   %f24,CTX_F+96(%r16)
        fst.q   %f28,CTX_F+112(%r16)

        # Drain the adder, multiplier and load pipes, last stage first: each
        # pipelined op puts the value leaving its unit's last stage in its
        # destination, with that stage's precision, and fsr then shows the status
        # of the stage behind it. The graphics pipe has one stage.
        pfadd.ss %f0,%f0,%f2
        pfmul.ss %f0,%f0,%f4
        pfld.d  CTX_SCRATCH(%r16),%f6
        ld.c    %fsr,%r17
        st.l    %r17,CTX_FSR2(%r16)
        pfadd.ss %f0,%f0,%f8
        pfmul.ss %f0,%f0,%f10
        pfld.d  CTX_SCRATCH(%r16),%f12
        ld.c    %fsr,%r17
        st.l    %r17,CTX_FSR1(%r16)
        pfadd.ss %f0,%f0,%f14
        pfmul.ss %f0,%f0,%f16
        pfld.d  CTX_SCRATCH(%r16),%f18
        pfiadd.dd %f0,%f0,%f20
        fst.d   %f2,CTX_ADDER+0(%r16)
        fst.d   %f8,CTX_ADDER+8(%r16)
        fst.d   %f14,CTX_ADDER+16(%r16)
        fst.d   %f4,CTX_MULTIPLIER+0(%r16)
        fst.d   %f10,CTX_MULTIPLIER+8(%r16)
        fst.d   %f16,CTX_MULTIPLIER+16(%r16)
        fst.d   %f6,CTX_LOAD+0(%r16)
        fst.d   %f12,CTX_LOAD+8(%r16)
        fst.d   %f18,CTX_LOAD+16(%r16)
        fst.d   %f20,CTX_GRAPHICS(%r16)

        # KR and KI: multiply each by 1.0 into the (now zero) multiplier, which
        # takes two stages for double sources, and push them out with two more.
        orh     0x3ff0,%r0,%r17
        ixfr    %r17,%f23
        ixfr    %r0,%f22                # f22:f23 = 1.0
        r2p1.dd %f0,%f22,%f0            # KR x 1.0 enters the multiplier
        i2p1.dd %f0,%f22,%f0            # KI x 1.0 follows it
        pfmul.dd %f0,%f0,%f24           # out comes KR
        pfmul.dd %f0,%f0,%f26           # and KI
        # T: its only way out is as an adder operand. T + M, with M the +0 now
        # leaving the multiplier, is T exactly (a -0 stays -0 when rounding down);
        # three pushes bring it out of the adder.
        m12tpm.dd %f0,%f0,%f0
        pfadd.dd %f0,%f0,%f0
        pfadd.dd %f0,%f0,%f0
        pfadd.dd %f0,%f0,%f28
        # MERGE: form ORs it into its result (and clears it).
        form    %f0,%f30
        fst.d   %f24,CTX_KR(%r16)
        fst.d   %f26,CTX_KI(%r16)
        fst.d   %f28,CTX_T(%r16)
        bri     %r1
        fst.d   %f30,CTX_MERGE(%r16)

        .align  8
        .globl  fp_restore
fp_restore:
        st.c    %r0,%fsr                # no traps, no flush to zero, round to nearest
        orh     0x3ff0,%r0,%r17
        ixfr    %r17,%f23
        ixfr    %r0,%f22                # f22:f23 = 1.0
        orh     0x3f80,%r0,%r17
        ixfr    %r17,%f20               # f20 = 1.0 as a single

        # MERGE first: faddz shifts MERGE right 16 and inserts the 16-bit fields
        # 0xffff0000ffff0000 of its sum, so two of them rebuild all of it, whatever
        # it held: first the low halves moved up into those fields, then the high.
        ld.l    CTX_MERGE+0(%r16),%r17
        ld.l    CTX_MERGE+4(%r16),%r18
        shl     16,%r17,%r19
        shl     16,%r18,%r20
        andnot  0xffff,%r17,%r21
        andnot  0xffff,%r18,%r22
        ixfr    %r19,%f2
        ixfr    %r20,%f3
        ixfr    %r21,%f4
        ixfr    %r22,%f5
        faddz   %f2,%f0,%f0
        faddz   %f4,%f0,%f0

        # T, KR, KI: T x 1.0 into the multiplier's first stage; r2pt loads KR and
        # moves it to the last; i2apt loads KI and takes T from the multiplier.
        fld.d   CTX_T(%r16),%f6
        fld.d   CTX_KR(%r16),%f8
        fld.d   CTX_KI(%r16),%f10
        pfmul.dd %f22,%f6,%f0
        r2pt.dd %f8,%f0,%f0
        i2apt.dd %f10,%f0,%f0

        # The pipelines, stage 3 first: insert each unit's saved value with the
        # precision its stage had (ARP, MRP, LRP of the fsr saved for it), then
        # st.c that fsr with U set, which loads its status into the first stages.
        adds    CTX_FSR,%r16,%r21       # the fsr of stage 3, then 2, then 1
        mov     %r16,%r22               # the frame, moved 8 bytes a stage
        mov     3,%r23
restore_stage:
        ld.l    0(%r21),%r17
        fld.d   CTX_ADDER(%r22),%f2
        fld.d   CTX_MULTIPLIER(%r22),%f4
        andh    0x2000,%r17,%r0         # ARP
        bc      1f
        pfamov.dd %f2,%f0
        br      2f
        nop
1:      pfamov.ss %f2,%f0
2:      andh    0x1000,%r17,%r0         # MRP
        bc      3f
        pfmul3.dd %f4,%f22,%f0          # x 1.0 through all three stages
        br      4f
        nop
3:      pfmul.ss %f4,%f20,%f0
4:      andh    0x0400,%r17,%r0         # LRP
        bc      5f
        pfld.d  CTX_LOAD(%r22),%f0
        br      6f
        nop
5:      pfld.l  CTX_LOAD(%r22),%f0
6:      andnot  0x2f,%r17,%r17          # no traps, flush or rounding change meanwhile
        or      0x10,%r17,%r17          # U
        st.c    %r17,%fsr
        adds    4,%r21,%r21
        adds    8,%r22,%r22
        adds    -1,%r23,%r23
        btne    %r23,%r0,restore_stage

        # The graphics stage, with the precision IRP says.
        ld.l    CTX_FSR(%r16),%r17
        fld.d   CTX_GRAPHICS(%r16),%f2
        andh    0x0800,%r17,%r0         # IRP
        bc      7f
        pfiadd.dd %f2,%f0,%f0
        br      8f
        nop
7:      pfiadd.ss %f2,%f0,%f0

        # The registers, with FP traps still off (fld reports to RR's register),
        # then fsr's own fields: a pending result exception comes on the program's
        # next FP instruction.
8:      fld.q   CTX_F+0(%r16),%f0
        fld.q   CTX_F+16(%r16),%f4
        fld.q   CTX_F+32(%r16),%f8
        fld.q   CTX_F+48(%r16),%f12
        fld.q   CTX_F+64(%r16),%f16
        fld.q   CTX_F+80(%r16),%f20
        fld.q   CTX_F+96(%r16),%f24
        fld.q   CTX_F+112(%r16),%f28
        bri     %r1
        st.c    %r17,%fsr
