/* The scanf engine's interface (stdio/scan.c), for the scanf family. */
#ifndef XP860_LIBC_SCAN_H
#define XP860_LIBC_SCAN_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

/* Where input comes from: get returns the next character or EOF; unget gives
   back the last one read (at most one at a time). */
struct source {
  int (*get)(struct source *source);
  void (*unget)(struct source *source, int c);
  void *target;               /* a FILE, or a position in a string */
  size_t consumed;            /* characters read so far, for %n */
};

/* Returns the number of items assigned, or EOF if the input ended before the
   first conversion. */
int __scan(struct source *source, const char *format, va_list ap);

#endif
