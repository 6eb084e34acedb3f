/* GNU builtins programs from GCC's tests use: __builtin_setjmp/longjmp (5-word buffer), classify_type, powi, the quiet comparisons, expect_with_probability, LINE/FUNCTION; they were calls to undefined functions. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
static void *buf[5];
static int __attribute__((__noinline__, __noclone__)) jumper(int x) { if (x) __builtin_longjmp(buf, 1); return 3; }
int main(void) {
    volatile int hits = 0;
    if (__builtin_setjmp(buf) == 0) { hits++; jumper(1); abort(); }
    hits += 10;
    printf("%d\n", hits);
    printf("%d %d %d\n", __builtin_classify_type(1), __builtin_classify_type(1.0), __builtin_classify_type((char *)0));
    printf("%g %g %d %d\n", __builtin_powi(2.0, 10), __builtin_fabsf(-2.5f), __builtin_isless(1.0, 2.0), __builtin_isunordered(NAN, 1.0));
    printf("%d %s\n", __builtin_ctzl(8UL), (char *)__builtin_memchr("hello", 'l', 5));
    printf("%d\n", __builtin_expect_with_probability(5, 5, 0.9));
    char s[10];
    __builtin_memset(s, 'x', 3); s[3] = 0;
    printf("%s %d\n", s, (int)__builtin_strlen(s));
    printf("%g %g\n", __builtin_fmod(7.0, 2.0), __builtin_floor(-1.5));
    printf("%d\n", __builtin_LINE() > 0);
    printf("%s\n", __builtin_FUNCTION());
    return 0;
}
