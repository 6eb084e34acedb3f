/* 64-bit integers: every operator, conversions, and the runtime helpers. */
#include "check.h"

static long long id(long long x) { return x; }

int main(void) {
    long long a = 1234567890123LL, b = -987654321LL;
    CHECK(a + b == 1233580235802LL);
    CHECK(a - b == 1235555544444LL);
    CHECK(id(100000) * id(100000) == 10000000000LL);
    CHECK(a * 3 == 3703703670369LL);
    CHECK(id(-7) * 6 == -42);
    CHECK(a / 1000 == 1234567890LL);
    CHECK(a % 1000 == 123);
    CHECK(id(-7) / 2 == -3 && id(-7) % 2 == -1);
    CHECK(b / -3 == 329218107LL);
    unsigned long long u = 0xffffffffffffffffULL;
    CHECK(u / 3 == 0x5555555555555555ULL);
    CHECK(u % 1000 == 615);      /* 18446744073709551615 */
    CHECK((u >> 60) == 15 && (u >> 4) == 0x0fffffffffffffffULL);
    CHECK((1LL << 40) == 1099511627776LL);
    CHECK((id(-1024) >> 3) == -128);
    CHECK((id(0x123456789abcdefLL) >> 32) == 0x1234567);
    CHECK((a & 0xff) == 0xcb && (a | 1) == a && (a ^ a) == 0 && ~0LL == -1);
    CHECK(a > b && b < a && a >= a && b <= b && a != b);
    CHECK(id(-1) < 0 && (unsigned long long)id(-1) > 0);
    CHECK(id(0x100000000LL) > id(0xffffffffLL));
    CHECK(-a == -1234567890123LL);
    int i = -5;
    unsigned ui = 0x80000000u;
    CHECK((long long)i == -5 && (long long)ui == 2147483648LL);
    CHECK((int)a == 1912276171);  /* low 32 bits: 1234567890123 mod 2^32 */
    CHECK((double)a == 1234567890123.0);
    CHECK((long long)-2.75e12 == -2750000000000LL);
    CHECK((unsigned long long)1.8e19 == 18000000000000000000ULL);
    long long x = 5;
    x += a; x *= 2; x -= 10;
    CHECK(x == 2469135780246LL);
    x++;
    CHECK(x == 2469135780247LL);
    CHECK(sizeof(long long) == 8 && _Alignof(long long) == 8);
    return check_failures;
}
