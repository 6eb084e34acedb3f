# control_registers.s: ld.c and st.c of every control register (ISA-FACTS §2, §4.6,
# and the DECISIONs in cpu/execute_system.cpp and cpu/control_registers.h): psr's
# fields, KNF killing the next FP instruction, epsr's read-only type, stepping, INT and
# DCS, dirbase's ITI (an action that reads 0) and BL with lock/unlock, db, fsr's
# writable fields, fir and bear read-only, ccr and p0..p3, and what user mode may not
# change (ignored, not trapped).
#
# r7 = 0xffffffff; r19 expected values, r20..r27 captures; r16/r17/r18 as README.md.
#
# Cycles: one clock per instruction (timing.def kIssue); ld.c/st.c are not loads and
# interlock nothing; check 9's trap costs its issue clock plus kTrapEntry (3) and is
# not an instruction executed; no non-delayed branch is taken. In check 2 the FP
# instructions are spaced so that no result or unit is waited for (a scalar fadd's
# result is ready 3 clocks after it issues, kAdderLatency). Instructions, check by
# check: setup 2; 1: 6; 2: 18; 3: 13; 4: 19; 5: 6; 6: 10; 7: 13; 8: 26; 9: 24 + 23;
# `passed` 3. Sum 163; cycles 163 + 4 = 167, plus what st.c costs beyond its issue
# clock (TF S14): 5 st.c to psr at kPsrWrite (2), 1 each; the 2 supervisor st.c to
# dirbase at kDirbaseWrite (2), 1 each (the user-mode one is ignored and costs its
# issue alone), and kInvalidateExtra (8) more for the one with ITI; and one fxfr whose
# result the next instruction reads (kTransferUseInterlock, 1, TF S7):
# 167 + 5 + 2 + 8 + 1 = 183.
# expect: halted self-branch at done
# expect: r16 = 0
# expect: r17 = 9
# expect: instructions = 163
# expect: cycles = 183
# The state left: check 9's handler cleared psr, fsr and epsr's OF; fir holds the
# user-mode trap (never read since); the supervisor's values of db, ccr and p0..p3
# survived user mode.
# expect: psr = 0x00000000
# expect: fsr = 0x00000000
# expect: epsr = 0x00080402
# expect: dirbase = 0x00000000
# expect: fir = t9
# expect: db = 0xdeadbeef
# expect: ccr = 0x1234567c
# expect: p0 = 0x100
# expect: p1 = 0x101
# expect: p2 = 0x102
# expect: p3 = 0x103
# expect: bear = 0

        .text
_start: orh     0xffff,%r0,%r7
        or      0xffff,%r7,%r7              # r7 = 0xffffffff

# check 1: in supervisor mode st.c psr writes PM, PS, SC, LCC, CC as given:
#   PM 0xa5 << 24 | PS 2 (32-bit) << 22 | SC 13 << 17 | LCC | CC = 0xa59a000c
c1:     or      1,%r0,%r18
        orh     0xa59a,%r0,%r19
        or      0x000c,%r19,%r19
        st.c    %r19,%psr
        ld.c    %psr,%r20
        btne    %r19,%r20,failed

# check 2: psr.KNF kills the next FP instruction and clears itself (PRM p.141,
# ISA-FACTS §8.5): the first fadd leaves f6 alone, the second runs: 1.0 + 1.0
c2:     or      2,%r0,%r18
        orh     0x3f80,%r0,%r20
        ixfr    %r20,%f2                    # f2 = 1.0
        ixfr    %r7,%f6                     # a sentinel
        or      0x8000,%r0,%r20
        st.c    %r20,%psr                   # psr = KNF alone
        fadd.ss %f2,%f2,%f6                 # killed
        ld.c    %psr,%r21
        btne    %r0,%r21,failed             # KNF cleared itself: psr = 0
        nop
        fxfr    %f6,%r22
        btne    %r7,%r22,failed             # f6 kept its sentinel
        fadd.ss %f2,%f2,%f8
        nop
        nop
        fxfr    %f8,%r22                    # three clocks after the fadd: its result is ready
        orh     0x4000,%r0,%r19
        btne    %r19,%r22,failed            # 2.0

# check 3: st.c epsr keeps the read-only fields (type, stepping, INT, DCS: 0x003e1fff)
# and writes the others: 0x01fe7fff asks for OF, BE, PBM, WP, IL and every read-only
# bit; it reads back as the reset value 0x00080402 | (0x01fe7fff & ~0x003e1fff)
# = 0x01c86402; writing 0 then gives the reset value again
c3:     or      3,%r0,%r18
        orh     0x01fe,%r0,%r19
        or      0x7fff,%r19,%r19
        st.c    %r19,%epsr
        ld.c    %epsr,%r20
        st.c    %r0,%epsr
        ld.c    %epsr,%r21
        orh     0x01c8,%r0,%r19
        or      0x6402,%r19,%r19
        btne    %r19,%r20,failed
        orh     0x0008,%r0,%r19
        or      0x0402,%r19,%r19
        btne    %r19,%r21,failed

# check 4: dirbase 0x12345f7e (DTB 0x12345, RC 3, RB 3, LB, ITI, BL, DPS 7; ATE and
# CS8 clear) reads back without ITI, 0x12345f5e; unlock clears BL (0x12345f4e), lock
# sets it again
c4:     or      4,%r0,%r18
        orh     0x1234,%r0,%r19
        or      0x5f7e,%r19,%r19
        st.c    %r19,%dirbase
        ld.c    %dirbase,%r20
        unlock
        ld.c    %dirbase,%r21
        lock
        ld.c    %dirbase,%r22
        st.c    %r0,%dirbase
        ld.c    %dirbase,%r23
        orh     0x1234,%r0,%r19
        or      0x5f5e,%r19,%r19
        btne    %r19,%r20,failed
        btne    %r19,%r22,failed
        orh     0x1234,%r0,%r19
        or      0x5f4e,%r19,%r19
        btne    %r19,%r21,failed
        btne    %r0,%r23,failed

# check 5: db holds any address
c5:     or      5,%r0,%r18
        orh     0xdead,%r0,%r19
        or      0xbeef,%r19,%r19
        st.c    %r19,%db
        ld.c    %db,%r20
        btne    %r19,%r20,failed

# check 6: st.c fsr writes FZ, TI, RM, FTE, SI, SE and RR (0x003e01af); the result
# status and precision bits belong to the pipelines (and U, left clear here, is not
# stored): 0xffffffef reads back as 0x003e01af; 0 clears them all
c6:     or      6,%r0,%r18
        adds    -17,%r0,%r19                # 0xffffffef
        st.c    %r19,%fsr
        ld.c    %fsr,%r20
        st.c    %r0,%fsr
        ld.c    %fsr,%r21
        orh     0x003e,%r0,%r19
        or      0x01af,%r19,%r19
        btne    %r19,%r20,failed
        btne    %r0,%r21,failed

# check 7: fir and bear are read-only; with no trap since reset fir reads as the
# address of the ld.c itself (the freeze model, ISA-FACTS §9.3)
c7:     or      7,%r0,%r18
fir7:   ld.c    %fir,%r20
        st.c    %r7,%fir
fir7b:  ld.c    %fir,%r21
        st.c    %r7,%bear
        ld.c    %bear,%r22
        orh     h%fir7,%r0,%r19
        or      l%fir7,%r19,%r19
        btne    %r19,%r20,failed
        orh     h%fir7b,%r0,%r19
        or      l%fir7b,%r19,%r19
        btne    %r19,%r21,failed
        btne    %r0,%r22,failed

# check 8: ccr and p0..p3 hold what supervisor code writes
c8:     or      8,%r0,%r18
        orh     0x1234,%r0,%r19
        or      0x567c,%r19,%r19
        st.c    %r19,%ccr
        or      0x100,%r0,%r20
        st.c    %r20,%p0
        or      0x101,%r0,%r20
        st.c    %r20,%p1
        or      0x102,%r0,%r20
        st.c    %r20,%p2
        or      0x103,%r0,%r20
        st.c    %r20,%p3
        ld.c    %ccr,%r20
        btne    %r19,%r20,failed
        ld.c    %p0,%r20
        or      0x100,%r0,%r19
        btne    %r19,%r20,failed
        ld.c    %p1,%r20
        or      0x101,%r0,%r19
        btne    %r19,%r20,failed
        ld.c    %p2,%r20
        or      0x102,%r0,%r19
        btne    %r19,%r20,failed
        ld.c    %p3,%r20
        or      0x103,%r0,%r19
        btne    %r19,%r20,failed

# check 9: in user mode (entered by bri with psr = PU | IT, PRM p.144) st.c psr
# changes only CC, LCC, SC, PS, PM: all ones give 0xfffe000c | U | PU = 0xfffe00cc;
# st.c epsr changes only OF (IL, WP, PBM, BE are the supervisor's): 0x01080402; db,
# dirbase, ccr and p0 ignore the writes; fsr is the user's to write. A trap brings
# supervisor mode back: the psr it found was 0xfffe00c8 (the `or`s after the ld.c
# cleared CC), so psr = 0xfffe0088 (PU from U; U, IM, PIM clear) | IT = 0xfffe0188.
c9:     or      9,%r0,%r18
        orh     h%user9,%r0,%r8
        or      l%user9,%r8,%r8
        or      0x180,%r0,%r20
        st.c    %r20,%psr
        bri     %r8
        nop
user9:  st.c    %r7,%psr
        ld.c    %psr,%r20
        orh     0x01fe,%r0,%r19
        or      0x7fff,%r19,%r19
        st.c    %r19,%epsr
        ld.c    %epsr,%r21
        st.c    %r7,%db
        st.c    %r7,%dirbase
        st.c    %r7,%ccr
        st.c    %r7,%p0
        or      4,%r0,%r22
        st.c    %r22,%fsr                   # RM = 01, round down
        ld.c    %fsr,%r22
        ld.c    %db,%r23
        ld.c    %dirbase,%r24
        ld.c    %ccr,%r25
        ld.c    %p0,%r26
t9:     trap    %r0,%r0,%r0
# on-trap: resume h9
h9:     ld.c    %psr,%r27
        orh     0xfffe,%r0,%r19
        or      0x00cc,%r19,%r19
        btne    %r19,%r20,failed            # psr in user mode
        orh     0x0108,%r0,%r19
        or      0x0402,%r19,%r19
        btne    %r19,%r21,failed            # epsr: OF only
        btne    4,%r22,failed               # fsr
        orh     0xdead,%r0,%r19
        or      0xbeef,%r19,%r19
        btne    %r19,%r23,failed            # db unchanged
        btne    %r0,%r24,failed             # dirbase unchanged
        orh     0x1234,%r0,%r19
        or      0x567c,%r19,%r19
        btne    %r19,%r25,failed            # ccr unchanged
        or      0x100,%r0,%r19
        btne    %r19,%r26,failed            # p0 unchanged
        orh     0xfffe,%r0,%r19
        or      0x0188,%r19,%r19
        btne    %r19,%r27,failed            # psr after the trap
        st.c    %r0,%psr
        st.c    %r0,%fsr
        st.c    %r0,%epsr

passed: mov     %r18,%r17                   # r17 = the number of checks run
done:   br      done
        nop
failed: mov     %r18,%r16                   # r16 = the number of the failing check
        br      .
        nop
