/* Expected output: gcc -m32, with offsetof(struct v, w) changed by hand to 16 (double aligned to 8, docs/abi.md). */
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
struct v { int a[3]; double w; };
static struct v mk(int k) { struct v r = { { k, k * 2, k * 3 }, k * 0.5 }; return r; }
static struct v (*maker)(int) = mk;
static struct v sumv(struct v x, struct v y) { for (int i = 0; i < 3; i++) x.a[i] += y.a[i]; x.w += y.w; return x; }
static struct v rec(int n) { return n == 0 ? mk(1) : sumv(rec(n - 1), mk(n)); }
struct anon { int kind; union { int i; float f; }; struct { short lo, hi; }; };
struct flex { int n; int items[]; };
struct sa { int x; _Static_assert(sizeof(int) == 4, "int"); int y; };
int main(void) {
    printf("%d %g\n", mk(4).a[2], maker(6).w);
    int c = 1;
    struct v p = mk(1), q = mk(2);
    struct v r = c ? p : q;
    struct v s = !c ? p : q;
    printf("%d %d\n", r.a[1], s.a[1]);
    struct v t, u;
    t = u = mk(7);
    printf("%d %d\n", t.a[0], u.a[2]);
    struct v w = (c++, mk(c));
    printf("%d\n", w.a[0]);
    struct v z = rec(4);
    printf("%d %d %d %g\n", z.a[0], z.a[1], z.a[2], z.w);
    struct anon an = { .kind = 1, .f = 1.5f, .hi = 7 };
    an.lo = -2;
    printf("%d %g %d %d %u\n", an.kind, an.f, an.lo, an.hi, (unsigned)sizeof an);
    struct flex *fx = malloc(sizeof *fx + 5 * sizeof(int));
    fx->n = 5; for (int i = 0; i < 5; i++) fx->items[i] = i * i;
    printf("%d %d %u\n", fx->n, fx->items[4], (unsigned)sizeof(struct flex));
    free(fx);
    char arr[offsetof(struct v, w)];
    printf("%u\n", (unsigned)sizeof arr);
    struct sa sa1 = { 1, 2 };
    printf("%d\n", sa1.x + sa1.y);
    struct v *pv = &(struct v){ { 9, 8, 7 }, 0 };
    printf("%d\n", pv->a[1]);
    struct v arr2[2] = { mk(1), mk(2) };
    struct v tmp = arr2[0]; arr2[0] = arr2[1]; arr2[1] = tmp;
    printf("%d %d\n", arr2[0].a[0], arr2[1].a[0]);
    return 0;
}
