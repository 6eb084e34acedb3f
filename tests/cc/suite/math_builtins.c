/* Math builtins without <math.h>: their types come from the compiler (a double
   result, an int or pointer beside it, a long result), not from implicit int. */
extern int printf(const char *, ...);
int main(void) {
    int e;
    double whole;
    float fwhole;
    double m = __builtin_frexp(48.0, &e);
    printf("%g %g %d\n", __builtin_ldexp(0.75, 4), m, e);
    double fraction = __builtin_modf(3.25, &whole);
    printf("%g %g\n", fraction, whole);
    float ffraction = __builtin_modff(2.5f, &fwhole);
    printf("%g %g\n", (double)ffraction, (double)fwhole);
    printf("%g %g %g\n", __builtin_scalbn(1.0, 10), __builtin_nextafter(1.0, 2.0) - 1.0, __builtin_fdim(5.0, 3.0));
    printf("%ld %lld %ld %lld\n", __builtin_lround(2.5), __builtin_llround(-2.5), __builtin_lrint(3.7), __builtin_llrint(1e12));
    printf("%ld %g %g\n", __builtin_lround(7), __builtin_logb(1024.0), __builtin_asinh(0.0));
    printf("%g %g\n", (double)__builtin_ldexpf(0.5f, 3), __builtin_remainder(7.0, 2.0));
    return 0;
}
