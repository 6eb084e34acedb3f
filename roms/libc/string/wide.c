/* <wchar.h>'s wide strings: the <string.h> functions on wchar_t. */
#include <wchar.h>

size_t wcslen(const wchar_t *s) {
  size_t n = 0;
  while (s[n] != 0) n++;
  return n;
}

wchar_t *wcscpy(wchar_t *restrict to, const wchar_t *restrict from) {
  size_t i = 0;
  while ((to[i] = from[i]) != 0) i++;
  return to;
}

wchar_t *wcsncpy(wchar_t *restrict to, const wchar_t *restrict from, size_t n) {
  size_t i = 0;
  for (; i < n && from[i] != 0; i++) to[i] = from[i];
  for (; i < n; i++) to[i] = 0;
  return to;
}

wchar_t *wcscat(wchar_t *restrict to, const wchar_t *restrict from) {
  wcscpy(to + wcslen(to), from);
  return to;
}

/* wchar_t is signed: the comparison is of the values as wchar_t, as glibc's. */
int wcsncmp(const wchar_t *a, const wchar_t *b, size_t n) {
  for (size_t i = 0; i < n; i++) {
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    if (a[i] == 0) return 0;
  }
  return 0;
}

int wcscmp(const wchar_t *a, const wchar_t *b) { return wcsncmp(a, b, (size_t)-1); }

wchar_t *wcschr(const wchar_t *s, wchar_t c) {
  for (;; s++) {
    if (*s == c) return (wchar_t *)s;
    if (*s == 0) return NULL;
  }
}

wchar_t *wcsrchr(const wchar_t *s, wchar_t c) {
  const wchar_t *found = NULL;
  for (;; s++) {
    if (*s == c) found = s;
    if (*s == 0) return (wchar_t *)found;
  }
}

wchar_t *wmemcpy(wchar_t *restrict to, const wchar_t *restrict from, size_t n) {
  for (size_t i = 0; i < n; i++) to[i] = from[i];
  return to;
}

wchar_t *wmemset(wchar_t *s, wchar_t c, size_t n) {
  for (size_t i = 0; i < n; i++) s[i] = c;
  return s;
}
