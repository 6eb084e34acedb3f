#include <stdio.h>
#include <limits.h>
#include <float.h>
#include <errno.h>
#include <stdlib.h>
#include <assert.h>
#include <math.h>
int main(void) {
    printf("%d %d %d %d %u\n", CHAR_BIT, SCHAR_MIN, SCHAR_MAX, CHAR_MIN, UCHAR_MAX);
    printf("%d %d %u %d %d %u\n", SHRT_MIN, SHRT_MAX, USHRT_MAX, INT_MIN, INT_MAX, UINT_MAX);
    printf("%ld %ld %lu %lld %lld %llu\n", LONG_MIN, LONG_MAX, ULONG_MAX, LLONG_MIN, LLONG_MAX, ULLONG_MAX);
    printf("%g %g %g %d %d\n", FLT_MAX, FLT_MIN, FLT_EPSILON, FLT_DIG, FLT_MANT_DIG);
    printf("%g %g %g %d %d %d\n", DBL_MAX, DBL_MIN, DBL_EPSILON, DBL_DIG, DBL_MANT_DIG, DBL_MAX_EXP);
    errno = 0;
    long v = strtol("99999999999999", NULL, 10);
    printf("%ld %d\n", v, errno == ERANGE);
    errno = 0;
    unsigned long long w = strtoull("99999999999999999999", NULL, 10);
    printf("%llu %d\n", w, errno == ERANGE);
    errno = 0;
    FILE *f = fopen("no/such/file/here.txt", "r");
    printf("%d %d\n", f == NULL, errno != 0);
    assert(INT_MAX == 2147483647);
    assert(sizeof(long) == 4);
    int pr = puts("puts line") >= 0;
    int pc = putchar('x');
    printf("%d %d\n", pr, pc);
    putchar('\n');
    printf("%d\n", getchar());
    fprintf(stderr, "this goes to stderr\n");
    return 259;
}
