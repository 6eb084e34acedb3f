/* float and double on the FP unit: arithmetic, conversions, compares, constants,
 * correctly rounded division and sqrt (values exact in binary, or IEEE results
 * worked out by hand). */
#include "check.h"

double __xp860_sqrt(double);
static double idd(double x) { return x; }
static float idf(float x) { return x; }

int main(void) {
    double a = 1.5, b = -0.25;
    CHECK(a + b == 1.25);
    CHECK(a - b == 1.75);
    CHECK(a * b == -0.375);
    CHECK(a / b == -6.0);
    CHECK(idd(1.0) / 3.0 == 0.33333333333333331483); /* nearest double to 1/3 */
    CHECK(idd(2.0) / 3.0 == 0.66666666666666662966);
    CHECK(idd(1.0) / 10.0 == 0.1);
    CHECK(idd(22.0) / 7.0 == 3.1428571428571427937);
    CHECK(idd(1.0) / 0.0 > 1e308);
    CHECK(idd(-1.0) / 0.0 < -1e308);
    double nan = idd(0.0) / 0.0;
    CHECK(nan != nan && !(nan < 1.0) && !(nan > 1.0) && !(nan == nan));
    CHECK(idd(1e-310) / 4.0 == 2.5e-311);   /* subnormal result */
    CHECK(__xp860_sqrt(2.0) == 1.4142135623730951455);
    CHECK(__xp860_sqrt(16.0) == 4.0);
    CHECK(__xp860_sqrt(1e-300) == 1e-150);
    float f = 2.5f, g = 0.1f;
    CHECK(f * 2 == 5.0f);
    CHECK(idf(1.0f) / 3.0f == 0.333333343267f);   /* nearest float to 1/3 */
    CHECK(f + g == 2.6f);
    CHECK(sizeof(f * g) == 4 && sizeof(f * 1.0) == 8);
    CHECK((double)g != 0.1 && (float)0.1 == g);
    CHECK((int)3.99 == 3 && (int)-3.99 == -3);
    CHECK((int)idd(2147483647.0) == 2147483647);
    CHECK((unsigned)idd(4000000000.0) == 4000000000u);
    CHECK((double)-7 == -7.0 && (double)4000000000u == 4000000000.0);
    CHECK((float)16777217 == 16777216.0f);      /* rounds to even */
    CHECK((char)65.7 == 'A');
    CHECK(-a == -1.5 && -(-a) == 1.5);
    CHECK(a > b && b < a && a >= 1.5 && b <= -0.25 && a != b);
    CHECK(!idd(0.0) && idd(0.5));
    double sum = 0;
    for (int i = 1; i <= 10; i++) sum += i * 0.5;
    CHECK(sum == 27.5);
    double x = 10;
    x /= 4;
    CHECK(x == 2.5);
    x *= x;
    CHECK(x == 6.25);
    CHECK(1e10 == 10000000000.0 && 0x1p-2 == 0.25 && 1.5e-3 == 0.0015);
    long double ld = 3.0L;
    CHECK(sizeof(ld) == 8 && ld / 2 == 1.5);
    return check_failures;
}
