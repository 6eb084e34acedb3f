#include <stdio.h>
typedef unsigned long long u64; typedef long long s64;
static volatile int vzero;
int main(void) {
    s64 vals[] = { 0, 1, -1, 127, 128, 255, 256, -128, -129, 32767, 32768, 65535, 65536, -32769,
                   2147483647LL, 2147483648LL, -2147483648LL, 4294967295LL, 4294967296LL, 0x123456789LL, -0x123456789LL };
    for (unsigned i = 0; i < sizeof vals / sizeof vals[0]; i++) {
        s64 v = vals[i];
        printf("%d %u %d %u %d %u %u %lld %.1f %.1f\n", (signed char)v, (unsigned char)v, (short)v, (unsigned short)v,
               (int)v, (unsigned)v, (unsigned)(v >> 32), (s64)(u64)v, (double)v, (double)(u64)v);
    }
    double ds[] = { 0.0, 0.5, -0.5, 1.99, -1.99, 127.9, 255.5, 65535.9, 2147483647.0, 4294967295.0, 1e10, -1e10, 9.2e18 };
    for (unsigned i = 0; i < sizeof ds / sizeof ds[0]; i++) {
        double d = ds[i];
        printf("%d %lld %.3f", d >= -2147483648.0 && d < 2147483648.0 ? (int)d : 0, (s64)d, (float)d);
        if (d >= 0 && d < 4294967296.0) printf(" %u", (unsigned)d);
        if (d >= 0) printf(" %llu", (u64)d);
        printf("\n");
    }
    float f = 3.75f; unsigned char uc = f; short s = -f; unsigned u = 3000000000.0f;
    printf("%d %d %u\n", uc, s, u);
    unsigned big = 4294967295u; float fb = big; double db = big;
    printf("%.1f %.1f\n", fb, db);
    u64 ub = 0x8000000000000000ULL; double du = ub; float fu = ub;
    printf("%.1f %.1f\n", du, fu);
    u64 odd = 0xfffffffffffff801ULL;
    printf("%.1f\n", (double)odd);
    s64 neg = -9007199254740993LL;
    printf("%.1f %.1f\n", (double)neg, (float)neg);
    _Bool b1 = 0.5, b2 = 256, b3 = (void *)0 != 0;
    printf("%d %d %d\n", b1, b2, b3);
    int i = vzero - 1;
    unsigned short us = i; signed char sc = 300 + vzero;
    printf("%d %d\n", us, sc);
    return 0;
}
