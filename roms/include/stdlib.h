/* <stdlib.h> for ILP32: long is 32 bits, long long 64. */
#ifndef _STDLIB_H
#define _STDLIB_H

#include <alloca.h>
#include <stddef.h>

typedef struct { int quot, rem; } div_t;
typedef struct { long quot, rem; } ldiv_t;
typedef struct { long long quot, rem; } lldiv_t;

#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#define RAND_MAX 0x7fffffff
#define MB_CUR_MAX 1

void *malloc(size_t size);
void *calloc(size_t count, size_t size);
void *realloc(void *ptr, size_t size);
void *aligned_alloc(size_t alignment, size_t size);
void free(void *ptr);

_Noreturn void exit(int status);
_Noreturn void _Exit(int status);
_Noreturn void quick_exit(int status);
int at_quick_exit(void (*function)(void));
_Noreturn void abort(void);
int atexit(void (*function)(void));
char *getenv(const char *name);
int system(const char *command);

int atoi(const char *s);
long atol(const char *s);
long long atoll(const char *s);
double atof(const char *s);
long strtol(const char *restrict s, char **restrict end, int base);
unsigned long strtoul(const char *restrict s, char **restrict end, int base);
long long strtoll(const char *restrict s, char **restrict end, int base);
unsigned long long strtoull(const char *restrict s, char **restrict end, int base);
double strtod(const char *restrict s, char **restrict end);
float strtof(const char *restrict s, char **restrict end);
long double strtold(const char *restrict s, char **restrict end);

int abs(int n);
long labs(long n);
long long llabs(long long n);
div_t div(int numerator, int denominator);
ldiv_t ldiv(long numerator, long denominator);
lldiv_t lldiv(long long numerator, long long denominator);

int mblen(const char *s, size_t n);
int mbtowc(wchar_t *restrict wide, const char *restrict s, size_t n);
int wctomb(char *s, wchar_t wide);
size_t mbstowcs(wchar_t *restrict wide, const char *restrict s, size_t n);
size_t wcstombs(char *restrict s, const wchar_t *restrict wide, size_t n);

void qsort(void *base, size_t count, size_t size, int (*compare)(const void *, const void *));
void *bsearch(const void *key, const void *base, size_t count, size_t size,
              int (*compare)(const void *, const void *));

int rand(void);
void srand(unsigned seed);

#endif
