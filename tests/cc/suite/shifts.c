#include <stdio.h>
static volatile int v;
int main(void) {
    unsigned u = 0x80000001u; int s = -0x7fffffff - 1 + v;
    for (int n = 0; n < 32; n += 5) printf("%08x %08x %08x %d\n", u << n, u >> n, (unsigned)(s >> n), s >> n);
    unsigned long long x = 0x8000000000000001ULL; long long y = (long long)x;
    for (int n = 0; n < 64; n += 7) printf("%016llx %016llx %016llx\n", x << n, x >> n, (unsigned long long)(y >> n));
    unsigned char c = 0xff; signed char sc = -1;
    printf("%d %d %d %d\n", c << 4, sc << 4, c >> 4, sc >> 4);
    unsigned short us = 0xffff;
    printf("%d %u\n", us << 16, (unsigned)us << 16);
    int cnt = 31 + v;
    printf("%u %d\n", 1u << cnt, (int)(1u << cnt) >> cnt);
    long long m = 1;
    for (int n = 0; n < 64; n++) m = (m << 1) | (n & 1);
    printf("%llx\n", m);
    unsigned rot = 0x12345678;
    for (int n = 0; n < 4; n++) rot = (rot << 8) | (rot >> 24);
    printf("%x %x\n", rot, (rot << 4) | (rot >> 28));
    printf("%d %d\n", -1 >> 31, (int)(0x80000000u >> 31));
    return 0;
}
