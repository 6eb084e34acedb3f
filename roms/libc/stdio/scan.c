/* The scanf engine: reads from a source one character at a time with one
   character of look-ahead (given back with unget), as C's input functions allow.
   Numbers are gathered as text while they can still become a valid number, then
   converted by strtoull and strtod. */
#include "../internal/length.h"
#include "../internal/scan.h"

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define FIELD_MAX 1024  /* the longest number text kept; enough for any double */

static int next(struct source *in) {
  int c = in->get(in);
  if (c != EOF) in->consumed++;
  return c;
}

static void give_back(struct source *in, int c) {
  if (c == EOF) return;
  in->unget(in, c);
  in->consumed--;
}

static void skip_space(struct source *in) {
  int c;
  while ((c = next(in)) != EOF && isspace(c)) {}
  give_back(in, c);
}

/* Collects the longest prefix of the input, at most width characters, for which
   accept(text, length, c) holds; returns its length. */
static size_t gather(struct source *in, char *text, int width,
                     int (*accept)(const char *text, size_t length, int c, int base), int base) {
  size_t length = 0;
  int c = EOF;
  while ((width <= 0 || (int)length < width) && length < FIELD_MAX - 1 &&
         (c = next(in)) != EOF && accept(text, length, c, base))
    text[length++] = (char)c, c = EOF;
  give_back(in, c);
  text[length] = '\0';
  return length;
}

static int digit_in_base(int c, int base) {
  int value = isdigit(c) ? c - '0' : isalpha(c) ? tolower(c) - 'a' + 10 : 99;
  return value < (base == 0 ? 10 : base);
}

/* Whether c continues an integer in base (0: C's prefixes decide). */
static int integer_char(const char *text, size_t length, int c, int base) {
  size_t start = length > 0 && (text[0] == '+' || text[0] == '-');
  if (length == 0 && (c == '+' || c == '-')) return 1;
  int prefixed = length >= start + 2 && text[start] == '0' && tolower(text[start + 1]) == 'x';
  if ((base == 0 || base == 16) && length == start + 1 && text[start] == '0' && tolower(c) == 'x')
    return 1;
  if (base == 0) base = prefixed ? 16 : (length > start && text[start] == '0') ? 8 : 10;
  return digit_in_base(c, base);
}

/* Whether c continues a decimal floating number, or inf, infinity, nan. */
static int float_char(const char *text, size_t length, int c, int base) {
  (void)base;
  size_t start = length > 0 && (text[0] == '+' || text[0] == '-');
  const char *body = text + start;
  size_t n = length - start;
  if (length == 0 && (c == '+' || c == '-')) return 1;
  if (n == 0) return isdigit(c) || c == '.' || tolower(c) == 'i' || tolower(c) == 'n';
  if (isalpha((unsigned char)body[0])) {
    const char *word = tolower(body[0]) == 'i' ? "infinity" : "nan";
    return n < strlen(word) && tolower(c) == word[n];
  }
  const char *e = NULL;
  int point = 0, digits = 0;
  for (size_t i = 0; i < n; i++) {
    if (tolower(body[i]) == 'e') e = body + i;
    else if (body[i] == '.') point = 1;
    else if (e == NULL) digits = 1;
  }
  if (isdigit(c)) return 1;
  if (c == '.') return !point && e == NULL;
  if (tolower(c) == 'e') return e == NULL && digits;
  return (c == '+' || c == '-') && e == body + n - 1;
}

static void store_integer(void *target, enum length length, uintmax_t value) {
  switch (length) {
  case CHAR: *(signed char *)target = (signed char)value; break;
  case SHORT: *(short *)target = (short)value; break;
  case LONG: *(long *)target = (long)value; break;
  case LONG_LONG: *(long long *)target = (long long)value; break;
  case INTMAX: *(intmax_t *)target = (intmax_t)value; break;
  case SIZE: *(size_t *)target = (size_t)value; break;
  case PTRDIFF: *(ptrdiff_t *)target = (ptrdiff_t)value; break;
  default: *(int *)target = (int)value; break;
  }
}

/* The set of a %[...] conversion: sets member[] and returns the end of it. */
static const char *parse_set(const char *p, unsigned char member[256]) {
  int invert = *p == '^';
  if (invert) p++;
  memset(member, 0, 256);
  for (int first = 1; *p != '\0' && (*p != ']' || first); p++, first = 0) {
    unsigned char low = (unsigned char)*p;
    if (p[1] == '-' && p[2] != ']' && p[2] != '\0') {
      for (unsigned c = low; c <= (unsigned char)p[2]; c++) member[c] = 1;
      p += 2;
    } else {
      member[low] = 1;
    }
  }
  if (invert)
    for (int c = 0; c < 256; c++) member[c] = !member[c];
  return *p == ']' ? p + 1 : p;
}

/* %c, %s and %[: characters into target (unless suppressed). Returns 0 when no
   character matched. */
static int scan_characters(struct source *in, char conversion, int width, const unsigned char *set,
                           char *target) {
  if (conversion == 'c' && width <= 0) width = 1;
  int count = 0, c = EOF;
  while ((width <= 0 || count < width) && (c = next(in)) != EOF) {
    int fits = conversion == 'c' || (conversion == 's' ? !isspace(c) : set[c]);
    if (!fits) break;
    if (target != NULL) target[count] = (char)c;
    count++;
    c = EOF;
  }
  give_back(in, c);
  if (count == 0 || (conversion == 'c' && count < width)) return 0;
  if (target != NULL && conversion != 'c') target[count] = '\0';
  return 1;
}

/* One conversion from *p (after the %). Returns 1 if it matched (assigning
   unless suppressed), 0 on a mismatch, EOF when the input ended first. */
static int convert(struct source *in, const char **p, va_list *ap, int *assigned) {
  int suppress = **p == '*';
  if (suppress) (*p)++;
  int width = 0;
  while (isdigit((unsigned char)**p)) width = width * 10 + (*(*p)++ - '0');
  enum length length = __parse_length(p);
  char conversion = **p;
  if (conversion == '\0') return 0; /* a lone % at the end */
  (*p)++;
  unsigned char set[256];
  if (conversion == '[') *p = parse_set(*p, set);
  if (conversion == 'n') {
    if (!suppress) store_integer(va_arg(*ap, void *), length, (uintmax_t)in->consumed);
    return 1;
  }
  if (conversion != 'c' && conversion != '[') skip_space(in);
  int c = next(in);
  if (c == EOF) return EOF;
  give_back(in, c);
  if (conversion == 'c' || conversion == 's' || conversion == '[') {
    char *target = suppress ? NULL : va_arg(*ap, char *);
    if (!scan_characters(in, conversion, width, set, target)) return 0;
  } else if (strchr("dioupxX", conversion) != NULL) {
    int base = conversion == 'd' || conversion == 'u' ? 10 : conversion == 'i' ? 0
             : conversion == 'o' ? 8 : 16;
    char text[FIELD_MAX];
    gather(in, text, width, integer_char, base);
    if (strpbrk(text, "0123456789abcdefABCDEF") == NULL) return 0; /* a sign alone */
    /* Converted as strto(u)l(l) would, so out-of-range text saturates in long
       (as glibc's scanf does) before narrowing to the target. */
    int is_signed = conversion == 'd' || conversion == 'i';
    int wide = length == LONG_LONG || length == INTMAX;
    uintmax_t value = wide ? (is_signed ? (uintmax_t)strtoll(text, NULL, base) : strtoull(text, NULL, base))
                           : (is_signed ? (uintmax_t)strtol(text, NULL, base) : strtoul(text, NULL, base));
    if (suppress) return 1;
    if (conversion == 'p') *va_arg(*ap, void **) = (void *)(uintptr_t)value;
    else store_integer(va_arg(*ap, void *), length, value);
  } else if (strchr("eEfFgGaA", conversion) != NULL) {
    char text[FIELD_MAX];
    char *end;
    gather(in, text, width, float_char, 0);
    double value = strtod(text, &end);
    if (end == text) return 0; /* "1e" reads as 1, as with glibc */
    if (suppress) return 1;
    if (length == LONG || length == LONG_DOUBLE) *va_arg(*ap, double *) = value;
    else *va_arg(*ap, float *) = (float)value;
  } else {
    return 0;
  }
  if (!suppress) (*assigned)++;
  return 1;
}

int __scan(struct source *in, const char *format, va_list ap) {
  va_list args;
  va_copy(args, ap);
  int assigned = 0, outcome = 1; /* 1 while matching, then 0 or EOF */
  for (const char *p = format; *p != '\0' && outcome == 1;) {
    if (isspace((unsigned char)*p)) {
      skip_space(in);
      p++;
    } else if (*p == '%' && p[1] != '%') {
      p++;
      outcome = convert(in, &p, &args, &assigned);
    } else { /* a literal, or %% */
      if (*p == '%') skip_space(in), p++;
      int c = next(in);
      if (c != (unsigned char)*p) {
        give_back(in, c);
        outcome = c == EOF ? EOF : 0;
      }
      p++;
    }
  }
  va_end(args);
  return outcome == EOF && assigned == 0 ? EOF : assigned;
}
