/* Assignments to register locals whose value is used (chains, conditions,
   arguments, comma operands) and whose value is not (the -O1 peephole then
   computes straight into the local), char and _Bool narrowing on the way, and
   locals zeroed then initialised. */
#include <stdio.h>

static int twice(int v) { return 2 * v; }

static int chains(int n, signed char c, _Bool flag, unsigned short h) {
    int a = 0, b = 0, d = 5, e;
    signed char s = c;
    for (int i = 0; i < n; i = i + 1) {
        a = b = i * 3 + 1;
        if ((d = a + b - i) > 10) e = twice(d = d - 1);
        else e = (b = b + 2, b * 2);
        s = s + 100;
        flag = a & 2;
        h = h - 7;
        d += e + s + flag + h;
    }
    int z = 0, w = 0;
    z = d ^ 0x55;
    w = (z = z + 1) + (a = a << 2);
    return a + b + d + z + w + s + flag + h;
}

int main(void) {
    printf("%d\n", chains(9, -20, 1, 3));
    printf("%d\n", chains(0, 7, 0, 65535));
    int k = 0, m = 0;
    while ((k = k + 3) < 40) m = m + k;
    printf("%d %d\n", k, m);
    return 0;
}
