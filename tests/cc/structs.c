/* Structs and unions: layout, members, assignment, by value in and out,
 * nested, anonymous members, pointers to them. */
#include "check.h"
#include <stddef.h>

struct point { int x, y; };
struct mixed { char c; double d; short s; int i; };
struct big { int a[20]; char tag; };
union word { unsigned u; unsigned char b[4]; float f; };
struct outer { struct point p; struct { int depth; }; union { int ival; char cval; }; };

static struct point make(int x, int y) { struct point p; p.x = x; p.y = y; return p; }
static int sum(struct point p) { return p.x + p.y; }
static struct big fill(int v) {
    struct big b;
    for (int i = 0; i < 20; i++) b.a[i] = v + i;
    b.tag = 'B';
    return b;
}
static int total(struct big b, int k) { int s = 0; for (int i = 0; i < 20; i++) s += b.a[i]; return s * k; }
static void move(struct point *p, int dx) { p->x += dx; (*p).y -= dx; }

int main(void) {
    CHECK(sizeof(struct point) == 8);
    CHECK(sizeof(struct mixed) == 24 && offsetof(struct mixed, d) == 8 && offsetof(struct mixed, s) == 16 &&
          offsetof(struct mixed, i) == 20 && _Alignof(struct mixed) == 8);
    CHECK(sizeof(union word) == 4);
    struct point p = make(3, 4);
    CHECK(p.x == 3 && p.y == 4 && sum(p) == 7);
    struct point q = p;
    q.x = 10;
    CHECK(p.x == 3 && q.x == 10 && q.y == 4);
    move(&q, 2);
    CHECK(q.x == 12 && q.y == 2);
    struct big b = fill(1);
    CHECK(b.a[0] == 1 && b.a[19] == 20 && b.tag == 'B');
    CHECK(total(b, 2) == 420);   /* 2 * (1 + ... + 20) */
    CHECK(total(fill(0), 1) == 190);
    union word w;
    w.u = 0x11223344;
    CHECK(w.b[0] == 0x44 && w.b[3] == 0x11);   /* little-endian */
    w.f = 1.0f;
    CHECK(w.u == 0x3f800000);
    struct outer o;
    o.p = make(1, 2);
    o.depth = 5;
    o.ival = 0x41;
    CHECK(o.p.y == 2 && o.depth == 5 && o.cval == 'A');
    struct point arr[3] = {{1, 2}, {3, 4}, {5, 6}};
    struct point *pp = arr;
    CHECK(pp[2].y == 6 && (pp + 1)->x == 3 && (*(pp + 2)).x == 5);
    struct mixed m = {'x', 2.5, -7, 99};
    struct mixed n;
    n = m;
    CHECK(n.c == 'x' && n.d == 2.5 && n.s == -7 && n.i == 99);
    CHECK((p = q).x == 12);
    return check_failures;
}
