/* The bit builtins (__builtin_clz, ctz, ffs, popcount, parity, bswap16/32/64), which
 * xp860-cc calls as __xp860_NAME (the 64 forms for the ll variants): the i860 has
 * no instruction for any of them. clz and ctz of 0 are undefined in C; here they
 * give the width. */

int __xp860_clz(unsigned x) {
    int n = 0;
    if (x == 0) return 32;
    while (!(x & 0x80000000u)) {
        x <<= 1;
        n++;
    }
    return n;
}

int __xp860_ctz(unsigned x) {
    int n = 0;
    if (x == 0) return 32;
    while (!(x & 1)) {
        x >>= 1;
        n++;
    }
    return n;
}

int __xp860_ffs(unsigned x) { return x ? __xp860_ctz(x) + 1 : 0; }

int __xp860_popcount(unsigned x) {
    int n = 0;
    for (; x; x &= x - 1) n++;
    return n;
}

int __xp860_parity(unsigned x) { return __xp860_popcount(x) & 1; }

int __xp860_clz64(unsigned long long x) {
    unsigned high = (unsigned)(x >> 32);
    return high ? __xp860_clz(high) : 32 + __xp860_clz((unsigned)x);
}

int __xp860_ctz64(unsigned long long x) {
    unsigned low = (unsigned)x;
    return low ? __xp860_ctz(low) : 32 + __xp860_ctz((unsigned)(x >> 32));
}

int __xp860_ffs64(unsigned long long x) { return x ? __xp860_ctz64(x) + 1 : 0; }

int __xp860_popcount64(unsigned long long x) {
    return __xp860_popcount((unsigned)x) + __xp860_popcount((unsigned)(x >> 32));
}

int __xp860_parity64(unsigned long long x) { return __xp860_popcount64(x) & 1; }

unsigned short __xp860_bswap16(unsigned x) { return (unsigned short)(((x & 0xff) << 8) | ((x >> 8) & 0xff)); }

unsigned __xp860_bswap32(unsigned x) {
    return (x << 24) | ((x & 0xff00) << 8) | ((x >> 8) & 0xff00) | (x >> 24);
}

unsigned long long __xp860_bswap64(unsigned long long x) {
    return ((unsigned long long)__xp860_bswap32((unsigned)x) << 32) | __xp860_bswap32((unsigned)(x >> 32));
}
