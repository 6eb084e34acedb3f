/* Integer division and remainder (roms/crt/divide.s, FP-based) against a plain
 * shift-and-subtract reference written here: edge values of every sign and
 * magnitude, 3000 pseudo-random pairs, quotients whose fraction is 0, a half or
 * just below 1, and INT_MIN / -1 (docs/abi.md: it wraps). */
#include "check.h"
static unsigned lcg = 12345;
static unsigned next(void) { lcg = lcg * 1103515245u + 12345u; return lcg; }
static unsigned udiv_ref(unsigned n, unsigned d, unsigned *r) { unsigned q = 0, rr = 0; for (int i = 31; i >= 0; i--) { rr = (rr << 1) | ((n >> i) & 1); if (rr >= d) { rr -= d; q |= 1u << i; } } *r = rr; return q; }
int main(void) {
  unsigned ns[] = {0, 1, 2, 3, 7, 100, 0x7fffffff, 0x80000000u, 0xffffffffu, 0xfffffffeu, 123456789, 4000000000u};
  unsigned ds[] = {1, 2, 3, 7, 10, 255, 65535, 65536, 0x7fffffff, 0x80000000u, 0xffffffffu, 0x10001, 3000000000u};
  for (unsigned i = 0; i < sizeof ns / 4; i++) for (unsigned j = 0; j < sizeof ds / 4; j++) {
    unsigned r, q = udiv_ref(ns[i], ds[j], &r);
    CHECK(ns[i] / ds[j] == q); CHECK(ns[i] % ds[j] == r);
    int sn = (int)ns[i], sd = (int)ds[j];
    if (!(sn == (-2147483647 - 1) && sd == -1)) {
      unsigned an = sn < 0 ? 0u - (unsigned)sn : (unsigned)sn, ad = sd < 0 ? 0u - (unsigned)sd : (unsigned)sd, ar;
      unsigned aq = udiv_ref(an, ad, &ar);
      int eq = (sn < 0) != (sd < 0) ? -(int)aq : (int)aq; int er = sn < 0 ? -(int)ar : (int)ar;
      CHECK(sn / sd == eq); CHECK(sn % sd == er);
    }
  }
  for (int k = 0; k < 3000; k++) {
    unsigned n = next(), d = next() >> (next() % 32); if (d == 0) d = 1;
    unsigned r, q = udiv_ref(n, d, &r);
    CHECK(n / d == q); CHECK(n % d == r);
  }
  /* Quotients whose fraction is 0, a half (n y rounds to the even neighbour) or just
     below 1 (n y rounds up past the floor): divide.s's one correction, either way. */
  unsigned dividers[] = {2, 3, 10, 0x7fffffff, 0x80000001u, 0xfffffffeu, 0xffffffffu, 65537, 123457};
  for (unsigned j = 0; j < sizeof dividers / 4; j++) {
    unsigned d = dividers[j], top = 0xffffffffu / d;
    unsigned ks[] = {0, 1, 2, top / 2, top - 1, top};
    for (unsigned i = 0; i < sizeof ks / 4; i++) {
      unsigned fractions[] = {0, d / 2, d - 1};
      for (unsigned f = 0; f < 3; f++) {
        if (ks[i] > top || (ks[i] == top && fractions[f] > 0xffffffffu - top * d)) continue;
        unsigned n = ks[i] * d + fractions[f], r, q = udiv_ref(n, d, &r);
        CHECK(n / d == q); CHECK(n % d == r);
        CHECK(q == ks[i]); CHECK(r == fractions[f]);
      }
    }
  }
  {
    volatile int min = -2147483647 - 1, minus_one = -1;
    CHECK(min / minus_one == min); CHECK(min % minus_one == 0);
  }
  return check_failures;
}
