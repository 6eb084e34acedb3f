/* Rounding to the nearest integer with ties to even (rint, nearbyint; there is
   no floating-point environment to consult, so the mode is always to nearest),
   and the conversions to long and long long. */
#include <errno.h>
#include <limits.h>
#include <math.h>

double rint(double x) {
  double t = trunc(x), fraction = fabs(x - t); /* exact */
  if (fraction > 0.5 || (fraction == 0.5 && fmod(t, 2.0) != 0)) t += copysign(1.0, x);
  return t == 0 ? copysign(0.0, x) : t;
}

double nearbyint(double x) { return rint(x); }

/* v in range for a long long, else EDOM and the nearest limit (glibc returns
   LLONG_MIN; C leaves the value unspecified). */
static long long to_long_long(double v) {
  if (!(v >= -0x1p63 && v < 0x1p63)) {
    errno = EDOM;
    return LLONG_MIN;
  }
  return (long long)v;
}

static long to_long(double v) {
  if (!(v >= (double)LONG_MIN && v <= (double)LONG_MAX)) {
    errno = EDOM;
    return LONG_MIN;
  }
  return (long)v;
}

long lrint(double x) { return to_long(rint(x)); }
long lround(double x) { return to_long(round(x)); }
long long llrint(double x) { return to_long_long(rint(x)); }
long long llround(double x) { return to_long_long(round(x)); }
