/* nsieve- and FFT-shaped benchmarks of our own: the sieve of Eratosthenes over a
   malloc'd byte array and over a bit array for three sizes, checked against the
   published prime counts (pi(10000) = 1229, pi(20000) = 2262, pi(40000) = 4203);
   a radix-2 complex FFT of 256 points forward and back, checked by the round trip
   (max error < 1e-12), Parseval's identity and the transform of a pure tone (one
   bin of height N); and N-queens by recursion, checked against the known counts
   (8 queens: 92 solutions, 9: 352). Old-style main(argc, argv) and register
   locals; the port layer times each part with times(). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <sys/times.h>

static long sieve_bytes(m) long m;
{
  register char *flags = malloc(m + 1);
  register long i, k, count = 0;
  memset(flags, 1, m + 1);
  for (i = 2; i <= m; i++)
    if (flags[i]) {
      count++;
      for (k = i + i; k <= m; k += i) flags[k] = 0;
    }
  free(flags);
  return count;
}

static long sieve_bits(long m) {
  unsigned long *bits = calloc(m / 32 + 1, sizeof *bits);
  long count = 0;
  for (long i = 2; i <= m; i++)
    if (!(bits[i >> 5] & (1UL << (i & 31)))) {
      count++;
      for (long k = i * 2; k <= m; k += i) bits[k >> 5] |= 1UL << (k & 31);
    }
  free(bits);
  return count;
}

typedef struct { double re, im; } cplx;

static void fft(cplx *data, int n, int inverse) {
  int i, j, m, len;
  for (i = 1, j = 0; i < n; i++) {
    int bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) { cplx t = data[i]; data[i] = data[j]; data[j] = t; }
  }
  for (len = 2; len <= n; len <<= 1) {
    double angle = 2 * M_PI / len * (inverse ? 1 : -1);
    cplx wl = { cos(angle), sin(angle) };
    for (i = 0; i < n; i += len) {
      cplx wk = { 1.0, 0.0 };
      for (m = 0; m < len / 2; m++) {
        cplx a = data[i + m], b = data[i + m + len / 2], tb;
        tb.re = b.re * wk.re - b.im * wk.im;
        tb.im = b.re * wk.im + b.im * wk.re;
        data[i + m].re = a.re + tb.re; data[i + m].im = a.im + tb.im;
        data[i + m + len / 2].re = a.re - tb.re; data[i + m + len / 2].im = a.im - tb.im;
        double re = wk.re * wl.re - wk.im * wl.im;
        wk.im = wk.re * wl.im + wk.im * wl.re;
        wk.re = re;
      }
    }
  }
  if (inverse) for (i = 0; i < n; i++) { data[i].re /= n; data[i].im /= n; }
}

static int queens_count, cols[16];
static int safe(int row, int col) {
  for (int r = 0; r < row; r++)
    if (cols[r] == col || abs(cols[r] - col) == row - r) return 0;
  return 1;
}
static void queens(int row, int n) {
  if (row == n) { queens_count++; return; }
  for (int c = 0; c < n; c++) if (safe(row, c)) { cols[row] = c; queens(row + 1, n); }
}

main(argc, argv) int argc; char **argv;
{
  static const long sizes[3] = { 10000, 20000, 40000 }, published[3] = { 1229, 2262, 4203 };
  struct tms t0, t1;
  int bad = 0, i;
  (void)argv;
  times(&t0);
  for (i = 0; i < 3; i++) {
    long a = sieve_bytes(sizes[i]), b = sieve_bits(sizes[i]);
    printf("Primes up to %8ld %8ld %8ld\n", sizes[i], a, b);
    if (a != published[i] || b != published[i]) bad |= 1;
  }

  enum { NPTS = 256 };
  static cplx data[NPTS], original[NPTS];
  unsigned seed = 12345;
  double energy_time = 0, energy_freq = 0, worst = 0;
  for (i = 0; i < NPTS; i++) {
    seed = seed * 1103515245u + 12345u;
    data[i].re = ((seed >> 16) & 0x7fff) / 32768.0 - 0.5;
    data[i].im = 0.0;
    energy_time += data[i].re * data[i].re;
  }
  memcpy(original, data, sizeof data);
  fft(data, NPTS, 0);
  for (i = 0; i < NPTS; i++) energy_freq += data[i].re * data[i].re + data[i].im * data[i].im;
  printf("fft bin0 %.12f bin5 %.12f %.12f\n", data[0].re, data[5].re, data[5].im);
  fft(data, NPTS, 1);
  for (i = 0; i < NPTS; i++) {
    double e = fabs(data[i].re - original[i].re) + fabs(data[i].im);
    if (e > worst) worst = e;
  }
  if (worst > 1e-12) bad |= 2;
  if (fabs(energy_freq / NPTS - energy_time) > 1e-9 * energy_time) bad |= 4;
  for (i = 0; i < NPTS; i++) { data[i].re = cos(2 * M_PI * 7 * i / NPTS); data[i].im = 0; }
  fft(data, NPTS, 0);
  if (fabs(data[7].re - NPTS / 2.0) > 1e-9 || fabs(data[8].re) > 1e-9) bad |= 8;
  printf("tone bin7 %.6f bin8 %.6f\n", data[7].re, fabs(data[8].re) < 1e-9 ? 0.0 : data[8].re);

  queens_count = 0; queens(0, 8); printf("queens 8: %d\n", queens_count);
  if (queens_count != 92) bad |= 16;
  queens_count = 0; queens(0, 9); printf("queens 9: %d\n", queens_count);
  if (queens_count != 352) bad |= 32;
  times(&t1);
  if (t1.tms_utime < t0.tms_utime || argc < 1) bad |= 64;
  printf("validation %s\n", bad ? "FAILED" : "passed");
  return bad;
}
