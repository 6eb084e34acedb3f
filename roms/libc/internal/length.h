/* The length modifiers of printf and scanf conversions (hh h l ll j z t L). */
#ifndef XP860_LIBC_LENGTH_H
#define XP860_LIBC_LENGTH_H

enum length { NONE, CHAR, SHORT, LONG, LONG_LONG, INTMAX, SIZE, PTRDIFF, LONG_DOUBLE };

/* Reads a length modifier at *p, if there is one, and moves past it. */
enum length __parse_length(const char **p);

#endif
