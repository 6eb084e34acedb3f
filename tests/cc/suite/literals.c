#include <stdio.h>
int main(void) {
    printf("%u %u %u %u\n", (unsigned)sizeof(2147483647), (unsigned)sizeof(2147483648), (unsigned)sizeof(0xffffffff), (unsigned)sizeof(4294967296));
    printf("%d %d\n", 0xffffffff > 0, -2147483648 < 0);
    printf("%d %d %d\n", (int)sizeof(0x7fffffffffffffff), (int)sizeof(1u), (int)sizeof(1l));
    printf("%d %d %d %d\n", 010, 0x1F, 0b101, '0');
    printf("%d %d %d %d %d\n", '\0', '\x7f', '\377', '\177', '\12');
    printf("%lu %llu %lld\n", 123UL, 456ULL, -789LL);
    printf("%g %g %g %g\n", 1e3, .5, 5., 0x1p4);
    printf("%g %g\n", 1.5e-3f, 0x1.8p1);
    printf("%u\n", (unsigned)sizeof(1.0f));
    const char *u = "\u00e9\u4e2d";
    for (const char *p = u; *p; p++) printf("%02x", (unsigned char)*p);
    printf("\n");
    printf("%d\n", (1 ? -1 : 0u) > 0);
    printf("%d\n", (int)sizeof(1 ? (char)1 : (short)2));
    printf("%lld\n", 9223372036854775807LL);
    printf("%d\n", 0x80000000 == 2147483648u);
    return 0;
}
