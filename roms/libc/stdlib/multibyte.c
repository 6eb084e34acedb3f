/* Multibyte characters in the "C" locale: every character is one byte, its
   wide value the byte's (MB_CUR_MAX is 1). */
#include <errno.h>
#include <stdlib.h>
#include <wchar.h>

int mbtowc(wchar_t *restrict wide, const char *restrict s, size_t n) {
  if (s == NULL) return 0; /* no shift states */
  if (n == 0) return -1;
  if (wide != NULL) *wide = (unsigned char)*s;
  return *s != '\0';
}

int mblen(const char *s, size_t n) { return mbtowc(NULL, s, n); }

int wctomb(char *s, wchar_t wide) {
  if (s == NULL) return 0;
  if (wide < 0 || wide > 255) {
    errno = EILSEQ;
    return -1;
  }
  *s = (char)wide;
  return 1;
}

size_t mbstowcs(wchar_t *restrict wide, const char *restrict s, size_t n) {
  size_t i = 0;
  for (; i < n && s[i] != '\0'; i++)
    if (wide != NULL) wide[i] = (unsigned char)s[i];
  if (i < n && wide != NULL) wide[i] = 0;
  return i;
}

size_t wcstombs(char *restrict s, const wchar_t *restrict wide, size_t n) {
  size_t i = 0;
  for (; (s == NULL || i < n) && wide[i] != 0; i++) {
    if (wide[i] < 0 || wide[i] > 255) {
      errno = EILSEQ;
      return (size_t)-1;
    }
    if (s != NULL) s[i] = (char)wide[i];
  }
  if (s != NULL && i < n) s[i] = '\0';
  return i;
}
