/* The mem* functions: byte loops, left for the compiler to optimise. */
#include <stdint.h>
#include <string.h>

void *memcpy(void *restrict to, const void *restrict from, size_t n) {
  unsigned char *d = to;
  const unsigned char *s = from;
  while (n--) *d++ = *s++;
  return to;
}

void *memmove(void *to, const void *from, size_t n) {
  unsigned char *d = to;
  const unsigned char *s = from;
  if (d == s || n == 0) return to;
  /* Copy downward when the destination starts inside the source. Comparing as
     integers keeps the test defined for unrelated objects. */
  if ((uintptr_t)d > (uintptr_t)s) {
    while (n--) d[n] = s[n];
  } else {
    while (n--) *d++ = *s++;
  }
  return to;
}

void *memset(void *s, int c, size_t n) {
  unsigned char *p = s;
  while (n--) *p++ = (unsigned char)c;
  return s;
}

int memcmp(const void *a, const void *b, size_t n) {
  const unsigned char *x = a, *y = b;
  for (; n; n--, x++, y++)
    if (*x != *y) return *x < *y ? -1 : 1;
  return 0;
}

void *memchr(const void *s, int c, size_t n) {
  const unsigned char *p = s;
  for (; n; n--, p++)
    if (*p == (unsigned char)c) return (void *)p;
  return NULL;
}
