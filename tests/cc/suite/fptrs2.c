#include <stdio.h>
typedef double (*binop)(double, double);
static double add(double a, double b) { return a + b; }
static double mul(double a, double b) { return a * b; }
static binop choose(char c) { return c == '+' ? add : mul; }
struct vtable { int (*area)(const void *); const char *(*name)(void); };
struct rect { const struct vtable *vt; int w, h; };
struct sq { const struct vtable *vt; int s; };
static int rect_area(const void *p) { const struct rect *r = p; return r->w * r->h; }
static const char *rect_name(void) { return "rect"; }
static int sq_area(const void *p) { const struct sq *s = p; return s->s * s->s; }
static const char *sq_name(void) { return "square"; }
static const struct vtable rect_vt = { rect_area, rect_name }, sq_vt = { sq_area, sq_name };
static void (*const handlers[3])(int *) ;
static void inc(int *x) { ++*x; }
static void dbl(int *x) { *x *= 2; }
static long long llret(long long x) { return x * 3; }
static float fret(float x) { return x / 2; }
int main(void) {
    printf("%g %g\n", choose('+')(2, 3), choose('*')(2, 3));
    struct rect r = { &rect_vt, 3, 4 }; struct sq s = { &sq_vt, 5 };
    const struct vtable **objs[2] = { (const struct vtable **)&r, (const struct vtable **)&s };
    for (int i = 0; i < 2; i++) printf("%s %d\n", (*objs[i])->name(), (*objs[i])->area(objs[i]));
    void (*ops[])(int *) = { inc, dbl, inc, dbl };
    int v = 1;
    for (int i = 0; i < 4; i++) ops[i](&v);
    printf("%d %d\n", v, handlers[0] == 0);
    long long (*lf)(long long) = llret; float (*ff)(float) = fret;
    printf("%lld %g\n", lf(1LL << 40), ff(5.0f));
    void *gen = (void *)add;
    binop back = (binop)gen;
    printf("%g\n", back(1, 1));
    int (*cmp)(const char *, ...) = printf;
    cmp("%s\n", "via pointer");
    return 0;
}
