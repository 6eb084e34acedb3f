/* The -O2 pipelined loops (daxpy and dot product shapes, gen_vector_loop.cpp) against
   every element count around their thresholds, start indices, operand orders, bases
   (pointers, global and local arrays), overlapping x and y at every distance, and
   the index's value afterwards; -O0 runs the plain loops, so both levels print the
   same bits. A value is printed as its bit pattern's checksum and a few elements. */
#include <stdio.h>
#include <string.h>

#define LEN 64
double gx[LEN], gy[LEN + 16];

static unsigned long long bits(double d) { unsigned long long u; memcpy(&u, &d, 8); return u; }

static unsigned checksum(const double *v, int n) {
    unsigned long long h = 1469598103934665603ull;
    for (int k = 0; k < n; k++) h = (h ^ bits(v[k])) * 1099511628211ull;
    return (unsigned)(h ^ (h >> 32));
}

static void fill(double *v, int n, double scale) {
    for (int k = 0; k < n; k++) v[k] = scale * (k + 1) + 1.0 / (k + 3);
}

static int daxpy(int n, double a, double *x, double *y) {
    int i;
    for (i = 0; i < n; i++) y[i] = y[i] + a * x[i];
    return i;
}
static int daxpy_compound(int start, int n, double a, double *x, double *y) {
    int i;
    for (i = start; i < n; ++i) y[i] += x[i] * a;
    return i;
}
static void daxpy_const_first(int n, double *x, double *y) {
    for (int i = 0; i < n; i += 1) y[i] = 0.1 * x[i] + y[i];
}
/* LINPACK's unrolled daxpy: a clean-up loop, then four statements a pass */
static int daxpy_unrolled(int n, double da, double *dx, double *dy) {
    int i, m = n % 4;
    for (i = 0; i < m; i++) dy[i] = dy[i] + da * dx[i];
    for (i = m; i < n; i = i + 4) {
        dy[i] = dy[i] + da * dx[i];
        dy[i + 1] = dy[i + 1] + da * dx[i + 1];
        dy[i + 2] = dy[i + 2] + da * dx[i + 2];
        dy[i + 3] = dy[i + 3] + da * dx[i + 3];
    }
    return i;
}
/* by two, from a start that leaves an odd count: the last pass runs past n */
static int daxpy_by_two(int start, int n, double *x, double *y) {
    int i;
    for (i = start; i < n; i += 2) {
        y[i] += 0.5 * x[i];
        y[i + 1] += 0.5 * x[i + 1];
    }
    return i;
}
static void daxpy_globals(int n, double a) {
    for (int i = 0; i < n; i++) gy[i] = gy[i] + a * gx[i];
}
static double ddot(int n, double *x, double *y) {
    double s = 0.25;
    for (int i = 0; i < n; i++) s += x[i] * y[i];
    return s;
}
static double ddot_sum_second(int start, int n, double *x, double *y, int *last) {
    double s = -1.5;
    int i;
    for (i = start; i < n; i++) s = x[i] * y[i] + s;
    *last = i;
    return s;
}
static double ddot_local_array(int n) {
    double v[LEN], s = 0;
    fill(v, LEN, 0.75);
    for (int i = 0; i < n; i++) s += v[i] * v[i];
    return s;
}

int main(void) {
    double x[LEN], y[LEN];
    for (int n = 0; n <= 20; n++) {
        fill(x, LEN, 1.5);
        fill(y, LEN, -2.0);
        int end = daxpy(n, 3.25, x, y);
        double d = ddot(n, x, y);
        printf("n=%d end=%d y=%08x dot=%016llx\n", n, end, checksum(y, LEN), bits(d));
    }
    for (int start = -3; start <= 12; start += 3) {
        fill(x, LEN, 0.5);
        fill(y, LEN, 7.0);
        int end = daxpy_compound(start < 0 ? 0 : start, 40, -1.25, x, y);
        int last = 0;
        double d = ddot_sum_second(start, start < 0 ? start + 2 : 40, x, y, &last);
        printf("start=%d end=%d y=%08x dot=%016llx last=%d\n", start, end, checksum(y, LEN), bits(d), last);
    }
    for (int n = 0; n <= 21; n++) {
        fill(x, LEN, 1.25);
        fill(y, LEN, 0.3);
        int end = daxpy_unrolled(n, -0.7, x, y);
        int end2 = daxpy_by_two(n % 3, n, x, y);
        printf("unrolled n=%d end=%d end2=%d y=%08x\n", n, end, end2, checksum(y, LEN));
    }
    /* x overlapping y: x = y + shift elements, in one buffer */
    for (int shift = -8; shift <= 8; shift++) {
        double buf[LEN + 16];
        fill(buf, LEN + 16, 1.0);
        daxpy(40, 2.0, buf + 8 + shift, buf + 8);
        printf("shift=%d buf=%08x %.17g\n", shift, checksum(buf, LEN + 16), buf[20]);
    }
    fill(x, LEN, 3.0);
    fill(y, LEN, 1.0 / 3);
    daxpy_const_first(LEN, x, y);
    printf("const y=%08x\n", checksum(y, LEN));
    fill(gx, LEN, 2.5);
    fill(gy, LEN + 16, 0.125);
    daxpy_globals(LEN, 1e300);
    daxpy_globals(LEN, 1e300);
    printf("globals gy=%08x %g %g\n", checksum(gy, LEN + 16), gy[0], gy[LEN + 1]);
    printf("local %016llx\n", bits(ddot_local_array(LEN)));
    return 0;
}
