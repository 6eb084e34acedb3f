/* Exponents and neighbouring values: ilogb, logb, nextafter, fdim, remainder. */
#include "../internal/double_bits.h"

#include <errno.h>
#include <limits.h>
#include <math.h>

int ilogb(double x) {
  if (x == 0) return INT_MIN;       /* FP_ILOGB0 */
  if (isnan(x)) return INT_MIN;     /* FP_ILOGBNAN */
  if (isinf(x)) return INT_MAX;
  int e;
  frexp(x, &e);
  return e - 1;
}

double logb(double x) {
  if (x == 0) {
    errno = ERANGE;
    return -HUGE_VAL;
  }
  if (!isfinite(x)) return x * x;
  return (double)ilogb(x);
}

/* The next double after x toward y: one step of the encoding, which orders
   doubles of one sign as integers. */
double nextafter(double x, double y) {
  if (isnan(x) || isnan(y)) return x + y;
  if (x == y) return y;
  if (x == 0) return copysign(0x1p-1074, y);
  uint64_t bits = __bits_of(x);
  if ((x < y) == (x > 0)) bits++;
  else bits--;
  x = __double_of(bits);
  if (isinf(x) || x == 0 || fabs(x) < 0x1p-1022) errno = ERANGE;
  return x;
}

double fdim(double x, double y) {
  if (isnan(x) || isnan(y)) return x + y;
  return x > y ? x - y : 0.0;
}

/* x - n*y with n the integer nearest x/y (ties to even). fmod(|x|, 2|y|) is
   exact and tells the quotient's parity: past |y| it is odd, and |y| comes off
   exactly. Then one more |y| comes off when the rest is past half of it. */
double remainder(double x, double y) {
  if (isnan(x) || isnan(y) || isinf(x) || y == 0) return fmod(x, y);
  double a = fabs(y), m = fabs(x);
  if (isinf(y)) return x;
  if (a <= 0x1p1022) m = fmod(m, 2 * a); /* else |x| < 2|y| already */
  int odd = m >= a;
  if (odd) m -= a;
  if (m > a * 0.5 || (m == a * 0.5 && odd)) m -= a;
  return m == 0 ? copysign(0.0, x) : copysign(1.0, x) * m;
}
