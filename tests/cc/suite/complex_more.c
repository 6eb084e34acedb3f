/* More _Complex: results of calls used directly, conditionals, truth values,
   increments, statics and globals initialised by braces or a real value, and
   float-double mixing. */
#include <complex.h>
#include <stdio.h>

double complex g1 = 2.5;
double complex g2 = {1.0, -1.0};
static float complex g3;
static double complex make(double re, double im) { return re + im * I; }
static double complex id(double complex z) { return z; }

int main(void) {
    printf("%g %g\n", __real__ make(3, 4), __imag__ make(3, 4));
    printf("%g %g\n", creal(id(make(1, 2)) * make(0, 1)), cimag(make(5, 6) - id(1.0i)));
    int c = 1;
    double complex a = c ? make(1, 1) : make(2, 2);
    double complex b = !c ? make(1, 1) : 7.0;
    printf("%g %g %g %g\n", creal(a), cimag(a), creal(b), cimag(b));
    double complex zero = 0, i1 = 1.0i;
    printf("%d %d %d %d %d\n", !zero, !i1, zero ? 1 : 2, i1 && 1, zero || 0);
    if (i1) printf("i1 true\n");
    while (zero) zero = 0;
    a++;
    ++a;
    a--;
    printf("%g %g\n", creal(a), cimag(a));
    printf("%g %g %g %g %g\n", creal(g1), cimag(g1), creal(g2), cimag(g2), crealf(g3));
    g3 = g3 + 1.5f;
    g3 *= 2;
    float complex f = g3;
    double complex d = f * make(0.5, 0.25);
    printf("%g %g %g %g\n", crealf(f), cimagf(f), creal(d), cimag(d));
    printf("%d %d\n", make(1, 0) == 1.0, 1.0 != make(1, 0));
    double complex m[2][2] = {{1, 2i}, {3, 4}};
    double complex det = m[0][0] * m[1][1] - m[0][1] * m[1][0];
    printf("%g %g\n", creal(det), cimag(det));
    double complex *p = &m[0][1];
    *p *= *p;
    __imag__ *p += 1;
    printf("%g %g %g\n", creal(m[0][1]), cimag(m[0][1]), creal(-1.0 / (p[0] + 1.0)));
    long double complex ld = 1.0L + 2.0iL;
    printf("%g\n", (double)cimag(ld));
    double inf = 1e308 * 10;
    double complex c1 = CMPLX(inf, 2.0);
    float complex c2 = CMPLXF(1.5, -0.0);
    printf("%g %g %g %g\n", creal(c1), cimag(c1), crealf(c2), cimagf(c2));
    return 0;
}
