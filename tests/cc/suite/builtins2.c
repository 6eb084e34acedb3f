/* GNU builtins that reach the library or the runtime: memory and string builtins, math ones without <math.h>, FP classification, the overflow checks. */
extern int printf(const char *, ...);
static volatile int vz;
int main(void) {
    char a[8], b[8];
    __builtin_memcpy(a, "abcdefg", 8);
    __builtin_strcpy(b, "abc");
    __builtin_printf("%s %s %d %d\n", a, b, __builtin_memcmp(a, b, 3), __builtin_strcmp(a, b) > 0);
    __builtin_puts("puts");
    __builtin_putchar('c'); __builtin_putchar('\n');
    char *m = __builtin_malloc(10); __builtin_free(m);
    printf("%g %g %d %d %d\n", __builtin_sqrt(16.0), __builtin_fabs(-2.0), __builtin_isnan(__builtin_nan("")), __builtin_isinf(__builtin_inf()), __builtin_signbit(-1.0) != 0);
    __builtin_prefetch(a);
    int r;
    int o1 = __builtin_add_overflow(0x7fffffff + vz, 1, &r);
    printf("%d %d\n", o1, r);
    unsigned ur;
    int o2 = __builtin_sub_overflow(0u + vz, 1u, &ur);
    printf("%d %u\n", o2, ur);
    long long lr;
    int o3 = __builtin_mul_overflow(0x100000000LL + vz, 0x80000000LL, &lr);
    printf("%d %lld\n", o3, lr);
    int o4 = __builtin_mul_overflow(1000 + vz, 1000, &r);
    printf("%d %d\n", o4, r);
    printf("%d\n", __builtin_isfinite(1.0) && __builtin_isnormal(1.0));
    printf("%g %g\n", __builtin_copysign(3.0, -1.0), __builtin_huge_val());
    __builtin_exit(0);
}
