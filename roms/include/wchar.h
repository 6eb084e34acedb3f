/* <wchar.h>: the wide-character types (wchar_t is a 32-bit signed long, as the
   i860 port of GCC had it; WCHAR_MIN/MAX come from <stdint.h>), and the wide
   string functions. */
#ifndef _WCHAR_H
#define _WCHAR_H

#include <stddef.h>
#include <stdint.h>

typedef long wint_t;
typedef struct { unsigned long state; } mbstate_t;

#define WEOF ((wint_t)-1)

size_t wcslen(const wchar_t *s);
wchar_t *wcscpy(wchar_t *restrict to, const wchar_t *restrict from);
wchar_t *wcsncpy(wchar_t *restrict to, const wchar_t *restrict from, size_t n);
wchar_t *wcscat(wchar_t *restrict to, const wchar_t *restrict from);
int wcscmp(const wchar_t *a, const wchar_t *b);
int wcsncmp(const wchar_t *a, const wchar_t *b, size_t n);
wchar_t *wcschr(const wchar_t *s, wchar_t c);
wchar_t *wcsrchr(const wchar_t *s, wchar_t c);
wchar_t *wmemcpy(wchar_t *restrict to, const wchar_t *restrict from, size_t n);
wchar_t *wmemset(wchar_t *s, wchar_t c, size_t n);

#endif
