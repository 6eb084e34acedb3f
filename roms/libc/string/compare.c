/* Comparing strings: bytes compare as unsigned char; the "C" locale collates
   by byte value. */
#include <ctype.h>
#include <string.h>
#include <strings.h>

int strncmp(const char *a, const char *b, size_t n) {
  for (; n; n--, a++, b++) {
    unsigned char x = (unsigned char)*a, y = (unsigned char)*b;
    if (x != y) return x < y ? -1 : 1;
    if (x == '\0') break;
  }
  return 0;
}

int strcmp(const char *a, const char *b) { return strncmp(a, b, (size_t)-1); }

int strcoll(const char *a, const char *b) { return strcmp(a, b); }

size_t strxfrm(char *restrict to, const char *restrict from, size_t n) {
  size_t length = strlen(from);
  if (length < n) memcpy(to, from, length + 1);
  return length;
}

/* <strings.h>: compared as lower case, in the "C" locale. */
int strncasecmp(const char *a, const char *b, size_t n) {
  for (; n > 0; n--, a++, b++) {
    int x = tolower((unsigned char)*a), y = tolower((unsigned char)*b);
    if (x != y || x == 0) return x - y;
  }
  return 0;
}

int strcasecmp(const char *a, const char *b) { return strncasecmp(a, b, (size_t)-1); }
