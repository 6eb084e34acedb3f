#include <stdio.h>
#include <math.h>
int main(void) {
    printf("%f %f %f\n", sqrt(2.0), fabs(-3.25), floor(-2.5));
    printf("%f %f %f\n", ceil(2.1), fmod(10.5, 3.0), pow(2.0, 10.0));
    printf("%.6f %.6f %.6f\n", exp(1.0), log(10.0), log10(1000.0));
    printf("%.6f %.6f %.6f\n", sin(1.0), cos(1.0), tan(0.5));
    printf("%.6f %.6f\n", atan(1.0) * 4, atan2(-1.0, -1.0));
    printf("%g %g %g\n", pow(3.0, 0.5), sqrt(144.0), exp(0.0));
    printf("%.4g %.4g\n", sin(3.14159265358979), cos(0.0));
    double pi = 4 * atan(1.0);
    printf("%.10f\n", pi);
    printf("%g\n", pow(-2.0, 3.0));
    return 0;
}
