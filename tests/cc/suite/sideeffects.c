#include <stdio.h>
static int calls;
static int next(void) { return ++calls; }
static int *ptr(int *p) { calls += 100; return p; }
int main(void) {
    int a[5] = { 0 }, i = 0;
    a[i++] += 5; a[i++] += 6;
    printf("%d %d %d\n", a[0], a[1], i);
    int v = 10;
    *ptr(&v) += 3; *ptr(&v) *= 2;
    printf("%d %d\n", v, calls);
    long long ll[3] = { 1, 2, 3 }; long long *lp = ll;
    *lp++ += 10; *lp++ <<= 33;
    printf("%lld %lld %d\n", ll[0], ll[1], (int)(lp - ll));
    int x = 0;
    int r = (x++ && next()) || (x++ || next());
    printf("%d %d %d\n", r, x, calls);
    int y = 5;
    int z = y++ + 1;
    z += y-- * 2;
    printf("%d %d\n", y, z);
    char s[] = "abc"; char *p = s;
    char c1 = *p++; char c2 = (*p)++; char c3 = *++p;
    printf("%c%c%c %s\n", c1, c2, c3, s);
    double d = 1.5; d += d *= 2;
    printf("%g\n", d);
    unsigned short us = 65535; us += 2;
    printf("%d\n", us);
    int cnt = 0; for (int k = next(); k < 210; k += next()) cnt++;
    printf("%d\n", cnt);
    int arr2[4] = { 1, 2, 3, 4 }, j = 0;
    arr2[j] = arr2[j + 1] = arr2[j + 2] = 9;
    printf("%d %d %d %d\n", arr2[0], arr2[1], arr2[2], arr2[3]);
    float f = 2; f /= 4; f -= 1;
    printf("%g\n", f);
    int m = 17; m %= 5; m ^= 6; m |= 16; m &= ~1; m >>= 1;
    printf("%d\n", m);
    return 0;
}
