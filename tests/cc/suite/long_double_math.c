/* The long double math functions (long double is double here) and times(). */
#include <math.h>
#include <stdio.h>
#include <sys/times.h>

int main(void) {
    long double x = 2.0L;
    long double whole;
    int e;
    printf("%.15Lg %.15Lg %.15Lg %.15Lg\n", sqrtl(x), fabsl(-x), floorl(-2.5L), ceill(2.25L));
    printf("%.15Lg %.15Lg %.15Lg %.15Lg\n", powl(x, 10.0L), fmodl(7.5L, x), atan2l(1.0L, 1.0L), expl(1.0L));
    printf("%.15Lg %.15Lg %.15Lg %.15Lg\n", logl(10.0L), sinl(0.5L), cosl(0.5L), ldexpl(0.75L, 4));
    long double f = modfl(3.75L, &whole);
    long double m = frexpl(48.0L, &e);
    printf("%Lg %Lg %Lg %d\n", f, whole, m, e);
    printf("%.15Lg %.15g\n", __builtin_sqrtl(3.0L), (double)__builtin_fabsl(-1.5L));
    struct tms t;
    clock_t now = times(&t);
    printf("%d %d\n", now != (clock_t)-1, t.tms_utime >= 0);
    return 0;
}
