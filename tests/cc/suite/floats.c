#include <stdio.h>
int main(void) {
    float f = 1.0f / 3.0f; double d = 1.0 / 3.0;
    printf("%.9g %.17g\n", f, d);
    printf("%f %e %g\n", 1234.5678, 1234.5678, 1234.5678);
    printf("%g %g %g %g\n", 1e-5, 123456789.0, 0.0001, 1e100);
    printf("%.3f %.0f %.0f %.0f\n", -0.0005, 0.5, 1.5, 2.5);
    int i = (int)-2.7; unsigned u = (unsigned)3e9; 
    printf("%d %u\n", i, u);
    float g = 16777217; 
    printf("%.1f\n", g);
    double x = 0.1 + 0.2;
    printf("%d %.17g\n", x == 0.3, x);
    printf("%d %d %d\n", 1.0f < 2.0, -0.0 == 0.0, (float)0.1 == 0.1);
    short s = (short)-1234.9; unsigned char c = (unsigned char)255.9;
    printf("%d %d\n", s, c);
    double acc = 0; for (int k = 1; k <= 100; k++) acc += 1.0 / k;
    printf("%.15f\n", acc);
    float fa[4] = { 1.5f, -2.25f, 3.125f, 0.0f };
    float fs = 0; for (int k = 0; k < 4; k++) fs += fa[k] * fa[k];
    printf("%f\n", fs);
    printf("%5.1f|%-8.3f|%+.2e|%08.2f\n", 3.14159, 2.5, 12345.678, -3.5);
    double big = 1.0; for (int k = 0; k < 30; k++) big *= 10;
    printf("%g %.0f\n", big, 1e15);
    printf("%f\n", (double)(long long)1e18);
    long long L = 9007199254740993LL; double dl = L;
    printf("%.0f\n", dl);
    printf("%g %g\n", 1.0 / 0.0 > 1e308 ? 1.0 : 0.0, -1.0 / 3);
    return 0;
}
