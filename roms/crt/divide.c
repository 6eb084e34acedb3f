/* 32-bit integer division for the i860, which has no divide instruction
 * (docs/abi.md): shift-and-subtract, one quotient bit per step. Division by zero
 * executes `trap`, the i860's software trap, which ends a bare run like any other
 * fault; INT_MIN / -1 wraps to INT_MIN and INT_MIN % -1 is 0, as two's-complement
 * hardware gives. This file must not use / or % itself. */

void __xp860_divide_by_zero(void) {
    __asm__("trap %r0,%r0,%r0");
}

static unsigned udivmod(unsigned n, unsigned d, unsigned *remainder) {
    unsigned q = 0;
    unsigned r = 0;
    int i;
    if (d == 0) __xp860_divide_by_zero();
    if (d > n) {
        *remainder = n;
        return 0;
    }
    for (i = 31; i >= 0; i--) {
        r = (r << 1) | ((n >> i) & 1);
        if (r >= d) {
            r -= d;
            q |= 1u << i;
        }
    }
    *remainder = r;
    return q;
}

unsigned __xp860_udivsi3(unsigned n, unsigned d) {
    unsigned r;
    return udivmod(n, d, &r);
}

unsigned __xp860_umodsi3(unsigned n, unsigned d) {
    unsigned r;
    udivmod(n, d, &r);
    return r;
}

int __xp860_divsi3(int n, int d) {
    unsigned r;
    unsigned un = n < 0 ? 0u - (unsigned)n : (unsigned)n;
    unsigned ud = d < 0 ? 0u - (unsigned)d : (unsigned)d;
    unsigned q = udivmod(un, ud, &r);
    return (n < 0) != (d < 0) ? (int)(0u - q) : (int)q;
}

int __xp860_modsi3(int n, int d) {
    unsigned r;
    unsigned un = n < 0 ? 0u - (unsigned)n : (unsigned)n;
    unsigned ud = d < 0 ? 0u - (unsigned)d : (unsigned)d;
    udivmod(un, ud, &r);
    return n < 0 ? (int)(0u - r) : (int)r;
}
