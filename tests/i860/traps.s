# traps.s: every trap the bare machine can take, with the psr, epsr, fir (and fsr,
# dirbase) values trap entry leaves (PRM pp.135-136, ISA-FACTS §9, TIMING-FACTS C1-C8):
# PU <- U, PIM <- IM, U = IM = 0, the cause's bit set (IT, DAT, IAT, FT), fir = the
# trapped instruction (the slot when in a delay slot; the target for a fetch fault),
# dirbase.BL cleared. Causes: trap, intovr with OF set, misaligned ld.l/st.s/fld.d/
# pfld.l/pst.d/fst.q/flush (with the autoincrement already applied), a load into r0,
# db breakpoints on read and on write, masked to the operand size, an invalid word,
# traps in delay slots (br, bla) and from user mode, an FP source exception and an FP
# result exception with fsr.FTE, and a fetch outside the RAM, which ends the run.
# Also bri returning from a trap, and the fir freeze (ISA-FACTS §9.3: a trap loads fir
# only once the last one was read; a second read returns the ld.c's own address).
#
# Every trap is resumed (`# on-trap: resume`) at a handler that checks the state in
# guest code, then clears psr with st.c before the next check sets it up. Each check
# writes psr with st.c just before its trap, so the psr trap entry starts from is known.
#
# r4 = &data, r7 = 0xffffffff; r19 expected values, r20 psr, r21 fir, r22 epsr/fsr/
# dirbase, r23 other captures; r16/r17/r18 as README.md says.
#
# Cycles (timing.def): one clock per instruction (kIssue); a trapped step costs its
# issue clock plus kTrapEntry (3) and is not an instruction executed (22 traps: 88
# clocks); each of the 32 st.c to psr takes a second clock (kPsrWrite 2, TF S14);
# 4 ixfr/fxfr results are read by the very next instruction (kTransferUseInterlock); no load's result is read by the next instruction, nothing waits on the FP
# units (check 14's fadd needs the adder, not the busy multiplier; pfld's destination
# is ready at once), and no non-delayed branch is taken. The resumes cost nothing.
# Instructions executed, check by check (before the trap + in the handler): setup 4;
# 1: 3 + 15; 2: 10; 3: 3 + 12; 4: 5 + 10; 5: 3 + 12; 6: 5 + 12; 7: 9 + 9; 8: 5 + 8;
# 9: 4 + 11; 10: 1 + 1 + 5; 11: 2 + 8; 12: 8 + 10; 13: 7 + 14; 14: 9 + 18; 15: 2 + 8;
# 16: 5 + 19; 17: 4 + 11; 18: 2 + 8; 19: 6 + 8; 20: 1 + 8; 21: 4 + 9; 22: 5.
# Sum: 4 + 18 + 10 + 15 + 15 + 15 + 17 + 18 + 13 + 15 + 7 + 10 + 18 + 21 + 27 + 10 +
# 24 + 15 + 10 + 14 + 9 + 13 + 5 = 323 instructions; 323 + 88 + 32 + 4 = 447 cycles.
# expect: instructions = 323
# expect: cycles = 447
# expect: halted trap IAT at 0x04000000
# The last trap: a fetch from 0x04000000, beyond the 1 MB of RAM, after check 22's
# bri: fir = the address fetched; psr = IAT alone (check 22 cleared psr first).
# Nothing answers there, so it is a bus error: bear = the address and epsr.BEF
# (0x10000) is set (DECISION in cpu/execution.h). epsr also keeps IL (0x2000) from
# check 9, whose trap cut a locked sequence short (control_registers.h); nothing
# clears it since. 0x00080402 | 0x10000 | 0x2000 = 0x00092402.
# expect: fir = 0x04000000
# expect: psr = 0x00000400
# expect: epsr = 0x00092402
# expect: bear = 0x04000000
# expect: r16 = 0
# expect: r18 = 22
# Nothing the faulting stores aimed at was written (checks 5, 8, 17, 18); check 8's
# st.b to +17, which missed the breakpoint, was.
# expect: mem32[data] = 0x11223344
# expect: mem64[data+8] = 0
# expect: mem32[data+16] = 0x0000ff00

        .text
_start: orh     h%data,%r0,%r4
        or      l%data,%r4,%r4              # r4 = &data
        orh     0xffff,%r0,%r7
        or      0xffff,%r7,%r7              # r7 = 0xffffffff

# check 1: trap from supervisor mode with IM = 1 and CC = 1:
#   psr = CC (0x4) | PIM (0x20, from IM) | IT (0x100) = 0x124; fir = t1; epsr untouched
c1:     or      1,%r0,%r18
        or      0x14,%r0,%r20               # IM | CC
        st.c    %r20,%psr
t1:     trap    %r4,%r7,%r0                 # src1 and src2 may carry a code
# on-trap: resume h1
        br      failed                      # not reached: a trap does not fall through
        nop
h1:     ld.c    %psr,%r20
        ld.c    %fir,%r21
h1fir:  ld.c    %fir,%r23                   # a second read: its own address
        ld.c    %epsr,%r22
        or      0x124,%r0,%r19
        btne    %r19,%r20,failed
        orh     h%t1,%r0,%r19
        or      l%t1,%r19,%r19
        btne    %r19,%r21,failed
        orh     h%h1fir,%r0,%r19
        or      l%h1fir,%r19,%r19
        btne    %r19,%r23,failed
        orh     0x0008,%r0,%r19
        or      0x0402,%r19,%r19
        btne    %r19,%r22,failed            # the reset value 0x00080402

# check 2: bri with a trap bit set returns from the trap: U <- PU, IM <- PIM, the trap
# bits cleared, once its slot has run (DECISION in execute_control.cpp). The psr at the
# bri is 0x120: check 1's `or`s cleared CC. Its slot still sees 0x120; after it, psr =
# PIM | IM = 0x30.
c2:     or      2,%r0,%r18
        orh     h%back2,%r0,%r8
        or      l%back2,%r8,%r8
        bri     %r8
        ld.c    %psr,%r23                   # the slot
back2:  ld.c    %psr,%r20
        or      0x120,%r0,%r19
        btne    %r19,%r23,failed
        or      0x30,%r0,%r19
        btne    %r19,%r20,failed

# check 3: intovr traps when OF is set (PRM p.75); the trap leaves OF set:
#   psr = CC (from the addu) | IT = 0x104; epsr = 0x00080402 | OF = 0x01080402
c3:     or      3,%r0,%r18
        st.c    %r0,%psr
        addu    %r7,%r7,%r0                 # 0xffffffff + 0xffffffff carries: CC = OF = 1
t3:     intovr
# on-trap: resume h3
h3:     ld.c    %psr,%r20
        ld.c    %fir,%r21
        ld.c    %epsr,%r22
        or      0x104,%r0,%r19
        btne    %r19,%r20,failed
        orh     h%t3,%r0,%r19
        or      l%t3,%r19,%r19
        btne    %r19,%r21,failed
        orh     0x0108,%r0,%r19
        or      0x0402,%r19,%r19
        btne    %r19,%r22,failed
        st.c    %r0,%psr

# check 4: a misaligned ld.l (&data + 2) raises DAT and loads nothing: psr = DAT (0x800)
c4:     or      4,%r0,%r18
        addu    %r0,%r0,%r0                 # OF = 0 again
        or      0x5a5a,%r0,%r10             # a sentinel
        adds    2,%r4,%r9
        st.c    %r0,%psr
t4:     ld.l    0(%r9),%r10
# on-trap: resume h4
h4:     ld.c    %psr,%r20
        ld.c    %fir,%r21
        or      0x800,%r0,%r19
        btne    %r19,%r20,failed
        orh     h%t4,%r0,%r19
        or      l%t4,%r19,%r19
        btne    %r19,%r21,failed
        or      0x5a5a,%r0,%r19
        btne    %r19,%r10,failed            # r10 kept its sentinel
        st.c    %r0,%psr

# check 5: a misaligned st.s (&data + 1) raises DAT and stores nothing
c5:     or      5,%r0,%r18
        adds    1,%r4,%r9
        st.c    %r0,%psr
t5:     st.s    %r7,0(%r9)
# on-trap: resume h5
h5:     ld.c    %psr,%r20
        ld.c    %fir,%r21
        or      0x800,%r0,%r19
        btne    %r19,%r20,failed
        orh     h%t5,%r0,%r19
        or      l%t5,%r19,%r19
        btne    %r19,%r21,failed
        ld.l    0(%r4),%r23                 # the word is still 0x11223344
        st.c    %r0,%psr
        orh     0x1122,%r0,%r19
        or      0x3344,%r19,%r19
        btne    %r19,%r23,failed

# check 6: fld.d r13(r12)++ with r12 = &data + 8, r13 = 4: &data + 12 is not 8-byte
# aligned: DAT, f4 untouched, and r12 = &data + 12 already, the autoincrement applied
# (PRM p.137: the handler subtracts src1 from src2 before restarting)
c6:     or      6,%r0,%r18
        adds    8,%r4,%r12
        or      4,%r0,%r13
        ixfr    %r7,%f4                     # a sentinel
        st.c    %r0,%psr
t6:     fld.d   %r13(%r12)++,%f4
# on-trap: resume h6
h6:     ld.c    %psr,%r20
        ld.c    %fir,%r21
        or      0x800,%r0,%r19
        btne    %r19,%r20,failed
        orh     h%t6,%r0,%r19
        or      l%t6,%r19,%r19
        btne    %r19,%r21,failed
        adds    12,%r4,%r19
        btne    %r19,%r12,failed            # r12 = &data + 12
        fxfr    %f4,%r23
        btne    %r7,%r23,failed             # f4 kept its sentinel
        st.c    %r0,%psr

# check 7: a db breakpoint on read (psr.BR): db = &data + 18, compared masked to the
# operand size (DECISION in memory_access.h): bytes 17 and 19 and the short at 16 miss
# it, a store ignores BR, the word at 16 holds it: DAT, psr = BR | DAT = 0x801
c7:     or      7,%r0,%r18
        adds    18,%r4,%r20
        st.c    %r20,%db
        or      1,%r0,%r20
        st.c    %r20,%psr
        ld.b    17(%r4),%r0
        ld.s    16(%r4),%r0
        ld.b    19(%r4),%r0
        st.s    %r0,18(%r4)
t7:     ld.l    16(%r4),%r10
# on-trap: resume h7
h7:     ld.c    %psr,%r20
        ld.c    %fir,%r21
        or      0x801,%r0,%r19
        btne    %r19,%r20,failed
        orh     h%t7,%r0,%r19
        or      l%t7,%r19,%r19
        btne    %r19,%r21,failed
        or      0x5a5a,%r0,%r19
        btne    %r19,%r10,failed            # nothing loaded

# check 8: a db breakpoint on write (psr.BW): a load ignores BW, a byte store to 17
# misses, the short store to 18 traps and stores nothing: psr = BW | DAT = 0x802
c8:     or      8,%r0,%r18
        or      2,%r0,%r20
        st.c    %r20,%psr
        ld.s    18(%r4),%r0
        st.b    %r7,17(%r4)                 # 0xff to +17
t8:     st.s    %r7,18(%r4)
# on-trap: resume h8
h8:     ld.c    %psr,%r20
        ld.c    %fir,%r21
        or      0x802,%r0,%r19
        btne    %r19,%r20,failed
        orh     h%t8,%r0,%r19
        or      l%t8,%r19,%r19
        btne    %r19,%r21,failed
        st.c    %r0,%psr

# check 9: an invalid word raises IT (DECISION in core.cpp, ISA-FACTS §13 #10), and
# trap entry clears the bus lock `lock` set in dirbase.BL (TIMING-FACTS C7)
c9:     or      9,%r0,%r18
        st.c    %r0,%psr
        lock
        ld.c    %dirbase,%r23
t9:     .long   0x18000000                  # primary opcode 0x06 is unassigned
# on-trap: resume h9
h9:     ld.c    %psr,%r20
        ld.c    %fir,%r21
        ld.c    %dirbase,%r22
        or      0x100,%r0,%r19
        btne    %r19,%r20,failed            # IT
        orh     h%t9,%r0,%r19
        or      l%t9,%r19,%r19
        btne    %r19,%r21,failed
        btne    0x10,%r23,failed            # BL was set
        btne    %r0,%r22,failed             # and is clear now
        st.c    %r0,%psr

# check 10: fir is frozen until read: the handler of t10a does not read it, so t10b
# leaves it at t10a; reading it releases it
c10:    or      10,%r0,%r18
t10a:   trap    %r0,%r0,%r0
# on-trap: resume h10a
h10a:   st.c    %r0,%psr
t10b:   trap    %r0,%r0,%r0
# on-trap: resume h10b
h10b:   ld.c    %fir,%r21
        orh     h%t10a,%r0,%r19
        or      l%t10a,%r19,%r19
        btne    %r19,%r21,failed
        st.c    %r0,%psr

# check 11: a trap in a delay slot: fir = the slot, not the branch (ISA-FACTS §5.9);
# single mode, so DS and DIM stay clear: psr = IT
c11:    or      11,%r0,%r18
        br      failed                      # its slot traps: the branch never completes
t11:    trap    %r0,%r0,%r0
# on-trap: resume h11
h11:    ld.c    %psr,%r20
        ld.c    %fir,%r21
        or      0x100,%r0,%r19
        btne    %r19,%r20,failed
        orh     h%t11,%r0,%r19
        or      l%t11,%r19,%r19
        btne    %r19,%r21,failed
        st.c    %r0,%psr

# check 12: a trap from user mode. psr = PU | IT makes bri return to user mode (PRM
# p.144), with U | PU = 0xc0; the trap there saves U in PU and clears U:
# psr = PU | IT = 0x180
c12:    or      12,%r0,%r18
        orh     h%user12,%r0,%r8
        or      l%user12,%r8,%r8
        or      0x180,%r0,%r20
        st.c    %r20,%psr
        bri     %r8
        nop
user12: ld.c    %psr,%r23
t12:    trap    %r0,%r0,%r0
# on-trap: resume h12
h12:    ld.c    %psr,%r20
        ld.c    %fir,%r21
        or      0xc0,%r0,%r19
        btne    %r19,%r23,failed
        or      0x180,%r0,%r19
        btne    %r19,%r20,failed
        orh     h%t12,%r0,%r19
        or      l%t12,%r19,%r19
        btne    %r19,%r21,failed
        st.c    %r0,%psr

# check 13: an FP source exception with fsr.FTE: a NaN operand sets SE and raises FT;
# the fadd is aborted, f6 keeps its sentinel (ISA-FACTS §6.6): psr = FT (0x1000),
# fsr = FTE | SE = 0x120
c13:    or      13,%r0,%r18
        orh     0x7fc0,%r0,%r20
        ixfr    %r20,%f4                    # f4 = 0x7fc00000, a quiet NaN
        ixfr    %r7,%f6                     # a sentinel
        or      0x20,%r0,%r20
        st.c    %r20,%fsr                   # FTE
        st.c    %r0,%psr
t13:    fadd.ss %f4,%f0,%f6
# on-trap: resume h13
h13:    ld.c    %psr,%r20
        ld.c    %fir,%r21
        ld.c    %fsr,%r22
        or      0x1000,%r0,%r19
        btne    %r19,%r20,failed
        orh     h%t13,%r0,%r19
        or      l%t13,%r19,%r19
        btne    %r19,%r21,failed
        or      0x120,%r0,%r19
        btne    %r19,%r22,failed
        fxfr    %f6,%r23
        btne    %r7,%r23,failed
        st.c    %r0,%fsr
        st.c    %r0,%psr

# check 14: an FP result exception with fsr.FTE is reported by the next FP instruction
# (PRM p.141): fmul.ss 2^127 * 4 = 2^129 overflows to +inf (RM = nearest) and writes
# it; its status goes to fsr: MO and MI (IEEE overflow is inexact), SI, RR = 10 (its
# destination); no rounding increment (the product is exact): MA = 0 (DECISION in
# fp_arith.cpp). The fadd after it traps with FT, fir = the fadd, and does not run.
# fsr = RR 10 << 17 | MI 0x800 | MO 0x400 | SI 0x80 | FTE 0x20 = 0x00140ca0
c14:    or      14,%r0,%r18
        orh     0x7f00,%r0,%r20
        ixfr    %r20,%f8                    # 2^127
        orh     0x4080,%r0,%r20
        ixfr    %r20,%f9                    # 4.0
        ixfr    %r7,%f12                    # a sentinel
        or      0x20,%r0,%r20
        st.c    %r20,%fsr
        fmul.ss %f8,%f9,%f10
t14:    fadd.ss %f0,%f0,%f12
# on-trap: resume h14
h14:    ld.c    %psr,%r20
        ld.c    %fir,%r21
        ld.c    %fsr,%r22
        or      0x1000,%r0,%r19
        btne    %r19,%r20,failed
        orh     h%t14,%r0,%r19
        or      l%t14,%r19,%r19
        btne    %r19,%r21,failed
        orh     0x0014,%r0,%r19
        or      0x0ca0,%r19,%r19
        btne    %r19,%r22,failed
        fxfr    %f10,%r23
        orh     0x7f80,%r0,%r19
        btne    %r19,%r23,failed            # f10 = +inf
        fxfr    %f12,%r23
        btne    %r7,%r23,failed             # f12 kept its sentinel
        st.c    %r0,%fsr
        st.c    %r0,%psr

# check 15: a load into r0 still makes its access and can fault (ISA-FACTS §4.4)
c15:    or      15,%r0,%r18
        adds    2,%r4,%r9
t15:    ld.l    0(%r9),%r0
# on-trap: resume h15
h15:    ld.c    %psr,%r20
        ld.c    %fir,%r21
        or      0x800,%r0,%r19
        btne    %r19,%r20,failed
        orh     h%t15,%r0,%r19
        or      l%t15,%r19,%r19
        btne    %r19,%r21,failed
        st.c    %r0,%psr

# check 16: a misaligned pfld.l r13(r12)++ (r12 = &data + 8, r13 = 2: +10) raises DAT
# with the base updated and the load pipe as it was (ISA-FACTS §6.4: a faulting
# pipelined op leaves its pipe, so that it can restart). The pipe held reset's zeros
# behind the 0x11223344 loaded first, so that value comes out of the third pfld after
# it that runs (f6), not the second (f5)
c16:    or      16,%r0,%r18
        ixfr    %r7,%f5                     # a sentinel
        pfld.l  0(%r4),%f0                  # L = [0x11223344, 0, 0]
        adds    8,%r4,%r12
        or      2,%r0,%r13
t16:    pfld.l  %r13(%r12)++,%f4
# on-trap: resume h16
h16:    ld.c    %psr,%r20
        ld.c    %fir,%r21
        or      0x800,%r0,%r19
        btne    %r19,%r20,failed
        orh     h%t16,%r0,%r19
        or      l%t16,%r19,%r19
        btne    %r19,%r21,failed
        adds    10,%r4,%r19
        btne    %r19,%r12,failed            # r12 = &data + 10
        st.c    %r0,%psr
        pfld.l  0(%r4),%f0                  # L = [x, 0x11223344, 0]
        pfld.l  0(%r4),%f5                  # f5 <- 0
        pfld.l  0(%r4),%f6                  # f6 <- 0x11223344
        fxfr    %f5,%r23
        btne    %r0,%r23,failed
        fxfr    %f6,%r23
        orh     0x1122,%r0,%r19
        or      0x3344,%r19,%r19
        btne    %r19,%r23,failed

# check 17: a misaligned pst.d (8(r12)++ with r12 = &data + 4: +12) raises DAT with the
# autoincrement applied; nothing is stored and PM is kept: psr = PM 0xff | DAT
c17:    or      17,%r0,%r18
        orh     0xff00,%r0,%r20             # PM = 0xff, PS = 8
        st.c    %r20,%psr
        adds    4,%r4,%r12
t17:    pst.d   %f4,8(%r12)++
# on-trap: resume h17
h17:    ld.c    %psr,%r20
        ld.c    %fir,%r21
        orh     0xff00,%r0,%r19
        or      0x0800,%r19,%r19
        btne    %r19,%r20,failed
        orh     h%t17,%r0,%r19
        or      l%t17,%r19,%r19
        btne    %r19,%r21,failed
        adds    12,%r4,%r19
        btne    %r19,%r12,failed            # r12 = &data + 12
        st.c    %r0,%psr

# check 18: fst.q needs a 16-byte aligned address: &data + 8 raises DAT
c18:    or      18,%r0,%r18
        adds    8,%r4,%r9
t18:    fst.q   %f8,0(%r9)
# on-trap: resume h18
h18:    ld.c    %psr,%r20
        ld.c    %fir,%r21
        or      0x800,%r0,%r19
        btne    %r19,%r20,failed
        orh     h%t18,%r0,%r19
        or      l%t18,%r19,%r19
        btne    %r19,%r21,failed
        st.c    %r0,%psr

# check 19: db is compared masked to the operand size: with db = &data + 20 and BR,
# fld.l at +16 misses it (16 != 20), fld.d at +16 holds it: psr = BR | DAT
c19:    or      19,%r0,%r18
        adds    20,%r4,%r20
        st.c    %r20,%db
        or      1,%r0,%r20
        st.c    %r20,%psr
        fld.l   16(%r4),%f6
t19:    fld.d   16(%r4),%f6
# on-trap: resume h19
h19:    ld.c    %psr,%r20
        ld.c    %fir,%r21
        or      0x801,%r0,%r19
        btne    %r19,%r20,failed
        orh     h%t19,%r0,%r19
        or      l%t19,%r19,%r19
        btne    %r19,%r21,failed
        st.c    %r0,%psr

# check 20: flush needs a 16-byte aligned address (ISA-FACTS §4.7): &data + 8 raises
# DAT like any misaligned data access
c20:    or      20,%r0,%r18
t20:    flush   8(%r4)
# on-trap: resume h20
h20:    ld.c    %psr,%r20
        ld.c    %fir,%r21
        or      0x800,%r0,%r19
        btne    %r19,%r20,failed
        orh     h%t20,%r0,%r19
        or      l%t20,%r19,%r19
        btne    %r19,%r21,failed
        st.c    %r0,%psr

# check 21: a trap in bla's slot: bla added before its slot (PRM p.138: the handler
# subtracts src1 from src2 before re-executing it), so r9 = 5 + -1 = 4; LCC is
# written after the slot (ISA-FACTS §5.5 step 5), so the trap finds the LCC from
# before the bla, 0 (check 20 cleared psr): psr = IT = 0x100 (CC = 0 from the `or`),
# fir = the slot
c21:    or      21,%r0,%r18
        adds    -1,%r0,%r8
        or      5,%r0,%r9
        bla     %r8,%r9,failed
t21:    trap    %r0,%r0,%r0
# on-trap: resume h21
h21:    ld.c    %psr,%r20
        ld.c    %fir,%r21
        or      0x100,%r0,%r19
        btne    %r19,%r20,failed
        orh     h%t21,%r0,%r19
        or      l%t21,%r19,%r19
        btne    %r19,%r21,failed
        btne    4,%r9,failed
        st.c    %r0,%psr

# check 22: bri to 0x04000000, beyond the RAM: the fetch there raises IAT with fir =
# 0x04000000 (PRM Table 7-1), and the run ends
c22:    or      22,%r0,%r18
        st.c    %r0,%psr
        orh     0x0400,%r0,%r8
        bri     %r8
        nop

passed: mov     %r18,%r17                   # not reached: the run ends in check 22
done:   br      done
        nop
failed: mov     %r18,%r16                   # r16 = the number of the failing check
        br      .
        nop

        .data
        .align  16
data:   .long   0x11223344                  # +0: misaligned accesses
        .long   0, 0, 0                     # +4..+15
        .long   0                           # +16: the db breakpoint at +18
