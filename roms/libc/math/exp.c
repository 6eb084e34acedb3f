/* exp, exp2, expm1. x = k*ln2 + r with |r| <= ln2/2 (ln2 in two parts, the first
   with 40 bits so k*ln2_hi is exact), then exp(r) - 1 from its Taylor series to
   r^13 (the first omitted term is below 2^-57), kept as a double-double. */
#include "dd.h"

#include <errno.h>
#include <math.h>

static const double ln2_hi = 0x1.62e42fefa4000p-1; /* ln 2 to 40 bits */
static const double ln2_lo = -0x1.8432a1b0e2634p-43;
static const double inv_ln2 = 0x1.71547652b82fep+0;
static const struct dd ln2 = {0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56};

#define OVERFLOW_AT 0x1.62e42fefa39efp+9   /* ln(DBL_MAX) is just below */
#define UNDERFLOW_AT -0x1.74910d52d3052p+9 /* ln of half the least subnormal */

struct dd __expm1_dd(double hi, double lo, int *k) {
  double t = hi * inv_ln2;
  int n = (int)(t >= 0 ? t + 0.5 : t - 0.5);
  struct dd r = dd_two_sum(hi - n * ln2_hi, lo - n * ln2_lo);
  double s = r.hi;
  /* Every constant in a static table: the compiler need not fold 1.0 / n. */
  static const double inverse_factorials[] = {
      1.0 / 6227020800.0, 1.0 / 479001600.0, 1.0 / 39916800.0, 1.0 / 3628800.0, 1.0 / 362880.0,
      1.0 / 40320.0,      1.0 / 5040.0,      1.0 / 720.0,      1.0 / 120.0,     1.0 / 24.0,
      1.0 / 6.0,          1.0 / 2.0};
  double poly = inverse_factorials[0]; /* 1/13! */
  for (int i = 1; i < 12; i++) poly = poly * s + inverse_factorials[i];
  /* exp(s + r.lo) - 1 = s + s^2*poly + r.lo*(1 + s) */
  *k = n;
  return dd_fast_two_sum(s, s * s * poly + r.lo * (1 + s));
}

struct dd __exp_dd(double hi, double lo) {
  int k;
  struct dd p = __expm1_dd(hi, lo, &k);
  struct dd one_plus = dd_fast_two_sum(1.0, p.hi);
  one_plus = dd_fast_two_sum(one_plus.hi, one_plus.lo + p.lo);
  struct dd r = {ldexp(one_plus.hi, k), ldexp(one_plus.lo, k)};
  return r;
}

double __exp_rounded(double hi, double lo) {
  if (isnan(hi)) return hi;
  if (hi > OVERFLOW_AT) {
    errno = ERANGE;
    return HUGE_VAL;
  }
  if (hi < UNDERFLOW_AT) {
    errno = ERANGE;
    return 0.0;
  }
  int k;
  struct dd p = __expm1_dd(hi, lo, &k);
  struct dd one_plus = dd_fast_two_sum(1.0, p.hi);
  double m = one_plus.hi + (one_plus.lo + p.lo); /* in [0.7, 1.42] */
  double result = ldexp(m, k);
  if (isinf(result) || result < 0x1p-1022) errno = ERANGE;
  return result;
}

double exp(double x) { return __exp_rounded(x, 0.0); }

double exp2(double x) {
  if (x == trunc(x) && fabs(x) < 2000) return ldexp(1.0, (int)x); /* exact */
  if (isnan(x)) return x;
  if (fabs(x) > 2000) return __exp_rounded(x, 0.0); /* far out of range either way */
  struct dd product = dd_mul_d(ln2, x);
  return __exp_rounded(product.hi, product.lo);
}

double expm1(double x) {
  if (isnan(x) || x == 0) return x;
  if (x > OVERFLOW_AT) return exp(x);
  if (x < -40) return -1.0;
  int k;
  struct dd p = __expm1_dd(x, 0.0, &k);
  if (k == 0) return p.hi + p.lo;
  /* 2^k (1 + p) - 1, the subtraction in double-double so that it is exact */
  struct dd one_plus = dd_add(dd_from(1.0), p);
  struct dd e = {ldexp(one_plus.hi, k), ldexp(one_plus.lo, k)};
  struct dd sum = dd_add(e, dd_from(-1.0));
  return sum.hi + sum.lo;
}
