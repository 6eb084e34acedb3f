/* long long bit-fields, across the word boundary, signed and unsigned, in a static initializer and packed. */
#include <stdio.h>
struct a { unsigned long long lo : 40, hi : 24; };
struct b { int x : 5; long long y : 50; unsigned long long z : 9; char c; };
struct c { unsigned long long w : 20; long long v : 33; };
struct __attribute__((packed)) p { char c; unsigned long long q : 44; };
static struct b gb = { -3, -123456789012345LL, 300, 'g' };
int main(void) {
    struct a s = { 0xfffffffffULL, 0xabcdef };
    printf("%llx %llx\n", (unsigned long long)s.lo, (unsigned long long)s.hi);
    s.lo += 1; s.hi = s.hi * 2;
    printf("%llx %llx\n", (unsigned long long)s.lo, (unsigned long long)s.hi);
    s.lo = ~0ULL; 
    printf("%llx %llx\n", (unsigned long long)s.lo, (unsigned long long)s.hi);
    struct b t = { -3, -123456789012345LL, 300, 'q' };
    printf("%d %lld %llu %c\n", t.x, (long long)t.y, (unsigned long long)t.z, t.c);
    t.y = t.y / 3; t.z--; t.x = 15;
    printf("%d %lld %llu %c\n", t.x, (long long)t.y, (unsigned long long)t.z, t.c);
    printf("%d %lld %llu %c\n", gb.x, (long long)gb.y, (unsigned long long)gb.z, gb.c);
    struct c u = { 0 };
    u.w = 0xfffff; u.v = -1;
    long long r = u.v;
    printf("%llu %lld %lld\n", (unsigned long long)u.w, r, (long long)(u.v = 0x100000000LL));
    struct p pk = { 'z', 0xabcdef12345ULL };
    printf("%c %llx %u\n", pk.c, (unsigned long long)pk.q, (unsigned)sizeof pk);
    pk.q = 0x123;
    printf("%llx\n", (unsigned long long)pk.q);
    return 0;
}
