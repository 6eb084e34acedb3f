# IEEE double square root, correctly rounded (docs/abi.md), for normal positive
# operands; the rest (zeros, negatives, subnormals, infinities, NaNs) goes to
# __xp860_sqrt_exact (float_sqrt.c: the root digit by digit).
#
# x = m 2^(2k) with m in [1, 4): r ~ 1/sqrt(m) from frsqr (within about 2^-7) and
# three Newton steps r (3/2 - m/2 r^2) (below 2^-50); y = m r and Heron's
# correction y1 = y + (m - y^2) r/2, within an ulp of s = sqrt(m) and clamped to
# [1, 2 - 2^-52], where RN(s) lies. Then exactly: with u = 2^-52, y1's ulp, and
# h = u/2, (y1 + h)^2 = y1 (y1 + u) + 2^-106 and m - y1 (y1 + u) is a multiple of
# 2^-104, so s > y1 + h exactly when m - y1 (y1 + u) > 0; likewise s < y1 - h
# exactly when m - y1 (y1 - u) <= 0. float_quotient.s's __xp860_residual gives
# those signs exactly: Dekker's product p + e = y1 b, m - p exact (Sterbenz: p is
# within a factor 2 of m), and the rounded (m - p) - e has the exact difference's
# sign. s is never a midpoint (a midpoint's square needs 106 bits), so y1, y1 + u
# or y1 - u is the nearest. The result's exponent is k, biased:
# (biased(x) + 1023 - odd) / 2.
# Argument f8:f9; result f8:f9; clobbers r16..r22, r29, r31, f8..f31.

        .set    HALF, 0                 # the constants, at these offsets
        .set    THREE_HALVES, 8
        .set    SPLITTER, 16
        .set    ONE, 24
        .set    BELOW_TWO, 32
        .set    ULP, 40

        .text
        .align  8
        .globl  __xp860_sqrt
__xp860_sqrt:
        fxfr    %f9,%r16                # x's high word
        shr     20,%r16,%r17            # its biased exponent, with the sign
        adds    -1,%r17,%r18
        subu    2045,%r18,%r0           # CC: 1 <= biased <= 2046, x normal and positive
        bnc     exact
        xor     1,%r17,%r18
        and     1,%r18,%r18             # r18: the unbiased exponent is odd, m in [2, 4)
        adds    1023,%r18,%r19
        shl     20,%r19,%r19
        andnoth 0xfff0,%r16,%r20
        or      %r19,%r20,%r20
        ixfr    %r20,%f25               # f24 = m
        fxfr    %f8,%r21
        ixfr    %r21,%f24
        adds    1023,%r17,%r22
        subs    %r22,%r18,%r22
        shr     1,%r22,%r22
        shl     20,%r22,%r22            # r22: the result's exponent field
        mov     %r1,%r29

        orh     h%constants,%r0,%r31
        or      l%constants,%r31,%r31
        frsqr.dd %f24,%f26              # f26: r
        fld.d   HALF(%r31),%f10
        fld.d   THREE_HALVES(%r31),%f12
        fmul.dd %f10,%f24,%f28          # f28: m/2
        fmul.dd %f26,%f26,%f8
        fmul.dd %f28,%f8,%f8
        fsub.dd %f12,%f8,%f8
        fmul.dd %f26,%f8,%f26           # r, 13 bits
        fmul.dd %f26,%f26,%f8
        fmul.dd %f28,%f8,%f8
        fsub.dd %f12,%f8,%f8
        fmul.dd %f26,%f8,%f26           # 26 bits
        fmul.dd %f26,%f26,%f8
        fmul.dd %f28,%f8,%f8
        fsub.dd %f12,%f8,%f8
        fmul.dd %f26,%f8,%f26           # 50 bits
        fmul.dd %f24,%f26,%f30          # y = m r
        fmul.dd %f30,%f30,%f8
        fsub.dd %f24,%f8,%f8            # m - y^2
        fmul.dd %f10,%f26,%f14          # r/2
        fmul.dd %f8,%f14,%f8
        fadd.dd %f30,%f8,%f30           # f30: y1
        fld.d   ONE(%r31),%f8
        pfgt.dd %f8,%f30,%f0            # CC: 1 > y1
        bnc     1f
        fmov.dd %f8,%f30
1:      fld.d   BELOW_TWO(%r31),%f8
        pfgt.dd %f30,%f8,%f0            # CC: y1 > 2 - 2^-52
        bnc     2f
        fmov.dd %f8,%f30
2:      fiadd.dd %f30,%f0,%f26          # f26: y1
        fld.d   SPLITTER(%r31),%f18
        fmul.dd %f18,%f26,%f20
        fsub.dd %f20,%f26,%f22
        fsub.dd %f20,%f22,%f20          # f20: y1's high half
        fsub.dd %f26,%f20,%f22          # f22: its low half
        fld.d   ULP(%r31),%f28
        call    __xp860_residual        # f16 = m - y1 (y1 + u)
        fadd.dd %f26,%f28,%f30
        pfgt.dd %f16,%f0,%f0            # CC: s > y1 + h, y1 + u the nearest
        bc      done
        call    __xp860_residual        # f16 = m - y1 (y1 - u)
        fsub.dd %f26,%f28,%f30
        pfgt.dd %f16,%f0,%f0            # CC: s >= y1 - h, y1 the nearest
        bnc     done
        fiadd.dd %f26,%f0,%f30
done:   fxfr    %f31,%r20               # y1's fraction with the result's exponent
        andnoth 0xfff0,%r20,%r20
        or      %r22,%r20,%r20
        ixfr    %r20,%f9
        fxfr    %f30,%r21
        bri     %r29
        ixfr    %r21,%f8

exact:  br      __xp860_sqrt_exact      # f8:f9 and r1 as they came
        nop

        .data
        .align  8
constants:
        .long   0, 0x3fe00000           # 1/2
        .long   0, 0x3ff80000           # 3/2
        .long   0x02000000, 0x41a00000  # 2^27 + 1
        .long   0, 0x3ff00000           # 1
        .long   0xffffffff, 0x3fffffff  # 2 - 2^-52
        .long   0, 0x3cb00000           # 2^-52, an ulp
