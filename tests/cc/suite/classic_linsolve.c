/* A LINPACK-shaped solver of our own, written as the 1980s C translations are:
   one REAL type for the single- and double-precision builds (here both, as
   lin_s and lin_d, through a macro that stamps the routines out twice), K&R
   definitions, column-major arrays indexed by hand, the BLAS (idamax, dscal,
   daxpy unrolled by four, ddot) under the factorisation (dgefa, partial pivoting)
   and the solve (dgesl), the matrix from a linear congruential generator, and
   LINPACK's own validation: the normalised residual
   ||A x - b|| / (n ||A|| ||x|| eps), which must be of order 1 (below 10 here),
   with eps measured the way LINPACK's epslon does. The port layer times the
   factorisation with clock(). Output bit for bit that of gcc -m32 -mfpmath=sse
   (record.sh): IEEE single and double arithmetic, no contraction. */
#include <stdio.h>
#include <math.h>
#include <time.h>

#define N 60
#define LDA (N + 1)

#define LINPACK(REAL, P, FABS)                                                          \
static REAL P##a[LDA * N], P##b[N], P##x[N];                                             \
static int P##ipvt[N];                                                                   \
                                                                                         \
static REAL P##matgen(a, lda, n, b) REAL *a; int lda, n; REAL *b;                       \
{                                                                                        \
  int init = 1325, i, j;                                                                 \
  REAL norma = 0.0;                                                                      \
  for (j = 0; j < n; j++)                                                                \
    for (i = 0; i < n; i++) {                                                            \
      init = 3125 * init % 65536;                                                        \
      a[lda * j + i] = (init - 32768.0) / 16384.0;                                       \
      if (a[lda * j + i] > norma) norma = a[lda * j + i];                                \
    }                                                                                    \
  for (i = 0; i < n; i++) b[i] = 0.0;                                                    \
  for (j = 0; j < n; j++)                                                                \
    for (i = 0; i < n; i++) b[i] = b[i] + a[lda * j + i];                                \
  return norma;                                                                          \
}                                                                                        \
                                                                                         \
static int P##idamax(n, dx, incx) int n, incx; REAL *dx;                                \
{                                                                                        \
  REAL dmax;                                                                             \
  int i, ix, itemp = 0;                                                                  \
  if (n < 1) return -1;                                                                  \
  if (n == 1) return 0;                                                                  \
  dmax = FABS(dx[0]);                                                                    \
  for (i = 1, ix = incx; i < n; i++, ix += incx)                                         \
    if (FABS(dx[ix]) > dmax) { itemp = i; dmax = FABS(dx[ix]); }                         \
  return itemp;                                                                          \
}                                                                                        \
                                                                                         \
static void P##dscal(n, da, dx) int n; REAL da; REAL *dx;                               \
{                                                                                        \
  register int i;                                                                        \
  for (i = 0; i < n; i++) dx[i] = da * dx[i];                                            \
}                                                                                        \
                                                                                         \
static void P##daxpy(n, da, dx, dy) int n; REAL da; REAL *dx, *dy;                      \
{                                                                                        \
  register int i, m;                                                                     \
  if (n <= 0 || da == 0.0) return;                                                       \
  m = n % 4;                                                                             \
  for (i = 0; i < m; i++) dy[i] = dy[i] + da * dx[i];                                    \
  for (i = m; i < n; i += 4) {                                                           \
    dy[i] = dy[i] + da * dx[i];                                                          \
    dy[i + 1] = dy[i + 1] + da * dx[i + 1];                                              \
    dy[i + 2] = dy[i + 2] + da * dx[i + 2];                                              \
    dy[i + 3] = dy[i + 3] + da * dx[i + 3];                                              \
  }                                                                                      \
}                                                                                        \
                                                                                         \
static REAL P##ddot(n, dx, dy) int n; REAL *dx, *dy;                                    \
{                                                                                        \
  REAL dtemp = 0.0;                                                                      \
  int i;                                                                                 \
  for (i = 0; i < n; i++) dtemp = dtemp + dx[i] * dy[i];                                 \
  return dtemp;                                                                          \
}                                                                                        \
                                                                                         \
static int P##dgefa(a, lda, n, ipvt) REAL *a; int lda, n, *ipvt;                        \
{                                                                                        \
  REAL t;                                                                                \
  int j, k, l, info = 0;                                                                 \
  for (k = 0; k < n - 1; k++) {                                                          \
    l = P##idamax(n - k, &a[lda * k + k], 1) + k;                                        \
    ipvt[k] = l;                                                                         \
    if (a[lda * k + l] == 0.0) { info = k; continue; }                                   \
    if (l != k) { t = a[lda * k + l]; a[lda * k + l] = a[lda * k + k]; a[lda * k + k] = t; } \
    t = -1.0 / a[lda * k + k];                                                           \
    P##dscal(n - (k + 1), t, &a[lda * k + k + 1]);                                       \
    for (j = k + 1; j < n; j++) {                                                        \
      t = a[lda * j + l];                                                                \
      if (l != k) { a[lda * j + l] = a[lda * j + k]; a[lda * j + k] = t; }               \
      P##daxpy(n - (k + 1), t, &a[lda * k + k + 1], &a[lda * j + k + 1]);                \
    }                                                                                    \
  }                                                                                      \
  ipvt[n - 1] = n - 1;                                                                   \
  if (a[lda * (n - 1) + (n - 1)] == 0.0) info = n - 1;                                   \
  return info;                                                                           \
}                                                                                        \
                                                                                         \
static void P##dgesl(a, lda, n, ipvt, b) REAL *a; int lda, n, *ipvt; REAL *b;           \
{                                                                                        \
  REAL t;                                                                                \
  int k, l;                                                                              \
  for (k = 0; k < n - 1; k++) {                                                          \
    l = ipvt[k];                                                                         \
    t = b[l];                                                                            \
    if (l != k) { b[l] = b[k]; b[k] = t; }                                               \
    P##daxpy(n - (k + 1), t, &a[lda * k + k + 1], &b[k + 1]);                            \
  }                                                                                      \
  for (k = n - 1; k >= 0; k--) {                                                         \
    b[k] = b[k] / a[lda * k + k];                                                        \
    t = -b[k];                                                                           \
    P##daxpy(k, t, &a[lda * k + 0], &b[0]);                                              \
  }                                                                                      \
}                                                                                        \
                                                                                         \
static REAL P##epslon(x) REAL x;                                                        \
{                                                                                        \
  volatile REAL a = 4.0e0 / 3.0e0, b, c, eps = 0.0;                                      \
  while (eps == 0.0) { b = a - 1.0; c = b + b + b; eps = FABS(c - 1.0); }                \
  return eps * FABS(x);                                                                  \
}                                                                                        \
                                                                                         \
static int P##run(name) char *name;                                                     \
{                                                                                        \
  REAL norma, normx = 0.0, resid = 0.0, eps, residn;                                     \
  int i, info;                                                                           \
  clock_t start;                                                                         \
  norma = P##matgen(P##a, LDA, N, P##b);                                                 \
  start = clock();                                                                       \
  info = P##dgefa(P##a, LDA, N, P##ipvt);                                                \
  P##dgesl(P##a, LDA, N, P##ipvt, P##b);                                                 \
  if (clock() < start) return 1;                                                         \
  for (i = 0; i < N; i++) P##x[i] = P##b[i];                                             \
  norma = P##matgen(P##a, LDA, N, P##b);                                                 \
  for (i = 0; i < N; i++) P##b[i] = -P##b[i];                                            \
  for (i = 0; i < N; i++) P##daxpy(N, P##x[i], &P##a[LDA * i], P##b);                   \
  for (i = 0; i < N; i++) {                                                              \
    if (FABS(P##b[i]) > resid) resid = FABS(P##b[i]);                                    \
    if (FABS(P##x[i]) > normx) normx = FABS(P##x[i]);                                    \
  }                                                                                      \
  eps = P##epslon((REAL)1.0);                                                            \
  residn = resid / (N * norma * normx * eps);                                            \
  printf("%s: info %d norm. resid %8.3f resid %e machep %e x[0]-1 %e x[n-1]-1 %e dot %.9g\n", \
         name, info, (double)residn, (double)resid, (double)eps, (double)(P##x[0] - 1.0),  \
         (double)(P##x[N - 1] - 1.0), (double)P##ddot(N, P##x, P##x));                  \
  return info != 0 || !(residn < 10.0);                                                  \
}

LINPACK(double, lin_d_, fabs)
LINPACK(float, lin_s_, fabsf)

int main()
{
  int bad = lin_d_run("double") + lin_s_run("single");
  printf("validation %s\n", bad ? "FAILED" : "passed");
  return bad;
}
