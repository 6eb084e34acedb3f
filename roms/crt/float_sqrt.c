/* Correctly rounded IEEE double square root for the operands float_root.s's fast
 * path leaves (zeros, negatives, subnormals, infinities, NaNs), and for any other:
 * the root of the significand digit by digit (two radicand bits per step, exact
 * remainder kept), then one rounding. */
#include "soft_double.h"

double __xp860_sqrt_exact(double a) {
    xp860_words x;
    unsigned mhi, mlo, qhi = 0, qlo = 0, rhi = 0, rlo = 0;
    int e, i;
    x.d = a;
    if ((x.w.hi & 0x7fffffffu) == 0 && x.w.lo == 0) return a;  /* +-0 */
    if ((x.w.hi & 0x7ff00000u) == 0x7ff00000u) {
        if (((x.w.hi & 0xfffff) | x.w.lo) || !(x.w.hi & 0x80000000u)) return a;  /* NaN, +inf */
    }
    if (x.w.hi & 0x80000000u) {
        x.w.hi = 0x7ff80000u;
        x.w.lo = 0;
        return x.d;
    }
    xp860_unpack_double(x, &mhi, &mlo, &e);
    /* value = m * 2^(e - 52); make the exponent of m's integer even. */
    e -= 52;
    if (e & 1) {
        mhi = (mhi << 1) | (mlo >> 31);
        mlo <<= 1;
        e--;
    }
    /* The radicand m * 2^54 has 108 bits; m holds the top 54 (m < 2^54). */
    for (i = 0; i < 54; i++) {
        unsigned two = 0, thi, tlo;
        if (i < 27) {
            two = mhi >> 20 & 3;  /* bits 53..52 of m, then shift m up by 2 */
            mhi = ((mhi << 2) | (mlo >> 30)) & 0x3fffff;
            mlo <<= 2;
        }
        rhi = (rhi << 2) | (rlo >> 30);
        rlo = (rlo << 2) | two;
        /* t = 4q + 1 */
        thi = (qhi << 2) | (qlo >> 30);
        tlo = (qlo << 2) | 1;
        qhi = (qhi << 1) | (qlo >> 31);
        qlo <<= 1;
        if (rhi > thi || (rhi == thi && rlo >= tlo)) {
            unsigned borrow = rlo < tlo;
            rlo -= tlo;
            rhi = rhi - thi - borrow;
            qlo |= 1;
        }
    }
    /* q has 54 bits (top at 53): sqrt(m * 2^54) = q + fraction; as a 56-bit
     * significand q * 4, value = q * 2^((e - 54) / 2). */
    qhi = (qhi << 2) | (qlo >> 30);
    qlo <<= 2;
    return xp860_pack_double(0, (e - 54) / 2 - 2 + 55, qhi, qlo, (rhi | rlo) != 0);
}

