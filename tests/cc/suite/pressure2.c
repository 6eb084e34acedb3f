#include <stdio.h>
static int id(int x) { return x; }
static double did(double x) { return x; }
static long long lid(long long x) { return x; }
int main(void) {
    int a0 = id(1), a1 = id(2), a2 = id(3), a3 = id(4), a4 = id(5), a5 = id(6), a6 = id(7), a7 = id(8), a8 = id(9), a9 = id(10);
    int b0 = id(11), b1 = id(12), b2 = id(13), b3 = id(14), b4 = id(15), b5 = id(16), b6 = id(17), b7 = id(18), b8 = id(19), b9 = id(20);
    long long L = 0;
    for (int i = 0; i < 50; i++) {
        a0 += b9; a1 ^= a0; a2 += a1 * 3; a3 -= a2; a4 += a3 >> 1; a5 |= a4; a6 += a5 & 0xff; a7 ^= a6 << 2; a8 += a7; a9 -= a8;
        b0 += a9; b1 += b0; b2 ^= b1; b3 += b2; b4 -= b3; b5 += b4; b6 ^= b5; b7 += b6; b8 -= b7; b9 += b8 % 7;
        L += lid((long long)a9 * b9) + id(i);
    }
    printf("%d %d %d %d %d %d %d %d %d %d\n", a0, a1, a2, a3, a4, a5, a6, a7, a8, a9);
    printf("%d %d %d %d %d %d %d %d %d %d\n", b0, b1, b2, b3, b4, b5, b6, b7, b8, b9);
    printf("%lld\n", L);
    double d0 = did(0.5), d1 = did(1.5), d2 = did(2.5), d3 = did(3.5), d4 = did(4.5), d5 = did(5.5), d6 = did(6.5), d7 = did(7.5);
    for (int i = 0; i < 20; i++) { d0 = d0 * 0.5 + 1; d1 = d1 * 0.9 + d0 * 0.1; d2 = d2 * 0.8 - d1 * 0.25; d3 = did(d2) + d3 * 0.5; d4 = d3 - d4 * 0.5; d5 = d5 * 0.5 + d4 * d0; d6 = d5 / (1 + d6 * d6); d7 = d7 * 0.75 + d6 - d1 * 0.01; }
    printf("%.6f %.6f %.6f %.6f %.6f %.6f %.6f %.6f\n", d0, d1, d2, d3, d4, d5, d6, d7);
    unsigned u = 0;
    for (int i = 0; i < 100; i++) u = u * 31 + (unsigned)(id(i) * id(i + 1) - id(i + 2) / (id(i % 5) + 1) + (id(i) % 3 ? id(4) : id(5)));
    printf("%u\n", u);
    return 0;
}
