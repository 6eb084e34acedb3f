/* Square and cube roots, and hypot. sqrt works on the integer mantissa digit by
   digit (two radicand bits per result bit), so it is correctly rounded. */
#include "dd.h"

#include <errno.h>
#include <math.h>
#include <stdint.h>

double sqrt(double x) {
  if (isnan(x) || x == 0 || x == HUGE_VAL) return x;
  if (x < 0) {
    errno = EDOM;
    return (x - x) / (x - x);
  }
  int e;
  double fraction = frexp(x, &e);                         /* x = m * 2^(e - 53) */
  uint64_t m = (uint64_t)ldexp(fraction, 53);
  int exponent = e - 53;
  if (exponent & 1) m <<= 1, exponent--;                  /* even: m < 2^54 */
  /* q = floor(sqrt(m * 2^54)): 54 result bits from the 108-bit radicand, whose
     top 54 bits are m's and the rest zero. */
  uint64_t q = 0, r = 0;
  for (int i = 53; i >= 0; i--) {
    int pair = i >= 27 ? (int)((m >> (2 * (i - 27))) & 3) : 0;
    r = (r << 2) | (uint64_t)pair;
    uint64_t t = (q << 2) | 1;
    q <<= 1;
    if (r >= t) r -= t, q |= 1;
  }
  /* sqrt(x) = q' * 2^((exponent - 54) / 2), q' = q + fraction; round q/2. */
  uint64_t result = q >> 1;
  if ((q & 1) && (r != 0 || (result & 1))) result++;
  return ldexp((double)result, (exponent - 54) / 2 + 1);
}

float sqrtf(float x) { return (float)sqrt(x); }

struct dd __sqrt_dd(struct dd a) {
  double s = sqrt(a.hi);
  struct dd square = dd_two_prod(s, s);
  double correction = ((a.hi - square.hi) - square.lo + a.lo) / (2 * s);
  return dd_fast_two_sum(s, correction);
}

/* Newton steps from a guess of the right exponent, then one step in
   double-double arithmetic for the last bits. */
double cbrt(double x) {
  if (x == 0 || !isfinite(x)) return x;
  int e;
  double a = fabs(x), fraction = frexp(a, &e);     /* a = fraction * 2^e */
  int third = (e >= 0 ? e : e - 2) / 3;            /* floor(e / 3) */
  double scaled = ldexp(fraction, e - 3 * third);  /* a / 2^(3 third), in [0.5, 4) */
  double y = 0.7 + 0.3 * scaled;                   /* within 30% of its root */
  for (int i = 0; i < 6; i++) y -= (y * y * y - scaled) / (3 * y * y);
  struct dd cube = dd_mul_d(dd_two_prod(y, y), y);
  y += (scaled - cube.hi - cube.lo) / (3 * y * y);
  return copysign(ldexp(y, third), x);
}

/* sqrt(x^2 + y^2) without overflow: scaled near 1 by a power of two, summed as
   double-doubles. */
double hypot(double x, double y) {
  if (isinf(x) || isinf(y)) return HUGE_VAL;
  if (isnan(x) || isnan(y)) return x + y;
  double a = fabs(x), b = fabs(y);
  if (a < b) {
    double t = a;
    a = b;
    b = t;
  }
  if (b == 0) return a;
  int e;
  frexp(a, &e);
  a = ldexp(a, -e);
  b = ldexp(b, -e);
  struct dd sum = dd_add(dd_two_prod(a, a), dd_two_prod(b, b));
  struct dd root = __sqrt_dd(sum);
  return ldexp(root.hi + root.lo, e);
}
