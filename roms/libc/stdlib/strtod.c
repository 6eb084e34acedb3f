/* strtod and strtof, correctly rounded for every input: a first guess from the
   leading digits, then exact big-integer comparisons of the decimal value with the
   midpoints between the guess and its neighbours move it to the nearest binary
   value (ties to even). Hexadecimal input is rounded directly from its bits. */
#include "../internal/bignum.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A binary floating format: precision bits, and the least and greatest
   exponents of the last mantissa bit (value = m * 2^e, m < 2^precision). */
struct format {
  int precision, min_exponent, max_exponent;
};

static const struct format double_format = {53, -1074, 971};
static const struct format float_format = {24, -149, 104};

/* 800 significant digits are more than any midpoint between two doubles has
   (at most 767), so digits beyond them only matter as "some nonzero digit". */
#define MAX_DIGITS 800

struct decimal_input {
  char digits[MAX_DIGITS];    /* significant digits, the first nonzero */
  int n;
  long exponent;              /* value = digits * 10^exponent (as an integer) */
  int sticky;                 /* a nonzero digit was dropped after the kept ones */
};

/* The decimal value as big integers made once per conversion: value =
   left * 2^scale / five, where left is the digits times 5^scale (scale >= 0) or
   the digits alone, and five is 5^-scale (scale < 0) or 1. */
struct exact_value {
  struct bignum left, five;
  int scale, sticky;
};

static void prepare(const struct decimal_input *in, struct exact_value *x) {
  __bignum_set(&x->left, 0);
  for (int i = 0; i < in->n;) { /* nine digits at a time */
    uint32_t chunk = 0, factor = 1;
    for (int k = 0; k < 9 && i < in->n; k++, i++) chunk = chunk * 10 + (uint32_t)(in->digits[i] - '0'), factor *= 10;
    __bignum_mul_add(&x->left, factor, chunk);
  }
  __bignum_set(&x->five, 1);
  x->scale = (int)in->exponent;
  x->sticky = in->sticky;
  if (x->scale >= 0) __bignum_mul_pow5(&x->left, x->scale);
  else __bignum_mul_pow5(&x->five, -x->scale);
}

/* Compares the value with m * 2^e: left * 2^scale with m * five * 2^e. */
static int compare(const struct exact_value *x, uint64_t m, int e) {
  struct bignum left = x->left, right = x->five;
  __bignum_mul_u64(&right, m);
  int shift = e - x->scale;
  if (shift >= 0) __bignum_shift_left(&right, shift);
  else __bignum_shift_left(&left, -shift);
  int order = __bignum_compare(&left, &right);
  return order == 0 && x->sticky ? 1 : order;
}

/* m * 2^e, exact: the format's values are all doubles. */
static double compose(uint64_t m, int e) { return ldexp((double)m, e); }

/* Moves the guess (m, e) to the value's nearest: up while the value passes the
   midpoint above, down while it is under the one below. */
static double correct(const struct exact_value *in, double guess, const struct format *f) {
  uint64_t top = 1ull << f->precision, low = top >> 1;
  int e = f->min_exponent;
  uint64_t m = 0;
  if (isinf(guess)) { /* beyond the format: start from its greatest value */
    m = top - 1;
    e = f->max_exponent;
  } else if (guess > 0) {
    int exponent;
    double fraction = frexp(guess, &exponent); /* guess = fraction * 2^exponent */
    e = exponent - f->precision;
    if (e < f->min_exponent) e = f->min_exponent;
    m = (uint64_t)ldexp(fraction, exponent - e);
  }
  for (;;) {
    int order = compare(in, 2 * m + 1, e - 1);
    if (order > 0 || (order == 0 && (m & 1))) {
      if (++m == top) m = low, e++;
      if (e > f->max_exponent) {
        errno = ERANGE;
        return HUGE_VAL;
      }
      continue;
    }
    if (m == 0) break;
    int boundary = m == low && e > f->min_exponent;
    order = boundary ? compare(in, 4 * m - 1, e - 2) : compare(in, 2 * m - 1, e - 1);
    if (!(order < 0 || (order == 0 && (m & 1)))) break;
    if (boundary) m = top - 1, e--;
    else m--;
  }
  if (m < low) errno = ERANGE; /* subnormal or zero: C's underflow */
  return compose(m, e);
}

static const double powers_of_ten[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                       1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                       1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

/* A first guess within a few units in the last place: the leading 19 digits
   scaled by powers of ten, each step rounding once. */
static double guess_value(const struct decimal_input *in) {
  const double *powers = powers_of_ten;
  uint64_t leading = 0;
  int used = in->n < 19 ? in->n : 19;
  for (int i = 0; i < used; i++) leading = leading * 10 + (uint64_t)(in->digits[i] - '0');
  double guess = (double)leading;
  long p = in->exponent + (in->n - used);
  for (; p > 22; p -= 22) guess *= 1e22;
  for (; p < -22; p += 22) guess /= 1e22;
  guess = p >= 0 ? guess * powers[p] : guess / powers[-p];
  return isinf(guess) ? 1.7976931348623157e308 : guess;
}

/* Reads an exponent part, marker[sign]digits (either case of the marker), into
   *exponent, saturated at +-100000; returns its end, or p when there is none. */
static const char *read_exponent(const char *p, char marker, long *exponent) {
  if (tolower((unsigned char)*p) != marker) return p;
  const char *q = p + 1;
  int negative = *q == '-';
  if (*q == '+' || *q == '-') q++;
  if (!isdigit((unsigned char)*q)) return p;
  long value = 0;
  for (; isdigit((unsigned char)*q); q++)
    if (value < 100000) value = value * 10 + (*q - '0');
  *exponent = negative ? -value : value;
  return q;
}

/* Reads [digits][.digits][e[sign]digits]; returns the end, or s if no digit. */
static const char *read_decimal(const char *s, struct decimal_input *in) {
  const char *p = s;
  int any = 0, point = 0;
  long dropped = 0, after_point = 0;
  in->n = 0;
  in->sticky = 0;
  for (;; p++) {
    if (*p == '.' && !point) {
      point = 1;
      continue;
    }
    if (!isdigit((unsigned char)*p)) break;
    any = 1;
    if (point) after_point++;
    if (in->n == 0 && *p == '0') continue;
    if (in->n < MAX_DIGITS) in->digits[in->n++] = *p;
    else dropped++, in->sticky |= *p != '0';
  }
  if (!any) return s;
  long exponent = 0;
  p = read_exponent(p, 'e', &exponent);
  in->exponent = exponent + dropped - after_point;
  return p;
}

static double decimal_value(const struct decimal_input *in, const struct format *f) {
  if (in->n == 0) return 0.0;
  long magnitude = in->exponent + in->n; /* value < 10^magnitude */
  if (magnitude > 310) {
    errno = ERANGE;
    return HUGE_VAL;
  }
  if (magnitude < -324) {
    errno = ERANGE;
    return 0.0;
  }
  if (f->precision == 53 && in->n <= 15 && in->exponent >= -22 && in->exponent <= 22) {
    /* Clinger's fast path: the digits and the power of ten are exact doubles, so
       one correctly rounded multiplication or division gives the result. */
    uint64_t digits = 0;
    for (int i = 0; i < in->n; i++) digits = digits * 10 + (uint64_t)(in->digits[i] - '0');
    double d = (double)digits;
    return in->exponent >= 0 ? d * powers_of_ten[in->exponent] : d / powers_of_ten[-in->exponent];
  }
  double guess = guess_value(in);
  if (f->precision == 24) guess = (double)(float)guess; /* on the float grid */
  static struct exact_value exact; /* 1 KB: kept off the stack */
  prepare(in, &exact);
  return correct(&exact, guess, f);
}

/* Reads hex digits with an optional point and a binary exponent p[sign]digits,
   rounding to nearest even in the format. */
static const char *read_hex(const char *s, double *value, const struct format *f) {
  const char *p = s;
  uint64_t m = 0;
  int sticky = 0, any = 0, point = 0;
  long e = 0;
  for (;; p++) {
    if (*p == '.' && !point) {
      point = 1;
      continue;
    }
    if (!isxdigit((unsigned char)*p)) break;
    unsigned d = (unsigned)(isdigit((unsigned char)*p) ? *p - '0' : tolower((unsigned char)*p) - 'a' + 10);
    any = 1;
    if (m >> 59 == 0) m = m * 16 + d, e -= point ? 4 : 0;
    else sticky |= d != 0, e += point ? 0 : 4;
  }
  if (!any) return s;
  long exponent = 0;
  p = read_exponent(p, 'p', &exponent);
  e += exponent;
  if (m == 0) {
    *value = 0.0;
    return p;
  }
  int length = 64;
  while (!(m >> (length - 1))) length--;
  long shift = length - f->precision;
  if (e + shift < f->min_exponent) shift = f->min_exponent - e;
  int inexact = sticky;
  if (shift > 64) { /* below half the least unit */
    m = 0;
    e += shift;
    inexact = 1;
  } else if (shift > 0) { /* drop shift bits, rounding to nearest even */
    uint64_t dropped = shift == 64 ? m : m & ((1ull << shift) - 1);
    uint64_t half = 1ull << (shift - 1);
    m = shift == 64 ? 0 : m >> shift;
    e += shift;
    inexact |= dropped != 0;
    if (dropped > half || (dropped == half && (sticky || (m & 1)))) m++;
    if (m == 1ull << f->precision) m >>= 1, e++;
  } else {
    m <<= -shift;
    e += shift;
  }
  if (e > f->max_exponent) {
    errno = ERANGE;
    *value = HUGE_VAL;
  } else {
    if (inexact && m < 1ull << (f->precision - 1)) errno = ERANGE;
    *value = compose(m, (int)e);
  }
  return p;
}

/* Case-insensitive prefix test. */
static int starts_with(const char *s, const char *word) {
  for (; *word; s++, word++)
    if (tolower((unsigned char)*s) != *word) return 0;
  return 1;
}

static double parse(const char *s, char **end, const struct format *f) {
  const char *p = s;
  double value = 0.0;
  while (isspace((unsigned char)*p)) p++;
  int negative = *p == '-';
  if (*p == '+' || *p == '-') p++;
  const char *rest;
  if (starts_with(p, "inf")) {
    value = HUGE_VAL;
    rest = p + (starts_with(p, "infinity") ? 8 : 3);
  } else if (starts_with(p, "nan")) {
    value = NAN;
    rest = p + 3;
    if (*rest == '(') {
      const char *q = rest + 1;
      while (isalnum((unsigned char)*q) || *q == '_') q++;
      if (*q == ')') rest = q + 1;
    }
  } else if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X') &&
             (rest = read_hex(p + 2, &value, f)) != p + 2) {
  } else {
    struct decimal_input in;
    rest = read_decimal(p, &in);
    if (rest != p) value = decimal_value(&in, f);
  }
  if (end != NULL) *end = (char *)(rest == p ? s : rest); /* no number: none consumed */
  return negative && rest != p ? -value : value;
}

double strtod(const char *restrict s, char **restrict end) { return parse(s, end, &double_format); }

long double strtold(const char *restrict s, char **restrict end) { return parse(s, end, &double_format); }

float strtof(const char *restrict s, char **restrict end) {
  return (float)parse(s, end, &float_format); /* exact: the value is a float already */
}

double atof(const char *s) { return strtod(s, NULL); }
