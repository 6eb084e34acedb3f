# fp_pipeline.s: the pipelined FP adder and multiplier (ISA-FACTS §6.2, §6.4, §2.4,
# §9.7; cpu/execute_fp.cpp): a pipelined op writes its destination with the value
# leaving the unit's last stage, in that stage's precision, and puts its own result in
# stage 1, so results come out 3 adder ops, 3 single or 2 double multiplies, or 3
# pfmul3.dd later; fsr shows the last stage's precision (ARP, MRP) and status; a source
# equal to the destination reads the value leaving (the reference cores' bypass);
# pfgt/pfle/pfeq set CC (NaN unordered); st.c fsr with U gives stage 1 its status; a
# pipelined result exception is reported when the result is in the last stage; and
# the cycle cost of scalar ops holding a unit and of double multiplies.
#
# Operands: f2 = 1.0, f3 = 2.0, f4 = 3.0, f5 = 0.5, f10 = 2^-30, f11 = NaN
# (0x7fc00000); doubles f6 = 1.5, f8 = 2.5. r7 = 0xffffffff (a sentinel); fsr masks
# r26 = ARP | AU..AA (0x2001e000), r27 = MRP | MU..MA (0x10001e00). SI is not
# compared: what a pipelined result does to the sticky bit is not documented.
#
# Cycles (timing.def): one clock per instruction (kIssue), plus:
#  - check 2: a pipelined double multiply holds the multiplier kDoubleMultiplyInterval
#    (2) clocks, so each pfmul.dd / pfmul3.dd that follows another at once waits 1:
#    the 2nd pfmul.dd, and the 1st, 2nd and 3rd pfmul3.dd (the 3rd pfmul.dd and the
#    4th pfmul3.dd each come after a ld.c): 4 clocks;
#  - check 6: a scalar fadd holds the adder until its result is out (kAdderLatency, 3:
#    ASSUMPTION in scoreboard.cpp), so the pfadd right after it waits 2; the second
#    of two adjacent pfmul.dd waits 1: 3 clocks;
#  - check 7: the trapped pfadd costs its issue clock plus kTrapEntry (3) and is not an
#    instruction executed;
#  - the st.c to psr costs 1 more (kPsrWrite 2), and each of the 7 fxfr whose result
#    the very next instruction reads waits 1 (kTransferUseInterlock, TF S7).
# Nothing else waits: pipelined results are ready the next clock, and the single-
# precision pipelined ops issue every clock. Instructions: setup 30; checks 1-7: 39,
# 34, 14, 36, 21, 9, 10 + 19; `passed` 3: 215. Cycles: 215 + 4 + 3 + 4 + 1 + 7 = 234.
# expect: halted self-branch at done
# expect: r16 = 0
# expect: r17 = 7
# expect: instructions = 215
# expect: cycles = 234
# The adder's last stage leaves the single 1.0 of check 7 behind it: ARP and the
# adder status are 0 (check 7's handler cleared fsr's own fields).
# expect: fsr & 0x2001e1af = 0
# expect: f12 = 0x3f800000

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
        orh     0x3080,%r0,%r20
        ixfr    %r20,%f10                   # 2^-30
        orh     0x7fc0,%r0,%r20
        ixfr    %r20,%f11                   # NaN
        ixfr    %r0,%f6
        orh     0x3ff8,%r0,%r20
        ixfr    %r20,%f7                    # f7:f6 = 1.5
        ixfr    %r0,%f8
        orh     0x4004,%r0,%r20
        ixfr    %r20,%f9                    # f9:f8 = 2.5
        orh     0x2001,%r0,%r26
        or      0xe000,%r26,%r26            # ARP | AU AO AI AA
        orh     0x1000,%r0,%r27
        or      0x1e00,%r27,%r27            # MRP | MU MO MI MA
# PRM p.144: reset code zeroes the pipelines with dummy operations
        pfadd.ss %f0,%f0,%f0
        pfadd.ss %f0,%f0,%f0
        pfadd.ss %f0,%f0,%f0
        pfmul.ss %f0,%f0,%f0
        pfmul.ss %f0,%f0,%f0
        pfmul.ss %f0,%f0,%f0

# check 1: the adder's three stages. A = [stage 1, stage 2, stage 3] after each op:
c1:     or      1,%r0,%r18
        ixfr    %r7,%f12                    # sentinels
        ixfr    %r7,%f14
        ixfr    %r7,%f15
        pfadd.ss %f2,%f3,%f12               # A = [3.0, 0, 0]; f12 <- 0
        pfadd.dd %f6,%f8,%f14               # A = [4.0d, 3.0, 0]; f14 <- the single 0
        pfadd.ss %f2,%f10,%f16              # A = [1.0 inexact, 4.0d, 3.0]; f16 <- 0
        ld.c    %fsr,%r20                   # last 3.0: ARP 0, status 0
        pfadd.ss %f0,%f0,%f18               # f18 <- 3.0
        ld.c    %fsr,%r21                   # last 4.0d: ARP
        pfadd.ss %f0,%f0,%f20               # f21:f20 <- 4.0, written as a pair
        ld.c    %fsr,%r22                   # last 1.0 (1 + 2^-30 rounded): AI
        pfadd.ss %f0,%f0,%f22               # f22 <- 1.0
        ld.c    %fsr,%r23                   # last 0 + 0: nothing
        fxfr    %f12,%r6
        btne    %r0,%r6,failed
        fxfr    %f15,%r6
        btne    %r7,%r6,failed              # a single came out: f15 untouched
        fxfr    %f18,%r6
        orh     0x4040,%r0,%r19
        btne    %r19,%r6,failed
        fxfr    %f21,%r6
        orh     0x4010,%r0,%r19
        btne    %r19,%r6,failed
        fxfr    %f20,%r6
        btne    %r0,%r6,failed
        fxfr    %f22,%r6
        orh     0x3f80,%r0,%r19
        btne    %r19,%r6,failed
        and     %r26,%r20,%r20
        btne    %r0,%r20,failed
        and     %r26,%r21,%r21
        orh     0x2000,%r0,%r19
        btne    %r19,%r21,failed            # ARP
        and     %r26,%r22,%r22
        or      0x8000,%r0,%r19
        btne    %r19,%r22,failed            # AI
        and     %r26,%r23,%r23
        btne    %r0,%r23,failed

# check 2: the multiplier: three stages for single sources, two for pfmul.dd (the
# depth follows the op's source precision), three for pfmul3.dd. M = [m1, m2, m3]:
c2:     or      2,%r0,%r18
        pfmul.ss %f4,%f5,%f12               # M = [1.5, 0, 0]; f12 <- 0
        pfmul.ss %f0,%f0,%f0                # M = [0, 1.5, 0]
        pfmul.ss %f0,%f0,%f0                # M = [0, 0, 1.5]
        ld.c    %fsr,%r20                   # last 1.5 single: MRP 0
        pfmul.ss %f0,%f0,%f24               # f24 <- 1.5; M = [0, 0, 0]
        pfmul.dd %f6,%f8,%f26               # m1, m2 only: M = [3.75d, 0, 0]; f26 <- 0
        pfmul.dd %f0,%f0,%f26               # waits 1; M = [0d, 3.75d, 0]
        ld.c    %fsr,%r21                   # last (m2) 3.75d: MRP
        pfmul.dd %f0,%f0,%f28               # f29:f28 <- 3.75; M = [0d, 0d, 0]
        pfmul3.dd %f6,%f8,%f26              # waits 1; M = [3.75d, 0d, 0d]; f26 <- 0
        pfmul3.dd %f0,%f0,%f26              # waits 1; M = [0d, 3.75d, 0d]
        pfmul3.dd %f0,%f0,%f26              # waits 1; M = [0d, 0d, 3.75d]
        ld.c    %fsr,%r22                   # last (m3) 3.75d: MRP
        pfmul3.dd %f0,%f0,%f30              # f31:f30 <- 3.75
        fxfr    %f12,%r6
        btne    %r0,%r6,failed
        fxfr    %f24,%r6
        orh     0x3fc0,%r0,%r19
        btne    %r19,%r6,failed             # 1.5
        fxfr    %f29,%r6
        orh     0x400e,%r0,%r19
        btne    %r19,%r6,failed             # 3.75 from pfmul.dd
        fxfr    %f31,%r6
        btne    %r19,%r6,failed             # 3.75 from pfmul3.dd
        fxfr    %f30,%r6
        btne    %r0,%r6,failed
        and     %r27,%r20,%r20
        btne    %r0,%r20,failed
        and     %r27,%r21,%r21
        orh     0x1000,%r0,%r19
        btne    %r19,%r21,failed            # MRP
        and     %r27,%r22,%r22
        btne    %r19,%r22,failed            # MRP

# check 3: a source that is also the destination reads the value leaving the last
# stage, the one this instruction writes (DECISION in execute_fp.cpp): f12 is 0, but
# the pfadd adds the 1.0 leaving to f2: 2.0 goes in; without the bypass it would be 1.0
c3:     or      3,%r0,%r18
        pfadd.ss %f2,%f0,%f0                # A = [1.0, 0, 0]
        pfadd.ss %f0,%f0,%f0
        pfadd.ss %f0,%f0,%f0                # A = [0, 0, 1.0]
        pfadd.ss %f12,%f2,%f12              # f12 <- 1.0; 1.0 + 1.0 goes in
        pfadd.ss %f0,%f0,%f0
        pfadd.ss %f0,%f0,%f0
        pfadd.ss %f0,%f0,%f13               # f13 <- 2.0
        fxfr    %f12,%r6
        orh     0x3f80,%r0,%r19
        btne    %r19,%r6,failed
        fxfr    %f13,%r6
        orh     0x4000,%r0,%r19
        btne    %r19,%r6,failed

# check 4: compares set CC: pfgt when src1 > src2; pfle clears it when src1 <= src2
# (sets it otherwise); pfeq when equal; a NaN is unordered: pfgt 0, pfle 1, and SE
# (FTE is clear: no trap). The values alternate, so each compare is seen to write CC.
c4:     or      4,%r0,%r18
        pfgt.ss %f4,%f2,%f0                 # 3 > 1: CC = 1
        ld.c    %psr,%r20
        pfle.ss %f2,%f4,%f0                 # 1 <= 3: CC = 0
        ld.c    %psr,%r21
        pfle.ss %f4,%f2,%f0                 # 3 <= 1 is false: CC = 1
        ld.c    %psr,%r22
        pfgt.ss %f2,%f4,%f0                 # 1 > 3 is false: CC = 0
        ld.c    %psr,%r23
        pfeq.ss %f2,%f2,%f0                 # CC = 1
        ld.c    %psr,%r24
        pfeq.dd %f6,%f8,%f0                 # 1.5 = 2.5 is false: CC = 0
        ld.c    %psr,%r25
        pfle.ss %f11,%f2,%f0                # unordered: CC = 1
        ld.c    %psr,%r28
        pfgt.ss %f11,%f2,%f0                # unordered: CC = 0
        ld.c    %psr,%r29
        ld.c    %fsr,%r30
        and     4,%r20,%r20
        bte     %r0,%r20,failed
        and     4,%r21,%r21
        btne    %r0,%r21,failed
        and     4,%r22,%r22
        bte     %r0,%r22,failed
        and     4,%r23,%r23
        btne    %r0,%r23,failed
        and     4,%r24,%r24
        bte     %r0,%r24,failed
        and     4,%r25,%r25
        btne    %r0,%r25,failed
        and     4,%r28,%r28
        bte     %r0,%r28,failed
        and     4,%r29,%r29
        btne    %r0,%r29,failed
        and     0x100,%r30,%r30
        bte     %r0,%r30,failed             # SE

# check 5: st.c fsr with U loads the result status being written into stage 1 (the
# documented pipeline restore, ISA-FACTS §9.7): 3.0 goes in exact, st.c gives its
# stage AI; fsr keeps showing the last stage until 3.0 gets there
c5:     or      5,%r0,%r18
        pfadd.ss %f0,%f0,%f0
        pfadd.ss %f0,%f0,%f0
        pfadd.ss %f0,%f0,%f0                # A = [0, 0, 0]
        pfamov.ss %f4,%f0                   # A = [3.0, 0, 0]
        or      0x8010,%r0,%r20             # U | AI
        st.c    %r20,%fsr
        ld.c    %fsr,%r21                   # the last stage: no AI
        pfadd.ss %f0,%f0,%f0
        pfadd.ss %f0,%f0,%f0
        ld.c    %fsr,%r22                   # 3.0 last, with its AI
        pfadd.ss %f0,%f0,%f12               # f12 <- 3.0
        st.c    %r0,%fsr
        and     %r26,%r21,%r21
        btne    %r0,%r21,failed
        and     %r26,%r22,%r22
        or      0x8000,%r0,%r19
        btne    %r19,%r22,failed
        fxfr    %f12,%r6
        orh     0x4040,%r0,%r19
        btne    %r19,%r6,failed

# check 6: the cycle cost of sharing units (the waits are in the header): a pfadd right
# after a scalar fadd, and two adjacent pfmul.dd
c6:     or      6,%r0,%r18
        fadd.ss %f2,%f3,%f12                # 3.0, scalar
        pfadd.ss %f0,%f0,%f0                # waits 2
        pfmul.dd %f6,%f8,%f0
        pfmul.dd %f6,%f8,%f0                # waits 1
        pfadd.ss %f0,%f0,%f0                # the adder is free again
        fxfr    %f12,%r6
        orh     0x4040,%r0,%r19
        btne    %r19,%r6,failed

# check 7: with fsr.FTE and TI, an inexact pipelined result is reported once it is in
# the adder's last stage, by the next FP instruction (PRM p.141); the trap leaves it
# there: psr = FT alone (CC was 0), fir = the reporting pfadd, fsr = MRP (check 6's
# pfmul.dd is last in the multiplier) | AI (the last stage's) | FTE | TI = 0x10008022
c7:     or      7,%r0,%r18
        pfadd.ss %f0,%f0,%f0
        pfadd.ss %f0,%f0,%f0
        pfadd.ss %f0,%f0,%f0                # A = [0, 0, 0]
        or      0x22,%r0,%r20
        st.c    %r20,%fsr                   # FTE | TI
        pfadd.ss %f2,%f10,%f0               # 1 + 2^-30: 1.0, inexact, in stage 1
        pfadd.ss %f0,%f0,%f0                # stage 2
        pfadd.ss %f0,%f0,%f0                # stage 3: reported from here on
        ixfr    %r7,%f12                    # not an FP instruction (nor writing fsr.RR's f0)
t7:     pfadd.ss %f0,%f0,%f12
# on-trap: resume h7
h7:     ld.c    %psr,%r20
        ld.c    %fir,%r21
        ld.c    %fsr,%r22
        or      0x1000,%r0,%r19
        btne    %r19,%r20,failed
        orh     h%t7,%r0,%r19
        or      l%t7,%r19,%r19
        btne    %r19,%r21,failed
        orh     0x1000,%r0,%r19
        or      0x8022,%r19,%r19
        btne    %r19,%r22,failed
        fxfr    %f12,%r6
        btne    %r7,%r6,failed              # the reporting pfadd did not run
        st.c    %r0,%fsr
        st.c    %r0,%psr
        pfadd.ss %f0,%f0,%f12               # traps off: out comes the 1.0
        fxfr    %f12,%r6
        orh     0x3f80,%r0,%r19
        btne    %r19,%r6,failed

passed: mov     %r18,%r17                   # r17 = the number of checks run
done:   br      done
        nop
failed: mov     %r18,%r16                   # r16 = the number of the failing check
        br      .
        nop
