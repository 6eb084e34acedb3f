#include <stdio.h>
typedef long long ll; typedef unsigned long long ull;
static ll fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
static ull mix(ull a, ull b) { return (a << 13) ^ (b >> 7) ^ (a * b); }
static const char *cls(ll v) {
    switch (v) {
    case 0: return "zero";
    case 0x100000000LL: return "2^32";
    case -1: return "minus one";
    case 0x7fffffffffffffffLL: return "max";
    default: return "other";
    }
}
int main(void) {
    ll a = 123456789012345LL, b = -987654321LL;
    printf("%lld %lld %lld %lld %lld\n", a + b, a - b, a * 3, a / b, a % b);
    printf("%lld\n", fact(20));
    ull u = 0xffffffffffffffffULL;
    printf("%llu %llx %llo\n", u, u / 3, u >> 60);
    printf("%llx\n", mix(0x123456789abcdefULL, 0xfedcba987654321ULL));
    printf("%s %s %s %s %s\n", cls(0), cls(1LL << 32), cls(-1), cls(0x7fffffffffffffffLL), cls(5));
    int arr[10]; ll idx = 3;
    for (int i = 0; i < 10; i++) arr[i] = i * i;
    printf("%d %d\n", arr[idx], arr[idx * 2 + 1]);
    ll s = -5;
    printf("%lld %lld %llu\n", s >> 1, s << 40, (ull)s >> 40);
    for (int sh = 0; sh < 64; sh += 21) printf("%llx ", 0x8000000000000001ULL >> sh);
    printf("\n");
    printf("%d %d %d\n", a > b, (ull)b > (ull)a, a == 123456789012345LL);
    int i32 = -7; unsigned u32 = 0xfffffff9u;
    ll e1 = i32; ll e2 = u32;
    printf("%lld %lld\n", e1, e2);
    printf("%d %u\n", (int)a, (unsigned)(a >> 20));
    double d = (double)a; ll back = (ll)d;
    printf("%.1f %lld\n", d, back);
    printf("%lld\n", (ll)-3.99);
    ull big = 18000000000000000000ULL;
    printf("%.0f\n", (double)big);
    printf("%llu\n", (ull)1.8e19);
    ll m = 0; m -= 1; m *= m;
    printf("%lld\n", m);
    return (int)(fact(5) - 120);
}
