/* The decimal digits of a double, from the top, as many as printf needs
   (internal/format.h). x = m * 2^e. Below 2^64 the integer part is a uint64,
   whose digits come by subtracting powers of ten (__decimal_string, which
   printf's %d uses too); the fraction (the low k = -e bits of m) gives one digit
   per multiplication by ten, read off above bit k. Larger values are integers of
   up to 1024 bits, built in base 10^8 from their bits. None of it divides: the
   i860 divides only in software. */
#include "bignum.h"
#include "format.h"

struct generator {
  struct decimal *d;
  int max_significant, min_place;
};

/* Stores the digit of place 10^place, or returns 0 when the limits are reached
   (leading zeros are not stored). */
static int emit(struct generator *g, int digit, int place) {
  struct decimal *d = g->d;
  if (d->n >= g->max_significant || place < g->min_place) return 0;
  if (d->n == 0 && digit == 0) return 1;
  if (d->n == 0) d->exponent = place;
  d->digits[d->n++] = (char)('0' + digit);
  return 1;
}

/* The digit of one place: how many times its power of ten comes off. */
#define TAKE_DIGIT(value, power, digit) \
  for (digit = 0; value >= power; digit++) value -= power

int __decimal_string(uint64_t value, char *text) {
  static const uint64_t powers64[20] = {
      0, 0, 0, 0, 0, 0, 0, 0, 0, 1000000000ull, 10000000000ull, 100000000000ull, 1000000000000ull,
      10000000000000ull, 100000000000000ull, 1000000000000000ull, 10000000000000000ull,
      100000000000000000ull, 1000000000000000000ull, 10000000000000000000ull};
  static const uint32_t powers32[10] = {1u,      10u,      100u,      1000u,      10000u,
                                        100000u, 1000000u, 10000000u, 100000000u, 1000000000u};
  int n = 0, digit, place = 9;
  if (value > UINT32_MAX) { /* places 19..9 in 64 bits, the rest below 10^9 */
    for (place = 19; place >= 9; place--) {
      TAKE_DIGIT(value, powers64[place], digit);
      if (n > 0 || digit > 0) text[n++] = (char)('0' + digit);
    }
  }
  /* 32-bit from here: the i860 compares 64-bit numbers in software */
  for (uint32_t small = (uint32_t)value; place >= 0; place--) {
    TAKE_DIGIT(small, powers32[place], digit);
    if (n > 0 || digit > 0) text[n++] = (char)('0' + digit);
  }
  return n;
}

/* The integer part; returns 0 when the limits stopped it (sticky then set). */
static int integer_digits(struct generator *g, uint64_t value) {
  char text[20];
  int n = __decimal_string(value, text);
  for (int i = 0; i < n; i++) {
    if (!emit(g, text[i] - '0', n - 1 - i)) {
      while (i < n && text[i] == '0') i++;
      g->d->sticky = i < n;
      return 0;
    }
  }
  return 1;
}

/* 10 * x + carry with 32-bit arithmetic on 16-bit halves; *carry takes the
   overflow (below 10). Shifts make the 10, so no multiplier is needed. */
static uint32_t times_ten(uint32_t x, uint32_t *carry) {
  uint32_t low = x & 0xffff, high = x >> 16;
  low = (low << 3) + (low << 1) + *carry;
  high = (high << 3) + (high << 1) + (low >> 16);
  *carry = high >> 16;
  return (high << 16) | (low & 0xffff);
}

/* The fraction f / 2^k (f < 2^k), digit by digit. When the whole value is below
   10^-zeros, its first zeros digits are leading zeros: f * 10^zeros / 2^k =
   f * 5^zeros / 2^(k - zeros) skips them with one multiplication by a power of
   five. */
static void fraction_digits(struct generator *g, struct bignum *f, int k) {
  int length = 32 * f->length;
  while (!(f->limb[f->length - 1] >> (length - 32 * (f->length - 1) - 1))) length--;
  int zeros = (int)((k - length) * 0.30102999566398120) - 1; /* f/2^k < 2^(length-k) */
  int place = -1;
  if (zeros > 0 && g->d->n == 0) { /* leading zeros only: no digit stored yet */
    if (-zeros - 1 < g->min_place) {
      g->d->sticky = 1; /* nothing to print above the place asked for */
      return;
    }
    __bignum_mul_pow5(f, zeros);
    k -= zeros;
    place = -zeros - 1;
  }
  int top = k >> 5, bit = k & 31, low = 0; /* k / 32 and k % 32, without a division */
  uint32_t *limb = f->limb;
  for (int i = f->length; i <= top + 1; i++) limb[i] = 0;
  for (;; place--) {
    while (low <= top && limb[low] == 0) low++;
    if (low > top) return; /* the fraction has ended: no sticky */
    uint32_t carry = 0;
    for (int i = low; i <= top + 1; i++) limb[i] = times_ten(limb[i], &carry);
    uint32_t above = (limb[top] >> bit) | (bit > 28 ? limb[top + 1] << (32 - bit) : 0);
    limb[top] &= bit ? (1u << bit) - 1 : 0;
    limb[top + 1] = 0;
    if (!emit(g, (int)(above & 15), place)) {
      g->d->sticky = 1; /* the digit not stored, or the rest, is nonzero */
      return;
    }
  }
}

/* Values of 2^64 and more: m * 2^e in base 10^8 by Horner's rule on its bits,
   five at a time (v = 32 v + the next five bits), then all its digits, and the
   limits. */
#define LARGE_LIMBS 40 /* 2^1024 has 309 digits */

/* limb * 2^width + carry (width <= 5, below 32 * 10^8 < 2^32), split into the new
   limb (below 10^8) and *carry, the quotient, by binary long division. */
static uint32_t shift_in(uint32_t limb, int width, uint32_t *carry) {
  uint32_t t = (limb << width) + *carry, q = 0;
  if (t >= 1600000000u) t -= 1600000000u, q += 16;
  if (t >= 800000000u) t -= 800000000u, q += 8;
  if (t >= 400000000u) t -= 400000000u, q += 4;
  if (t >= 200000000u) t -= 200000000u, q += 2;
  if (t >= 100000000u) t -= 100000000u, q += 1;
  *carry = q;
  return t;
}

static void large_digits(struct generator *g, uint64_t m, int e) {
  uint32_t limbs[LARGE_LIMBS];
  int count = 0, bits = 64;
  while (!(m >> (bits - 1))) bits--;
  for (int top = bits + e - 1; top >= 0; top -= 5) {
    int width = top >= 4 ? 5 : top + 1;
    uint32_t carry = 0;
    for (int q = top; q > top - width; q--)
      carry = carry << 1 | (q >= e ? (uint32_t)(m >> (q - e)) & 1 : 0);
    for (int i = 0; i < count; i++) limbs[i] = shift_in(limbs[i], width, &carry);
    if (carry != 0) limbs[count++] = carry;
  }
  char text[LARGE_LIMBS * 8];
  int length = __decimal_string(limbs[count - 1], text);
  for (int i = count - 2; i >= 0; i--) { /* eight digits each, leading zeros kept */
    char digits[8];
    int n = __decimal_string(limbs[i], digits);
    for (int k = 0; k < 8 - n; k++) text[length++] = '0';
    for (int k = 0; k < n; k++) text[length++] = digits[k];
  }
  for (int i = 0; i < length; i++) {
    if (!emit(g, text[i] - '0', length - 1 - i)) {
      while (i < length && text[i] == '0') i++;
      g->d->sticky = i < length;
      return;
    }
  }
}

static void generate(struct generator *g, double x) {
  struct binary_float f = __float_decompose(x);
  if (f.mantissa == 0) return;
  while ((f.mantissa & 1) == 0) f.mantissa >>= 1, f.exponent++;
  if (f.exponent > 11) {
    large_digits(g, f.mantissa, f.exponent);
    return;
  }
  if (f.exponent >= 0) {
    integer_digits(g, f.mantissa << f.exponent);
    return;
  }
  int k = -f.exponent;
  uint64_t fraction = f.mantissa;
  if (k < 64) {
    if (!integer_digits(g, f.mantissa >> k)) {
      g->d->sticky = 1; /* m is odd: the fraction is not zero */
      return;
    }
    fraction &= (1ull << k) - 1;
  }
  struct bignum limbs;
  __bignum_set(&limbs, fraction);
  fraction_digits(g, &limbs, k);
}

void __decimal_digits(double x, struct decimal *d, int max_significant, int min_place) {
  struct generator g = {d, max_significant, min_place};
  d->n = 0;
  d->exponent = 0;
  d->sticky = 0;
  generate(&g, x);
  while (d->n > 0 && d->digits[d->n - 1] == '0') d->n--;
  if (d->n == 0) d->exponent = 0;
}
