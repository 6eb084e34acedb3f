#include <stdio.h>
#include <stdarg.h>
struct rec { char tag; long long v; int after; };
static struct rec mk(char t, long long v) { struct rec r = { t, v, 7 }; return r; }
static long long get(struct rec r) { return r.v; }
static long long vsum(int n, va_list ap) { long long s = 0; while (n--) s += va_arg(ap, long long) * (n + 1); return s; }
static long long vs(int n, ...) { va_list ap; va_start(ap, n); long long s = vsum(n, ap); va_end(ap); return s; }
static long long many(int a, long long b, int c, long long d, double e, long long f, int g, long long h, long long i, long long j) {
    return a + b + c + d + (long long)e + f + g + h + i + j;
}
static unsigned long long gl = 0x1122334455667788ULL;
static long long arr[4] = { 1, -2, 3LL << 40, -(4LL << 40) };
int main(void) {
    struct rec r = mk('x', -0x123456789abLL);
    printf("%c %lld %d %llx\n", r.tag, get(r), r.after, (unsigned long long)get(mk('y', -1)));
    printf("%lld\n", vs(3, 10LL, 1LL << 33, -5LL));
    printf("%lld\n", many(1, 2, 3, 4, 5.9, 6, 7, 8, 9, 1LL << 40));
    long long s = 0;
    for (long long i = 0; i < 4; i++) s += arr[i] * (i + 1);
    printf("%lld %llx %llx\n", s, gl, gl >> 8 | gl << 56);
    long long q = 1000000007LL * 1000000009LL;
    printf("%lld %lld %lld\n", q, q / 1000000007LL, q % 999999937LL);
    unsigned long long uq = ~0ULL;
    printf("%llu %llu %llu\n", uq / 10, uq % 10, uq / 0xffffffffULL);
    long long n = -0x7fffffffffffffffLL - 1;
    printf("%lld %lld %lld\n", n, n / 3, n % 7);
    long long *p = arr;
    p[1] += 100; p[2]--; ++p[3];
    printf("%lld %lld %lld\n", p[1], p[2], p[3]);
    int sh = 35;
    printf("%llx %llx\n", 1ULL << sh, arr[2] >> sh);
    long long t = -7;
    printf("%lld %lld %d %d\n", t / 2, t % 2, t < 0, !t);
    printf("%lld %lld\n", t * t * t * t * t * t * t * t * t * t * t * t * t * t * t * t * t * t * t * t, -t);
    return 0;
}
