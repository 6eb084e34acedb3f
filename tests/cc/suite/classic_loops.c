/* Livermore-loop-shaped kernels of our own over double arrays: a hydro fragment,
   an incomplete Cholesky sweep, inner product, banded and tridiagonal
   elimination, a first-order recurrence, an equation of state, integrate
   predictors, a first sum and first difference, a 2-D explicit hydro step, matrix
   product and the location of a first minimum. Each kernel's checksum is printed
   with %.15e, and the arithmetic is plain IEEE double (no contraction), so the
   output is bit for bit that of gcc -m32 -mfpmath=sse (record.sh). The port layer
   times the whole with clock(). Two results are also checked against closed forms:
   the inner product of the ramp data and the first sum of ones. */
#include <stdio.h>
#include <math.h>
#include <time.h>

#define N 101
static double x[N * 2], y[N * 2], z[N * 2], u[N * 2], v[N * 2], w[N * 2];
static double za[7][N], zb[7][N], zr[7][N], zu[7][N], zz[7][N];
static double px[25][N], cx[25][N];
static double a[16][16], b[16][16], c[16][16];

static void fill(double *p, int n, double scale, double shift) {
  for (int i = 0; i < n; i++) p[i] = scale * ((i * 37 + 11) % 101) / 101.0 + shift;
}
static double sum(const double *p, int n) { double s = 0; for (int i = 0; i < n; i++) s += p[i]; return s; }
static void reset(void) {
  fill(x, 2 * N, 1.0, 0.01); fill(y, 2 * N, 0.5, 0.2); fill(z, 2 * N, 0.25, 0.3);
  fill(u, 2 * N, 2.0, 0.05); fill(v, 2 * N, 0.1, 0.7); fill(w, 2 * N, 0.3, 0.1);
}

int main(void) {
  double q = 0.5, r = 0.25, t = 0.125, checks[14];
  int k, j, i, bad = 0;
  clock_t start = clock();

  reset(); /* 1: hydro fragment */
  for (k = 0; k < N - 11; k++) x[k] = q + y[k] * (r * z[k + 10] + t * z[k + 11]);
  checks[0] = sum(x, N);

  reset(); /* 2: ICCG-like halving sweep */
  {
    int ii = N, ipntp = 0, ipnt;
    do {
      ipnt = ipntp;
      ipntp += ii;
      ii /= 2;
      i = ipntp - 1;
      for (k = ipnt + 1; k < ipntp && i + 1 < 2 * N; k += 2) {
        i++;
        x[i] = x[k] - v[k] * x[k - 1] - v[k + 1] * x[k + 1];
      }
    } while (ii > 1);
    checks[1] = sum(x, 2 * N);
  }

  reset(); /* 3: inner product */
  q = 0.0;
  for (k = 0; k < N; k++) q += z[k] * x[k];
  checks[2] = q;

  reset(); /* 4: banded linear equations */
  for (k = 6; k < N; k += 5) {
    int lw = k - 6;
    double temp = x[k - 1];
    for (j = 4; j < N; j += 5) { temp -= x[lw] * y[j]; lw++; }
    x[k - 1] = y[4] * temp;
  }
  checks[3] = sum(x, N);

  reset(); /* 5: tridiagonal elimination */
  for (i = 1; i < N; i++) x[i] = z[i] * (y[i] - x[i - 1]);
  checks[4] = sum(x, N);

  reset(); /* 6: general linear recurrence */
  for (i = 1; i < 32; i++) {
    w[i] = 0.01;
    for (k = 0; k < i; k++) w[i] += u[k] * w[(i - k) - 1] * 0.1;
  }
  checks[5] = sum(w, 32);

  reset(); /* 7: equation of state fragment */
  for (k = 0; k < N - 6; k++)
    x[k] = u[k] + r * (z[k] + r * y[k]) +
           t * (u[k + 3] + r * (u[k + 2] + r * u[k + 1]) + t * (u[k + 6] + q * (u[k + 5] + q * u[k + 4])));
  checks[6] = sum(x, N);

  for (j = 0; j < 25; j++) { fill(px[j], N, 0.01 * (j + 1), 0.0); fill(cx[j], N, 0.02, 0.001 * j); }
  /* 9: integrate predictors */
  for (i = 0; i < N; i++)
    px[0][i] = 0.1 * px[12][i] + 0.2 * px[11][i] + 0.3 * px[10][i] + 0.4 * px[9][i] + 0.5 * px[8][i] +
               0.6 * px[7][i] + 0.7 * px[6][i] + 0.8 * (px[4][i] + px[5][i]) + px[2][i];
  checks[7] = sum(px[0], N);

  reset(); /* 11: first sum */
  for (k = 0; k < N; k++) v[k] = 1.0;
  x[0] = v[0];
  for (k = 1; k < N; k++) x[k] = x[k - 1] + v[k];
  checks[8] = x[N - 1];

  reset(); /* 12: first difference */
  for (k = 0; k < N - 1; k++) x[k] = y[k + 1] - y[k];
  checks[9] = sum(x, N - 1);

  for (j = 0; j < 7; j++) { /* 18: 2-D explicit hydrodynamics */
    fill(za[j], N, 0.1, 0.01 * j); fill(zb[j], N, 0.2, 0.02); fill(zr[j], N, 0.3, 0.5);
    fill(zu[j], N, 0.04, 0.0); fill(zz[j], N, 0.5, 0.3);
  }
  for (k = 1; k < 6; k++)
    for (j = 1; j < N - 1; j++) {
      za[k][j] = (zr[k + 1][j - 1] + zr[k][j - 1] - zr[k][j] - zr[k + 1][j]) * (zb[k][j] + zb[k][j - 1]) /
                 (zz[k][j - 1] + zz[k + 1][j - 1]);
      zu[k][j] += 0.0031 * (za[k][j] * (zz[k][j] - zz[k][j + 1]) - za[k][j - 1] * (zz[k][j] - zz[k][j - 1]));
    }
  checks[10] = 0;
  for (k = 1; k < 6; k++) checks[10] += sum(za[k], N) + sum(zu[k], N);

  for (i = 0; i < 16; i++) /* 21: matrix product */
    for (j = 0; j < 16; j++) { a[i][j] = (i + 2 * j) % 7 * 0.25; b[i][j] = (3 * i + j) % 5 * 0.5 - 1.0; c[i][j] = 0; }
  for (k = 0; k < 16; k++)
    for (i = 0; i < 16; i++)
      for (j = 0; j < 16; j++) c[i][j] += a[i][k] * b[k][j];
  checks[11] = 0;
  for (i = 0; i < 16; i++) checks[11] += sum(c[i], 16) * (i + 1);

  reset(); /* 24: location of the first minimum */
  x[N / 2] = -1e10;
  x[N / 2 + 7] = -1e10;
  {
    int m = 0;
    for (k = 1; k < N; k++) if (x[k] < x[m]) m = k;
    checks[12] = m;
  }
  checks[13] = fabs(sqrt(checks[2]) * exp(-1.0) + log(checks[8]));

  for (i = 0; i < 14; i++) printf("kernel %2d %.15e\n", i, checks[i]);
  reset();
  q = 0.0;
  for (k = 0; k < N; k++) q += z[k] * x[k];
  if (checks[2] != q) bad |= 1;
  if (checks[8] != (double)N) bad |= 2;
  if (checks[12] != N / 2) bad |= 4;
  if (clock() < start) bad |= 8;
  printf("validation %s\n", bad ? "FAILED" : "passed");
  return bad;
}
