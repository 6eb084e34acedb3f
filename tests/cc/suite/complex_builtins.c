/* GCC's complex builtins without <complex.h>. */
extern int printf(const char *, ...);
int main(void) {
    double _Complex z = 3.0 + 4.0i;
    float _Complex f = 1.5f - 2.5if;
    double _Complex c = __builtin_conj(z);
    printf("%g %g %g %g\n", __builtin_creal(z), __builtin_cimag(z), __builtin_creal(c), __builtin_cimag(c));
    printf("%g %g %g\n", (double)__builtin_crealf(f), (double)__builtin_cimagf(__builtin_conjf(f)), (double)__builtin_creall(2.0));
    return 0;
}
