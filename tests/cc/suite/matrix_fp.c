#include <stdio.h>
#include <math.h>
#define N 8
static void lu(double a[N][N], int piv[N]) {
    for (int k = 0; k < N; k++) {
        int p = k; for (int i = k + 1; i < N; i++) if (fabs(a[i][k]) > fabs(a[p][k])) p = i;
        piv[k] = p;
        if (p != k) for (int j = 0; j < N; j++) { double t = a[k][j]; a[k][j] = a[p][j]; a[p][j] = t; }
        for (int i = k + 1; i < N; i++) { a[i][k] /= a[k][k]; for (int j = k + 1; j < N; j++) a[i][j] -= a[i][k] * a[k][j]; }
    }
}
int main(void) {
    double a[N][N], b[N], x[N]; int piv[N];
    for (int i = 0; i < N; i++) { for (int j = 0; j < N; j++) a[i][j] = 1.0 / (i + j + 1) + (i == j ? 1 : 0); b[i] = i + 1; }
    lu(a, piv);
    for (int k = 0; k < N; k++) { double t = b[piv[k]]; b[piv[k]] = b[k]; b[k] = t; }
    for (int i = 0; i < N; i++) { double s = b[i]; for (int j = 0; j < i; j++) s -= a[i][j] * x[j]; x[i] = s; }
    for (int i = N - 1; i >= 0; i--) { double s = x[i]; for (int j = i + 1; j < N; j++) s -= a[i][j] * x[j]; x[i] = s / a[i][i]; }
    for (int i = 0; i < N; i++) printf("%.12f\n", x[i]);
    float dot = 0; float va[100], vb[100];
    for (int i = 0; i < 100; i++) { va[i] = i * 0.5f; vb[i] = 1.0f / (i + 1); }
    for (int i = 0; i < 100; i++) dot += va[i] * vb[i];
    printf("%.4f\n", dot);
    double y[50], xx[50], alpha = 2.5;
    for (int i = 0; i < 50; i++) { xx[i] = i; y[i] = 50 - i; }
    for (int i = 0; i < 50; i++) y[i] += alpha * xx[i];
    double s = 0; for (int i = 0; i < 50; i++) s += y[i];
    printf("%g\n", s);
    return 0;
}
