/* LINPACK-style solve of A x = b at n = 100: dgefa (LU factorisation with partial
   pivoting, by columns, through idamax, dscal and daxpy) and dgesl, on a matrix
   stored by columns with leading dimension LDA, as the Fortran original keeps it.
   The right-hand side is the row sums, so x is all ones; the program checks its
   answer as LINPACK does, by the residual ||A x - b|| scaled by n ||A|| ||x|| eps,
   which must be of order 1. flops per solve: 2/3 n^3 + 2 n^2, LINPACK's count. */
#include <float.h>
#include <math.h>

#include "report.h"

enum { N = 100, LDA = 101 };

long repetitions = 2; /* solves timed; bench/cc_bench.cpp lowers it for --quick */

static double a[N * LDA], b[N];
static long pivots[N];

/* Column j of the matrix. */
#define COLUMN(j) (&a[(j) * LDA])

/* Pseudo-random entries in [-1, 1) from a 32-bit linear congruential generator, the
   same sequence every time; b the row sums. The largest |entry|. */
static double generate(void) {
    unsigned seed = 1994; /* 32 bits here and on a host */
    double largest = 0;
    for (long i = 0; i < N; i++) b[i] = 0;
    for (long j = 0; j < N; j++) {
        for (long i = 0; i < N; i++) {
            seed = seed * 1664525u + 1013904223u;
            double value = (double)(seed >> 16) / 32768.0 - 1.0;
            COLUMN(j)[i] = value;
            b[i] += value;
            if (fabs(value) > largest) largest = fabs(value);
        }
    }
    return largest;
}

static long idamax(long n, const double *x) {
    long best = 0;
    double biggest = fabs(x[0]);
    for (long i = 1; i < n; i++) {
        if (fabs(x[i]) > biggest) {
            biggest = fabs(x[i]);
            best = i;
        }
    }
    return best;
}

static void dscal(long n, double s, double *x) {
    for (long i = 0; i < n; i++) x[i] *= s;
}

static void daxpy(long n, double s, const double *restrict x, double *restrict y) {
    for (long i = 0; i < n; i++) y[i] += s * x[i];
}

/* LU with partial pivoting in place; 0, or 1 + the column of a zero pivot. */
static long dgefa(void) {
    long info = 0;
    for (long k = 0; k < N - 1; k++) {
        double *column = COLUMN(k);
        long pivot = k + idamax(N - k, &column[k]);
        pivots[k] = pivot;
        if (column[pivot] == 0) {
            info = k + 1;
            continue;
        }
        double t = column[pivot];
        column[pivot] = column[k];
        column[k] = t;
        dscal(N - k - 1, -1.0 / t, &column[k + 1]);
        for (long j = k + 1; j < N; j++) {
            double *target = COLUMN(j);
            t = target[pivot];
            target[pivot] = target[k];
            target[k] = t;
            daxpy(N - k - 1, t, &column[k + 1], &target[k + 1]);
        }
    }
    pivots[N - 1] = N - 1;
    if (COLUMN(N - 1)[N - 1] == 0) info = N;
    return info;
}

/* Solves with the factors dgefa left, b in place. */
static void dgesl(void) {
    for (long k = 0; k < N - 1; k++) {
        long pivot = pivots[k];
        double t = b[pivot];
        b[pivot] = b[k];
        b[k] = t;
        daxpy(N - k - 1, t, &COLUMN(k)[k + 1], &b[k + 1]);
    }
    for (long k = N - 1; k >= 0; k--) {
        b[k] /= COLUMN(k)[k];
        daxpy(k, -b[k], COLUMN(k), b);
    }
}

int main(void) {
    long long cycles = 0;
    long info = 0;
    for (long r = 0; r < repetitions; r++) {
        generate();
        long long start = cycles_now();
        info = dgefa();
        dgesl();
        cycles += cycles_now() - start;
    }
    static double x[N];
    double normx = 0, error = 0;
    for (long i = 0; i < N; i++) {
        x[i] = b[i];
        if (fabs(x[i]) > normx) normx = fabs(x[i]);
        if (fabs(x[i] - 1.0) > error) error = fabs(x[i] - 1.0);
    }
    /* The residual with the matrix regenerated: b - A x, by rows. */
    double norma = generate();
    double residual = 0;
    for (long i = 0; i < N; i++) {
        double sum = -b[i];
        for (long j = 0; j < N; j++) sum += COLUMN(j)[i] * x[j];
        if (fabs(sum) > residual) residual = fabs(sum);
    }
    double normalised = residual / (N * norma * normx * DBL_EPSILON);
    printf("linpack: n %d, %ld solves\n", N, repetitions);
    printf("residual %.3e, normalised %.3f, largest |x[i] - 1| %.3e\n", residual, normalised, error);
    printf("check: info %ld\n", info);
    printf("check: normalised residual below 10: %s\n", normalised < 10 ? "yes" : "no");
    printf("check: every x[i] within 1e-10 of 1: %s\n", error < 1e-10 ? "yes" : "no");
    report(cycles, repetitions, (long long)repetitions * (2 * N * N * N / 3 + 2 * N * N));
    return !(info == 0 && normalised < 10 && error < 1e-10);
}
