/* The printf engine's internals, shared by stdio/format.c (conversion parsing,
   integers, strings) and stdio/format_float.c (%e %f %g). */
#ifndef XP860_LIBC_FORMAT_H
#define XP860_LIBC_FORMAT_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

/* Where formatted text goes. put() returns 0, or -1 on an output error. With
   counting set, nothing is written and only count grows (used to measure a field
   before padding it). */
struct sink {
  int (*put)(struct sink *sink, const char *text, size_t length);
  void *target;               /* a FILE, or a char buffer */
  size_t capacity;            /* of the buffer: snprintf's n */
  size_t count;               /* characters produced so far */
  int counting;
  int failed;
};

/* One conversion specification: %[flags][width][.precision][length]conversion */
struct spec {
  int left, plus, space, alternate, zero; /* the flags - + space # 0 */
  int width;
  int precision;              /* -1 when absent */
  char conversion;
};

void __sink_write(struct sink *sink, const char *text, size_t length);
void __sink_repeat(struct sink *sink, char c, int times);
/* Writes prefix + body padded to the spec's width: body(sink, context) writes the
   digits and runs twice, once counting. zero_pad allows the 0 flag. */
void __sink_field(struct sink *sink, const struct spec *spec, const char *prefix,
                  void (*body)(struct sink *, const void *), const void *context,
                  int zero_pad);
void __format_float(struct sink *sink, const struct spec *spec, double value);
int __format(struct sink *sink, const char *format, va_list ap);

/* Decimal digits of |x| (finite) from the top: digits[0..n) with no leading or
   trailing zeros, |x| = d0.d1d2... * 10^exponent (n = 0, exponent 0 for zero), and
   sticky set when nonzero digits follow the last one stored. */
#define DECIMAL_DIGITS_MAX 800
struct decimal {
  char digits[DECIMAL_DIGITS_MAX];
  int n;
  int exponent;
  int sticky;
};

/* The decimal digits of value, most significant first, without a terminating
   NUL (none for 0; at most 20): by subtracting powers of ten, for the i860
   divides only in software. Returns how many. */
int __decimal_string(uint64_t value, char *text);

/* Stops after max_significant digits or after the digit of place 10^min_place,
   whichever comes first (max_significant at most DECIMAL_DIGITS_MAX). */
void __decimal_digits(double x, struct decimal *d, int max_significant, int min_place);

#endif
