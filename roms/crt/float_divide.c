/* Correctly rounded IEEE double division (docs/abi.md), for the operands
 * float_quotient.s's fast path leaves: zeros, infinities and NaNs, subnormals in
 * or out, overflow. The i860 has only frcp, a reciprocal approximation, so the
 * quotient is found exactly by long division of the significands, 56 bits plus a
 * sticky remainder, then rounded once to nearest even. */
#include "soft_double.h"

unsigned long long __xp860_long_division(unsigned ahi, unsigned alo, unsigned bhi, unsigned blo, unsigned *sticky);

static double special(unsigned hi, unsigned lo) {
    xp860_words r;
    r.w.hi = hi;
    r.w.lo = lo;
    return r.d;
}

double __xp860_divdf3_long(double a, double b) {
    xp860_words x, y;
    xp860_words q;
    unsigned sign, ahi, alo, bhi, blo, sticky;
    int ea, eb, a_class, b_class;
    x.d = a;
    y.d = b;
    sign = (x.w.hi ^ y.w.hi) & 0x80000000u;
    /* class: 0 zero, 1 finite, 2 infinity, 3 NaN */
    a_class = (x.w.hi & 0x7ff00000u) == 0x7ff00000u ? (((x.w.hi & 0xfffff) | x.w.lo) ? 3 : 2)
              : ((x.w.hi & 0x7fffffffu) | x.w.lo) ? 1 : 0;
    b_class = (y.w.hi & 0x7ff00000u) == 0x7ff00000u ? (((y.w.hi & 0xfffff) | y.w.lo) ? 3 : 2)
              : ((y.w.hi & 0x7fffffffu) | y.w.lo) ? 1 : 0;
    if (a_class == 3) return a;
    if (b_class == 3) return b;
    if ((a_class == 0 && b_class == 0) || (a_class == 2 && b_class == 2)) return special(0x7ff80000u, 0);
    if (a_class == 2 || b_class == 0) return special(sign | 0x7ff00000u, 0);
    if (a_class == 0 || b_class == 2) return special(sign, 0);
    xp860_unpack_double(x, &ahi, &alo, &ea);
    xp860_unpack_double(y, &bhi, &blo, &eb);
    /* 56 quotient bits of a/b, the first in [1, 2) once a >= b (long_division.s). */
    if (ahi < bhi || (ahi == bhi && alo < blo)) {
        ahi = (ahi << 1) | (alo >> 31);
        alo <<= 1;
        ea--;
    }
    q.u = __xp860_long_division(ahi, alo, bhi, blo, &sticky);
    return xp860_pack_double(sign, ea - eb, q.w.hi, q.w.lo, sticky);
}
