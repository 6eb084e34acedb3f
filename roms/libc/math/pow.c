/* pow(x, y) = exp(y * log|x|) with log|x| and the product as double-doubles, so
   the exponent carries about 2^-100 relative error and only exp's final rounding
   remains. Integer powers whose every partial product is exact come out exact by
   repeated squaring. The special cases follow C11 F.10.4.4. */
#include "dd.h"

#include <errno.h>
#include <math.h>

/* 1 for an odd integer, 2 for an even one, 0 otherwise. */
static int integer_kind(double y) {
  if (y != trunc(y)) return 0;
  if (fabs(y) >= 0x1p53) return 2;
  return fmod(y, 2.0) == 0 ? 2 : 1;
}

/* x^n for an integer |n| <= 1024 when each product is exact (checked with
   Dekker's exact product); 0 when one is not. */
static double exact_power(double x, double y) {
  double n = fabs(y), result = 1.0, square = x;
  if (n > 1024) return 0;
  for (unsigned bits = (unsigned)n; bits != 0; bits >>= 1) {
    if (fabs(result) > 0x1p500 || fabs(square) > 0x1p500 || fabs(square) < 0x1p-500) return 0;
    if (bits & 1) {
      struct dd p = dd_two_prod(result, square);
      if (p.lo != 0) return 0;
      result = p.hi;
    }
    if (bits > 1) {
      struct dd p = dd_two_prod(square, square);
      if (p.lo != 0) return 0;
      square = p.hi;
    }
  }
  return y < 0 ? 1.0 / result : result;
}

/* The cases where x or y is zero, infinite or NaN, or x is negative with y not
   an integer. Returns 1 with *result set for them. */
static int special(double x, double y, double *result) {
  int kind = integer_kind(y);
  if (y == 0 || x == 1) *result = 1.0;
  else if (isnan(x) || isnan(y)) *result = x + y;
  else if (x == 0) {
    if (y < 0) errno = ERANGE;
    double magnitude = y < 0 ? HUGE_VAL : 0.0;
    *result = kind == 1 ? copysign(magnitude, x) : magnitude;
  } else if (isinf(y)) {
    double a = fabs(x);
    *result = a == 1 ? 1.0 : (a < 1) == (y < 0) ? HUGE_VAL : 0.0;
  } else if (isinf(x)) {
    double magnitude = y < 0 ? 0.0 : HUGE_VAL;
    *result = x < 0 && kind == 1 ? -magnitude : magnitude;
  } else if (x < 0 && kind == 0) {
    errno = EDOM;
    *result = (x - x) / (x - x);
  } else {
    return 0;
  }
  return 1;
}

double pow(double x, double y) {
  double result;
  if (special(x, y, &result)) return result;
  double sign = x < 0 && integer_kind(y) == 1 ? -1.0 : 1.0;
  double a = fabs(x);
  if (a == 1) return sign; /* x is -1: y is an integer */
  if (integer_kind(y) != 0 && (result = exact_power(a, y)) != 0) return sign * result;
  struct dd l = __log_dd(a);
  if (fabs(y) > 0x1p900 || fabs(l.hi * y) > 2000) { /* far out of range */
    errno = ERANGE;
    return sign * ((l.hi > 0) == (y > 0) ? HUGE_VAL : 0.0);
  }
  struct dd e = dd_mul_d(l, y);
  return sign * __exp_rounded(e.hi, e.lo);
}
