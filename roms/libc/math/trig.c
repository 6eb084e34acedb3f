/* sin, cos, tan. x = k*pi/2 + r, r a double-double in [-pi/4, pi/4]; then
   Taylor series of sin and cos on r (to r^17 and r^18, the first omitted terms
   below 2^-58 relative), and the quadrant from k mod 4. Below 2^20 * pi/2 the
   reduction uses pi/2 in three parts (33, 33 and 53 bits: k times either of the
   first two is exact); above, x times 2/pi from a 1280-bit table, exactly in
   integers over the 256 bits that matter (Payne and Hanek's method). */
#include "dd.h"

#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

static const double pio2_1 = 0x1.921fb54400000p+0;
static const double pio2_2 = 0x1.0b4611a600000p-34;
static const double pio2_3 = 0x1.3198a2e037073p-69;
static const double two_over_pi = 0x1.45f306dc9c883p-1;

static const struct dd pi_2 = {0x1.921fb54442d18p+0, 0x1.1a62633145c07p-54};

/* The bits of 2/pi after the point, 32 at a time. */
static const uint32_t two_over_pi_bits[40] = {
    0xa2f9836e, 0x4e441529, 0xfc2757d1, 0xf534ddc0, 0xdb629599, 0x3c439041,
    0xfe5163ab, 0xdebbc561, 0xb7246e3a, 0x424dd2e0, 0x06492eea, 0x09d1921c,
    0xfe1deb1c, 0xb129a73e, 0xe88235f5, 0x2ebb4484, 0xe99c7026, 0xb45f7e41,
    0x3991d639, 0x835339f4, 0x9c845f8b, 0xbdf9283b, 0x1ff897ff, 0xde05980f,
    0xef2f118b, 0x5a0a6d1f, 0x6d367ecf, 0x27cb09b7, 0x4f463f66, 0x9e5fea2d,
    0x7527bac7, 0xebe5f17b, 0x3d0739f7, 0x8a5292ea, 0x6bfb5fb1, 0x1f8d5d08,
    0x56033046, 0xfc7b6bab, 0xf0cfbc20, 0x9af4361d};

/* Bit position p of a little-endian array of 32-bit limbs. */
static unsigned bit_at(const uint32_t *limbs, int p) { return (limbs[p >> 5] >> (p & 31)) & 1; }

/* x * 2/pi mod 4 for |x| >= 2^20, x = m * 2^e: with 2/pi = sum T[j] 2^(-32(j+1)),
   the words j with e - 32j - 32 >= 2 give multiples of 4 and drop out; eight words
   from the first that counts give 160+ bits of fraction. */
static int reduce_large(double x, struct dd *r) {
  int e;
  double fraction = frexp(fabs(x), &e);
  uint64_t m = (uint64_t)ldexp(fraction, 53);
  e -= 53;
  int first = e >= 34 ? ((e - 34) >> 5) + 1 : 0;
  uint32_t product[10]; /* the window (eight words, little-endian) times m */
  memset(product, 0, sizeof product);
  for (int i = 0; i < 8; i++) {
    uint64_t word = two_over_pi_bits[first + 7 - i], carry = 0;
    for (int half = 0; half < 2; half++) {
      uint64_t t = word * (uint32_t)(m >> (32 * half)) + product[i + half] + carry;
      product[i + half] = (uint32_t)t;
      carry = t >> 32;
    }
    for (int k = i + 2; carry != 0 && k < 10; k++) {
      uint64_t t = (uint64_t)product[k] + carry;
      product[k] = (uint32_t)t;
      carry = t >> 32;
    }
  }
  int point = 256 + 32 * first - e; /* the bit of weight 2^0 */
  int k = (int)(bit_at(product, point) | bit_at(product, point + 1) << 1);
  struct dd f = dd_from(0.0);       /* the 192 bits below the point */
  for (int chunk = 1; chunk <= 6; chunk++) {
    uint32_t bits = 0;
    for (int b = 0; b < 32; b++) bits = bits << 1 | bit_at(product, point - 32 * (chunk - 1) - 1 - b);
    f = dd_add(f, dd_from(ldexp((double)bits, -32 * chunk)));
  }
  if (f.hi >= 0.5) { /* the nearer multiple is above */
    f = dd_add(f, dd_from(-1.0));
    k = (k + 1) & 3;
  }
  *r = dd_mul(f, pi_2);
  if (x < 0) {
    *r = dd_neg(*r);
    k = (4 - k) & 3;
  }
  return k;
}

/* r = x - k*pi/2; returns k mod 4. */
static int reduce(double x, struct dd *r) {
  if (fabs(x) <= 0x1.921fb54442d18p-1) {
    *r = dd_from(x);
    return 0;
  }
  if (fabs(x) >= 0x1p20) return reduce_large(x, r);
  double t = x * two_over_pi;
  double k = trunc(t >= 0 ? t + 0.5 : t - 0.5);
  double first = x - k * pio2_1; /* exact */
  struct dd rest = dd_two_sum(first, -k * pio2_2);
  *r = dd_fast_two_sum(rest.hi, rest.lo - k * pio2_3);
  return (int)fmod(k, 4.0) & 3; /* k mod 4, also for negative k */
}

/* sin(r.hi + r.lo) = r + r^3 S(r^2) + r.lo, S(z) = -1/3! + z/5! - ... + z^7/17! */
static struct dd sin_kernel(struct dd r) {
  static const double c[] = {1.0 / 355687428096000.0, -1.0 / 1307674368000.0, 1.0 / 6227020800.0,
                             -1.0 / 39916800.0,      1.0 / 362880.0,         -1.0 / 5040.0,
                             1.0 / 120.0,            -1.0 / 6.0};
  double z = r.hi * r.hi, poly = c[0];
  for (int i = 1; i < 8; i++) poly = poly * z + c[i];
  return dd_fast_two_sum(r.hi, r.hi * z * poly + r.lo);
}

/* cos(r.hi + r.lo) = 1 - z/2 + z^2 C(z) - r.hi r.lo, C(z) = 1/4! - z/6! + ... - z^7/18!,
   with z = r^2 and 1 - z/2 exact as double-doubles. */
static struct dd cos_kernel(struct dd r) {
  static const double c[] = {-1.0 / 6402373705728000.0, 1.0 / 20922789888000.0, -1.0 / 87178291200.0,
                             1.0 / 479001600.0,         -1.0 / 3628800.0,       1.0 / 40320.0,
                             -1.0 / 720.0,              1.0 / 24.0};
  struct dd z = dd_two_prod(r.hi, r.hi);
  double poly = c[0];
  for (int i = 1; i < 8; i++) poly = poly * z.hi + c[i];
  struct dd w = dd_fast_two_sum(1.0, -0.5 * z.hi);
  double tail = w.lo - 0.5 * z.lo + z.hi * z.hi * poly - r.hi * r.lo;
  return dd_fast_two_sum(w.hi, tail);
}

static double round_dd(struct dd a) { return a.hi + a.lo; }

double sin(double x) {
  if (isinf(x)) errno = EDOM;
  if (!isfinite(x)) return x - x;
  if (fabs(x) < 0x1p-27) return x;
  struct dd r;
  switch (reduce(x, &r)) {
  case 0: return round_dd(sin_kernel(r));
  case 1: return round_dd(cos_kernel(r));
  case 2: return -round_dd(sin_kernel(r));
  default: return -round_dd(cos_kernel(r));
  }
}

double cos(double x) {
  if (isinf(x)) errno = EDOM;
  if (!isfinite(x)) return x - x;
  struct dd r;
  switch (reduce(x, &r)) {
  case 0: return round_dd(cos_kernel(r));
  case 1: return -round_dd(sin_kernel(r));
  case 2: return -round_dd(cos_kernel(r));
  default: return round_dd(sin_kernel(r));
  }
}

double tan(double x) {
  if (isinf(x)) errno = EDOM;
  if (!isfinite(x)) return x - x;
  if (fabs(x) < 0x1p-27) return x;
  struct dd r;
  int k = reduce(x, &r);
  struct dd s = sin_kernel(r), c = cos_kernel(r);
  return k & 1 ? -round_dd(dd_div(c, s)) : round_dd(dd_div(s, c));
}
