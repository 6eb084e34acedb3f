/* Conversion and declarator corners: functions returning pointers to arrays and
   to such functions, a 33-bit long long bit-field through by-value struct calls,
   double to unsigned and long long at the edges, 64-bit integers to double and
   float rounding to nearest even, shifts of negative values, NaN comparisons,
   long double as double through %Lf, unsigned char wrap, 64-bit division by
   constants. Expected output from gcc -m32 (record.sh). */
#include <stdio.h>
#include <stdint.h>
#include <math.h>
typedef int (*arrp)[3];
static int grid[2][3] = {{1,2,3},{4,5,6}};
static arrp row(int i) { return &grid[i]; }
static int (*(*fnp(void))(int))[3] { return row; }
struct S { long long a : 33; unsigned b : 5; double d; };
static struct S twice(struct S s) { s.a *= 2; s.b += 3; s.d *= 2; return s; }
int main(void) {
  printf("%d %d\n", (*row(1))[2], fnp()(0)[0][1]);
  struct S s = { -4294967296LL, 30, 1.25 }; s = twice(twice(s));
  printf("%lld %u %g\n", (long long)s.a, s.b, s.d);
  volatile double big = 4294967295.0, neg = -1.5, huge = 9.2e18;
  volatile float fl = 16777217.0f;
  printf("%u %d %lld %llu\n", (unsigned)big, (int)neg, (long long)huge, (unsigned long long)(huge * 1.5));
  volatile unsigned long long ull = 0xFFFFFFFFFFFFFFFFULL, odd = (1ULL << 53) + 1;
  volatile long long sll = -9007199254740993LL;
  printf("%.17g %.17g %.17g %.9g\n", (double)ull, (double)odd, (double)sll, (double)fl);
  printf("%.9g %.9g %.9g\n", (float)ull, (float)16777217, (float)(int32_t)0x7fffffff);
  volatile int mi = -17; printf("%d %d %u\n", mi >> 2, mi << 3, (unsigned)mi >> 28);
  volatile double nan = NAN; printf("%d %d %d %s\n", nan == nan, nan != nan, nan < 1 ? 1 : 2, nan > 0 ? "gt" : "ngt");
  long double ld = 1.0L / 3; printf("%Lf %.10Lg\n", ld, ld);
  unsigned char uc = 250; int n = 0; for (unsigned char c = uc; c != 4; c++) n++; printf("%d\n", n);
  volatile float f1 = 0.1f, f2 = 0.2f; printf("%.9g %d\n", f1 + f2, f1 + f2 == 0.3f);
  printf("%.17g %.17g\n", (double)(f1 * 3), 0.1f * 3.0);
  volatile uint32_t u32 = 0xdeadbeef; printf("%08x %08x\n", (u32 << 4) | (u32 >> 28), (uint32_t)-u32);
  volatile int64_t a64 = INT64_MIN; printf("%lld %lld\n", a64 / -2, a64 % 7);
  volatile uint64_t b64 = 0xfedcba9876543210ULL; printf("%llu %llu %llx\n", b64 / 12345, b64 % 12345, b64 * 0x10001);
  printf("%d %d\n", (int)(-7.9), (int)(7.9f));
  printf("%g %g %g\n", floor(-2.5), ceil(-2.5), rint(2.5));
  return 0;
}
