/* float and double locals and parameters kept in FP registers at -O1 and up:
   f2..f7 across calls (callees that use them too must save them), f20..f31 in
   functions that call nothing, the rest in the frame; parameters arriving in
   f8..f15, on the stack, and promoted from float by an unprototyped definition. */
#include <stdio.h>

static double leaf(double a, double b) {
    double s = 0, t = 1, u = a, v = b, w = a - b, z = a * b, q = 0.5, r = 2.0;
    for (int i = 0; i < 10; i++) {
        s += u * q;
        t *= r - q;
        u = u + w;
        v = v - z * 0.001;
        q = q * 0.9;
    }
    return s + t + u + v + w + z + q + r;
}

/* uses f2..f7 itself and calls leaf: its caller's values must survive */
static double middle(double a) {
    double p = a + 1, q = a + 2, r = a + 3, s = a + 4;
    double t = leaf(p, q);
    return p * q + r * s + t;
}

static double outer(int n) {
    double acc = 0, scale = 1.5, bias = -0.25, last = 0;
    float f = 0.1f, g = 3.0f;
    for (int i = 0; i < n; i++) {
        last = middle(i * scale + bias);
        acc += last;
        f = f * g + 1;
        g = g - 0.5f;
    }
    return acc + last + f + g;
}

/* ten double arguments: six of them on the stack */
static double many(double a, double b, double c, double d, double e, double f, double g, double h, double i,
                   double j) {
    double k = a - b + c - d + e;
    return k * (f + g) - h * i / j;
}

/* mixed float arguments: f8..f15 hold them as singles and doubles */
static float mixed(float a, double b, float c, double d, float e, float f, double g) {
    float x = a + c, y = e * f;
    double z = b - d + g;
    return x * y + (float)z;
}

static double knr(x, y) float x; double y; { double t = x; return t * y + x; }

static double recurse(double x, int depth) {
    double here = x * 0.5 + depth;
    if (depth == 0) return here;
    double below = recurse(here, depth - 1);
    return here + below;
}

/* operands straight from registers: both, left only, right only; divisions (the
   runtime wants f8 and f10) and compares in every arrangement, nested */
static double arrange(double x, double y, float f, float g) {
    double r = 0;
    for (int i = 0; i < 4; i++) {
        r += x / y + x / (y + 1) + (x + 1) / y + (x - y) / (x + y);
        r += (f / g) + f / (g * 2) + (f * 3) / g;
        r += (x < y) + 2 * (x > y + 1) + 4 * ((x + 1) <= y) + 8 * (x == y) + 16 * (f != g) + 32 * (f < g * 0.5f);
        if (x < y) r += 100;
        if ((x + 1) > y) r += 1000;
        if (f >= g) r -= 7;
        x = x * 1.5 - y;
        y = y + x * 0.25;
        f = f + g / 4;
    }
    return r + x + y + f + g;
}

int main(void) {
    printf("%.17g\n", arrange(2.0, 3.0, 1.5f, -0.75f));
    printf("%.17g\n", arrange(-5.0, 4.0, 8.0f, 8.0f));
    printf("%.17g\n", leaf(1.25, -3.5));
    printf("%.17g\n", middle(2.0));
    printf("%.9g\n", outer(7));
    printf("%.17g\n", many(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
    printf("%.9g\n", (double)mixed(1.5f, 2.25, -3.0f, 0.125, 7.0f, 0.5f, 100.0));
    printf("%.17g\n", knr(1.5f, 4.0));
    printf("%.17g\n", recurse(3.0, 12));
    double zero;
    zero = 0;
    for (int i = 0; i < 3; i++) zero -= 0.0;
    printf("%g\n", 1 / zero);
    return 0;
}
