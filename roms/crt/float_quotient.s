# IEEE double division, correctly rounded (docs/abi.md), for normal operands whose
# quotient is normal; the rest (zeros, infinities, NaNs, subnormals in or out,
# overflow) goes to __xp860_divdf3_long (float_divide.c: long division).
#
# With a' and b', a's and b's significands in [1, 2), a' doubled when below b' so
# that a'/b' is in [1, 2) where an ulp is 2^-52: y ~ 1/b' from the seed 24/17 - 8/17 b'
# (relative error below 1/17) and three Newton steps y (2 - b' y) (below 2^-32);
# q0 = a' y, within 2^-31 of a'/b'; q1 = q0 + r0 y with r0 = a' - q0 b', within half
# an ulp and a rounding of a'/b', so one of the two doubles around it. Its residual
# r1 = a' - q1 b' is then exact: p = fl(q1 b') and e with p + e = q1 b' exactly
# (Dekker's product: each factor split into 26-bit halves by 2^27 + 1, whose partial
# products are exact), a' - p exact by Sterbenz, and a faithful quotient's
# remainder a double (Boldo and Daumas). a'/b' is never the midpoint of two doubles,
# so q1 is the nearest unless |r1| > b' ulp/2, when its neighbour toward a'/b' is.
# (The Newton iterates approach 1/b' from below, so q1 errs low; it errs high only
# when a rounding in the last step lifts y above 1/b', which no test reaches.)
# Arguments f8:f9, f10:f11; result f8:f9; clobbers r16..r22, r29, r31, f8..f31.

        .set    SEED_C0, 0              # the constants, at these offsets
        .set    SEED_C1, 8
        .set    TWO, 16
        .set    SPLITTER, 24
        .set    ONE, 32
        .set    BELOW_TWO, 40
        .set    HALF_ULP, 48
        .set    ULP, 56

        .text
        .align  8
        .globl  __xp860_divdf3
__xp860_divdf3:
        fxfr    %f9,%r16                # a's high word
        fxfr    %f11,%r17               # b's
        shr     20,%r16,%r18
        and     0x7ff,%r18,%r18         # a's biased exponent
        shr     20,%r17,%r19
        and     0x7ff,%r19,%r19         # b's
        adds    -1,%r18,%r20
        subu    2045,%r20,%r0           # CC: 1 <= a's <= 2046, a normal
        bnc     long
        adds    -1,%r19,%r20
        subu    2045,%r20,%r0           # CC: b normal
        bnc     long
        andnoth 0xfff0,%r16,%r20        # f24 = a', f26 = b'
        orh     0x3ff0,%r20,%r20
        ixfr    %r20,%f25
        fxfr    %f8,%r21
        ixfr    %r21,%f24
        andnoth 0xfff0,%r17,%r20
        orh     0x3ff0,%r20,%r20
        ixfr    %r20,%f27
        fxfr    %f10,%r21
        ixfr    %r21,%f26
        subs    %r18,%r19,%r18          # r18: the quotient's exponent
        pfgt.dd %f26,%f24,%f0           # CC: b' > a'
        bnc     1f
        adds    -1,%r18,%r18
        fadd.dd %f24,%f24,%f24          # a' doubled
1:      adds    1022,%r18,%r20
        subu    2045,%r20,%r0           # CC: -1022 <= exponent <= 1023, a normal quotient
        bnc     long
        mov     %r1,%r29
        xor     %r16,%r17,%r22          # r22: the result's sign and exponent field
        andh    0x8000,%r22,%r22
        adds    1023,%r18,%r20
        shl     20,%r20,%r20
        or      %r20,%r22,%r22

        orh     h%constants,%r0,%r31
        or      l%constants,%r31,%r31
        fld.d   SEED_C0(%r31),%f8
        fld.d   SEED_C1(%r31),%f10
        fld.d   TWO(%r31),%f12
        fld.d   SPLITTER(%r31),%f18
        fmul.dd %f10,%f26,%f10
        fsub.dd %f8,%f10,%f28           # f28: y
        fmul.dd %f18,%f26,%f20          # b' split: f20 = bh, f22 = bl
        fmul.dd %f26,%f28,%f8
        fsub.dd %f12,%f8,%f8
        fmul.dd %f28,%f8,%f28           # y, 8 bits
        fsub.dd %f20,%f26,%f22
        fsub.dd %f20,%f22,%f20
        fmul.dd %f26,%f28,%f8
        fsub.dd %f12,%f8,%f8
        fmul.dd %f28,%f8,%f28           # 16 bits
        fsub.dd %f26,%f20,%f22
        fmul.dd %f26,%f28,%f8
        fsub.dd %f12,%f8,%f8
        fmul.dd %f28,%f8,%f28           # 32 bits
        fmul.dd %f24,%f28,%f30          # f30: q0 = a' y
        call    __xp860_residual
        nop
        fmul.dd %f16,%f28,%f16
        fadd.dd %f30,%f16,%f30          # q1 = q0 + r0 y
        fld.d   ONE(%r31),%f8           # q1 in [1, 2 - 2^-52], as a'/b' and its rounding are
        pfgt.dd %f8,%f30,%f0            # CC: 1 > q1
        bnc     2f
        fmov.dd %f8,%f30
2:      fld.d   BELOW_TWO(%r31),%f8
        pfgt.dd %f30,%f8,%f0            # CC: q1 > 2 - 2^-52
        bnc     3f
        fmov.dd %f8,%f30
3:      call    __xp860_residual
        nop
        fld.d   HALF_ULP(%r31),%f8
        fmul.dd %f8,%f26,%f8            # b' ulp/2, exact
        fld.d   ULP(%r31),%f10
        pfgt.dd %f16,%f8,%f0            # CC: r1 > b' ulp/2: q1 is too small
        bnc     4f
        br      6f
        fadd.dd %f30,%f10,%f30
4:      fsub.dd %f0,%f16,%f16
        pfgt.dd %f16,%f8,%f0            # CC: -r1 > b' ulp/2: q1 is too large
        bnc     6f
        fsub.dd %f30,%f10,%f30
6:      fxfr    %f31,%r20               # q's significand, with the exponent and sign
        andnoth 0xfff0,%r20,%r20
        or      %r22,%r20,%r20
        ixfr    %r20,%f9
        fxfr    %f30,%r21
        bri     %r29
        ixfr    %r21,%f8

long:   br      __xp860_divdf3_long     # f8:f9, f10:f11 and r1 as they came
        nop

# __xp860_residual: f16 = a' - q b' (a' f24, b' f26 with bh f20, bl f22, q f30,
# 2^27 + 1 in f18), of the right sign always and exact when it is a double, for
# the division here and the root's rounding test (float_root.s). Clobbers f8..f15.
        .globl  __xp860_residual
__xp860_residual:
        fmul.dd %f30,%f26,%f8           # p = q b'
        fmul.dd %f18,%f30,%f10
        fsub.dd %f10,%f30,%f12
        fsub.dd %f10,%f12,%f10          # qh
        fsub.dd %f30,%f10,%f12          # ql
        fmul.dd %f10,%f20,%f14
        fsub.dd %f14,%f8,%f14           # qh bh - p
        fmul.dd %f10,%f22,%f10
        fadd.dd %f14,%f10,%f14          # + qh bl
        fmul.dd %f12,%f20,%f10
        fadd.dd %f14,%f10,%f14          # + ql bh
        fmul.dd %f12,%f22,%f10
        fadd.dd %f14,%f10,%f14          # + ql bl: e, with p + e = q b' exactly
        fsub.dd %f24,%f8,%f16           # a' - p, exact
        bri     %r1
        fsub.dd %f16,%f14,%f16          # (a' - p) - e

        .data
        .align  8
constants:
        .long   0x96969697, 0x3ff69696  # 24/17
        .long   0x1e1e1e1e, 0x3fde1e1e  # 8/17
        .long   0, 0x40000000           # 2
        .long   0x02000000, 0x41a00000  # 2^27 + 1
        .long   0, 0x3ff00000           # 1
        .long   0xffffffff, 0x3fffffff  # 2 - 2^-52
        .long   0, 0x3ca00000           # 2^-53, half an ulp of [1, 2)
        .long   0, 0x3cb00000           # 2^-52, an ulp
