/* fabs: done in place at -O1 and up (the sign bit cleared), through a pointer still the library function; zeros, denormals, infinities and NaN. Expected output from gcc. */
#include <math.h>
#include <stdio.h>
#include <string.h>
static unsigned long long bits(double d) { unsigned long long u; memcpy(&u, &d, 8); return u; }
int main(void) {
    double v[] = {0.0, -0.0, 1.5, -1.5, 1e308, -1e-310, 1.0 / 0.0, -1.0 / 0.0};
    double nan = 0.0 / 0.0;
    for (int i = 0; i < 8; i++) printf("%016llx %g\n", bits(fabs(v[i])), fabs(v[i] * 2));
    printf("%d %d\n", fabs(-nan) != fabs(-nan), (int)(bits(fabs(-nan)) >> 63));
    double (*f)(double) = fabs;
    printf("%g %g\n", f(-2.5), fabs(f(-3.0) - 4));
    return 0;
}
