/* Rounding to integers and remainders, all exact. */
#include "../internal/double_bits.h"

#include <errno.h>
#include <math.h>

double trunc(double x) {
  uint64_t bits = __bits_of(x);
  int exponent = (int)((bits >> 52) & 0x7ff) - 1023;
  if (exponent >= 52) return x;                       /* integral, inf or NaN */
  if (exponent < 0) bits &= 1ull << 63;               /* |x| < 1: signed zero */
  else bits &= ~((1ull << (52 - exponent)) - 1);      /* clear the fraction bits */
  return __double_of(bits);
}

double floor(double x) {
  double t = trunc(x);
  return t > x ? t - 1.0 : t;
}

double ceil(double x) {
  double t = trunc(x);
  if (t < x) return t + 1.0;
  return t == 0 ? copysign(0.0, x) : t; /* ceil(-0.5) is -0 */
}

/* Halfway cases away from zero; x - trunc(x) is exact. */
double round(double x) {
  double t = trunc(x);
  if (fabs(x - t) >= 0.5) t += copysign(1.0, x);
  return t;
}

double modf(double x, double *integral) {
  double t = trunc(x);
  *integral = t;
  if (isinf(x)) return copysign(0.0, x);
  return copysign(x - t, x);
}

/* x - n*y with n = trunc(x/y), by long division on the mantissas: each step
   doubles the remainder and subtracts y's mantissa when it fits. */
double fmod(double x, double y) {
  if (isnan(x) || isnan(y) || isinf(x) || y == 0) {
    if (!isnan(x) && !isnan(y)) errno = EDOM;
    return (x * y) / (x * y);
  }
  if (isinf(y) || fabs(x) < fabs(y)) return x;
  int ex, ey;
  double fx = frexp(fabs(x), &ex), fy = frexp(fabs(y), &ey);
  uint64_t mx = (uint64_t)ldexp(fx, 53), my = (uint64_t)ldexp(fy, 53); /* 53-bit integers */
  uint64_t r = mx >= my ? mx - my : mx;
  for (int e = ex; e > ey; e--) {
    r <<= 1;
    if (r >= my) r -= my;
  }
  return copysign(ldexp((double)r, ey - 53), x);
}
