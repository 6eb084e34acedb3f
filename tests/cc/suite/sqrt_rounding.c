/* sqrt against its definition on many inputs: special values, subnormals, the
   neighbours of perfect squares, powers of two, and pseudo-random doubles over the
   whole exponent range; each result printed exactly (%a), so the host's correctly
   rounded sqrt is the reference. */
#include <math.h>
#include <stdio.h>
#include <string.h>

static double from_bits(unsigned long long b) { double d; memcpy(&d, &b, sizeof d); return d; }
static unsigned long long bits(double d) { unsigned long long b; memcpy(&b, &d, sizeof b); return b; }
static unsigned long long state = 0x9e3779b97f4a7c15ull;
static unsigned long long next(void) { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return state; }

int main(void) {
    double special[] = {0.0, -0.0, 1.0, 4.0, 2.0, 0.25, 1e308, 1.7976931348623157e308, 2.2250738585072014e-308,
                        4.9406564584124654e-324, 1e-320, 2.225073858507201e-308, -1.0, -1e-300, 1.0 / 0.0, -1.0 / 0.0};
    for (unsigned i = 0; i < sizeof special / sizeof special[0]; i++) {
        double r = sqrt(special[i]);
        if (isnan(r)) printf("%a -> nan\n", special[i]);
        else printf("%a -> %a\n", special[i], r);
    }
    double nan = sqrt(-1.0);
    printf("nan %d %d\n", isnan(nan), isnan(sqrt(nan)));
    unsigned long long hash = 0;
    int exact = 0;
    for (unsigned long long k = 1; k < 3000; k += 7) {
        double sq = (double)k * (double)k;
        double below = from_bits(bits(sq) - 1), above = from_bits(bits(sq) + 1);
        exact += sqrt(sq) == (double)k;
        hash = hash * 31 + bits(sqrt(below)) + 3 * bits(sqrt(above));
    }
    for (unsigned long long k = 94906265ull; k < 94906265ull + 200; k++) {  /* k^2 near 2^53 */
        double sq = (double)(k * k);
        hash = hash * 31 + bits(sqrt(sq)) + 5 * bits(sqrt(from_bits(bits(sq) + 1)));
    }
    for (int e = -1074; e <= 1023; e++) hash = hash * 31 + bits(sqrt(ldexp(1.0, e)));
    for (int i = 0; i < 20000; i++) {
        double x = from_bits(next() & 0x7fffffffffffffffull);
        if (isnan(x)) continue;
        hash = hash * 31 + bits(sqrt(x));
    }
    for (int i = 0; i < 5000; i++) {
        double x = from_bits(next() & 0x000fffffffffffffull);  /* subnormals */
        hash = hash * 31 + bits(sqrt(x));
    }
    for (int i = 0; i < 5000; i++) {   /* [1, 4): every significand pattern class */
        double x = from_bits(0x3ff0000000000000ull | (next() & 0x001fffffffffffffull));
        double r = sqrt(x);
        hash = hash * 31 + bits(r);
    }
    printf("exact squares %d hash %016llx\n", exact, hash);
    printf("%a %a\n", sqrtf(2.0f), (double)sqrtf(1e-40f));
    return 0;
}
