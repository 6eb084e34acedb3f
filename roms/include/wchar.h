/* <wchar.h>: the wide-character types (wchar_t is a 32-bit signed long, as the
   i860 port of GCC had it; WCHAR_MIN/MAX come from <stdint.h>), and wcslen. */
#ifndef _WCHAR_H
#define _WCHAR_H

#include <stddef.h>
#include <stdint.h>

typedef long wint_t;
typedef struct { unsigned long state; } mbstate_t;

#define WEOF ((wint_t)-1)

size_t wcslen(const wchar_t *s);

#endif
