/* Square and cube roots, and hypot. sqrt is correctly rounded with
   multiplications and additions only (the i860 has no divide or square root
   instruction): Newton's iteration for 1/sqrt, then the candidate is moved to
   whichever neighbour the exact comparison with the midpoints picks. */
#include "dd.h"

#include <errno.h>
#include <math.h>
#include <stdint.h>

/* The sign of x - s^2 - c, exactly: s^2 as Dekker's product, the rest summed as
   double-doubles; every term is a multiple of 2^-106 far below 2^-40, so no sum
   loses anything that could change the sign. */
static int sign_of_residual(double x, double s, double c) {
  struct dd square = dd_two_prod(s, s);
  struct dd r = dd_two_sum(x - square.hi, -square.lo); /* x - s^2, x - square.hi exact */
  r = dd_add(r, dd_from(-c));
  return r.hi > 0 ? 1 : r.hi < 0 ? -1 : (r.lo > 0) - (r.lo < 0);
}

double sqrt(double x) {
  if (isnan(x) || x == 0 || x == HUGE_VAL) return x;
  if (x < 0) {
    errno = EDOM;
    return (x - x) / (x - x);
  }
  int e;
  double a = frexp(x, &e) * 2; /* x = a * 2^(e-1), a in [1, 2) */
  e -= 1;
  if (e & 1) a *= 2, e -= 1;   /* a in [1, 4), e even */
  double y = 1.14 - 0.17 * a;  /* 1/sqrt(a) within 12% */
  for (int i = 0; i < 5; i++) y *= 1.5 - 0.5 * a * y * y;
  const double u = 0x1p-52, quarter_u2 = 0x1p-106; /* the ulp of [1, 2) */
  double s = fmin(fmax(a * y, 1.0), 2.0 - u); /* sqrt(a) in [1, 2), a few ulps off */
  for (int step = 0; step < 8; step++) {
    if (sign_of_residual(a, s, s * u + quarter_u2) > 0) s += u;        /* past the midpoint above */
    else if (s > 1 && sign_of_residual(a, s, -s * u + quarter_u2) < 0) s -= u; /* below the one beneath */
    else break;
  }
  return ldexp(s, e / 2);
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
