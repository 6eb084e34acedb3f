/* __builtin_add_overflow, sub and mul (xp860-cc calls __xp860_overflow): the exact
 * result of two integers of up to 64 bits, kept as a sign and a 128-bit magnitude,
 * stored truncated to the result's type; the return value says whether it did not
 * fit. op: 0 add, 1 subtract, 2 multiply. */

typedef unsigned long long u64;

struct exact {
    int negative;
    u64 high, low; /* the magnitude */
};

static struct exact from_bits(u64 bits, int is_signed) {
    struct exact e = {0, 0, bits};
    if (is_signed && (long long)bits < 0) {
        e.negative = 1;
        e.low = 0 - bits;
    }
    return e;
}

static int magnitude_less(struct exact a, struct exact b) {
    return a.high != b.high ? a.high < b.high : a.low < b.low;
}

static struct exact add_exact(struct exact a, struct exact b) {
    struct exact r;
    if (a.negative == b.negative) {
        r.negative = a.negative;
        r.low = a.low + b.low;
        r.high = a.high + b.high + (r.low < a.low);
        return r;
    }
    if (magnitude_less(a, b)) {
        struct exact t = a;
        a = b;
        b = t;
    }
    r.negative = a.negative;
    r.low = a.low - b.low;
    r.high = a.high - b.high - (a.low < b.low);
    if (r.low == 0 && r.high == 0) r.negative = 0;
    return r;
}

static struct exact multiply_exact(struct exact a, struct exact b) {
    /* Both magnitudes fit in 64 bits: four 32x32 products. */
    u64 a0 = a.low & 0xffffffffu, a1 = a.low >> 32, b0 = b.low & 0xffffffffu, b1 = b.low >> 32;
    u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    u64 middle = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    struct exact r;
    r.low = (middle << 32) | (p00 & 0xffffffffu);
    r.high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32);
    r.negative = (a.negative != b.negative) && (r.low != 0 || r.high != 0);
    return r;
}

static int fits(struct exact r, int size, int is_signed) {
    int bits = 8 * size;
    u64 limit; /* the largest magnitude allowed */
    if (r.high != 0) return 0;
    if (!is_signed) return !r.negative && (bits == 64 || r.low <= (1ULL << bits) - 1);
    limit = (1ULL << (bits - 1)) - 1 + r.negative;
    return r.low <= limit;
}

int __xp860_overflow(int op, u64 a, int a_signed, u64 b, int b_signed, void *result, int size, int result_signed) {
    struct exact x = from_bits(a, a_signed), y = from_bits(b, b_signed), r;
    u64 bits;
    if (op == 1) y.negative = !y.negative && (y.low != 0);
    r = op == 2 ? multiply_exact(x, y) : add_exact(x, y);
    bits = r.negative ? 0 - r.low : r.low;
    if (size == 1) *(unsigned char *)result = (unsigned char)bits;
    else if (size == 2) *(unsigned short *)result = (unsigned short)bits;
    else if (size == 4) *(unsigned *)result = (unsigned)bits;
    else *(u64 *)result = bits;
    return !fits(r, size, result_signed);
}
