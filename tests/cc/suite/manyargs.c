#include <stdio.h>
struct pt { int x, y; };
static int ints(int a, int b, int c, int d, int e, int f, int g, int h, int i, int j, int k, int l, int m, int n, int o) {
    return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j + 11 * k + 12 * l + 13 * m + 14 * n + 15 * o;
}
static double dbls(double a, double b, double c, double d, double e, double f, double g, float h, double i, float j) {
    return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j;
}
static double mix(int a, double b, char c, float d, long long e, short f, struct pt g, double h, unsigned char i, long long j, int k, double l) {
    return a + b + c + d + (double)e + f + g.x * g.y + h + i + (double)j + k + l;
}
static struct pt spt(struct pt a, int n, struct pt b) { struct pt r = { a.x * n + b.x, a.y * n + b.y }; return r; }
int main(void) {
    printf("%d\n", ints(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    printf("%g\n", dbls(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
    struct pt p = { 3, 4 };
    printf("%g\n", mix(1, 2.5, 'a', 0.25f, 1LL << 40, -7, p, 1e3, 200, -5, 9, 0.125));
    struct pt q = spt(p, 10, (struct pt){ 1, 2 });
    printf("%d %d\n", q.x, q.y);
    int (*fp)(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int) = ints;
    printf("%d\n", fp(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1));
    return 0;
}
