/* The printf engine: parses each conversion specification and formats integers,
   characters, strings and pointers; floating conversions go to format_float.c. */
#include "../internal/format.h"
#include "../internal/length.h"

#include <stdint.h>
#include <string.h>

static int parse_number(const char **p) {
  int n = 0;
  while (**p >= '0' && **p <= '9') {
    if (n < 100000000) n = n * 10 + (**p - '0');
    (*p)++;
  }
  return n;
}

static intmax_t signed_argument(va_list *ap, enum length length) {
  switch (length) {
  case CHAR: return (signed char)va_arg(*ap, int);
  case SHORT: return (short)va_arg(*ap, int);
  case LONG: return va_arg(*ap, long);
  case LONG_LONG: return va_arg(*ap, long long);
  case INTMAX: return va_arg(*ap, intmax_t);
  case SIZE: { /* the signed type of size_t's width */
    size_t v = va_arg(*ap, size_t);
    return v > SIZE_MAX / 2 ? -(intmax_t)(SIZE_MAX - v) - 1 : (intmax_t)v;
  }
  case PTRDIFF: return va_arg(*ap, ptrdiff_t);
  default: return va_arg(*ap, int);
  }
}

static uintmax_t unsigned_argument(va_list *ap, enum length length) {
  switch (length) {
  case CHAR: return (unsigned char)va_arg(*ap, unsigned);
  case SHORT: return (unsigned short)va_arg(*ap, unsigned);
  case LONG: return va_arg(*ap, unsigned long);
  case LONG_LONG: return va_arg(*ap, unsigned long long);
  case INTMAX: return va_arg(*ap, uintmax_t);
  case SIZE: return va_arg(*ap, size_t);
  case PTRDIFF: return (uintmax_t)va_arg(*ap, ptrdiff_t) & (uintmax_t)(SIZE_MAX);
  default: return va_arg(*ap, unsigned);
  }
}

struct integer_text {
  char digits[24];            /* 2^64 in octal has 22 digits */
  int length;
  int zeros;                  /* leading zeros the precision asks for */
};

static void write_integer(struct sink *sink, const void *context) {
  const struct integer_text *t = context;
  __sink_repeat(sink, '0', t->zeros);
  __sink_write(sink, t->digits, (size_t)t->length);
}

/* Octal and hexadecimal digits by shifting, most significant first. */
static int power_of_two_digits(uintmax_t v, int bits, const char *set, char *text) {
  int n = 0;
  for (uintmax_t rest = v; rest != 0; rest >>= bits) n++;
  for (int i = n - 1; i >= 0; i--, v >>= bits) text[i] = set[v & ((1u << bits) - 1)];
  return n;
}

static void format_integer(struct sink *sink, struct spec *spec, uintmax_t magnitude,
                           const char *prefix) {
  char c = spec->conversion;
  struct integer_text t = {{0}, 0, 0};
  if (c == 'o') t.length = power_of_two_digits(magnitude, 3, "01234567", t.digits);
  else if (c == 'x' || c == 'p') t.length = power_of_two_digits(magnitude, 4, "0123456789abcdef", t.digits);
  else if (c == 'X') t.length = power_of_two_digits(magnitude, 4, "0123456789ABCDEF", t.digits);
  else t.length = __decimal_string(magnitude, t.digits);
  int precision = spec->precision < 0 ? 1 : spec->precision;
  if (precision > t.length) t.zeros = precision - t.length;
  if (c == 'o' && spec->alternate && t.zeros == 0)
    t.zeros = 1; /* # makes the first digit a 0 */
  if (magnitude != 0 && spec->alternate && (c == 'x' || c == 'X'))
    prefix = c == 'x' ? "0x" : "0X";
  __sink_field(sink, spec, prefix, write_integer, &t, spec->precision < 0);
}

struct bytes {
  const char *text;
  size_t length;
};

static void write_bytes(struct sink *sink, const void *context) {
  const struct bytes *b = context;
  __sink_write(sink, b->text, b->length);
}

static void format_bytes(struct sink *sink, struct spec *spec, const char *text, size_t length) {
  struct bytes b = {text, length};
  __sink_field(sink, spec, "", write_bytes, &b, 0);
}

struct wide {
  const wchar_t *text;
  int precision;
};

/* %ls: each wide character as its one byte in the "C" locale (as wctomb gives
   it), up to the precision; one beyond 255 has no byte and is written as '?'. */
static void write_wide(struct sink *sink, const void *context) {
  const struct wide *w = context;
  for (size_t i = 0; w->text[i] != 0 && (w->precision < 0 || i < (size_t)w->precision); i++) {
    char c = w->text[i] >= 0 && w->text[i] <= 255 ? (char)w->text[i] : '?';
    __sink_write(sink, &c, 1);
  }
}

/* One conversion from *p (just after the %), consuming its arguments. */
static void convert(struct sink *sink, const char **p, va_list *ap) {
  struct spec spec = {0, 0, 0, 0, 0, 0, -1, 0};
  for (;; (*p)++) {
    if (**p == '-') spec.left = 1;
    else if (**p == '+') spec.plus = 1;
    else if (**p == ' ') spec.space = 1;
    else if (**p == '#') spec.alternate = 1;
    else if (**p == '0') spec.zero = 1;
    else break;
  }
  if (**p == '*') {
    (*p)++;
    spec.width = va_arg(*ap, int);
    if (spec.width < 0) spec.left = 1, spec.width = -spec.width;
  } else {
    spec.width = parse_number(p);
  }
  if (**p == '.') {
    (*p)++;
    if (**p == '*') (*p)++, spec.precision = va_arg(*ap, int);
    else spec.precision = parse_number(p);
    if (spec.precision < 0) spec.precision = -1;
  }
  enum length length = __parse_length(p);
  spec.conversion = **p;
  if (**p != '\0') (*p)++;
  switch (spec.conversion) {
  case 'd': case 'i': {
    intmax_t v = signed_argument(ap, length);
    uintmax_t magnitude = v < 0 ? -(uintmax_t)v : (uintmax_t)v;
    format_integer(sink, &spec, magnitude, v < 0 ? "-" : spec.plus ? "+" : spec.space ? " " : "");
    break;
  }
  case 'u': case 'o': case 'x': case 'X':
    format_integer(sink, &spec, unsigned_argument(ap, length), "");
    break;
  case 'p': {
    void *pointer = va_arg(*ap, void *);
    if (pointer == NULL) format_bytes(sink, &spec, "(nil)", 5);
    else format_integer(sink, &spec, (uintptr_t)pointer, "0x");
    break;
  }
  case 'c': {
    char c = (char)va_arg(*ap, int);
    format_bytes(sink, &spec, &c, 1);
    break;
  }
  case 's': {
    if (length == LONG) {
      struct wide w = {va_arg(*ap, const wchar_t *), spec.precision};
      if (w.text == NULL) w.text = L"(null)";
      __sink_field(sink, &spec, "", write_wide, &w, 0);
      break;
    }
    const char *s = va_arg(*ap, const char *);
    if (s == NULL) s = "(null)";
    format_bytes(sink, &spec, s, spec.precision < 0 ? strlen(s) : strnlen(s, (size_t)spec.precision));
    break;
  }
  case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'a': case 'A':
    __format_float(sink, &spec, va_arg(*ap, double));
    break;
  case 'n': {
    void *target = va_arg(*ap, void *);
    if (length == CHAR) *(signed char *)target = (signed char)sink->count;
    else if (length == SHORT) *(short *)target = (short)sink->count;
    else if (length == LONG) *(long *)target = (long)sink->count;
    else if (length == LONG_LONG || length == INTMAX) *(long long *)target = (long long)sink->count;
    else *(int *)target = (int)sink->count;
    break;
  }
  case '%':
    __sink_write(sink, "%", 1);
    break;
  default: /* an unknown conversion is printed as it stands */
    __sink_write(sink, "%", 1);
    if (spec.conversion != '\0') __sink_write(sink, &spec.conversion, 1);
    break;
  }
}

int __format(struct sink *sink, const char *format, va_list ap) {
  va_list args;
  va_copy(args, ap);
  const char *p = format;
  while (*p != '\0') {
    size_t literal = 0;
    while (p[literal] != '\0' && p[literal] != '%') literal++;
    if (literal > 0) __sink_write(sink, p, literal);
    p += literal;
    if (*p == '%') {
      p++;
      convert(sink, &p, &args);
    }
  }
  va_end(args);
  if (sink->failed || sink->count > 0x7fffffff) return -1;
  return (int)sink->count;
}
