/* Integer arguments taken straight from constants and register locals (at -O1 and
   up, after the other arguments are evaluated): beside calls, side effects,
   narrowing conversions, fourteen arguments (two on the stack) and varargs. */
#include <stdio.h>

static int g = 10, h = 0;
static int bump(int *p) { return ++*p; }
static int sum14(int a, int b, int c, int d, int e, int f, int h, int i, int j, int k, int l, int m, int n, int o) {
    return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * h + 8 * i + 9 * j + 10 * k + 11 * l + 12 * m + 13 * n +
           14 * o;
}
static int narrow(signed char c, unsigned short s, _Bool b, long l) { return c * 100000 + s * 2 + b + (int)l; }
static int mixed(int a, double x, int b, float y, int c) { return a - b + c + (int)(x * 10) + (int)(y * 100); }

int main(void) {
    int k = 3, m = -7, kept = 0;
    unsigned u = 4000000000u;
    for (int i = 0; i < 3; i++) {
        kept += sum14(i, k, m, 5, g, bump(&h), k + m, -1, 2, u % 7, g, i * i, 0x7fff, -32768);
        kept += narrow(k + 300, u, m, i);
        kept += mixed(k, 1.25 * i, m, 0.5f, bump(&g));
    }
    printf("%d %d %d %d %d %u\n", kept, k, m, g, h, u);
    printf("%d %s %d %x %c\n", 42, "text", k, u, 'z');
    return 0;
}
