/* Exponents and neighbouring values: ilogb, logb, nextafter, fdim, remainder,
   remquo. */
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

/* x - n*y with n the integer nearest x/y (ties to even), and n's sign with its low
   three bits in *quotient. fmod(|x|, 8|y|) is exact and leaves n's low bits: 4|y|,
   2|y| and |y| come off it exactly where they fit (Sterbenz), and a multiple that
   overflows is past every double, so the comparison with infinity is right. Then
   one more |y| comes off when the rest is past half of it. */
double remquo(double x, double y, int *quotient) {
  *quotient = 0;
  if (isnan(x) || isnan(y) || isinf(x) || y == 0) return fmod(x, y);
  double a = fabs(y), m = fabs(x);
  if (isinf(y)) return x;
  if (isfinite(8 * a)) m = fmod(m, 8 * a); /* else |x| < 8|y| already */
  unsigned n = 0;
  for (unsigned bit = 4; bit != 0; bit >>= 1)
    if (m >= a * bit) m -= a * bit, n |= bit;
  if (2 * m > a || (2 * m == a && (n & 1))) m -= a, n++;
  *quotient = (int)(n & 7) * ((x < 0) != (y < 0) ? -1 : 1);
  return m == 0 ? copysign(0.0, x) : copysign(1.0, x) * m;
}

double remainder(double x, double y) {
  int quotient;
  return remquo(x, y, &quotient);
}
