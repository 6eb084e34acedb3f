#include <stdio.h>
#define MAX(a, b) ({ typeof(a) _a = (a); typeof(b) _b = (b); _a > _b ? _a : _b; })
struct __attribute__((packed)) pk { char c; int i; short s; };
struct al { char c; int i __attribute__((aligned(16))); };
struct zl { int n; int data[0]; };
static int classify(int c) {
    switch (c) {
    case '0' ... '9': return 1;
    case 'a' ... 'z': case 'A' ... 'Z': return 2;
    default: return 0;
    }
}
static __attribute__((noinline)) int twice(int x) { return x * 2; }
static int unused_fn(void) __attribute__((unused));
static int unused_fn(void) { return 0; }
int main(void) {
    int i = 3;
    printf("%d %g\n", MAX(i++, 2), MAX(1.5, 2.5));
    printf("%d\n", i);
    int v = ({ int t = 0; for (int k = 0; k < 5; k++) t += k; t; });
    printf("%d\n", v);
    printf("%u %u %u\n", (unsigned)sizeof(struct pk), (unsigned)sizeof(struct al), (unsigned)__builtin_offsetof(struct al, i));
    printf("%u\n", (unsigned)sizeof(struct zl));
    printf("%d%d%d%d\n", classify('5'), classify('q'), classify('Q'), classify('#'));
    if (__builtin_expect(i == 4, 1)) printf("expected\n");
    typeof(i) j = 10; typeof(int *) pj = &j;
    printf("%d\n", *pj + twice(3));
    int x = 0;
    int y = x ?: 42;
    printf("%d\n", y);
    struct pk p = { 'a', 0x12345678, 7 };
    printf("%x %d\n", p.i, p.s);
    __typeof__(p) q = p;
    printf("%c\n", q.c);
    return 0;
}
