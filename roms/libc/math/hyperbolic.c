/* sinh, cosh, tanh from exp and exp - 1 as double-doubles (exp.c), so the
   differences e - 1/e and the quotient lose nothing before the final rounding.
   For |x| below ln2/2, exp(x) - 1 is computed directly, without cancellation. */
#include "dd.h"

#include <errno.h>
#include <math.h>

static const double ln2_hi = 0x1.62e42fefa39efp-1;
static const double ln2_lo = 0x1.abc9e3b39803fp-56;

#define SMALL 0x1.62e42fefa39efp-2  /* ln2/2: exp - 1 without a scale */
#define LARGE 22.0                  /* e^-2x below 2^-63: the e^-x terms vanish */

/* exp(|x|) / 2 for |x| > LARGE, as exp(|x| - ln 2): no overflow before the
   result's own. */
static double half_exp(double a) {
  struct dd exponent = dd_two_sum(a, -ln2_hi);
  return __exp_rounded(exponent.hi, exponent.lo - ln2_lo);
}

double sinh(double x) {
  double a = fabs(x);
  if (!isfinite(x) || a < 0x1p-27) return x;
  if (a > LARGE) return copysign(half_exp(a), x);
  struct dd result;
  if (a < SMALL) { /* (p + p/(1 + p)) / 2 with p = e^a - 1 */
    int k;
    struct dd p = __expm1_dd(a, 0.0, &k);
    result = dd_add(p, dd_div(p, dd_add(dd_from(1.0), p)));
  } else {
    struct dd e = __exp_dd(a, 0.0);
    result = dd_add(e, dd_neg(dd_div(dd_from(1.0), e)));
  }
  return copysign(0.5 * (result.hi + result.lo), x);
}

double cosh(double x) {
  double a = fabs(x);
  if (isnan(x)) return x;
  if (a > LARGE) return half_exp(a);
  struct dd e = __exp_dd(a, 0.0);
  struct dd result = dd_add(e, dd_div(dd_from(1.0), e));
  return 0.5 * (result.hi + result.lo);
}

/* tanh = p / (p + 2) with p = e^2|x| - 1. */
double tanh(double x) {
  double a = fabs(x);
  if (isnan(x) || a < 0x1p-27) return x;
  if (a > LARGE) return copysign(1.0, x);
  struct dd p;
  if (2 * a < SMALL) {
    int k;
    p = __expm1_dd(2 * a, 0.0, &k);
  } else {
    p = dd_add(__exp_dd(2 * a, 0.0), dd_from(-1.0));
  }
  struct dd result = dd_div(p, dd_add(p, dd_from(2.0)));
  return copysign(result.hi + result.lo, x);
}
