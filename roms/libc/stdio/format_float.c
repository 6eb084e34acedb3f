/* printf's %e %f %g %a (and %E %F %G %A): the value's decimal digits down to one past
   the requested place, and whether any nonzero digit follows (__decimal_digits),
   rounded half to even there, so the printed text is the correctly rounded
   decimal for every precision. */
#include "../internal/double_bits.h"
#include "../internal/format.h"

#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

static char digit_at(const struct decimal *d, int i) {
  return i >= 0 && i < d->n ? d->digits[i] : '0';
}

/* Rounds to keep significant digits (keep <= 0: at or above the leading digit's
   next place), ties to even, then drops trailing zeros. */
static void round_to(struct decimal *d, int keep) {
  if (keep >= d->n) return;
  int up;
  if (keep < 0) {
    up = 0;
  } else {
    char first_dropped = d->digits[keep];
    int exact_half = first_dropped == '5' && keep + 1 == d->n && !d->sticky;
    int last_kept_odd = keep > 0 && (d->digits[keep - 1] - '0') % 2 == 1;
    up = first_dropped > '5' || (first_dropped == '5' && (!exact_half || last_kept_odd));
  }
  d->n = keep > 0 ? keep : 0;
  if (up) {
    int i = d->n - 1;
    while (i >= 0 && d->digits[i] == '9') i--;
    if (i < 0) { /* 99.9 -> 100, or rounding up from nothing kept */
      d->digits[0] = '1';
      d->n = 1;
      d->exponent += keep > 0 ? 1 : 1 - keep;
      return;
    }
    d->digits[i]++;
    d->n = i + 1;
  }
  while (d->n > 0 && d->digits[d->n - 1] == '0') d->n--;
  if (d->n == 0) d->exponent = 0;
}

/* marker, sign, and at least min_digits decimal digits of the exponent. */
static void write_exponent(struct sink *sink, char marker, int exponent, int min_digits) {
  char text[8];
  int k = sizeof text;
  unsigned magnitude = (unsigned)(exponent < 0 ? -exponent : exponent);
  do text[--k] = (char)('0' + magnitude % 10);
  while ((magnitude /= 10) != 0 || k > (int)sizeof text - min_digits);
  text[--k] = exponent < 0 ? '-' : '+';
  text[--k] = marker;
  __sink_write(sink, text + k, sizeof text - (size_t)k);
}

struct float_text {
  const struct decimal *value;
  int precision;              /* digits after the point */
  int exponent_style;         /* %e rather than %f */
  int point;                  /* print the point even with no digits after it */
  int upper;
};

static void write_digits(struct sink *sink, const struct decimal *d, int from, int to) {
  char buffer[32];
  while (from < to) {
    int k = 0;
    for (; k < 32 && from < to; k++, from++) buffer[k] = digit_at(d, from);
    __sink_write(sink, buffer, (size_t)k);
  }
}

static void write_float(struct sink *sink, const void *context) {
  const struct float_text *t = context;
  const struct decimal *d = t->value;
  int integer_digits = 1, first = 0;
  if (!t->exponent_style && d->exponent > 0) integer_digits = d->exponent + 1;
  if (!t->exponent_style) first = d->exponent >= 0 ? 0 : d->exponent; /* leading 0s */
  write_digits(sink, d, first, first + integer_digits);
  if (t->precision > 0 || t->point) __sink_write(sink, ".", 1);
  write_digits(sink, d, first + integer_digits, first + integer_digits + t->precision);
  if (t->exponent_style) write_exponent(sink, t->upper ? 'E' : 'e', d->exponent, 2);
}

/* %a: 0x, the leading hex digit, the fraction's hex digits, p, the binary
   exponent; as glibc prints it (subnormals as 0x0.xxx...p-1022). */
struct hex_text {
  unsigned leading;           /* 1, 0 for zero and subnormals, 2 after rounding up */
  uint64_t fraction;          /* the 52 fraction bits, rounded to the precision */
  int precision, exponent, point, upper;
};

static void write_hex(struct sink *sink, const void *context) {
  const struct hex_text *t = context;
  const char *set = t->upper ? "0123456789ABCDEF" : "0123456789abcdef";
  char text[48];
  int k = 0;
  text[k++] = set[t->leading];
  if (t->precision > 0 || t->point) text[k++] = '.';
  for (int i = 0; i < t->precision && i < 13; i++) text[k++] = set[(t->fraction >> (48 - 4 * i)) & 15];
  __sink_write(sink, text, (size_t)k);
  if (t->precision > 13) __sink_repeat(sink, '0', t->precision - 13);
  write_exponent(sink, t->upper ? 'P' : 'p', t->exponent, 1);
}

static void format_hex(struct sink *sink, const struct spec *spec, double value, const char *sign) {
  uint64_t bits = __bits_of(value);
  int biased = (int)(bits >> 52) & 0x7ff;
  struct hex_text t = {biased != 0, bits & ((1ull << 52) - 1), spec->precision, biased - 1023,
                       spec->alternate, spec->conversion == 'A'};
  if (biased == 0) t.exponent = t.fraction != 0 ? -1022 : 0;
  if (t.precision < 0) { /* as many digits as the value needs */
    t.precision = 13;
    while (t.precision > 0 && ((t.fraction >> (52 - 4 * t.precision)) & 15) == 0) t.precision--;
  } else if (t.precision < 13) { /* round the fraction to precision digits, ties to even */
    int shift = 52 - 4 * t.precision;
    uint64_t dropped = t.fraction & ((1ull << shift) - 1), half = 1ull << (shift - 1);
    uint64_t kept = t.fraction >> shift;
    if (dropped > half || (dropped == half && ((kept & 1) || (t.precision == 0 && (t.leading & 1))))) kept++;
    if (kept >> (4 * t.precision)) kept = 0, t.leading++;
    t.fraction = kept << shift;
  }
  char prefix[4] = {0};
  strcpy(prefix, sign);
  strcat(prefix, t.upper ? "0X" : "0x");
  __sink_field(sink, spec, prefix, write_hex, &t, 1);
}

static void write_word(struct sink *sink, const void *context) {
  __sink_write(sink, context, strlen(context));
}

void __format_float(struct sink *sink, const struct spec *spec, double value) {
  int upper = spec->conversion >= 'A' && spec->conversion <= 'Z';
  char conversion = (char)(upper ? spec->conversion - 'A' + 'a' : spec->conversion);
  const char *sign = signbit(value) ? "-" : spec->plus ? "+" : spec->space ? " " : "";
  if (!isfinite(value)) {
    const char *word = isnan(value) ? (upper ? "NAN" : "nan") : (upper ? "INF" : "inf");
    __sink_field(sink, spec, sign, write_word, word, 0);
    return;
  }
  if (conversion == 'a') {
    format_hex(sink, spec, value, sign);
    return;
  }
  struct decimal d;
  int precision = spec->precision < 0 ? 6 : spec->precision;
  struct float_text t = {&d, precision, conversion == 'e', spec->alternate, upper};
  /* One digit past the last printed one decides the rounding, with the sticky. */
  int needed = precision >= DECIMAL_DIGITS_MAX - 2 ? DECIMAL_DIGITS_MAX : precision + 2;
  if (conversion == 'e') {
    __decimal_digits(value, &d, needed, INT_MIN);
    round_to(&d, precision + 1);
  } else if (conversion == 'f') {
    __decimal_digits(value, &d, DECIMAL_DIGITS_MAX, precision > 1000000 ? -1000001 : -precision - 1);
    round_to(&d, d.exponent + 1 + precision);
  } else { /* g: %e or %f by the exponent after rounding to precision digits */
    if (precision == 0) precision = 1;
    __decimal_digits(value, &d, needed, INT_MIN);
    round_to(&d, precision);
    t.exponent_style = d.exponent < -4 || d.exponent >= precision;
    t.precision = t.exponent_style ? precision - 1 : precision - 1 - d.exponent;
    if (!spec->alternate) { /* drop trailing zeros: print only significant digits */
      int significant = t.exponent_style ? d.n - 1 : d.n - 1 - d.exponent;
      if (significant < t.precision) t.precision = significant > 0 ? significant : 0;
    }
  }
  __sink_field(sink, spec, sign, write_float, &t, 1);
}
