#include <stdio.h>
int main(void) {
    unsigned char uc = 200; signed char sc = -100; unsigned short us = 60000; short ss = -30000;
    printf("%d %d %d %d\n", uc + uc, sc * 2, us + us, ss - 10000);
    printf("%d\n", (unsigned char)(uc + uc));
    printf("%d %d\n", (signed char)uc, (short)us);
    unsigned u = 1; int i = -1;
    printf("%d %d\n", i < u, i < (int)u);
    printf("%d\n", -1 < (unsigned char)1);
    long l = -1; unsigned long ul = 1;
    printf("%d\n", l < ul);
    long long ll = -1; unsigned int ui = 1;
    printf("%d\n", ll < ui);
    printf("%u %d\n", (unsigned)-5 >> 1, -5 >> 1);
    printf("%d %d\n", -7 / 2, -7 % 2);
    printf("%u\n", (unsigned)(uc << 24));
    char c = 'A'; c += 200;
    printf("%d\n", c);
    unsigned short x = 0xffff; x++;
    printf("%d\n", x);
    printf("%d\n", (int)sizeof(uc + uc));
    printf("%d %d\n", (int)sizeof(sc), (int)sizeof(+sc));
    int neg = -2147483647 - 1;
    printf("%d %u\n", neg, (unsigned)neg);
    printf("%x\n", ~0u >> 4);
    printf("%d\n", (unsigned char)-1 == 255);
    unsigned char b = 0x80;
    printf("%d %d\n", b >> 7, (signed char)b >> 7);
    return 0;
}
