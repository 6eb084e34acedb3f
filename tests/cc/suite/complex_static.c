/* Complex values in static initializers, folded at compile time as the generated
   code computes them: sums, products, quotients, conversions, conjugates, parts. */
#include <complex.h>
#include <stdio.h>
static double complex a = 1.0 + 2.0 * I;
static double complex b = (3.0 - 4.0i) * (1.0 + 1.0i);
static double complex q = (1.0 + 2.0i) / (3.0 + 4.0i);
static float complex f = 1.5f + 0.25if;
static float complex ff = (1.0f + 2.0fi) * (0.1f + 0.2fi);
static double complex from_float = 2.5f - 1.0fi;
static double complex neg = -(1.0 - 3.0i);
static double complex conj_c = ~(2.0 + 5.0i);
static double re_part = __real__ (7.0 + 8.0i), im_part = __imag__ (7.0 + 8.0i);
static int as_int = (int)(9.75 + 1.0i);
static _Bool truth = 1;
struct holder { int tag; double complex z; float complex zs[2]; };
static struct holder h = { 4, 2.0 * I - 1, { 1.0f, 3.0i } };
static double complex table[3] = { 1, 1.0i, 1.0 + 1.0i };
static void show(const char *name, double complex z) { printf("%s %.17g %.17g\n", name, creal(z), cimag(z)); }
int main(void) {
    static double complex local_static = 0.5 + 0.5i;
    show("a", a); show("b", b); show("q", q); show("f", f); show("ff", ff); show("from_float", from_float);
    show("neg", neg); show("conj", conj_c);
    printf("%g %g %d %d\n", re_part, im_part, as_int, truth);
    show("h.z", h.z); show("h.zs0", h.zs[0]); show("h.zs1", h.zs[1]); printf("%d\n", h.tag);
    for (int i = 0; i < 3; i++) show("table", table[i]);
    show("local", local_static);
    double complex x = 1.0 + 2.0i, y = 3.0 + 4.0i;
    show("runtime q", x / y);
    float complex fx = 1.0f + 2.0fi, fy = 0.1f + 0.2fi;
    show("runtime ff", fx * fy);
    return 0;
}
