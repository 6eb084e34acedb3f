#include <stdio.h>
static float fdiv(float a, float b) { return a / b; }
static double poly(double x) { return ((3.0 * x - 2.0) * x + 1.0) * x - 5.0; }
static float favg(int n, const float *v) { float s = 0; for (int i = 0; i < n; i++) s += v[i]; return s / n; }
int main(void) {
    printf("%.7f %.7f\n", fdiv(1.0f, 7.0f), fdiv(22.0f, 7.0f));
    printf("%.6f %.6f\n", poly(1.5), poly(-2.25));
    float v[5] = { 1.1f, 2.2f, 3.3f, 4.4f, 5.5f };
    printf("%.5f\n", favg(5, v));
    double x = 2.0, r = 1.0;
    for (int i = 0; i < 6; i++) r = 0.5 * (r + x / r);
    printf("%.15f\n", r);
    double a = 1e308; a *= 10;
    printf("%d %d\n", a > 1e308, a == a);
    double nan = a - a;
    printf("%d %d %d\n", nan == nan, nan != nan, nan < 1.0);
    float f = 0.1f; double d = f;
    printf("%.20f\n", d);
    printf("%g %g %g\n", -0.0, 1.0 / -a, (double)(float)1e-40);
    double h = 0; for (int i = 0; i < 10; i++) h += 0.1;
    printf("%.17g %d\n", h, h == 1.0);
    int i = 7; double mixed = i / 2 + i / 2.0 + (float)i / 4;
    printf("%g\n", mixed);
    printf("%.3e %.3e\n", 6.02214076e23, 1.602176634e-19);
    float fm = 16777216.0f; fm += 1.0f;
    printf("%.1f\n", fm);
    printf("%d %d\n", (int)(0.1 * 3 * 10), (int)(2.9999999999999996));
    return 0;
}
