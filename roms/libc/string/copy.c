/* Copying and concatenating strings. */
#include <stdlib.h>
#include <string.h>

char *strcpy(char *restrict to, const char *restrict from) {
  char *d = to;
  while ((*d++ = *from++) != '\0') {}
  return to;
}

char *strncpy(char *restrict to, const char *restrict from, size_t n) {
  size_t i = 0;
  for (; i < n && from[i] != '\0'; i++) to[i] = from[i];
  for (; i < n; i++) to[i] = '\0';
  return to;
}

char *strcat(char *restrict to, const char *restrict from) {
  strcpy(to + strlen(to), from);
  return to;
}

char *strncat(char *restrict to, const char *restrict from, size_t n) {
  char *d = to + strlen(to);
  while (n-- && *from != '\0') *d++ = *from++;
  *d = '\0';
  return to;
}

char *strndup(const char *s, size_t n) {
  size_t length = strnlen(s, n);
  char *copy = malloc(length + 1);
  if (copy == NULL) return NULL;
  memcpy(copy, s, length);
  copy[length] = '\0';
  return copy;
}

char *strdup(const char *s) { return strndup(s, strlen(s)); }

/* POSIX: strcpy returning the end of the copy (its NUL). */
char *stpcpy(char *restrict to, const char *restrict from) {
  while ((*to = *from++) != '\0') to++;
  return to;
}

/* POSIX: memcpy that stops after the first byte equal to c, returning the byte
   after it in to, or NULL when c was not among the n. */
void *memccpy(void *restrict to, const void *restrict from, int c, size_t n) {
  unsigned char *t = to;
  const unsigned char *f = from;
  for (size_t i = 0; i < n; i++)
    if ((t[i] = f[i]) == (unsigned char)c) return t + i + 1;
  return NULL;
}
