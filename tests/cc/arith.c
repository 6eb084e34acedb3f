/* Integer arithmetic, C's conversions and promotions. */
#include "check.h"
#include <limits.h>

static int id(int x) { return x; }

int main(void) {
    int a = 7, b = -3;
    CHECK(a + b == 4);
    CHECK(a - b == 10);
    CHECK(a * b == -21);
    CHECK(a / b == -2);          /* truncation toward zero */
    CHECK(a % b == 1);           /* sign of the dividend */
    CHECK(-a / 2 == -3);
    CHECK(-a % 2 == -1);
    CHECK(id(INT_MIN) / -1 == INT_MIN);   /* docs/abi.md: wraps */
    CHECK(id(INT_MIN) % -1 == 0);
    unsigned u = 0xffffffffu;
    CHECK(u + 1 == 0);
    CHECK(u / 16 == 0x0fffffff);
    CHECK(u % 10 == 5);          /* 4294967295 = 429496729 * 10 + 5 */
    CHECK((u >> 28) == 15);
    CHECK((b >> 1) == -2);       /* arithmetic shift of a negative int */
    CHECK((1 << 31) == INT_MIN);
    CHECK(123456 * 1000 == 123456000);
    CHECK(46341 * 46341 == (int)2147488281u);  /* wraps */
    CHECK((a & 3) == 3 && (a | 8) == 15 && (a ^ 5) == 2 && ~a == -8);
    /* the usual arithmetic conversions */
    CHECK(-1 < 0u == 0);         /* -1 becomes UINT_MAX */
    CHECK((unsigned char)300 == 44);
    CHECK((signed char)200 == -56);
    CHECK((short)70000 == 4464);
    CHECK((unsigned short)-1 == 65535);
    char c = -1;
    unsigned char uc = 255;
    CHECK(c == -1 && uc == 255 && c != uc);
    CHECK(sizeof(c + c) == 4);   /* promoted to int */
    long l = -5;
    unsigned long ul = 3;
    CHECK(l / 2 == -2 && ul * 5 == 15);
    int x = 10;
    x += 5; CHECK(x == 15);
    x -= 3; CHECK(x == 12);
    x *= 3; CHECK(x == 36);
    x /= 5; CHECK(x == 7);
    x %= 4; CHECK(x == 3);
    x <<= 4; CHECK(x == 48);
    x >>= 2; CHECK(x == 12);
    x &= 10; CHECK(x == 8);
    x |= 3; CHECK(x == 11);
    x ^= 1; CHECK(x == 10);
    CHECK(x++ == 10 && x == 11);
    CHECK(++x == 12);
    CHECK(x-- == 12 && --x == 10);
    CHECK((x > 5) + (x < 5) + (x >= 10) + (x <= 9) + (x == 10) + (x != 10) == 3);
    CHECK(!0 == 1 && !5 == 0);
    CHECK((0 || 3) == 1 && (2 && 0) == 0);
    CHECK((x ? 1 : 2) == 1);
    CHECK((x, 42) == 42);
    return check_failures;
}
