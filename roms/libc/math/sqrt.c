/* Square and cube roots, and hypot. sqrt is the compiler runtime's correctly
   rounded root (roms/crt/float_sqrt.c, exact integer arithmetic), so there is one
   implementation of it; the library adds C's errno. */
#include "dd.h"

#include <errno.h>
#include <math.h>
#include <stdint.h>

double __xp860_sqrt(double x);

double sqrt(double x) {
  if (x < 0) errno = EDOM;
  return __xp860_sqrt(x);
}

float sqrtf(float x) { return (float)sqrt(x); }

struct dd __sqrt_dd(struct dd a) {
  double s = sqrt(a.hi);
  struct dd square = dd_two_prod(s, s);
  double correction = ((a.hi - square.hi) - square.lo + a.lo) / (2 * s);
  return dd_fast_two_sum(s, correction);
}

/* Newton steps for a^(-1/3), which need no division (r = r (4 - a r^3) / 3),
   from a guess of the right exponent; then cbrt = a r^2 and one step in
   double-double arithmetic for the last bits. */
double cbrt(double x) {
  if (x == 0 || !isfinite(x)) return x;
  int e;
  double a = fabs(x), fraction = frexp(a, &e);     /* a = fraction * 2^e */
  int third = (e >= 0 ? e : e - 2) / 3;            /* floor(e / 3) */
  double scaled = ldexp(fraction, e - 3 * third);  /* a / 2^(3 third), in [0.5, 4) */
  double r = 1.35 - 0.18 * scaled;                 /* scaled^(-1/3) within 25% */
  static const double one_third = 1.0 / 3;
  for (int i = 0; i < 7; i++) r *= (4 - scaled * r * r * r) * one_third;
  double y = scaled * r * r;
  struct dd cube = dd_mul_d(dd_two_prod(y, y), y);
  y += (scaled - cube.hi - cube.lo) * (r * r * one_third); /* 1 / (3 y^2) = r^2 / 3 */
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
