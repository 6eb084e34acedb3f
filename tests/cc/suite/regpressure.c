#include <stdio.h>
static int f(int x) { return x * 3 + 1; }
int main(void) {
    int a = 1, b = 2, c = 3, d = 4, e = 5, g = 6, h = 7, i = 8, j = 9, k = 10, l = 11, m = 12, n = 13, o = 14, p = 15, q = 16;
    int r = ((a + b) * (c + d) - (e + g) * (h - i)) * ((j + k) * (l + m) + (n - o) * (p + q))
          + (a * (b * (c * (d * (e * (g * (h * (i + j))))))))
          + f(a + f(b + f(c + f(d)))) * (f(e) - f(g)) + (k ^ l) + (m | n) + (o & p) + (q << 2);
    printf("%d\n", r);
    double x = 1.5, y = 2.5, z = 3.5, w = 4.5;
    double s = ((x + y) * (z - w) + (x * y - z * w)) / ((x + 1) * (y + 2) * (z + 3) * (w + 4)) + (x * (y * (z * (w * (x + y)))));
    printf("%.10f\n", s);
    long long A = 1, B = 2, C = 3, D = 4, E = 5, F = 6, G = 7, H = 8, I = 9;
    long long R = (A + B) * (C + D) * (E + F) * (G + H) * (I + A) - ((A * B) + (C * D) + (E * F) + (G * H) + (I * 1000000000000LL));
    printf("%lld\n", R);
    int v[16]; for (int t = 0; t < 16; t++) v[t] = t + 1;
    int tot = v[0]*v[1] + v[2]*v[3] + v[4]*v[5] + v[6]*v[7] + v[8]*v[9] + v[10]*v[11] + v[12]*v[13] + v[14]*v[15];
    printf("%d\n", tot);
    return 0;
}
