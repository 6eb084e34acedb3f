/* Float arithmetic rounds to single precision at each operation (FLT_EVAL_METHOD 0), conversions between float, double and 64-bit integers round to nearest. */
#include <stdio.h>
struct self { struct self *me; int v; };
static struct self s = { &s, 5 };
static volatile float vf = 3.0f;
int main(void) {
    int i = 0, k = 0;
    do { switch (i) { case 1: i += 2; continue; default: k++; } i++; } while (i < 6);
    printf("%d %d\n", i, k);
    char c; int n; c = n = 300;
    printf("%d %d\n", c, n);
    void *vp = &n; int *ip = 1 ? vp : &n;
    printf("%d\n", *ip);
    printf("%d %d\n", s.me->me->v, s.me == &s);
    int arr[5] = { 1, 2, 3, 4, 5 };
    printf("%d\n", arr[(0, 3)]);
    int *p = arr;
    printf("%u %u\n", (unsigned)sizeof (int) * 2, (unsigned)sizeof *p);
    printf("%.9g %.9g %.9g\n", (float)0xffffffffffffffffULL, (float)16777217, (float)0x7fffffff);
    float a = 16777216.0f; float b = a + 1.0f;
    printf("%d\n", a == b);
    float third = 1.0f / vf; double d3 = third * 3;
    printf("%.17g %.9g\n", d3, third * vf);
    float f1 = 0.1f, f2 = 0.2f; float f3 = f1 + f2;
    printf("%.9g %d\n", f3, f3 == 0.3f);
    double dd = 1e-300; float tiny = (float)dd;
    printf("%g\n", tiny);
    float big = 3e38f; big *= 10;
    printf("%g\n", big);
    unsigned u = 4294967295u; float uf = u; double ud = u;
    printf("%.1f %.1f\n", uf, ud);
    long long ll = -1; float lf = ll; printf("%g\n", lf);
    printf("%d\n", (int)(float)2147483520);
    return 0;
}
