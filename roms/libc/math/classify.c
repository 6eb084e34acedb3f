/* Classification, sign and magnitude: bit tests on the IEEE encoding. */
#include "../internal/double_bits.h"

#include <math.h>

int __fpclassify(double x) {
  uint64_t bits = __bits_of(x);
  int exponent = (int)(bits >> 52) & 0x7ff;
  uint64_t fraction = bits & ((1ull << 52) - 1);
  if (exponent == 0x7ff) return fraction != 0 ? FP_NAN : FP_INFINITE;
  if (exponent == 0) return fraction != 0 ? FP_SUBNORMAL : FP_ZERO;
  return FP_NORMAL;
}

int __signbit(double x) { return (int)(__bits_of(x) >> 63); }

double fabs(double x) { return __double_of(__bits_of(x) & ~(1ull << 63)); }

float fabsf(float x) { return (float)fabs(x); }

double copysign(double magnitude, double sign) {
  return __double_of((__bits_of(magnitude) & ~(1ull << 63)) | (__bits_of(sign) & (1ull << 63)));
}

/* fmin and fmax ignore a NaN argument (C11 F.10.9.2); -0 counts below +0. */
double fmin(double x, double y) {
  if (isnan(x)) return y;
  if (isnan(y)) return x;
  if (x == y) return signbit(x) ? x : y;
  return x < y ? x : y;
}

double fmax(double x, double y) {
  if (isnan(x)) return y;
  if (isnan(y)) return x;
  if (x == y) return signbit(x) ? y : x;
  return x > y ? x : y;
}

int __fpcompare(double x, double y) {
  if (isnan(x) || isnan(y)) return 8;
  return x < y ? 1 : x == y ? 2 : 4;
}

/* A quiet NaN; the tag's payload is not kept (C leaves its meaning to the
   implementation). */
double nan(const char *tag) {
  (void)tag;
  return NAN;
}
