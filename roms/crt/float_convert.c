/* Conversions between long long and double, and double to unsigned int, which
 * the i860's ftrunc (signed 32-bit results only) cannot do alone. */
#include "words.h"

#define TWO_32 4294967296.0
#define TWO_31 2147483648.0

unsigned __xp860_fixunsdfsi(double x) {
    if (x >= TWO_31) return (unsigned)(int)(x - TWO_31) ^ 0x80000000u;
    return (unsigned)(int)x;
}

/* hi * 2^32 is exact and so is lo; their sum rounds once. */
double __xp860_floatdidf(long long a) {
    xp860_words x;
    x.s = a;
    return (double)(int)x.w.hi * TWO_32 + (double)x.w.lo;
}

double __xp860_floatundidf(unsigned long long a) {
    xp860_words x;
    x.u = a;
    return (double)x.w.hi * TWO_32 + (double)x.w.lo;
}

unsigned long long __xp860_fixunsdfdi(double x) {
    xp860_words r;
    double high;
    if (x < 1.0) {
        r.w.hi = r.w.lo = 0;
        return r.u;
    }
    r.w.hi = __xp860_fixunsdfsi(x / TWO_32);
    high = (double)r.w.hi * TWO_32;
    r.w.lo = __xp860_fixunsdfsi(x - high);
    return r.u;
}

long long __xp860_fixdfdi(double x) {
    xp860_words r;
    if (x < 0) {
        r.u = __xp860_fixunsdfdi(-x);
        r.w.lo = ~r.w.lo;
        r.w.hi = ~r.w.hi;
        r.w.lo += 1;
        if (r.w.lo == 0) r.w.hi += 1;
        return r.s;
    }
    r.u = __xp860_fixunsdfdi(x);
    return r.s;
}
