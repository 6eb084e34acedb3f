/* 64-bit multiply, shifts, compares and division, on 32-bit words. */
#include "words.h"

/* The full 64-bit product of two words, from 16-bit halves (the i860's integer
 * multiply, fmlow, gives only the low 32 bits). */
static xp860_words mul32(unsigned a, unsigned b) {
    xp860_words r;
    unsigned a0 = a & 0xffff, a1 = a >> 16, b0 = b & 0xffff, b1 = b >> 16;
    unsigned p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    unsigned mid = (p00 >> 16) + (p01 & 0xffff) + (p10 & 0xffff);
    r.w.lo = (p00 & 0xffff) | (mid << 16);
    r.w.hi = p11 + (p01 >> 16) + (p10 >> 16) + (mid >> 16);
    return r;
}

long long __xp860_muldi3(long long a, long long b) {
    xp860_words x, y, r;
    x.s = a;
    y.s = b;
    r = mul32(x.w.lo, y.w.lo);
    r.w.hi += x.w.lo * y.w.hi + x.w.hi * y.w.lo;
    return r.s;
}

long long __xp860_ashldi3(long long a, int n) {
    xp860_words x;
    x.s = a;
    n &= 63;
    if (n >= 32) {
        x.w.hi = x.w.lo << (n - 32);
        x.w.lo = 0;
    } else if (n > 0) {
        x.w.hi = (x.w.hi << n) | (x.w.lo >> (32 - n));
        x.w.lo <<= n;
    }
    return x.s;
}

unsigned long long __xp860_lshrdi3(unsigned long long a, int n) {
    xp860_words x;
    x.u = a;
    n &= 63;
    if (n >= 32) {
        x.w.lo = x.w.hi >> (n - 32);
        x.w.hi = 0;
    } else if (n > 0) {
        x.w.lo = (x.w.lo >> n) | (x.w.hi << (32 - n));
        x.w.hi >>= n;
    }
    return x.u;
}

long long __xp860_ashrdi3(long long a, int n) {
    xp860_words x;
    x.s = a;
    n &= 63;
    if (n >= 32) {
        x.w.lo = (unsigned)((int)x.w.hi >> (n - 32));
        x.w.hi = (unsigned)((int)x.w.hi >> 31);
    } else if (n > 0) {
        x.w.lo = (x.w.lo >> n) | (x.w.hi << (32 - n));
        x.w.hi = (unsigned)((int)x.w.hi >> n);
    }
    return x.s;
}

/* Negative, zero or positive as a < b, a == b, a > b. */
int __xp860_cmpdi2(long long a, long long b) {
    xp860_words x, y;
    x.s = a;
    y.s = b;
    if ((int)x.w.hi != (int)y.w.hi) return (int)x.w.hi < (int)y.w.hi ? -1 : 1;
    if (x.w.lo != y.w.lo) return x.w.lo < y.w.lo ? -1 : 1;
    return 0;
}

int __xp860_ucmpdi2(unsigned long long a, unsigned long long b) {
    xp860_words x, y;
    x.u = a;
    y.u = b;
    if (x.w.hi != y.w.hi) return x.w.hi < y.w.hi ? -1 : 1;
    if (x.w.lo != y.w.lo) return x.w.lo < y.w.lo ? -1 : 1;
    return 0;
}

void __xp860_divide_by_zero(void);

/* n / d and n % d, one quotient bit per step on word pairs. */
static xp860_words udivmod64(xp860_words n, xp860_words d, xp860_words *rem) {
    xp860_words q, r;
    int i;
    q.w.hi = q.w.lo = 0;
    r.w.hi = r.w.lo = 0;
    if ((d.w.hi | d.w.lo) == 0) __xp860_divide_by_zero();
    for (i = 63; i >= 0; i--) {
        unsigned bit = i >= 32 ? (n.w.hi >> (i - 32)) & 1 : (n.w.lo >> i) & 1;
        r.w.hi = (r.w.hi << 1) | (r.w.lo >> 31);
        r.w.lo = (r.w.lo << 1) | bit;
        q.w.hi = (q.w.hi << 1) | (q.w.lo >> 31);
        q.w.lo <<= 1;
        if (r.w.hi > d.w.hi || (r.w.hi == d.w.hi && r.w.lo >= d.w.lo)) {
            unsigned borrow = r.w.lo < d.w.lo;
            r.w.lo -= d.w.lo;
            r.w.hi = r.w.hi - d.w.hi - borrow;
            q.w.lo |= 1;
        }
    }
    *rem = r;
    return q;
}

unsigned long long __xp860_udivdi3(unsigned long long a, unsigned long long b) {
    xp860_words n, d, r;
    n.u = a;
    d.u = b;
    return udivmod64(n, d, &r).u;
}

unsigned long long __xp860_umoddi3(unsigned long long a, unsigned long long b) {
    xp860_words n, d, r;
    n.u = a;
    d.u = b;
    udivmod64(n, d, &r);
    return r.u;
}

static xp860_words negate(xp860_words x) {
    x.w.lo = ~x.w.lo;
    x.w.hi = ~x.w.hi;
    x.w.lo += 1;
    if (x.w.lo == 0) x.w.hi += 1;
    return x;
}

long long __xp860_divdi3(long long a, long long b) {
    xp860_words n, d, r, q;
    n.s = a;
    d.s = b;
    if ((int)n.w.hi < 0) n = negate(n);
    if ((int)d.w.hi < 0) d = negate(d);
    q = udivmod64(n, d, &r);
    if ((a < 0) != (b < 0)) q = negate(q);
    return q.s;
}

long long __xp860_moddi3(long long a, long long b) {
    xp860_words n, d, r;
    n.s = a;
    d.s = b;
    if ((int)n.w.hi < 0) n = negate(n);
    if ((int)d.w.hi < 0) d = negate(d);
    udivmod64(n, d, &r);
    if (a < 0) r = negate(r);
    return r.s;
}
