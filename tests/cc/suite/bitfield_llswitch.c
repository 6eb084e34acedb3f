/* Bit-field corners (signed and unsigned widths, a zero-width field, a 40-bit
   long long field, a _Bool field, increments wrapping in the field), switch on
   long long and unsigned long long with cases beyond 32 bits, and the integer
   promotions of narrow types. Expected output from gcc -m32 (record.sh). */
#include <stdio.h>
#include <limits.h>
struct bf { unsigned a : 3; signed b : 4; unsigned c : 1; int d : 5; unsigned : 0; unsigned e : 7; };
struct bf2 { char x; unsigned long long big : 40; unsigned short s : 9; };
struct bf3 { signed char sc : 3; _Bool flag : 1; };
static int sw(long long v) {
  switch (v) {
  case 0: return 1;
  case 0x100000000LL: return 2;
  case -1LL: return 3;
  case 0x7fffffffffffffffLL: return 4;
  case (long long)0x8000000000000000ULL: return 5;
  case 42: return 6;
  default: return 0;
  }
}
static int swu(unsigned long long v) {
  switch (v) { case 0xffffffffULL: return 1; case 0x1ffffffffULL: return 2; case 1ULL << 63: return 3; }
  return 0;
}
int main(void) {
  struct bf x = { 7, -8, 1, -16, 127 };
  printf("%u %d %u %d %u %d\n", x.a, x.b, x.c, x.d, x.e, (int)sizeof x);
  x.a++; x.b--; x.c += 1; x.d = x.d * 2; x.e += 2;
  printf("%u %d %u %d %u\n", x.a, x.b, x.c, x.d, x.e);
  printf("%d %d\n", x.a - 1 < 0, x.e - 200 < 0);
  struct bf2 y = { 1, 0xffffffffffULL, 511 };
  y.big += 1; y.s++;
  printf("%llu %u %d\n", (unsigned long long)y.big, y.s, (int)sizeof y);
  y.big = 0x123456789aULL; printf("%llx %d\n", (unsigned long long)(y.big >> 4), (int)(y.big & 0xff));
  struct bf3 z = { -4, 5 }; z.sc--;
  printf("%d %d\n", z.sc, z.flag);
  long long vals[] = { 0, 0x100000000LL, -1, LLONG_MAX, LLONG_MIN, 42, 43, 0xffffffffLL };
  for (int i = 0; i < 8; i++) printf("%d", sw(vals[i]));
  printf(" %d%d%d%d\n", swu(0xffffffffULL), swu(0x1ffffffffULL), swu(1ULL << 63), swu(5));
  /* promotions */
  unsigned char uc = 200; signed char sc = -100; unsigned short us = 65535; short ss = -1;
  printf("%d %d %d %d\n", uc + uc, sc * 2, us * us == -131071, ss < 0u);
  printf("%d %d %u\n", (unsigned char)~uc, ~uc, -1U >> 1 == INT_MAX);
  printf("%d %d\n", (int)sizeof(uc + uc), (int)sizeof(+uc));
  unsigned u = 1; int i = -1;
  printf("%d %d %lld\n", i < u, (long long)i < u, (long long)u * i);
  printf("%d %d\n", -7 / 2, -7 % 2);
  printf("%lld %lld\n", -7LL / 2, -7LL % 2);
  printf("%u %llu\n", 0x80000000u >> 31, 0x8000000000000000ULL >> 63);
  return 0;
}
