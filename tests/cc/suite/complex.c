/* _Complex float and double: arithmetic with complex and real operands, the GNU
   spellings (__real__, __imag__, ~ as conjugate, 2.0i), conversions both ways,
   equality, by-value arguments and results, arrays and struct members, and
   <complex.h>'s creal, cimag, conj, cabs, carg, cexp, csqrt, cpow. */
#include <complex.h>
#include <math.h>
#include <stdio.h>

struct holder { int tag; double _Complex z; float _Complex f; };

static double complex twice(double complex z) { return z + z; }
static float complex rotate(float complex z) { return z * I; }
static void show(const char *what, double complex z) { printf("%s = (%g, %g)\n", what, creal(z), cimag(z)); }

int main(void) {
    double complex a = 1.0 + 2.0 * I, b = 3.0 - 4.0 * I;
    show("a", a);
    show("a+b", a + b);
    show("a-b", a - b);
    show("a*b", a * b);
    show("a/b", a / b);
    show("b/a", b / a);
    show("a*2", a * 2);
    show("3-a", 3 - a);
    show("a/2", a / 2.0);
    show("1/a", 1 / a);
    show("-a", -a);
    show("~a", ~a);
    show("conj", conj(b));
    printf("%d %d %d\n", a == a, a == b, a != b);
    printf("%d %d\n", a == 1.0 + 2.0i, (a - 2.0i) == 1.0);
    double complex z = 5;
    show("z", z);
    z += a;
    z *= 2;
    z -= 1.0i;
    z /= b;
    show("z'", z);
    __real__ z = 7.5;
    __imag__ z = -0.25;
    show("parts", z);
    double r = a;
    int i = b;
    _Bool nz = 0.0 + 1.0i, zero = 0.0 * I;
    printf("%g %d %d %d\n", r, i, nz, zero);
    printf("%g %g %g %g\n", __real__ a, __imag__ a, __real__ 3.0, __imag__ 3.0);
    float complex f = 1.5f + 0.5if;
    show("f", f);
    show("rotate", rotate(f));
    show("twice", twice(a));
    float complex g = f * f;
    printf("%g %g %d %d\n", crealf(g), cimagf(g), (int)sizeof g, (int)sizeof(double complex));
    struct holder h = { 1, 2.0 + 3.0i, 4.0f - 1.0if };
    h.z *= h.f;
    show("h.z", h.z);
    double complex arr[4];
    for (int k = 0; k < 4; k++) arr[k] = k + k * 1.0i;
    double complex sum = 0;
    for (int k = 0; k < 4; k++) sum += arr[k] * arr[k];
    show("sum", sum);
    printf("%.15g %.15g\n", cabs(b), carg(a));
    double complex e = cexp(I * 3.141592653589793);
    printf("%.12f %.12f\n", creal(e), cimag(e));
    double complex s = csqrt(-4.0 + 0.0 * I);
    printf("%g %g\n", creal(s), cimag(s));
    double complex p = cpow(a, 2.0);
    printf("%.12g %.12g\n", creal(p), cimag(p));
    _Complex double gnu = 2.0;
    __complex__ float gnu2 = 1.0f;
    printf("%g %g\n", creal(gnu), crealf(gnu2));
    printf("%s\n", _Generic(a, double complex: "double complex", float complex: "float complex", default: "other"));
    printf("%s\n", _Generic(f * 2.0, double complex: "double complex", float complex: "float complex", default: "other"));
    volatile double complex v = a;
    v = v * v;
    show("v", v);
    return creal(a) == 1.0 ? 0 : 1;
}
