/* atan, atan2, asin, acos through one kernel: atan(t) for t in [0, 1] as
   atan(c) + atan((t - c) / (1 + t c)) with c the nearest multiple of 1/8
   (atan(c) tabulated as double-doubles), so the series runs on |u| <= 1/16 and
   stops after u^17; t > 1 uses pi/2 - atan(1/t). Quotients and square roots are
   double-doubles, so only the last rounding costs accuracy. */
#include "dd.h"

#include <errno.h>
#include <math.h>

static const struct dd pi_2 = {0x1.921fb54442d18p+0, 0x1.1a62633145c07p-54};
static const struct dd pi = {0x1.921fb54442d18p+1, 0x1.1a62633145c07p-53};

static const struct dd atan_eighths[9] = {
    {0, 0},
    {0x1.fd5ba9aac2f6ep-4, -0x1.cd37686760c17p-59}, /* atan(1/8) */
    {0x1.f5b75f92c80ddp-3, 0x1.8ab6e3cf7afbdp-57},  /* atan(2/8) */
    {0x1.6f61941e4def1p-2, -0x1.c63aae6f6e918p-56}, /* atan(3/8) */
    {0x1.dac670561bb4fp-2, 0x1.a2b7f222f65e2p-56},  /* atan(4/8) */
    {0x1.1e00babdefeb4p-1, -0x1.928df287a668fp-58}, /* atan(5/8) */
    {0x1.4978fa3269ee1p-1, 0x1.2419a87f2a458p-56},  /* atan(6/8) */
    {0x1.700a7c5784634p-1, -0x1.8c34d25aadef6p-56}, /* atan(7/8) */
    {0x1.921fb54442d18p-1, 0x1.1a62633145c07p-55},  /* atan(8/8) */
};

/* atan(t) for 0 <= t <= 1. */
static struct dd atan_unit(struct dd t) {
  int i = (int)(t.hi * 8 + 0.5);
  double c = i * 0.125;
  /* u = (t - c) / (1 + t c); t - c is exact, 1 + t c a double-double. */
  struct dd numerator = dd_fast_two_sum(t.hi - c, t.lo);
  struct dd denominator = dd_add(dd_from(1.0), dd_mul_d(t, c));
  struct dd u = i == 0 ? t : dd_div(numerator, denominator);
  /* atan(u) = u + u^3 P(z), P(z) = -1/3 + z/5 - z^2/7 + ... + z^7/17 */
  static const double coefficients[] = {1.0 / 17, -1.0 / 15, 1.0 / 13, -1.0 / 11,
                                        1.0 / 9,  -1.0 / 7,  1.0 / 5,  -1.0 / 3};
  double z = u.hi * u.hi, poly = coefficients[0];
  for (int k = 1; k < 8; k++) poly = poly * z + coefficients[k];
  struct dd series = dd_fast_two_sum(u.hi, u.lo + u.hi * z * poly);
  return dd_add(atan_eighths[i], series);
}

struct dd __atan_dd(struct dd t) {
  if (t.hi <= 1.0) return atan_unit(t);
  if (t.hi > 0x1p60) return pi_2;
  return dd_add(pi_2, dd_neg(atan_unit(dd_div(dd_from(1.0), t))));
}

double atan(double x) {
  if (isnan(x)) return x;
  if (fabs(x) < 0x1p-27) return x;
  struct dd a = __atan_dd(dd_from(fabs(x)));
  return copysign(a.hi + a.lo, x);
}

/* atan2 per C11 F.10.1.4: the quadrant from the signs, atan(|y/x|) with the
   quotient as a double-double (both scaled first so that it cannot overflow). */
double atan2(double y, double x) {
  if (isnan(x) || isnan(y)) return x + y;
  double ay = fabs(y), ax = fabs(x);
  struct dd angle;
  if (ay == 0 && ax == 0) angle = dd_from(0.0);
  else if (isinf(ax) && isinf(ay)) angle = dd_mul_d(pi_2, 0.5);
  else if (isinf(ax) || ay == 0) angle = dd_from(0.0);
  else if (isinf(ay) || ax == 0) angle = pi_2;
  else {
    int ey, ex;
    frexp(ay, &ey);
    frexp(ax, &ex);
    if (ey - ex > 60) angle = pi_2;
    else if (ex - ey > 60) angle = dd_from(ay / ax); /* atan(t) = t to double precision */
    else angle = __atan_dd(dd_div(dd_from(ldexp(ay, -ex)), dd_from(ldexp(ax, -ex))));
  }
  if (signbit(x)) angle = dd_add(pi, dd_neg(angle));
  return copysign(angle.hi + angle.lo, y);
}

/* sqrt(1 - x^2) as a double-double, for |x| <= 1. */
static struct dd cosine_of(double x) {
  struct dd square = dd_two_prod(x, x);
  struct dd one_minus = dd_add(dd_from(1.0), dd_neg(square));
  return one_minus.hi == 0 ? dd_from(0.0) : __sqrt_dd(one_minus);
}

double asin(double x) {
  if (isnan(x)) return x;
  if (fabs(x) > 1) {
    errno = EDOM;
    return (x - x) / (x - x);
  }
  if (fabs(x) < 0x1p-27) return x;
  struct dd c = cosine_of(x);
  struct dd a = c.hi == 0 ? pi_2 : __atan_dd(dd_div(dd_from(fabs(x)), c));
  return copysign(a.hi + a.lo, x);
}

double acos(double x) {
  if (isnan(x)) return x;
  if (fabs(x) > 1) {
    errno = EDOM;
    return (x - x) / (x - x);
  }
  if (fabs(x) < 0x1p-60) return pi_2.hi; /* pi/2 - x rounds to it */
  struct dd s = cosine_of(x);
  struct dd a = __atan_dd(dd_div(s, dd_from(fabs(x))));
  if (x < 0) a = dd_add(pi, dd_neg(a));
  return a.hi + a.lo;
}
