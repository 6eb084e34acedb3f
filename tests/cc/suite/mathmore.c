#include <stdio.h>
#include <math.h>
int main(void) {
    double xs[] = { 0.0, 0.5, 1.0, 2.0, 3.14159, 10.0, 100.5, -1.5, -7.25 };
    for (int i = 0; i < 9; i++) {
        double x = xs[i];
        printf("%g: %.6f %.6f %.6f %.6f %g %g %g %g\n", x, sin(x), cos(x), atan(x), exp(x / 4), floor(x), ceil(x), round(x), trunc(x));
        if (x > 0) printf("   %.10f %.10f %.10f %.10f %.6f\n", sqrt(x), log(x), log10(x), log2(x), pow(x, 1.5));
    }
    printf("%.6f %.6f %.6f\n", hypot(3, 4), cbrt(27.0), atan2(1, -1));
    printf("%.6f %.6f %.6f\n", sinh(1.0), cosh(1.0), tanh(0.5));
    printf("%.6f %.6f %.6f\n", asin(0.5), acos(0.5), fmod(-7.5, 2.0));
    double ip; double fr = modf(3.75, &ip);
    int e; double m = frexp(48.0, &e);
    printf("%g %g %g %d %g\n", fr, ip, m, e, ldexp(0.75, 5));
    printf("%g %g %g %g\n", copysign(2.0, -0.0), fmin(1, 2), fmax(1, 2), fabs(-0.0));
    printf("%d %d %d %d\n", isnan(NAN), isinf(INFINITY), isfinite(1.0), signbit(-1.0) != 0);
    printf("%g %g\n", pow(2, -2), pow(10, 15));
    printf("%.17g %.17g\n", sqrt(2.0), exp(1.0));
    printf("%.17g %.17g\n", log(2.0), 4 * atan(1.0));
    float f = sqrtf(2.0f);
    printf("%.7f %.5f %.5f\n", f, sinf(1.0f), powf(2.0f, 0.5f));
    return 0;
}
