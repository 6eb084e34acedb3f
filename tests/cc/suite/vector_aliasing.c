/* Loops shaped like daxpy and dot products (the -O2 pipelined forms) where they must
   not be treated as independent: overlapping arrays, loop-carried dependences, odd
   and zero trip counts, strides, float and double, and reductions into globals. */
#include <stdio.h>

static double a[64], b[64];
static float fa[64], fb[64];
double gsum;

static void daxpy(int n, double s, double *x, const double *y) { for (int i = 0; i < n; i++) x[i] = x[i] + s * y[i]; }
static double dot(int n, const double *x, const double *y) { double t = 0; for (int i = 0; i < n; i++) t += x[i] * y[i]; return t; }
static float fdot(int n, const float *x, const float *y) { float t = 0; for (int i = 0; i < n; i++) t += x[i] * y[i]; return t; }
static void saxpy(int n, float s, float *x, const float *y) { for (int i = 0; i < n; i++) x[i] += s * y[i]; }

static void reset(void) { for (int i = 0; i < 64; i++) { a[i] = i * 0.5 + 1; b[i] = 64 - i; fa[i] = (float)i / 3; fb[i] = (float)(i % 7); } }
static double check(void) { double s = 0; for (int i = 0; i < 64; i++) s = s * 1.0000001 + a[i] * (i + 1); return s; }

int main(void) {
    for (int n = 0; n < 9; n++) { reset(); daxpy(n, 2.0, a, b); printf("%d %.17g %.17g\n", n, check(), dot(n, a, b)); }
    reset(); daxpy(40, 0.5, a + 1, a);       /* y overlaps x one behind: carried dependence */
    printf("overlap1 %.17g\n", check());
    reset(); daxpy(40, 0.5, a, a + 1);       /* y one ahead */
    printf("overlap2 %.17g\n", check());
    reset(); daxpy(40, 0.5, a, a);           /* the same array */
    printf("same %.17g %.17g\n", check(), dot(64, a, a));
    reset();
    for (int i = 1; i < 64; i++) a[i] = a[i - 1] + 0.25 * b[i];
    printf("carried %.17g\n", check());
    reset();
    for (int i = 62; i >= 0; i--) a[i] = a[i + 1] * 0.5 + b[i];
    printf("backward %.17g\n", check());
    reset();
    for (int i = 0; i < 32; i++) a[2 * i] = a[2 * i] + 3.0 * b[i];
    printf("stride %.17g\n", check());
    reset();
    gsum = 0;
    for (int i = 0; i < 63; i++) gsum += a[i] * b[i + 1];
    printf("global %.17g\n", gsum);
    reset();
    double t = 0;
    for (int i = 0; i < 64; i++) { t += a[i] * b[i]; if (t > 1e4) t -= 1e4; }
    printf("cond %.17g\n", t);
    reset();
    printf("fdot %.9g\n", (double)fdot(64, fa, fb));
    saxpy(33, 1.5f, fa, fb);
    saxpy(33, -0.5f, fa + 2, fa);
    double fs = 0; for (int i = 0; i < 64; i++) fs += fa[i] * (i + 1);
    printf("saxpy %.9g\n", fs);
    double m = 0;
    for (int i = 0; i < 64; i++) m = m + a[i] * a[i] - b[i] * b[i];
    printf("mixed %.17g\n", m);
    double p = 1;
    for (int i = 0; i < 30; i++) p = p * (1 + a[i] / 64);
    printf("prod %.17g\n", p);
    return 0;
}
