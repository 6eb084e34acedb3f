/* String to integer: one parser (parse_integer) in unsigned long long, and each
   public function clamps to its own type's range. */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>

static int digit_value(int c) {
  if (isdigit(c)) return c - '0';
  if (islower(c)) return c - 'a' + 10;
  if (isupper(c)) return c - 'A' + 10;
  return 99;
}

/* Parses [space][sign][0x]digits in base (0: from the prefix). Returns the
   magnitude, saturated at ULLONG_MAX (with *overflow set); *negative says the
   sign. *end is s when no digit was read. */
static unsigned long long parse_integer(const char *s, char **end, int base, int *negative,
                                        int *overflow) {
  const char *p = s;
  unsigned long long value = 0;
  *negative = 0;
  *overflow = 0;
  if (end) *end = (char *)s;
  if (base < 0 || base == 1 || base > 36) {
    errno = EINVAL;
    return 0;
  }
  while (isspace((unsigned char)*p)) p++;
  if (*p == '+' || *p == '-') *negative = *p++ == '-';
  if ((base == 0 || base == 16) && p[0] == '0' && (p[1] == 'x' || p[1] == 'X') &&
      digit_value((unsigned char)p[2]) < 16) {
    p += 2;
    base = 16;
  } else if (base == 0) {
    base = p[0] == '0' ? 8 : 10;
  }
  const char *digits = p;
  for (int d; (d = digit_value((unsigned char)*p)) < base; p++) {
    if (value > (ULLONG_MAX - (unsigned)d) / (unsigned)base) *overflow = 1;
    value = *overflow ? ULLONG_MAX : value * (unsigned)base + (unsigned)d;
  }
  if (p != digits && end) *end = (char *)p;
  return value;
}

/* A signed result within [-max - 1, max]. */
static long long signed_result(const char *s, char **end, int base, long long max) {
  int negative, overflow;
  unsigned long long magnitude = parse_integer(s, end, base, &negative, &overflow);
  unsigned long long limit = (unsigned long long)max + (negative ? 1 : 0);
  if (overflow || magnitude > limit) {
    errno = ERANGE;
    return negative ? -max - 1 : max;
  }
  if (negative) return magnitude == limit ? -max - 1 : -(long long)magnitude;
  return (long long)magnitude;
}

/* An unsigned result within [0, max]; a minus sign negates in the type. */
static unsigned long long unsigned_result(const char *s, char **end, int base,
                                          unsigned long long max) {
  int negative, overflow;
  unsigned long long magnitude = parse_integer(s, end, base, &negative, &overflow);
  if (overflow || magnitude > max) {
    errno = ERANGE;
    return max;
  }
  return negative ? (max - magnitude + 1) & max : magnitude;
}

long strtol(const char *restrict s, char **restrict end, int base) {
  return (long)signed_result(s, end, base, LONG_MAX);
}

long long strtoll(const char *restrict s, char **restrict end, int base) {
  return signed_result(s, end, base, LLONG_MAX);
}

intmax_t strtoimax(const char *restrict s, char **restrict end, int base) {
  return signed_result(s, end, base, INTMAX_MAX);
}

unsigned long strtoul(const char *restrict s, char **restrict end, int base) {
  return (unsigned long)unsigned_result(s, end, base, ULONG_MAX);
}

unsigned long long strtoull(const char *restrict s, char **restrict end, int base) {
  return unsigned_result(s, end, base, ULLONG_MAX);
}

uintmax_t strtoumax(const char *restrict s, char **restrict end, int base) {
  return unsigned_result(s, end, base, UINTMAX_MAX);
}

int atoi(const char *s) { return (int)strtol(s, NULL, 10); }
long atol(const char *s) { return strtol(s, NULL, 10); }
long long atoll(const char *s) { return strtoll(s, NULL, 10); }
