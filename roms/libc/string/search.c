/* Measuring strings and searching them. */
#include <string.h>

size_t strlen(const char *s) {
  size_t n = 0;
  while (s[n] != '\0') n++;
  return n;
}

size_t strnlen(const char *s, size_t n) {
  size_t i = 0;
  while (i < n && s[i] != '\0') i++;
  return i;
}

char *strchr(const char *s, int c) {
  for (;; s++) {
    if (*s == (char)c) return (char *)s;
    if (*s == '\0') return NULL;
  }
}

char *strrchr(const char *s, int c) {
  const char *last = NULL;
  for (;; s++) {
    if (*s == (char)c) last = s;
    if (*s == '\0') return (char *)last;
  }
}

/* The length of the prefix of s whose bytes are (want = 1) or are not (want = 0)
   in set. */
static size_t span(const char *s, const char *set, int want) {
  size_t i = 0;
  for (; s[i] != '\0'; i++)
    if ((strchr(set, s[i]) != NULL) != want) break;
  return i;
}

size_t strspn(const char *s, const char *accept) { return span(s, accept, 1); }

size_t strcspn(const char *s, const char *reject) { return span(s, reject, 0); }

char *strpbrk(const char *s, const char *accept) {
  s += strcspn(s, accept);
  return *s != '\0' ? (char *)s : NULL;
}

char *strstr(const char *haystack, const char *needle) {
  size_t n = strlen(needle);
  for (; *haystack != '\0' || n == 0; haystack++) {
    if (strncmp(haystack, needle, n) == 0) return (char *)haystack;
  }
  return NULL;
}

char *strtok(char *restrict s, const char *restrict separators) {
  static char *next;
  if (s == NULL) s = next;
  if (s == NULL) return NULL;
  s += strspn(s, separators);
  if (*s == '\0') {
    next = NULL;
    return NULL;
  }
  char *end = s + strcspn(s, separators);
  next = *end != '\0' ? end + 1 : NULL;
  *end = '\0';
  return s;
}

/* BSD and POSIX: the token up to the next separator, empty tokens included; *s
   moves past it, to NULL after the last. */
char *strsep(char **restrict s, const char *restrict separators) {
  char *token = *s;
  if (token == NULL) return NULL;
  char *end = token + strcspn(token, separators);
  *s = *end != '\0' ? end + 1 : NULL;
  *end = '\0';
  return token;
}
