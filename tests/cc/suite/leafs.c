#include <stdio.h>
static int leaf1(int a, int b, int c) { int x = a + b, y = b * c, z = x - y, w = z ^ a, v = w + x * y; return v - z + w; }
static unsigned leaf_loop(unsigned n) { unsigned s = 0, t = 1, u = 2, v = 3, w = 5, x = 8, y = 13, z = 21; for (unsigned i = 0; i < n; i++) { s += t; t += u; u ^= v; v += w; w -= x; x += y; y ^= z; z += s; } return s ^ t ^ u ^ v ^ w ^ x ^ y ^ z; }
static double leaf_fp(double a, double b) { double c = a * b, d = a + b, e = c / d, f = e - a; return c + d + e + f; }
static long long leaf_ll(long long a, long long b) { long long c = a * b, d = a - b; return c + d * 2 - (a >> 3); }
static int leaf_arr(int n) { int a[8]; for (int i = 0; i < 8; i++) a[i] = i * n; int s = 0; for (int i = 7; i >= 0; i--) s = s * 2 + a[i]; return s; }
static int leaf_many(int a, int b, int c, int d, int e, int f, int g, int h, int i, int j, int k, int l, int m, int n) {
    return a - b + c - d + e - f + g - h + i - j + k - l + m - n;
}
int main(void) {
    printf("%d %u %.6f %lld %d %d\n", leaf1(3, 4, 5), leaf_loop(1000), leaf_fp(1.5, 2.5), leaf_ll(123456789LL, -987LL), leaf_arr(3), leaf_many(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14));
    return 0;
}
