/* Correctly rounded IEEE double division (docs/abi.md). The i860 has only frcp, a
 * reciprocal approximation, so the quotient comes from the FP unit's exact
 * operations and is then proved right: for normal operands whose quotient is
 * normal, a reciprocal by Newton's method, a quotient within an ulp, and its exact
 * residual (Dekker's product) to choose between it and its neighbour; for the rest
 * (subnormals in or out, overflow), long division of the significands, 56 bits plus
 * a sticky remainder, rounded once to nearest even. Float division uses it too: the
 * exact double quotient rounded to float is the correctly rounded float quotient. */
#include "soft_double.h"

unsigned long long __xp860_long_division(unsigned ahi, unsigned alo, unsigned bhi, unsigned blo, unsigned *sticky);

static double special(unsigned hi, unsigned lo) {
    xp860_words r;
    r.w.hi = hi;
    r.w.lo = lo;
    return r.d;
}

/* A double with x's significand and exponent 0: in [1, 2). */
static double significand(xp860_words x) {
    x.w.hi = (x.w.hi & 0xfffffu) | 0x3ff00000u;
    return x.d;
}

/* p + e = x * y exactly, for x, y in [1, 2) (Dekker: each split into 26-bit halves
 * by 2^27 + 1, whose partial products are exact). */
static double product_error(double x, double y, double p) {
    double cx = 134217729.0 * x, cy = 134217729.0 * y;
    double xh = cx - (cx - x), yh = cy - (cy - y);
    double xl = x - xh, yl = y - yh;
    return ((xh * yh - p) + xh * yl + xl * yh) + xl * yl;
}

/* a - q b for a, b, q in [1, 2) with q within a factor of two of a / b: exact when q
 * is within an ulp of a / b (a - p is exact by Sterbenz, and a faithful quotient's
 * remainder is a double, Boldo and Daumas), else within a rounding of it. */
static double residual(double a, double b, double q) {
    double p = q * b;
    return (a - p) - product_error(q, b, p);
}

/* The correctly rounded a / b for a, b in [1, 2) with a >= b, so a / b in [1, 2)
 * where an ulp is 2^-52. y: the seed 24/17 - 8/17 b (relative error below 1/17)
 * and three Newton steps (below 2^-32); q0 = a y is within 2^-31 of a / b, and q1 =
 * q0 + r0 y within half an ulp and a rounding of it, so within an ulp; a / b is
 * never a midpoint of two doubles, so the sign of |r1| - b ulp / 2 chooses q1 or
 * its neighbour toward a / b. */
static double quotient(double a, double b) {
    double y = 1.4117647058823529 - 0.47058823529411764 * b;
    y = y * (2.0 - b * y);
    y = y * (2.0 - b * y);
    y = y * (2.0 - b * y);
    double q = a * y;
    q = q + residual(a, b, q) * y;
    if (q < 1.0) q = 1.0;                           /* a / b >= 1: so is its rounding */
    if (q > 1.9999999999999998) q = 1.9999999999999998; /* a / b <= 2 - 2^-52 */
    double r = residual(a, b, q), half_ulp = b * 1.1102230246251565e-16; /* b 2^-53 */
    if (r > half_ulp) return q + 2.220446049250313e-16;
    if (-r > half_ulp) return q - 2.220446049250313e-16;
    return q;
}

double __xp860_divdf3(double a, double b) {
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
    if ((x.w.hi & 0x7ff00000u) != 0 && (y.w.hi & 0x7ff00000u) != 0) {
        double sa = significand(x), sb = significand(y);
        int exponent = (int)((x.w.hi >> 20) & 0x7ff) - (int)((y.w.hi >> 20) & 0x7ff);
        if (sa < sb) {
            sa = sa + sa;
            exponent--;
        }
        if (exponent >= -1022 && exponent <= 1023) {
            q.d = quotient(sa, sb);
            q.w.hi = sign | ((unsigned)(exponent + 1023) << 20) | (q.w.hi & 0xfffffu);
            return q.d;
        }
    }
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
