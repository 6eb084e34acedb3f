/* long long bit-fields promote as GCC promotes them: up to 31 bits (32 signed) to
   int, 32 unsigned bits to unsigned int, wider ones stay long long; so they compare
   signed or unsigned and wrap accordingly, stored and read back unchanged. */
#include <stdio.h>
struct wide { unsigned long long a : 20; long long b : 20; unsigned long long c : 33; unsigned long long d : 32; long long e : 32; };
static const struct wide fixed = { 5, -3, 7, 9, -2 };
int main(void) {
    struct wide x = { 5, -3, 7, 9, -2 };
    int negative = -1;
    printf("%d %d %d %d %d\n", x.a > negative, x.b < 0, x.c > negative, x.d > negative, x.e < 0);
    printf("%d %d %d %d %d\n", fixed.a > negative, fixed.b < 0, fixed.c > negative, fixed.d > negative, fixed.e < 0);
    printf("%u %u %u %u %u\n", (unsigned)sizeof(x.a + 0), (unsigned)sizeof(x.b + 0), (unsigned)sizeof(x.c + 0),
           (unsigned)sizeof(x.d + 0), (unsigned)sizeof(x.e + 0));
    printf("%lld %lld\n", (long long)(x.a - 10), (long long)(x.d - 10));
    x.a = 0xfffff; x.b = -0x80000; x.d = 0xffffffffu; x.e = -0x7fffffff; x.c = 0x1ffffffffULL;
    x.a++; x.b--; x.d += 2;
    printf("%d %d %u %d %llx\n", (int)x.a, (int)x.b, (unsigned)x.d, (int)x.e, (unsigned long long)x.c);
    return 0;
}
