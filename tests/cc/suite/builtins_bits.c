/* Commonly used GNU builtins with their exact values: bit counts and byte swaps over
   edge values, offsetof, types_compatible_p, constant_p, the FP constants. */
#include <stdio.h>
#include <stddef.h>

struct rec { char c; int i; float d; short s[5]; struct { int x, y; } in; };
static volatile unsigned vol = 0x00f00000u;
static int never(int x) { if (x > 0) return 1; __builtin_unreachable(); }

int main(void) {
    unsigned vals[] = {1u, 2u, 3u, 0x80000000u, 0x7fffffffu, 0xffffffffu, 0x00010000u, 0x12345678u};
    for (int i = 0; i < 8; i++) {
        unsigned v = vals[i];
        printf("%08x clz=%d ctz=%d pop=%d par=%d ffs=%d bswap=%08x\n", v, __builtin_clz(v), __builtin_ctz(v),
               __builtin_popcount(v), __builtin_parity(v), __builtin_ffs((int)v), __builtin_bswap32(v));
    }
    unsigned long long w[] = {1ull, 0x8000000000000000ull, 0x0000000100000000ull, 0x123456789abcdef0ull, ~0ull};
    for (int i = 0; i < 5; i++)
        printf("%016llx clzll=%d ctzll=%d popll=%d ffsll=%d bswap64=%016llx\n", w[i], __builtin_clzll(w[i]),
               __builtin_ctzll(w[i]), __builtin_popcountll(w[i]), __builtin_ffsll((long long)w[i]), __builtin_bswap64(w[i]));
    printf("%d %d %d\n", __builtin_clzl(vol), __builtin_ctzl(vol), __builtin_popcountl(vol));
    printf("%d %x\n", __builtin_ffs(0), __builtin_bswap16(0x1234));
    printf("%u %u %u %u %u\n", (unsigned)__builtin_offsetof(struct rec, i), (unsigned)offsetof(struct rec, d),
           (unsigned)offsetof(struct rec, s[3]), (unsigned)offsetof(struct rec, in.y), (unsigned)sizeof(struct rec));
    printf("%d %d %d %d %d\n", __builtin_types_compatible_p(int, int), __builtin_types_compatible_p(int, unsigned),
           __builtin_types_compatible_p(const int, int), __builtin_types_compatible_p(int[3], int[]),
           __builtin_types_compatible_p(char *, const char *));
    int x = 3;
    printf("%d %d %d\n", __builtin_constant_p(42), __builtin_constant_p(3 * 4 + (1 << 2)), __builtin_constant_p(vol));
    printf("%g %g %g %d %d\n", __builtin_huge_val(), __builtin_inf(), -__builtin_inff(), __builtin_nan("") != __builtin_nan(""),
           __builtin_isnan(__builtin_nanf("")));
    printf("%d\n", never(5));
    static const int table[] = { __builtin_clz(1), __builtin_popcount(255), (int)__builtin_offsetof(struct rec, s) };
    printf("%d %d %d\n", table[0], table[1], table[2]);
    _Static_assert(__builtin_types_compatible_p(__typeof__(x), int), "typeof");
    if (x == 4) __builtin_trap();
    printf("%ld %lld\n", __builtin_expect(x, 3) + 0L, (long long)__builtin_llabs(-5LL));
    return __builtin_popcount(0xf0f0) - 8;
}
