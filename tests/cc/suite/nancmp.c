#include <stdio.h>
static volatile double zero;
static int cmp(double a, double b) {
    return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5 | (!(a < b)) << 6 | (!(a >= b)) << 7;
}
static int fcmp(float a, float b) { int r = 0; if (a < b) r |= 1; if (a <= b) r |= 2; if (a > b) r |= 4; if (a >= b) r |= 8; if (a == b) r |= 16; if (a != b) r |= 32; return r; }
int main(void) {
    double nan = zero / zero, inf = 1 / zero;
    double vals[] = { -inf, -1.0, -0.0, 0.0, 1.0, inf, nan };
    for (int i = 0; i < 7; i++) { for (int j = 0; j < 7; j++) printf("%d,", cmp(vals[i], vals[j])); printf("\n"); }
    float fn = (float)nan;
    printf("%d %d %d\n", fcmp(fn, 1.0f), fcmp(1.0f, 2.0f), fcmp(-0.0f, 0.0f));
    int t = nan ? 1 : 0, u = !nan, w = nan && 1, x = 0.0 || nan;
    printf("%d %d %d %d\n", t, u, w, x);
    int loops = 0; for (double d = 0; d != 1.0 && loops < 20; d += 0.25) loops++;
    printf("%d\n", loops);
    return 0;
}
