/* Expected output: gcc -m32, with the sizes and offsets of double members changed by hand to docs/abi.md (double aligned to 8, not 4 as on i386). */
#include <stdio.h>
#include <string.h>
struct inner { char c; short s; };
struct outer { int a; struct inner in[3]; double d; char tail; };
union u { int i; char b[4]; float f; };
static struct outer make(int k) {
    struct outer o;
    memset(&o, 0, sizeof o);
    o.a = k; o.in[1].c = 'x'; o.in[2].s = -k; o.d = k / 4.0; o.tail = 'T';
    return o;
}
static int sum(struct outer o) { o.a += 100; return o.a + o.in[2].s + (int)(o.d * 4); }
struct small { char a, b, c; };
static struct small swap(struct small s) { struct small r = { s.c, s.b, s.a }; return r; }
int main(void) {
    struct outer x = make(7), y;
    y = x;
    y.a = 9;
    printf("%d %d %c %d %g %c\n", x.a, y.a, y.in[1].c, y.in[2].s, y.d, y.tail);
    printf("%d %d\n", sum(x), x.a);
    printf("%u %u %u\n", (unsigned)sizeof(struct inner), (unsigned)sizeof(struct outer), (unsigned)sizeof(union u));
    union u v; v.i = 0x41424344;
    printf("%c%c%c%c\n", v.b[0], v.b[1], v.b[2], v.b[3]);
    v.f = 1.0f;
    printf("%08x\n", v.i);
    struct small s = { 'a', 'b', 'c' }, t = swap(s);
    printf("%c%c%c\n", t.a, t.b, t.c);
    struct outer arr[2] = { make(1), make(2) };
    arr[0] = arr[1];
    printf("%d %g\n", arr[0].a, arr[0].d);
    struct { int x, y; } pt = { 3, 4 }, *pp = &pt;
    pp->x += pp->y;
    printf("%d\n", pt.x);
    return 0;
}
