#include <stdio.h>
#include <stdalign.h>
#include <stdint.h>
struct v4 { float x[4]; } __attribute__((aligned(16)));
static int check(void *p, int a) { return ((uintptr_t)p & (a - 1)) == 0; }
int main(void) {
    char c1; alignas(16) char buf[3]; char c2; int __attribute__((aligned(16))) i32; struct v4 v; double d; long long ll;
    _Alignas(8) char c8;
    printf("%d %d %d %d %d %d\n", check(buf, 16), check(&i32, 16), check(&v, 16), check(&d, 8), check(&ll, 8), check(&c8, 8));
    static alignas(64) int s64;
    printf("%d %u %u\n", check(&s64, 64), (unsigned)alignof(struct v4), (unsigned)sizeof(struct v4));
    (void)c1; (void)c2;
    struct { char a; struct v4 b; } nest;
    printf("%u %d\n", (unsigned)sizeof nest, check(&nest.b, 16));
    return 0;
}
