/* daxpy, y = a x + y on vectors of N doubles, repeated `repetitions` times with the
   vectors in the data cache (2 x 4 KB of its 16 KB). One iteration is one element:
   a multiply and an add. The values are multiples of 1/8, so every sum is exact and
   the result is known: y[i] = i + repetitions * 0.125 * i. */

#include "report.h"

enum { N = 512 };

long repetitions = 200; /* bench/cc_bench.cpp lowers it for --quick */

static double x[N], y[N];

void daxpy(long n, double a, const double *restrict x, double *restrict y) {
    for (long i = 0; i < n; i++) y[i] += a * x[i];
}

int main(void) {
    for (long i = 0; i < N; i++) {
        x[i] = 0.25 * i;
        y[i] = i;
    }
    long long start = cycles_now();
    for (long r = 0; r < repetitions; r++) daxpy(N, 0.5, x, y);
    long long cycles = cycles_now() - start;

    long wrong = 0;
    for (long i = 0; i < N; i++)
        if (y[i] != i + repetitions * 0.125 * i) wrong++;
    printf("daxpy: n %d, %ld repetitions\n", N, repetitions);
    printf("check: elements wrong %ld\n", wrong);
    printf("check: y[%d] = %.3f\n", N - 1, y[N - 1]);
    report(cycles, (long long)repetitions * N, 2LL * repetitions * N);
    return wrong != 0;
}
