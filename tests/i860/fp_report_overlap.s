# fp_report_overlap.s: which fld reports a pending scalar FP result exception. PRM
# p.141 (ISA-FACTS §4.5, §6.6): fld, pfld and ixfr report it "when the fdest of these
# instructions overlap the fdest of the instruction that caused the exception".
#
# famov.ds of 0.1 to single is inexact (0x3dcccccd, AI and AA; RR = 14); with
# fsr.FTE and TI the exception waits to be reported.
#
# Cycles: one clock per instruction (timing.def kIssue); the fld.d's 0.1 is read 4
# clocks later; the reporting fld.q costs its issue clock plus kTrapEntry (3) and is
# not an instruction executed. Instructions: setup 5; check 1: 3; check 2: 1; the
# handler 11; `passed` 3: 23. Cycles: 23 + 4, and the st.c to psr's second clock
# (kPsrWrite 2): 28.
# expect: halted self-branch at done
# expect: r16 = 0
# expect: r17 = 2
# expect: instructions = 23
# expect: cycles = 28
# The fld.l ran: f15 = the word at +28.
# expect: f15 = 4

        .text
_start: orh     h%data,%r0,%r4
        or      l%data,%r4,%r4
        fld.d   0(%r4),%f10                 # 0.1
        or      0x22,%r0,%r5
        st.c    %r5,%fsr                    # FTE | TI

# check 1: an fld.l to f15 does not overlap the single result in f14: it must not report
c1:     or      1,%r0,%r18
        famov.ds %f10,%f14
        fld.l   28(%r4),%f15

# check 2: an fld.q to f12 writes f12..f15, f14 among them: it reports, FT, fir = it
c2:     or      2,%r0,%r18
t2:     fld.q   16(%r4),%f12
# on-trap: resume h2
        br      failed                      # not reached when the fld.q reports
        nop
h2:     ld.c    %fir,%r21
        ld.c    %psr,%r20
        ld.c    %fsr,%r22
        orh     h%t2,%r0,%r19
        or      l%t2,%r19,%r19
        btne    %r19,%r21,failed            # (the resume after check 1's fld.l lands here too)
        or      0x1000,%r0,%r19
        btne    %r19,%r20,failed            # FT
        st.c    %r0,%fsr
        st.c    %r0,%psr
        btne    2,%r18,failed               # both checks ran

passed: mov     %r18,%r17                   # r17 = the number of checks run
done:   br      done
        nop
failed: mov     %r18,%r16                   # r16 = the number of the failing check
        br      .
        nop

        .data
        .align  16
data:   .double 0.1
        .long   0, 0
        .long   1, 2, 3, 4                  # +16
