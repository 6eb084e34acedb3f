/* _Complex through varargs, function pointers, static locals, global arrays, huge and zero divisors. */
#include <complex.h>
#include <stdarg.h>
#include <stdio.h>
static double complex garr[3] = {1.0, 2.0};
static double complex sum(int n, ...) {
    va_list ap; va_start(ap, n);
    double complex s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, double complex);
    va_end(ap);
    return s;
}
typedef double complex (*cfn)(double complex);
static double complex sq(double complex z) { return z * z; }
int main(void) {
    static double complex local = 4.0;
    double complex s = sum(3, 1.0 + 1.0i, garr[1], local);
    printf("%g %g\n", creal(s), cimag(s));
    cfn f = sq;
    double complex r = f(1.0 + 2.0 * I);
    printf("%g %g\n", creal(r), cimag(r));
    double complex big = 1e300 + 1e300 * I, q = big / (1e300 - 1e300 * I);
    printf("%g %g\n", creal(q), cimag(q));
    double complex zdiv = (1.0 + 1.0 * I) / 0.0;
    printf("%g %g\n", creal(zdiv), cimag(zdiv));
    float complex fz = 3.0f + 4.0f * I;
    printf("%g %g %g\n", cabsf(fz), crealf(fz / (1.0f - 1.0f * I)), cimagf(fz / (1.0f - 1.0f * I)));
    double complex arr[2] = {[1] = 5.0 * I};
    printf("%g %g %g\n", creal(garr[0]), cimag(arr[1]), creal(arr[0]));
    return 0;
}
