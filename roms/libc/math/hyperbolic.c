/* sinh, cosh, tanh from exp and exp - 1 as double-doubles (exp.c), so the
   differences e - 1/e and the quotient lose nothing before the final rounding.
   For |x| below ln2/2, exp(x) - 1 is computed directly, without cancellation. */
#include "dd.h"

#include <errno.h>
#include <math.h>

static const struct dd ln2 = {0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56};

#define SMALL 0x1.62e42fefa39efp-2  /* ln2/2: exp - 1 without a scale */
#define LARGE 22.0                  /* e^-2x below 2^-63: the e^-x terms vanish */

/* exp(|x|) / 2 for |x| > LARGE, as exp(|x| - ln 2): no overflow before the
   result's own. */
static double half_exp(double a) {
  struct dd exponent = dd_two_sum(a, -ln2.hi);
  return __exp_rounded(exponent.hi, exponent.lo - ln2.lo);
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

/* The inverse functions as logarithms of double-doubles: asinh(a) =
   log(a + sqrt(a^2 + 1)), acosh(x) = log(x + sqrt(x^2 - 1)), atanh(a) =
   log((1 + a) / (1 - a)) / 2, each argument built without rounding error worth
   counting; beyond 2^28, sqrt(a^2 +- 1) is a to double precision and the log is
   log(a) + ln 2. */

static double log_of_twice(double a) {
  struct dd l = dd_add(__log_dd(a), ln2);
  return l.hi + l.lo;
}

double asinh(double x) {
  double a = fabs(x);
  if (!isfinite(x) || a < 0x1p-27) return x;
  if (a > 0x1p28) return copysign(log_of_twice(a), x);
  struct dd root = __sqrt_dd(dd_add(dd_two_prod(a, a), dd_from(1.0)));
  struct dd l = __log_of_dd(dd_add(root, dd_from(a)));
  return copysign(l.hi + l.lo, x);
}

double acosh(double x) {
  if (isnan(x) || x == HUGE_VAL) return x;
  if (x < 1) {
    errno = EDOM;
    return (x - x) / (x - x);
  }
  if (x == 1) return 0.0;
  if (x > 0x1p28) return log_of_twice(x);
  struct dd root = __sqrt_dd(dd_add(dd_two_prod(x, x), dd_from(-1.0)));
  struct dd l = __log_of_dd(dd_add(root, dd_from(x)));
  return l.hi + l.lo;
}

double atanh(double x) {
  double a = fabs(x);
  if (isnan(x) || a < 0x1p-27) return x;
  if (a > 1) {
    errno = EDOM;
    return (x - x) / (x - x);
  }
  if (a == 1) {
    errno = ERANGE;
    return copysign(HUGE_VAL, x);
  }
  struct dd l = __log_of_dd(dd_div(dd_two_sum(1.0, a), dd_two_sum(1.0, -a)));
  return copysign(0.5 * (l.hi + l.lo), x);
}
