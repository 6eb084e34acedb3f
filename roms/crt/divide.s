# 32-bit integer division for the i860, which has no divide instruction
# (docs/abi.md). The quotient comes from the FP unit: n and d as exact doubles,
# 1/d from frcp (a seed within about 2^-7, ISA-FACTS: GCC refines it three times)
# as y0 (1 + e)(1 + e^2)(1 + e^4) with e = 1 - d y0, three Newton steps' worth
# (relative error e^8, below 2^-40 even for a seed of 2^-5) in a shorter chain; q =
# n y rounded to the nearest integer is n / d's floor or one more (n y is within
# 2^-8 of n / d). q*d is exact in double (below 2^33), so the residual n - q*d says
# exactly whether q is one too large; it is read back as an integer with the
# 1.5 * 2^52 trick (its low word is the integer's, either sign), as q is. Division by
# zero executes `trap`, the i860's software trap, which ends a bare run like any
# other fault; INT_MIN / -1 wraps to INT_MIN and INT_MIN % -1 is 0, as
# two's-complement hardware gives.
# Convention: arguments r16, r17; result r16; r17..r21 and f8..f19 clobbered.

        .text
        .align  8

# udivmod: r16 = n, r17 = d (unsigned) -> r16 = n / d, r17 = n % d.
udivmod:
        btne    %r17,%r0,1f
        trap    %r0,%r0,%r0             # division by zero
1:      orh     0x4330,%r0,%r18         # 2^52's high word
        ixfr    %r16,%f8
        ixfr    %r18,%f9
        ixfr    %r17,%f10
        ixfr    %r18,%f11
        ixfr    %r0,%f12
        ixfr    %r18,%f13
        fsub.dd %f8,%f12,%f8            # n, exactly
        fsub.dd %f10,%f12,%f10          # d, exactly
        orh     0x3ff0,%r0,%r19
        ixfr    %r19,%f13               # f12 = 1.0
        frcp.dd %f10,%f14               # y0 ~ 1/d
        fmul.dd %f10,%f14,%f16
        fsub.dd %f12,%f16,%f16          # e = 1 - d y0
        fmul.dd %f16,%f16,%f18          # e^2
        fadd.dd %f12,%f16,%f16          # 1 + e
        fmul.dd %f14,%f16,%f14          # y0 (1 + e)
        fmul.dd %f18,%f18,%f16          # e^4
        fadd.dd %f12,%f18,%f18          # 1 + e^2
        fmul.dd %f14,%f18,%f14          # y0 (1 + e)(1 + e^2)
        fadd.dd %f12,%f16,%f16          # 1 + e^4
        fmul.dd %f8,%f14,%f18
        orh     0x4338,%r0,%r19
        ixfr    %r19,%f13               # f12 = 1.5 * 2^52
        fmul.dd %f18,%f16,%f18          # n y
        fadd.dd %f18,%f12,%f18          # 1.5 * 2^52 + q, q = n y rounded: q its low word
        fsub.dd %f18,%f12,%f16          # q, exactly
        fxfr    %f18,%r20
        fmul.dd %f16,%f10,%f16          # q * d, exact
        fsub.dd %f8,%f16,%f16           # n - q*d, exact
        fadd.dd %f16,%f12,%f18          # its low word: n - q*d modulo 2^32
        pfgt.dd %f0,%f16,%f0            # CC: the residual is negative
        fxfr    %f18,%r21
        bnc     2f
        adds    -1,%r20,%r20            # q was one too large
        addu    %r21,%r17,%r21
2:      mov     %r21,%r17
        bri     %r1
        mov     %r20,%r16

        .globl  __xp860_udivsi3
__xp860_udivsi3:
        mov     %r1,%r29
        call    udivmod
        nop
        bri     %r29
        nop

        .globl  __xp860_umodsi3
__xp860_umodsi3:
        mov     %r1,%r29
        call    udivmod
        nop
        bri     %r29
        mov     %r17,%r16

# The signed ones divide the magnitudes; the quotient is negative when the signs
# differ, the remainder takes the dividend's sign. r30 keeps the signs.
        .globl  __xp860_divsi3
__xp860_divsi3:
        mov     %r1,%r29
        xor     %r16,%r17,%r30          # bit 31: the signs differ
        subs    %r16,%r0,%r0            # CC: n < 0
        bnc     1f
        subs    %r0,%r16,%r16
1:      subs    %r17,%r0,%r0
        bnc     2f
        subs    %r0,%r17,%r17
2:      call    udivmod
        nop
        subs    %r30,%r0,%r0            # CC: negative quotient
        bnc     3f
        subs    %r0,%r16,%r16
3:      bri     %r29
        nop

        .globl  __xp860_modsi3
__xp860_modsi3:
        mov     %r1,%r29
        mov     %r16,%r30               # the dividend's sign
        subs    %r16,%r0,%r0
        bnc     1f
        subs    %r0,%r16,%r16
1:      subs    %r17,%r0,%r0
        bnc     2f
        subs    %r0,%r17,%r17
2:      call    udivmod
        nop
        mov     %r17,%r16
        subs    %r30,%r0,%r0
        bnc     3f
        subs    %r0,%r16,%r16
3:      bri     %r29
        nop

# For the 64-bit division in long_long.c: the same trap.
        .globl  __xp860_divide_by_zero
__xp860_divide_by_zero:
        trap    %r0,%r0,%r0
        bri     %r1
        nop
