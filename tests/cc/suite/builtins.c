#include <stdio.h>
#include <stdlib.h>
extern void abort(void);
extern void exit(int);
static volatile unsigned vz;
int main(void) {
    unsigned x = 0x00f0f000u + vz;
    printf("%d %d %d %d\n", __builtin_clz(x), __builtin_ctz(x), __builtin_popcount(x), __builtin_parity(x));
    printf("%d %d\n", __builtin_clzll(0x0000000100000000ULL + vz), __builtin_ctzll(0x0000010000000000ULL + vz));
    printf("%08x %04x\n", __builtin_bswap32(0x12345678u + vz), __builtin_bswap16(0xabcd + vz));
    printf("%016llx\n", __builtin_bswap64(0x0102030405060708ULL + vz));
    printf("%d %d\n", __builtin_constant_p(3 * 4), __builtin_types_compatible_p(int, unsigned));
    printf("%d\n", __builtin_choose_expr(1, 10, 20.0));
    char buf[8];
    __builtin_memset(buf, 'q', 7); buf[7] = 0;
    printf("%s %d\n", buf, (int)__builtin_strlen(buf));
    int *a = __builtin_alloca(10 * sizeof(int));
    for (int i = 0; i < 10; i++) a[i] = i;
    printf("%d\n", a[9]);
    printf("%d %ld %lld\n", __builtin_abs(-4), __builtin_labs(-5L), __builtin_llabs(-6LL));
    if (__builtin_popcount(vz) != 0) abort();
    if (x == 0) __builtin_abort();
    if (__builtin_expect(x != 0, 1)) exit(3);
    return 0;
}
