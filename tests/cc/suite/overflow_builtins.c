/* The overflow builtins at every width, signed and unsigned, mixed operands. */
#include <stdio.h>
#include <limits.h>
static volatile int z;
int main(void) {
    signed char sc; unsigned char uc; short s; unsigned short us; int i; unsigned u; long long ll; unsigned long long ull;
    { int o = __builtin_add_overflow(100 + z, 27, &sc); printf("%d %d\n", o, sc); }
    { int o = __builtin_add_overflow(100 + z, 28, &sc); printf("%d %d\n", o, sc); }
    { int o = __builtin_sub_overflow(0 + z, 1, &uc); printf("%d %d\n", o, uc); }
    { int o = __builtin_mul_overflow(300 + z, 100, &s); printf("%d %d\n", o, s); }
    { int o = __builtin_mul_overflow(-200 + z, 300, &us); printf("%d %d\n", o, us); }
    { int o = __builtin_add_overflow(INT_MAX + z, 0, &i); printf("%d %d\n", o, i); }
    { int o = __builtin_sub_overflow(INT_MIN + z, 1, &i); printf("%d %d\n", o, i); }
    { int o = __builtin_add_overflow(-1 + z, 1u, &u); printf("%d %u\n", o, u); }
    { int o = __builtin_add_overflow(-2 + z, 1u, &u); printf("%d %u\n", o, u); }
    { int o = __builtin_mul_overflow(LLONG_MAX + z, 1, &ll); printf("%d %lld\n", o, ll); }
    { int o = __builtin_mul_overflow(LLONG_MIN + z, -1, &ll); printf("%d %lld\n", o, ll); }
    { int o = __builtin_sub_overflow(LLONG_MIN + z, 1LL, &ll); printf("%d %lld\n", o, ll); }
    { int o = __builtin_mul_overflow(0xffffffffULL + z, 0xffffffffULL, &ull); printf("%d %llu\n", o, ull); }
    { int o = __builtin_mul_overflow(0x100000000ULL + z, 0x100000000ULL, &ull); printf("%d %llu\n", o, ull); }
    { int o = __builtin_add_overflow(ULLONG_MAX + z, 1ULL, &ull); printf("%d %llu\n", o, ull); }
    { int o = __builtin_add_overflow(ULLONG_MAX + z, 1ULL, &ll); printf("%d %lld\n", o, ll); }
    { int o = __builtin_sub_overflow(0ULL + z, ULLONG_MAX, &ll); printf("%d %lld\n", o, ll); }
    { int o = __builtin_sadd_overflow(INT_MAX + z, 1, &i); printf("%d %d\n", o, i); }
    { int o = __builtin_umul_overflow(65536u + z, 65536u, &u); printf("%d %u\n", o, u); }
    { int o = __builtin_smulll_overflow(3037000500LL + z, 3037000500LL, &ll); printf("%d %lld\n", o, ll); }
    { int o = __builtin_uaddll_overflow(1ULL + z, 2ULL, &ull); printf("%d %llu\n", o, ull); }
    return 0;
}
