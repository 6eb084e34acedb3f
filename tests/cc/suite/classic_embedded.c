/* Embedded-suite kernels of our own, in the manner of MiBench's automotive,
   network and telecom programs: bit counting five ways, a cubic solver with integer
   square roots and angle conversion, Dijkstra on a graph written to a file with
   fprintf and read back with fscanf, CRC-32 of a file read through open/read, and
   qsort of strings. Each validates itself independently of its own method: the bit
   counts agree with each other, the cubic's roots satisfy the polynomial, the
   integer root brackets its argument, Dijkstra agrees with Floyd-Warshall, the
   CRC-32 of "123456789" is the published check value 0xCBF43926, and the sorted
   strings are in strcmp order. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <fcntl.h>
#include <unistd.h>
#include <limits.h>
#include <time.h>

static int failures;
static void check(int ok, const char *what) {
  if (!ok) { printf("check failed: %s\n", what); failures++; }
}

/* bit counting */
static int bits_loop(unsigned long x) { int n = 0; while (x) { n += (int)(x & 1); x >>= 1; } return n; }
static int bits_sparse(unsigned long x) { int n = 0; while (x) { x &= x - 1; n++; } return n; }
static int bits_parallel(unsigned long x) {
  x = x - ((x >> 1) & 0x55555555UL);
  x = (x & 0x33333333UL) + ((x >> 2) & 0x33333333UL);
  x = (x + (x >> 4)) & 0x0f0f0f0fUL;
  return (int)((x * 0x01010101UL) >> 24);
}
static char nibble_bits[16];
static int bits_table(unsigned long x) {
  int n = 0;
  for (int i = 0; i < (int)(sizeof x * CHAR_BIT); i += 4) n += nibble_bits[(x >> i) & 15];
  return n;
}
static int bits_recursive(unsigned long x) { return x == 0 ? 0 : (int)(x & 1) + bits_recursive(x >> 1); }

static void bitcount_test(void) {
  int (*const ways[])(unsigned long) = { bits_loop, bits_sparse, bits_parallel, bits_table, bits_recursive };
  long totals[5] = {0};
  unsigned long x = 1;
  for (int i = 0; i < 16; i++) nibble_bits[i] = (char)bits_loop((unsigned long)i);
  for (int n = 0; n < 3000; n++) {
    x = x * 1103515245UL + 12345UL;
    for (int w = 0; w < 5; w++) totals[w] += ways[w](x);
  }
  for (int w = 1; w < 5; w++) check(totals[w] == totals[0], "bit counts agree");
  printf("bits %ld %d %d\n", totals[0], bits_parallel(0xffffffffUL), bits_table(0x80000001UL));
}

/* basic math */
static void cubic(double a, double b, double c, double d, int *count, double roots[3]) {
  double a1 = b / a, a2 = c / a, a3 = d / a;
  double q = (a1 * a1 - 3.0 * a2) / 9.0;
  double r = (2.0 * a1 * a1 * a1 - 9.0 * a1 * a2 + 27.0 * a3) / 54.0;
  double r2q3 = r * r - q * q * q;
  if (r2q3 <= 0) {
    double theta = acos(r / sqrt(q * q * q));
    *count = 3;
    roots[0] = -2.0 * sqrt(q) * cos(theta / 3.0) - a1 / 3.0;
    roots[1] = -2.0 * sqrt(q) * cos((theta + 2.0 * M_PI) / 3.0) - a1 / 3.0;
    roots[2] = -2.0 * sqrt(q) * cos((theta + 4.0 * M_PI) / 3.0) - a1 / 3.0;
  } else {
    *count = 1;
    roots[0] = pow(sqrt(r2q3) + fabs(r), 1.0 / 3.0);
    roots[0] += q / roots[0];
    roots[0] *= (r < 0.0) ? 1 : -1;
    roots[0] -= a1 / 3.0;
  }
}
static unsigned long isqrt(unsigned long x) {
  unsigned long root = 0, bit = 1UL << 30;
  while (bit > x) bit >>= 2;
  while (bit) {
    if (x >= root + bit) { x -= root + bit; root = (root >> 1) + bit; }
    else root >>= 1;
    bit >>= 2;
  }
  return root;
}
static void basicmath_test(void) {
  static const double coeffs[][4] = { {1, -10.5, 32, -30}, {1, -4.5, 17, -30}, {1, -3.5, 22, -31},
                                      {1, -13.7, 1, -35}, {3, 12.34, 5, 12}, {-8, -67.89, 6, -23.6} };
  double worst = 0.0;
  for (int i = 0; i < 6; i++) {
    int n;
    double x[3];
    const double *k = coeffs[i];
    cubic(k[0], k[1], k[2], k[3], &n, x);
    printf("cubic %d:", n);
    for (int j = 0; j < n; j++) {
      double value = ((k[0] * x[j] + k[1]) * x[j] + k[2]) * x[j] + k[3];
      double scale = fabs(k[0] * x[j] * x[j] * x[j]) + fabs(k[1] * x[j] * x[j]) + fabs(k[2] * x[j]) + fabs(k[3]);
      if (fabs(value) / scale > worst) worst = fabs(value) / scale;
      printf(" %.6f", x[j]);
    }
    printf("\n");
  }
  check(worst < 1e-12, "cubic roots satisfy the polynomial");
  unsigned long sum = 0;
  for (unsigned long v = 0; v < 100000UL; v += 7) {
    unsigned long r = isqrt(v);
    check(r * r <= v && (r + 1) * (r + 1) > v, "isqrt brackets");
    sum += r;
  }
  unsigned long top = isqrt(0xffffffffUL);
  check(top == 65535UL, "isqrt of 2^32-1");
  double degrees = 0;
  for (int d = 0; d <= 360; d += 45) degrees += (d * M_PI / 180.0) * 180.0 / M_PI;
  printf("isqrt sum %lu top %lu degrees %.1f\n", sum, top, degrees);
}

/* Dijkstra from a file */
#define NODES 12
static int dist_matrix[NODES][NODES];
static void dijkstra_test(void) {
  FILE *f = fopen("classic_embedded.graph", "w");
  check(f != NULL, "graph file opens for writing");
  if (!f) return;
  unsigned seed = 7;
  for (int i = 0; i < NODES; i++) {
    for (int j = 0; j < NODES; j++) {
      seed = seed * 69069u + 1u;
      int w = i == j ? 0 : (seed >> 16) % 5 == 0 ? 9999 : (int)((seed >> 8) % 97) + 1;
      fprintf(f, "%d%c", w, j + 1 < NODES ? ' ' : '\n');
    }
  }
  fclose(f);
  f = fopen("classic_embedded.graph", "r");
  int read_count = 0;
  for (int i = 0; i < NODES; i++)
    for (int j = 0; j < NODES; j++) read_count += fscanf(f, "%d", &dist_matrix[i][j]);
  int extra = fscanf(f, "%d", &read_count);
  fclose(f);
  remove("classic_embedded.graph");
  check(read_count == NODES * NODES && extra == EOF, "graph read back");

  int floyd[NODES][NODES];
  memcpy(floyd, dist_matrix, sizeof floyd);
  for (int k = 0; k < NODES; k++)
    for (int i = 0; i < NODES; i++)
      for (int j = 0; j < NODES; j++)
        if (floyd[i][k] + floyd[k][j] < floyd[i][j]) floyd[i][j] = floyd[i][k] + floyd[k][j];
  long total = 0;
  for (int s = 0; s < NODES; s++) {
    int dist[NODES], done[NODES] = {0};
    for (int i = 0; i < NODES; i++) dist[i] = dist_matrix[s][i];
    done[s] = 1;
    for (int step = 1; step < NODES; step++) {
      int best = -1;
      for (int i = 0; i < NODES; i++) if (!done[i] && (best < 0 || dist[i] < dist[best])) best = i;
      done[best] = 1;
      for (int i = 0; i < NODES; i++)
        if (!done[i] && dist[best] + dist_matrix[best][i] < dist[i]) dist[i] = dist[best] + dist_matrix[best][i];
    }
    for (int i = 0; i < NODES; i++) { check(dist[i] == floyd[s][i], "dijkstra equals floyd"); total += dist[i]; }
  }
  printf("shortest paths total %ld\n", total);
}

/* CRC-32 through open/read */
static unsigned long crc_table[256];
static unsigned long crc32_update(unsigned long crc, const unsigned char *p, long n) {
  while (n-- > 0) crc = crc_table[(crc ^ *p++) & 0xff] ^ (crc >> 8);
  return crc;
}
static void crc_test(void) {
  for (unsigned long i = 0; i < 256; i++) {
    unsigned long c = i;
    for (int k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320UL ^ (c >> 1) : c >> 1;
    crc_table[i] = c;
  }
  unsigned long check_value = crc32_update(0xffffffffUL, (const unsigned char *)"123456789", 9) ^ 0xffffffffUL;
  check(check_value == 0xCBF43926UL, "crc-32 check value");
  int fd = open("classic_embedded.bin", O_WRONLY | O_CREAT | O_TRUNC, 0644);
  check(fd >= 0, "open for writing");
  unsigned char block[700];
  for (int i = 0; i < 700; i++) block[i] = (unsigned char)(i * 7 + (i >> 3));
  for (int k = 0; k < 5; k++) check(write(fd, block, sizeof block) == (long)sizeof block, "write");
  close(fd);
  fd = open("classic_embedded.bin", O_RDONLY);
  unsigned long crc = 0xffffffffUL;
  long got, length = 0;
  unsigned char buffer[512];
  while ((got = read(fd, buffer, sizeof buffer)) > 0) { crc = crc32_update(crc, buffer, got); length += got; }
  close(fd);
  remove("classic_embedded.bin");
  check(open("classic_embedded.bin", O_RDONLY) < 0, "removed file does not open");
  printf("crc32 check %08lx file %08lx length %ld\n", check_value, crc ^ 0xffffffffUL, length);
}

/* qsort of strings */
static int by_string(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }
static void qsort_test(void) {
  static char words[60][12];
  char *list[60];
  unsigned seed = 99;
  for (int i = 0; i < 60; i++) {
    int n = 1 + i % 9;
    for (int j = 0; j < n; j++) { seed = seed * 1664525u + 1013904223u; words[i][j] = (char)('a' + (seed >> 24) % 26); }
    words[i][n] = '\0';
    list[i] = words[i];
  }
  qsort(list, 60, sizeof list[0], by_string);
  for (int i = 1; i < 60; i++) check(strcmp(list[i - 1], list[i]) <= 0, "strings sorted");
  printf("first %s last %s middle %s\n", list[0], list[59], list[30]);
}

int main(void) {
  clock_t start = clock();
  bitcount_test();
  basicmath_test();
  dijkstra_test();
  crc_test();
  qsort_test();
  check(clock() >= start, "clock advances");
  printf("%s\n", failures ? "FAILED" : "all checks passed");
  return failures != 0;
}
