# fp_dual_ops.s: the dual-operation instructions pfam/pfsm (the adder's last stage to
# fdest) and pfmam (the multiplier's), their data paths with KR, KI and T (ISA-FACTS
# §6.5, the DPC table; cpu/execute_fp.cpp), and the .sd precisions: S gives the
# multiplier's sources, R the adder's sources and both results (DECISION, ISA-FACTS
# §13 #3: as Previous, not MAME, which reads the adder's sources by S).
#
# The program zeroes the pipelines, then runs 31 FP operations and compares what came
# out. A = [stage 1, stage 2, stage 3] of the adder, M the same for the multiplier
# (three stages: all sources single but op 21's .sd, whose multiplier sources are
# single too), after each op; all values singles unless marked d. At reset KR = KI = T
# = 0.
#   1  r2pt.ss  f3,f0,f0    KR <- 2.0 (the multiply uses the old KR)  A [0 0 0] M [0 0 0]
#   2  i2pt.ss  f5,f0,f0    KI <- 0.5                                 A [0 0 0] M [0 0 0]
#   3  r2p1.ss  f2,f4,f0    M gets KR*3 = 6, A gets 1 + m3 = 1        A [1 0 0] M [6 0 0]
#   4  i2p1.ss  f0,f3,f0    M gets KI*2 = 1, A gets 0 + m3 = 0        A [0 1 0] M [1 6 0]
#   5  r2ap1.ss f0,f0,f0    A gets 0 + a3 = 0; T <- m3 = 0            A [0 0 1] M [0 1 6]
#   6  r2ap1.ss f2,f0,f12   A gets 1 + a3 = 2; T <- m3 = 6; f12 <- 1  A [2 0 0] M [0 0 1]
#   7  m12apm.ss f4,f3,f13  M gets 3*2 = 6, A gets a3 + m3 = 1; f13 <- 0
#                                                                     A [1 2 0] M [6 0 0]
#   8  m12tpm.ss f0,f0,f14  A gets T + m3 = 6; f14 <- 0               A [6 1 2] M [0 6 0]
#   9-11 pfadd.ss to f15, f16, f17: 2, 1, 6                           A [0 0 0]
#  12  pfmul.ss f0,f0,f18   f18 <- 0                                            M [0 0 6]
#  13  mr2p1.ss f2,f3,f19   M gets KR*2 = 4, A gets 1 + m3 = 7; f19 <- m3 = 6
#                                                                     A [7 0 0] M [4 0 0]
#  14  mr2mp1.ss f0,f0,f20  A gets 0 + m3 = 0 ("A" reads M in pfmam); T <- m3 = 0; f20 <- 0
#                                                                     A [0 7 0] M [0 4 0]
#  15  pfmul.ss f0,f0,f0                                                        M [0 0 4]
#  16  mr2mp1.ss f0,f0,f21  A gets 0 + m3 = 4; T <- m3 = 4; f21 <- 4  A [4 0 7] M [0 0 0]
#  17  m12tpa.ss f0,f0,f22  A gets T + a3 = 11; f22 <- 7              A [11 4 0] M [0 0 0]
#  18-20 pfadd.ss to f23, f24, f25: 0, 4, 11                          A [0 0 0]
#  21  ra1p2.sd f6,f8,f0    A gets 1.5d + 2.5d = 4d (R: the adder reads doubles)
#                                                                     A [4d 0 0] M [0d 0 0]
#  22-24 pfadd.ss, the last to f26: f27:f26 <- 4.0d (the stage's precision, not the op's)
#  25  pfmul.ss f3,f3,f0    26-27 pfmul.ss f0,f0,f0                             M [0 0 4]
#  28  r2s1.ss  f4,f0,f0    A gets 3 - m3 = -1                        A [-1 0 0]
#  29-31 pfadd.ss, the last to f28: -1
#
# Operands: f2 = 1.0, f3 = 2.0, f4 = 3.0, f5 = 0.5; doubles f6 = 1.5, f8 = 2.5;
# r7 = 0xffffffff, a sentinel in the registers that must come out 0.
#
# Cycles: one clock per instruction (timing.def kIssue): every FP operation is
# pipelined with single multiplier sources (S = 0 for .ss and .sd), so it holds no
# unit beyond its clock, and its destination is ready the next clock. Instructions:
# setup 16, pipeline zeroing 6, sentinels 5, the 31 operations, 17 comparisons of 3
# instructions plus an orh for each of the 11 nonzero values (62), `passed` 3: 123,
# plus 1 for each of the 6 comparisons whose fxfr result the very next instruction
# reads (kTransferUseInterlock, TF S7): 129.
# expect: halted self-branch at done
# expect: r16 = 0
# expect: r17 = 17
# expect: instructions = 123
# expect: cycles = 129
# KR and KI hold the singles loaded by ops 1 and 2; T the 4.0 op 16 took from M.
# expect: kr = 0x40000000
# expect: ki = 0x3f000000
# expect: t = 0x40800000

        .text
_start: orh     0xffff,%r0,%r7
        or      0xffff,%r7,%r7
        orh     0x3f80,%r0,%r20
        ixfr    %r20,%f2                    # 1.0
        orh     0x4000,%r0,%r20
        ixfr    %r20,%f3                    # 2.0
        orh     0x4040,%r0,%r20
        ixfr    %r20,%f4                    # 3.0
        orh     0x3f00,%r0,%r20
        ixfr    %r20,%f5                    # 0.5
        ixfr    %r0,%f6
        orh     0x3ff8,%r0,%r20
        ixfr    %r20,%f7                    # f7:f6 = 1.5
        ixfr    %r0,%f8
        orh     0x4004,%r0,%r20
        ixfr    %r20,%f9                    # f9:f8 = 2.5
        pfadd.ss %f0,%f0,%f0
        pfadd.ss %f0,%f0,%f0
        pfadd.ss %f0,%f0,%f0
        pfmul.ss %f0,%f0,%f0
        pfmul.ss %f0,%f0,%f0
        pfmul.ss %f0,%f0,%f0
        ixfr    %r7,%f13
        ixfr    %r7,%f14
        ixfr    %r7,%f18
        ixfr    %r7,%f20
        ixfr    %r7,%f23

        r2pt.ss %f3,%f0,%f0                 # 1
        i2pt.ss %f5,%f0,%f0                 # 2
        r2p1.ss %f2,%f4,%f0                 # 3
        i2p1.ss %f0,%f3,%f0                 # 4
        r2ap1.ss %f0,%f0,%f0                # 5
        r2ap1.ss %f2,%f0,%f12               # 6
        m12apm.ss %f4,%f3,%f13              # 7
        m12tpm.ss %f0,%f0,%f14              # 8
        pfadd.ss %f0,%f0,%f15               # 9
        pfadd.ss %f0,%f0,%f16               # 10
        pfadd.ss %f0,%f0,%f17               # 11
        pfmul.ss %f0,%f0,%f18               # 12
        mr2p1.ss %f2,%f3,%f19               # 13
        mr2mp1.ss %f0,%f0,%f20              # 14
        pfmul.ss %f0,%f0,%f0                # 15
        mr2mp1.ss %f0,%f0,%f21              # 16
        m12tpa.ss %f0,%f0,%f22              # 17
        pfadd.ss %f0,%f0,%f23               # 18
        pfadd.ss %f0,%f0,%f24               # 19
        pfadd.ss %f0,%f0,%f25               # 20
        ra1p2.sd %f6,%f8,%f0                # 21
        pfadd.ss %f0,%f0,%f0                # 22
        pfadd.ss %f0,%f0,%f0                # 23
        pfadd.ss %f0,%f0,%f26               # 24
        pfmul.ss %f3,%f3,%f0                # 25
        pfmul.ss %f0,%f0,%f0                # 26
        pfmul.ss %f0,%f0,%f0                # 27
        r2s1.ss %f4,%f0,%f0                 # 28
        pfadd.ss %f0,%f0,%f0                # 29
        pfadd.ss %f0,%f0,%f0                # 30
        pfadd.ss %f0,%f0,%f28               # 31

# check 1: f12 = 0x3f800000: r2ap1's destination: the adder's last stage, 1.0 (op 6)
c1:     or      1,%r0,%r18
        fxfr    %f12,%r6
        orh     0x3f80,%r0,%r19
        btne    %r19,%r6,failed
# check 2: f13 = 0x00000000: m12apm's destination: the adder's last stage, 0 (op 7)
c2:     or      2,%r0,%r18
        fxfr    %f13,%r6
        btne    %r0,%r6,failed
# check 3: f14 = 0x00000000: m12tpm's destination: 0 (op 8)
c3:     or      3,%r0,%r18
        fxfr    %f14,%r6
        btne    %r0,%r6,failed
# check 4: f15 = 0x40000000: 1.0 + A-last 1.0 = 2.0 (op 6), out at op 9
c4:     or      4,%r0,%r18
        fxfr    %f15,%r6
        orh     0x4000,%r0,%r19
        btne    %r19,%r6,failed
# check 5: f16 = 0x3f800000: A-last 0 + M-last 1.0 = 1.0 (op 7; M-last is KI 0.5 * 2.0 from op 4), out at op 10
c5:     or      5,%r0,%r18
        fxfr    %f16,%r6
        orh     0x3f80,%r0,%r19
        btne    %r19,%r6,failed
# check 6: f17 = 0x40c00000: T 6.0 + M-last 0 = 6.0 (op 8; T took KR 2.0 * 3.0 from M at op 6), out at op 11
c6:     or      6,%r0,%r18
        fxfr    %f17,%r6
        orh     0x40c0,%r0,%r19
        btne    %r19,%r6,failed
# check 7: f18 = 0x00000000: pfmul's destination: M-last 0 (op 12)
c7:     or      7,%r0,%r18
        fxfr    %f18,%r6
        btne    %r0,%r6,failed
# check 8: f19 = 0x40c00000: mr2p1's destination: the multiplier's last stage, 6.0 (op 13; m12apm's 3.0 * 2.0)
c8:     or      8,%r0,%r18
        fxfr    %f19,%r6
        orh     0x40c0,%r0,%r19
        btne    %r19,%r6,failed
# check 9: f20 = 0x00000000: mr2mp1's destination: M-last 0 (op 14)
c9:     or      9,%r0,%r18
        fxfr    %f20,%r6
        btne    %r0,%r6,failed
# check 10: f21 = 0x40800000: mr2mp1's destination: M-last 4.0 (op 16; mr2p1's KR 2.0 * 2.0)
c10:    or      10,%r0,%r18
        fxfr    %f21,%r6
        orh     0x4080,%r0,%r19
        btne    %r19,%r6,failed
# check 11: f22 = 0x40e00000: m12tpa's destination: A-last 7.0 (op 17; mr2p1's 1.0 + M-last 6.0)
c11:    or      11,%r0,%r18
        fxfr    %f22,%r6
        orh     0x40e0,%r0,%r19
        btne    %r19,%r6,failed
# check 12: f23 = 0x00000000: A-last 0 (op 18)
c12:    or      12,%r0,%r18
        fxfr    %f23,%r6
        btne    %r0,%r6,failed
# check 13: f24 = 0x40800000: mr2mp1's 0 + M-last 4.0 = 4.0 (op 16), out at op 19
c13:    or      13,%r0,%r18
        fxfr    %f24,%r6
        orh     0x4080,%r0,%r19
        btne    %r19,%r6,failed
# check 14: f25 = 0x41300000: m12tpa's T 4.0 + A-last 7.0 = 11.0 (op 17), out at op 20
c14:    or      14,%r0,%r18
        fxfr    %f25,%r6
        orh     0x4130,%r0,%r19
        btne    %r19,%r6,failed
# check 15: f27 = 0x40100000: ra1p2.sd: the adder reads doubles (R), 1.5 + 2.5 = 4.0d (op 21), out at op 24: high word
c15:    or      15,%r0,%r18
        fxfr    %f27,%r6
        orh     0x4010,%r0,%r19
        btne    %r19,%r6,failed
# check 16: f26 = 0x00000000: low word of 4.0d
c16:    or      16,%r0,%r18
        fxfr    %f26,%r6
        btne    %r0,%r6,failed
# check 17: f28 = 0xbf800000: r2s1: src1 3.0 - M-last 4.0 = -1.0 (op 28), out at op 31
c17:    or      17,%r0,%r18
        fxfr    %f28,%r6
        orh     0xbf80,%r0,%r19
        btne    %r19,%r6,failed

passed: mov     %r18,%r17                   # r17 = the number of checks run
done:   br      done
        nop
failed: mov     %r18,%r16                   # r16 = the number of the failing check
        br      .
        nop
