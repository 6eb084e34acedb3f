/* Packing a double from an exact 56-bit significand (leading one at bit 55) and a
 * sticky bit, rounding to nearest even once: the last step of the correctly
 * rounded divide and square root. Word arithmetic only. */
#ifndef XP860_CRT_SOFT_DOUBLE_H
#define XP860_CRT_SOFT_DOUBLE_H
#include "words.h"

/* value = (hi:lo) * 2^(exponent - 55) with (hi:lo) in [2^55, 2^56). */
static double xp860_pack_double(unsigned sign, int exponent, unsigned hi, unsigned lo, unsigned sticky) {
    xp860_words r;
    int biased = exponent + 1023;
    unsigned round_bits;
    if (biased >= 2047) {
        r.w.hi = sign | 0x7ff00000u;
        r.w.lo = 0;
        return r.d;
    }
    if (biased <= 0) {
        /* Subnormal: shift right until the exponent is the minimum. */
        int shift = 1 - biased;
        if (shift > 57) shift = 57;
        while (shift-- > 0) {
            sticky |= lo & 1;
            lo = (lo >> 1) | (hi << 31);
            hi >>= 1;
        }
        biased = 0;
    } else {
        biased -= 1; /* the leading one adds it back */
    }
    round_bits = lo & 7;
    lo = (lo >> 3) | (hi << 29);
    hi >>= 3;
    if (round_bits > 4 || (round_bits == 4 && (sticky || (lo & 1)))) {
        lo += 1;
        if (lo == 0) hi += 1;
    }
    r.w.lo = lo;
    r.w.hi = sign | (hi + ((unsigned)biased << 20));
    return r.d;
}

/* The significand of a finite nonzero double, normalized to [2^52, 2^53), and its
 * unbiased exponent (value = m * 2^(e - 52)). */
static void xp860_unpack_double(xp860_words x, unsigned *hi, unsigned *lo, int *e) {
    int biased = (int)((x.w.hi >> 20) & 0x7ff);
    *hi = x.w.hi & 0xfffff;
    *lo = x.w.lo;
    if (biased == 0) {
        biased = 1;
        while ((*hi & 0x100000) == 0) {
            *hi = (*hi << 1) | (*lo >> 31);
            *lo <<= 1;
            biased--;
        }
    } else {
        *hi |= 0x100000;
    }
    *e = biased - 1023;
}
#endif
