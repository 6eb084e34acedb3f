/* Integer division and remainder (roms/crt/divide.s, FP-based) against a plain
 * shift-and-subtract reference written here: edge values of every sign and
 * magnitude, and 3000 pseudo-random pairs. */
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
  return check_failures;
}
