/* Calls with twenty mixed arguments (ints, doubles, floats, long longs past the
   registers), varargs of fourteen long longs and of floats, float returns, a
   struct accumulated by value through a loop, thirty locals live across a loop,
   switch fallthrough into loops with break and goto out, pointers into a 2-D
   array. Expected output from gcc -m32 (record.sh). */
#include <stdio.h>
#include <stdarg.h>
#include <string.h>
static double mix(int a, double b, int c, double d, long long e, float f, int g, double h, int i, double j,
                  int k, double l, int m, double n, int o, double p, float q, long long r, int s, double t) {
  return a + b + c + d + e + f + g + h + i + j + k + l + m + n + o + p + q + r + s + t;
}
static long long sum_ll(int n, ...) { va_list ap; long long s = 0; va_start(ap, n); while (n--) s += va_arg(ap, long long) * (n + 1); va_end(ap); return s; }
static float halve(float x) { return x / 2; }
static float fsum(int n, ...) { va_list ap; double s = 0; va_start(ap, n); while (n--) s += va_arg(ap, double); va_end(ap); return (float)s; }
struct acc { long long total; double avg; int n; char tag[5]; };
static struct acc step(struct acc a, int v) { a.total += v; a.n++; a.avg = (double)a.total / a.n; a.tag[a.n % 4] = (char)('a' + v % 26); return a; }
static int pressure(int x) {
  int a = x + 1, b = x * 2, c = x ^ 5, d = x - 7, e = x << 2, f = x >> 1, g = ~x, h = x * x, i = x % 13, j = x / 3;
  long long k = (long long)x * 100000, l = k >> 3;
  double m = x * 0.5, n = m * m, o = n - m, p = o / 3.0;
  for (int t = 0; t < 10; t++) {
    a += b; b ^= c; c += d; d -= e; e += f; f ^= g; g += h; h -= i; i += j; j ^= a;
    k += l ^ t; l -= k >> 5; m += n * 0.001; n -= o * 0.002; o += p; p *= 0.99;
    if (t == 7) continue;
    if (a < 0) a = -a;
  }
  return (int)(a + b + c + d + e + f + g + h + i + j + (int)(k & 0xffff) + (int)(l & 0xfff) + (int)m + (int)n + (int)o + (int)p);
}
static int classify(int v) {
  int r = 0;
  switch (v % 8) {
  case 0: r += 1;
  case 1: for (int i = 0; i < 3; i++) { if (i == v % 3) break; r += 2; }
  case 2: r += 4; break;
  case 3: { int w = v; while (w > 10) { w /= 2; if (w == 13) goto out; } r += w; }
  default: r += 100;
  case 7: r -= 1;
  }
out:
  return r;
}
int main(void) {
  printf("%.6f\n", mix(1, 2.5, 3, 4.25, 5000000000LL, 6.5f, 7, 8.125, 9, 10.5, 11, 12.25, 13, 14.5, 15, 16.75, 17.5f, -18LL, 19, 20.5));
  printf("%lld\n", sum_ll(14, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL, 8LL, 9LL, 10LL, 11LL, 12LL, 13LL, 1LL << 40));
  printf("%g %g\n", halve(3.0f), fsum(10, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, (double)halve(21.0f)));
  struct acc a = { 0, 0, 0, "----" };
  for (int v = 1; v <= 37; v += 3) a = step(a, v);
  printf("%lld %.6f %d %s\n", a.total, a.avg, a.n, a.tag);
  long s = 0; for (int x = -50; x < 50; x += 7) s += pressure(x);
  printf("%ld\n", s);
  for (int v = 0; v < 40; v += 3) printf("%d ", classify(v));
  printf("\n");
  int m[4][4]; int *p = &m[0][0];
  for (int i = 0; i < 16; i++) p[i] = i * i;
  int (*rows)[4] = m; int t = 0;
  for (int i = 0; i < 4; i++) t += rows[i][3 - i] + *(*(rows + i) + i);
  printf("%d\n", t);
  char buf[32]; memset(buf, 0, sizeof buf);
  char *q = buf; for (const char *w = "hello"; *w; ) *q++ = *w++ - 32;
  printf("%s %d\n", buf, (int)(q - buf));
  volatile int vv = 0; for (int i = 0; i < 100; i++) vv += i; printf("%d\n", vv);
  return 0;
}
