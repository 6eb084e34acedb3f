/* Powers of two: frexp splits a double, ldexp scales one with a single rounding
   (only a result below the normal range rounds at all). */
#include "../internal/double_bits.h"

#include <math.h>

/* 2^n for n in the normal range [-1022, 1023]. */
static double power_of_two(int n) { return __double_of((uint64_t)(n + 1023) << 52); }

double frexp(double x, int *exponent) {
  *exponent = 0;
  if (x == 0 || !isfinite(x)) return x;
  int extra = 0;
  if (fabs(x) < 0x1p-1022) { /* subnormal: make it normal first */
    x *= 0x1p54;
    extra = -54;
  }
  uint64_t bits = __bits_of(x);
  int biased = (int)(bits >> 52) & 0x7ff;
  *exponent = biased - 1022 + extra;
  return __double_of((bits & ~(0x7ffull << 52)) | (1022ull << 52)); /* into [0.5, 1) */
}

double ldexp(double x, int n) {
  int e;
  double fraction = frexp(x, &e); /* x = fraction * 2^e, fraction in [0.5, 1) */
  if (fraction == 0 || !isfinite(fraction)) return x;
  long target = (long)e + n;      /* the result is fraction * 2^target */
  if (target > 1024) return fraction * 0x1p1023 * 0x1p1023; /* overflows: +-inf */
  if (target < -1080) return fraction * 0x1p-1022 * 0x1p-1022; /* rounds to +-0 */
  if (target >= -1021) return fraction * 2.0 * power_of_two((int)target - 1);
  /* Below the normal range: one multiplication rounds. */
  return fraction * power_of_two((int)target + 600) * 0x1p-600;
}

double scalbn(double x, int n) { return ldexp(x, n); }
