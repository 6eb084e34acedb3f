# dual_mode.s: dual-instruction mode (ISA-FACTS §8, PRM p.136; cpu/core.cpp): an FP
# instruction with the D bit makes the machine run one more instruction singly, then
# 64-bit pairs (the FP half at the 8-byte boundary, the core half above it) issued
# together in one clock; a pair whose FP half lacks D is followed by one more pair;
# call links past the delay pair (+12); a trap in a pair names the FP half in fir,
# after the FP half ran, and records the mode in psr.DIM and a pending switch in DS;
# a returning bri goes back to pairs when psr.DIM says so; a bc paired with a compare
# sees the CC from before it (DECISION, ISA-FACTS §8.6); a pair waits for the
# operands of both halves.
#
# f2 = 1.0, f4 = 3.0; r19 expected values, r20/r21 captures; r16/r17/r18 as README.md.
# Every d.fnop that starts a switch sits at an 8-byte boundary, so its lag
# instruction sits 4 above it and the pairs start on the next boundary.
#
# Cycles (timing.def): one clock per step, a single instruction or a pair (kIssue,
# TIMING-FACTS A16); a trap step costs its clock plus kTrapEntry (3) and executes no
# instruction (though a trapping pair's FP half ran, the step is not counted); check 8's
# second pair waits kAdderLatency - 1 = 2 clocks for the scalar fadd in the first (its
# result, and the adder it holds, ASSUMPTION in scoreboard.cpp). No loads, no
# non-delayed branch taken (check 7's bc is not). Steps / instructions / extra clocks:
#   setup                         4 /  4
#   check 1: 4 singles, 3 pairs, 2 singles                  9 / 12
#   check 2: 4 singles, 6 pairs (2 in sub2), 4 singles     14 / 20
#   check 3: 4 singles, the trapped pair; h3 13 singles    17 + trap / 17
#   check 4: 7 singles, the trapped pair; h4 8 singles     15 + trap / 15
#   check 5: 4 singles, 1 pair, the trapped pair; h5 8    13 + trap / 14
#   check 6: 3 singles, the trapped lag step; h6 8        11 + trap / 11
#   check 7: 4 singles, 4 pairs, 2 singles                 10 / 14
#   check 8: 4 singles, 4 pairs, 4 singles                 12 / 16   + 2
#   passed: 3 singles                                       3 /  3
# Instructions: 4 + 12 + 20 + 17 + 15 + 14 + 11 + 14 + 16 + 3 = 126. Cycles: steps
# 4 + 9 + 14 + 17 + 15 + 13 + 11 + 10 + 12 + 3 = 108, plus 4 traps of 4 clocks each,
# plus 2, plus 1 for each of the 4 st.c to psr (kPsrWrite 2, TF S14):
# 108 + 16 + 2 + 4 = 130.
# expect: halted self-branch at done
# expect: r16 = 0
# expect: r17 = 8
# expect: instructions = 126
# expect: cycles = 130
# expect: psr = 0x00000000

        .text
_start: orh     0x3f80,%r0,%r5
        ixfr    %r5,%f2                     # 1.0
        orh     0x4040,%r0,%r5
        ixfr    %r5,%f4                     # 3.0

# check 1: in and out with the lag: d.fnop, one single instruction, pairs until one
# without D, one more pair, then singles; all five adds run
c1:     or      1,%r0,%r18
        mov     %r0,%r4
        d.fnop                              # single, D set
        adds    1,%r4,%r4                   # the one single instruction after it
        d.fnop                              # pair
        adds    1,%r4,%r4
        fnop                                # pair, D clear
        adds    1,%r4,%r4
        fnop                                # the one more pair
        adds    1,%r4,%r4
        adds    1,%r4,%r4                   # single again
        btne    5,%r4,failed

# check 2: a call in a pair links r1 = the pair + 16 (call + 12: past the delay pair,
# ISA-FACTS §8.4), before the delay pair runs (DECISION in execute_control.cpp); sub2
# returns with a plain bri, in pairs
c2:     or      2,%r0,%r18
        nop
        d.fnop                              # single, D set
        nop                                 # the lag
        d.fnop                              # pair
        call    sub2
        d.fnop                              # the delay pair
        mov     %r1,%r6
ret2:   fnop                                # pair, D clear: sub2 returned here
        nop
        fnop                                # the last pair
        nop
        orh     h%ret2,%r0,%r19
        or      l%ret2,%r19,%r19
        btne    %r19,%r1,failed
        btne    %r19,%r6,failed

# check 3: a trap in the core half of a pair: the FP half has run (its 2.0 is in the
# adder), fir = the FP half (PRM p.136), psr = DIM | IT = 0x4100 (no switch pending:
# DS clear)
c3:     or      3,%r0,%r18
        nop
        d.fnop                              # single, D set
        nop                                 # the lag
t3:     d.pfadd.ss %f2,%f2,%f0              # pair
        trap    %r0,%r0,%r0
# on-trap: resume h3
h3:     ld.c    %psr,%r20                   # the handler runs singly (TIMING-FACTS C8)
        ld.c    %fir,%r21
        or      0x4100,%r0,%r19
        btne    %r19,%r20,failed
        orh     h%t3,%r0,%r19
        or      l%t3,%r19,%r19
        btne    %r19,%r21,failed
        pfadd.ss %f0,%f0,%f0
        pfadd.ss %f0,%f0,%f0
        pfadd.ss %f0,%f0,%f12               # the FP half's 1.0 + 1.0
        fxfr    %f12,%r6
        orh     0x4000,%r0,%r19
        btne    %r19,%r6,failed

# check 4: bri with psr = IT | DIM returns to pairs once its slot (run singly, PRM
# p.138) is done: the trap in the pair at r4pair finds DIM again: psr = 0x4100
c4:     or      4,%r0,%r18
        orh     h%r4pair,%r0,%r8
        or      l%r4pair,%r8,%r8
        or      0x4100,%r0,%r20
        st.c    %r20,%psr
        bri     %r8
        nop                                 # the slot
r4pair: d.fnop                              # a pair
        trap    %r0,%r0,%r0
# on-trap: resume h4
h4:     ld.c    %psr,%r20
        ld.c    %fir,%r21
        or      0x4100,%r0,%r19
        btne    %r19,%r20,failed
        orh     h%r4pair,%r0,%r19
        or      l%r4pair,%r19,%r19
        btne    %r19,%r21,failed
        st.c    %r0,%psr

# check 5: a trap in the one more pair after leaving: DIM and DS (the next instruction
# would run singly): psr = DIM | DS | IT = 0x6100
c5:     or      5,%r0,%r18
        nop
        d.fnop                              # single, D set
        nop                                 # the lag
        fnop                                # pair, D clear
        nop
t5:     fnop                                # the one more pair
        trap    %r0,%r0,%r0
# on-trap: resume h5
h5:     ld.c    %psr,%r20
        ld.c    %fir,%r21
        or      0x6100,%r0,%r19
        btne    %r19,%r20,failed
        orh     h%t5,%r0,%r19
        or      l%t5,%r19,%r19
        btne    %r19,%r21,failed
        st.c    %r0,%psr

# check 6: a trap in the lag instruction after a d.fnop: still single, but the next
# step would be a pair: psr = DS | IT = 0x2100, fir = the trap
c6:     or      6,%r0,%r18
        nop
        d.fnop                              # single, D set
t6:     trap    %r0,%r0,%r0                 # the lag
# on-trap: resume h6
h6:     ld.c    %psr,%r20
        ld.c    %fir,%r21
        or      0x2100,%r0,%r19
        btne    %r19,%r20,failed
        orh     h%t6,%r0,%r19
        or      l%t6,%r19,%r19
        btne    %r19,%r21,failed
        st.c    %r0,%psr

# check 7: a compare and a bc in one pair: pfgt sets CC (3 > 1) but bc tests the CC
# from before the pair (0, from the `or`), so it does not branch; after the pair CC is
# the compare's, 1
c7:     or      7,%r0,%r18
        nop
        d.fnop
        nop
        d.pfgt.ss %f4,%f2,%f0               # pair
        bc      failed
        d.fnop                              # pair
        ld.c    %psr,%r20
        fnop                                # pair, D clear
        nop
        fnop                                # the one more pair
        nop
        and     4,%r20,%r20
        bte     %r0,%r20,failed

# check 8: a pair issues when both halves can: the second pair's fadd needs f12 from
# the scalar fadd in the first (3 clocks after it, kAdderLatency), so the whole pair,
# its adds too, waits 2 clocks; 1.0 + 1.0 + 1.0 = 3.0
c8:     or      8,%r0,%r18
        nop
        d.fnop
        nop
        d.fadd.ss %f2,%f2,%f12              # pair
        adds    1,%r0,%r5
        d.fadd.ss %f12,%f2,%f14             # pair: waits 2
        adds    1,%r5,%r5
        fnop                                # pair, D clear
        nop
        fnop                                # the one more pair
        nop
        fxfr    %f14,%r6                    # single again; f14 is ready (3 after its fadd)
        btne    2,%r5,failed
        orh     0x4040,%r0,%r19
        btne    %r19,%r6,failed

passed: mov     %r18,%r17                   # r17 = the number of checks run
done:   br      done
        nop
failed: mov     %r18,%r16                   # r16 = the number of the failing check
        br      .
        nop

        .align  8
sub2:   d.fnop                              # a pair
        bri     %r1
        d.fnop                              # the delay pair
        nop
