/* fma and fmaf: x*y + z rounded once, by Boldo and Melquiond's emulation (2008):
   the product exact as hi + lo (Dekker), z + hi exact as th + tl (two-sum), then
   th + (tl + lo rounded to odd) rounded to nearest is x*y + z correctly rounded.
   Rounding to odd (the neighbour with an odd last bit unless the sum is exact)
   keeps the sticky information that a second rounding to nearest needs. The
   product is taken on mantissas in [0.5, 1) and z scaled to match, so nothing
   overflows or underflows in between; only a subnormal result, scaled back at the
   end, rounds twice. */
#include "../internal/double_bits.h"
#include "dd.h"

#include <math.h>

static double add_round_to_odd(double a, double b) {
  struct dd s = dd_two_sum(a, b);
  uint64_t bits = __bits_of(s.hi);
  if (s.lo == 0 || (bits & 1)) return s.hi;
  return __double_of((s.lo > 0) == (s.hi > 0) ? bits + 1 : bits - 1); /* toward the exact sum */
}

double fma(double x, double y, double z) {
  if (!isfinite(x) || !isfinite(y) || !isfinite(z) || x == 0 || y == 0) return x * y + z;
  if (z == 0) return x * y; /* x*y is not 0, so z adds nothing, not even its sign */
  int ex, ey, ez;
  double mx = frexp(x, &ex), my = frexp(y, &ey);
  frexp(z, &ez);
  int e = ex + ey;
  if (ez - e > 900) return z; /* the product is far below half an ulp of z */
  /* A z far below the product's last bit (2^-108 of it) acts only as a sticky bit. */
  double zs = e - ez > 900 ? copysign(0x1p-200, z) : ldexp(z, -e);
  struct dd p = dd_two_prod(mx, my), t = dd_two_sum(zs, p.hi);
  return ldexp(t.hi + add_round_to_odd(t.lo, p.lo), e);
}

/* The float product is exact in a double; their sum rounded to odd in 53 bits
   then rounded to 24 is the sum rounded once (53 >= 2*24 + 2). */
float fmaf(float x, float y, float z) {
  double p = (double)x * y;
  if (!isfinite(p) || !isfinite(z)) return (float)(p + z);
  if (p == 0 || z == 0) return (float)(p + z);
  return (float)add_round_to_odd(p, z);
}
