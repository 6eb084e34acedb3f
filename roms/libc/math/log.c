/* log, log2, log10, log1p. x = 2^k * m with m in [sqrt(1/2), sqrt(2)); with
   f = m - 1 (exact) and s = f / (2 + f), log(m) = 2 atanh(s) = 2s + 2s^3/3 + ...
   (|s| < 0.1716, so 13 odd terms reach 2^-70). s and the sum are double-doubles;
   k*ln2 adds in two parts, the first exact for any k. */
#include "dd.h"

#include <errno.h>
#include <math.h>

static const double ln2_hi = 0x1.62e42fefa4000p-1; /* ln 2 to 40 bits */
static const double ln2_lo = -0x1.8432a1b0e2634p-43;
static const struct dd log2_e = {0x1.71547652b82fep+0, 0x1.777d0ffda0d24p-56};
static const struct dd log10_e = {0x1.bcb7b1526e50ep-2, 0x1.95355baaafad3p-57};
static const struct dd two_thirds = {0x1.5555555555555p-1, 0x1.5555555555555p-55};

struct dd __log_dd(double x) {
  int k;
  double m = frexp(x, &k); /* x = m * 2^k, m in [0.5, 1) */
  if (m < 0x1.6a09e667f3bcdp-1) m *= 2, k--; /* m in [sqrt(1/2), sqrt(2)) */
  double f = m - 1.0;
  struct dd denominator = dd_fast_two_sum(2.0, f);
  struct dd s = dd_div(dd_from(f), denominator);
  /* 2s^3 (1/3 + s^2/5 + ...) with s^3 and the leading 2/3 as double-doubles:
     pow needs log to about 2^-70 relative. */
  static const double two_over_odd[] = {2.0 / 27, 2.0 / 25, 2.0 / 23, 2.0 / 21, 2.0 / 19, 2.0 / 17,
                                        2.0 / 15, 2.0 / 13, 2.0 / 11, 2.0 / 9,  2.0 / 7,  2.0 / 5};
  double z = s.hi * s.hi, rest = two_over_odd[0];
  for (int i = 1; i < 12; i++) rest = rest * z + two_over_odd[i];
  struct dd series = dd_add(two_thirds, dd_from(rest * z));
  struct dd tail = dd_mul(dd_mul(dd_mul(s, s), s), series);
  struct dd log_m = dd_add(dd_fast_two_sum(2 * s.hi, 2 * s.lo), tail);
  struct dd k_ln2 = dd_fast_two_sum(k * ln2_hi, k * ln2_lo);
  return k == 0 ? log_m : dd_add(k_ln2, log_m);
}

/* log(u.hi + u.lo) = log(u.hi) + log(1 + u.lo/u.hi), the second term to first
   order (the next is below 2^-100 relative). */
struct dd __log_of_dd(struct dd u) { return dd_add(__log_dd(u.hi), dd_from(u.lo / u.hi)); }

/* The special cases of C11 F.10.3: log(0) = -inf, log(x < 0) = NaN. Returns 1
   and sets *result when x is one. */
static int special(double x, double *result) {
  if (isnan(x) || x == HUGE_VAL) {
    *result = x;
  } else if (x == 0) {
    errno = ERANGE;
    *result = -HUGE_VAL;
  } else if (x < 0) {
    errno = EDOM;
    *result = (x - x) / (x - x);
  } else {
    return 0;
  }
  return 1;
}

double log(double x) {
  double result;
  if (special(x, &result)) return result;
  struct dd l = __log_dd(x);
  return l.hi + l.lo;
}

double log2(double x) {
  double result;
  if (special(x, &result)) return result;
  struct dd l = dd_mul(__log_dd(x), log2_e);
  return l.hi + l.lo;
}

double log10(double x) {
  double result;
  if (special(x, &result)) return result;
  struct dd l = dd_mul(__log_dd(x), log10_e);
  return l.hi + l.lo;
}

/* log(1 + x), 1 + x taken exactly as a double-double. */
double log1p(double x) {
  double result;
  if (fabs(x) < 0x1p-54) return x;
  if (special(1.0 + x, &result)) return result;
  struct dd l = __log_of_dd(dd_two_sum(1.0, x));
  return l.hi + l.lo;
}
