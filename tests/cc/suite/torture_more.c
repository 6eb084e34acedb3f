/* Torture-suite themes: an 80 KB local array, a 1.2 KB struct by value (the
   callee's copy is its own), an array of functions returning structs, recursion
   through an unprototyped function pointer, a static pointer to a static, alloca
   in a loop, bit-fields in a union and of enum and _Bool type, conversions to
   _Bool and narrow types, a char array exactly filled by its string, 64-bit shifts
   at every distance, signed 64-bit division, default in the middle of a switch,
   computed goto. Expected output from gcc -m32 (record.sh). */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <alloca.h>
struct big { int a[300]; char tag; };
static int sum_big(struct big b) { int s = b.tag; for (int i = 0; i < 300; i++) s += b.a[i]; b.a[0] = 999; return s; }
static struct big make_big(int k) { struct big b; for (int i = 0; i < 300; i++) b.a[i] = i * k; b.tag = (char)k; return b; }
struct ret { long long v; char c; };
static struct ret r1(int x) { return (struct ret){ x * 3LL, 'a' }; }
static struct ret r2(int x) { return (struct ret){ -x, 'b' }; }
static struct ret (*table[])(int) = { r1, r2 };
static int fact(int (*self)(), int n) { return n <= 1 ? 1 : n * self(self, n - 1); }
static int *counter(void) { static int c; static int *p = &c; (*p)++; return p; }
union bu { struct { unsigned lo : 4, hi : 4; } n; unsigned char byte; };
enum color { RED = 1, GREEN = 2, BLUE = 4 };
struct ef { enum color c : 3; _Bool b : 1; int s : 3; };
int main(void) {
  int local[20000]; for (int i = 0; i < 20000; i++) local[i] = i; long t = 0; for (int i = 0; i < 20000; i += 100) t += local[i];
  printf("%ld\n", t);
  struct big b = make_big(3); printf("%d %d\n", sum_big(b), b.a[0]);
  for (int i = 0; i < 2; i++) { struct ret r = table[i](7); printf("%lld %c ", r.v, r.c); } printf("\n");
  printf("%d\n", fact((int (*)())fact, 6));
  counter(); counter(); printf("%d\n", *counter());
  long total = 0; for (int i = 1; i <= 50; i++) { int *p = alloca(i * sizeof(int)); for (int j = 0; j < i; j++) p[j] = j; total += p[i - 1]; } printf("%ld\n", total);
  union bu u; u.byte = 0xa5; printf("%u %u\n", u.n.lo, u.n.hi);
  struct ef e = { BLUE, 1, -3 }; printf("%d %d %d %d\n", e.c, e.b, e.s, e.c == BLUE);
  unsigned char uc = (unsigned char)-3.0 == 253 ? 1 : 0; (void)uc;
  volatile double neg = -3.7; printf("%d %d\n", (int)neg, (signed char)(int)neg);
  printf("%d %d %d\n", (_Bool)0.5, (_Bool)2, (_Bool)-0.0);
  char s3[3] = "abc"; printf("%c%c%c %d\n", s3[0], s3[1], s3[2], (int)sizeof s3);
  char c = (char)200; printf("%d\n", c < 0);
  unsigned long long x = 0x8000000000000001ULL;
  for (int sh = 0; sh < 64; sh += 9) printf("%llx/%llx ", x >> sh, (long long)x >> sh); printf("\n");
  for (int sh = 0; sh < 64; sh += 13) printf("%llx ", 0x123456789abcdefULL << sh); printf("\n");
  long long m = -9; printf("%lld %lld %lld %lld\n", m / 4, m % 4, m / -4, m % -4);
  printf("%d %d\n", -1LL < 0ULL, (unsigned)-1 > 0LL);
  int k = 2;
  switch (k) { case 1: printf("one"); default: printf("def"); case 3: printf("three\n"); }
  void *labels[] = { &&l0, &&l1, &&l2 }; int seq = 0, step = 0;
  goto *labels[0];
  l0: seq = seq * 10 + 1; if (++step < 3) goto *labels[step];
  l1: seq = seq * 10 + 2; if (++step < 3) goto *labels[step];
  l2: seq = seq * 10 + 3;
  printf("%d\n", seq);
  printf("%d\n", __builtin_return_address(0) != 0);
  return 0;
}
