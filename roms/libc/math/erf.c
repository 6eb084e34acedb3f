/* erf and erfc. Up to |x| = 3, the Taylor series
     erf x = 2/sqrt(pi) sum_n (-1)^n x^(2n+1) / (n! (2n+1))
   in double-doubles: its largest term (at x = 3) is below 2^8, so about 98 bits
   survive the cancellation, and erfc = 1 - erf keeps what it needs there (erfc 3
   is 2^-15.5). From 3 on, Laplace's continued fraction
     erfc x = e^(-x^2)/sqrt(pi) / (x + (1/2)/(x + 1/(x + (3/2)/(x + ...)))),
   taken from its 60th term back (converged to 2^-60 from x = 3, 40 terms), its
   last eight steps in double-doubles, and
   erf = 1 - erfc, which is 1 to the last bit from x = 6. */
#include "dd.h"

#include <errno.h>
#include <math.h>

static const struct dd two_over_sqrt_pi = {0x1.20dd750429b6dp+0, 0x1.1ae3a914fed80p-56};
static const struct dd one_over_sqrt_pi = {0x1.20dd750429b6dp-1, 0x1.1ae3a914fed80p-57};

/* erf a for 0 <= a <= 3: terms a^(2n+1) / (n! (2n+1)) with alternating signs. */
static struct dd erf_series(double a) {
  struct dd minus_square = dd_neg(dd_two_prod(a, a)), power = dd_from(a), sum = power;
  for (int n = 1; fabs(power.hi) > sum.hi * 0x1p-110; n++) {
    power = dd_div(dd_mul(power, minus_square), dd_from(n));
    sum = dd_add(sum, dd_div(power, dd_from(2 * n + 1)));
  }
  return dd_mul(two_over_sqrt_pi, sum);
}

/* erfc a for a >= 3: e^(-a^2) as 2^k (1 + p), so that a result below the normal
   range rounds once, when it is scaled. */
static double erfc_fraction(double a) {
  if (a > 27.3) return 0.0; /* erfc 27.3 is below half the least subnormal */
  double tail = a;
  for (int k = 60; k > 8; k--) tail = a + (k * 0.5) / tail;
  struct dd f = dd_from(tail); /* the last steps, whose errors nothing damps, in double-doubles */
  for (int k = 8; k > 0; k--) f = dd_add(dd_from(a), dd_div(dd_from(k * 0.5), f));
  struct dd square = dd_two_prod(a, a);
  int k;
  struct dd p = __expm1_dd(-square.hi, -square.lo, &k);
  struct dd scaled = dd_mul(dd_add(dd_from(1.0), p), one_over_sqrt_pi);
  return ldexp(dd_div(scaled, f).hi, k);
}

double erf(double x) {
  if (isnan(x)) return x + x;
  double a = fabs(x);
  if (a < 3) return copysign(erf_series(a).hi, x);
  if (a < 6) return copysign(1.0 - erfc_fraction(a), x);
  return copysign(1.0, x);
}

double erfc(double x) {
  if (isnan(x)) return x + x;
  double a = fabs(x);
  if (a < 3) {
    struct dd e = erf_series(a);
    return dd_add(dd_from(1.0), x < 0 ? e : dd_neg(e)).hi;
  }
  if (x < 0) return 2.0 - erfc_fraction(a);
  double r = erfc_fraction(a);
  if (r < 0x1p-1022) errno = ERANGE;
  return r;
}
