/* The library calls classic benchmarks make: qsort and bsearch on several types,
   strtod and atof on awkward inputs, printf's %e %g %a, and the math functions
   at values where they are easy to get wrong. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp_int(const void *a, const void *b) { int x = *(const int *)a, y = *(const int *)b; return (x > y) - (x < y); }
static int cmp_double(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return (x > y) - (x < y); }
static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }
struct pair { int key; char tag; };
static int cmp_pair(const void *a, const void *b) { return ((const struct pair *)a)->key - ((const struct pair *)b)->key; }

int main(void) {
    enum { N = 1000 };
    static int a[N];
    unsigned seed = 12345;
    for (int i = 0; i < N; i++) { seed = seed * 1103515245u + 12345u; a[i] = (int)(seed >> 8) % 2000 - 1000; }
    qsort(a, N, sizeof a[0], cmp_int);
    int sorted = 1; long sum = 0;
    for (int i = 1; i < N; i++) sorted &= a[i - 1] <= a[i];
    for (int i = 0; i < N; i++) sum += (long)a[i] * (i % 7);
    printf("ints sorted=%d min=%d max=%d sum=%ld\n", sorted, a[0], a[N - 1], sum);
    int key = a[500]; int *hit = bsearch(&key, a, N, sizeof a[0], cmp_int);
    printf("bsearch %d %d\n", hit != NULL && *hit == key, bsearch(&(int){5000}, a, N, sizeof a[0], cmp_int) == NULL);
    double d[7] = {3.5, -1.25, 1e300, -0.0, 2.0, 1e-300, 0.5};
    qsort(d, 7, sizeof d[0], cmp_double);
    for (int i = 0; i < 7; i++) printf("%g ", d[i]);
    printf("\n");
    char *words[] = {"pear", "apple", "fig", "banana", "cherry", "apple2", "date"};
    qsort(words, 7, sizeof words[0], cmp_str);
    for (int i = 0; i < 7; i++) printf("%s ", words[i]);
    printf("\n");
    struct pair p[6] = {{5, 'a'}, {1, 'b'}, {4, 'c'}, {2, 'd'}, {3, 'e'}, {0, 'f'}};
    qsort(p, 6, sizeof p[0], cmp_pair);
    for (int i = 0; i < 6; i++) printf("%d%c ", p[i].key, p[i].tag);
    printf("\n");
    qsort(p, 0, sizeof p[0], cmp_pair);
    qsort(p, 1, sizeof p[0], cmp_pair);

    const char *texts[] = {"3.14159265358979323846", "1e-320", "2.2250738585072011e-308", "4.9e-324", "1.7976931348623157e308",
                           "1e309", "-0", "  +12.5e+2xyz", "0x1.8p3", "inf", "-nan", ".5", "5.", "123456789012345678901234567890",
                           "0.1", "9007199254740993", "1e23", "8.98846567431158e307"};
    for (unsigned i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        char *end;
        double v = strtod(texts[i], &end);
        printf("%-26s %.17g %a rest='%s'\n", texts[i], v, v, end);
    }
    printf("%.10f %g %g\n", atof("2.5"), atof("-1e-5"), atof("junk"));
    double fmts[] = {0.0, 1.0, -1.5, 123456.789, 1e-5, 1e21, 0.1, 2.0 / 3, 1e100, 5e-324, 1.0 / 0.0};
    for (unsigned i = 0; i < sizeof fmts / sizeof fmts[0]; i++) {
        double v = fmts[i];
        printf("%e|%.3e|%g|%.10g|%#g|%a|%.2a|%12.4e|%-12g|%+g\n", v, v, v, v, v, v, v, v, v, v);
    }
    printf("%E %G %A\n", 1234.5, 0.000012345, 1.0);

    double xs[] = {0.0, 0.5, 1.0, 2.0, 3.0, 10.0, 100.0, 1e-10, 0.7853981633974483, 1.5707963267948966, 3.141592653589793, 1e6, -2.5};
    for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++) {
        double x = xs[i];
        printf("x=%.17g\n sqrt=%.17g exp=%.15g log=%.15g\n sin=%.15g cos=%.15g atan2=%.15g\n", x, sqrt(fabs(x)), exp(x),
               x > 0 ? log(x) : -1.0, sin(x), cos(x), atan2(x, 1.5));
        printf(" pow=%.15g fmod=%.17g floor=%.17g ceil=%.17g\n", pow(fabs(x) + 0.5, 1.7), fmod(x, 0.3), floor(x * 1.7), ceil(x * 1.7));
    }
    printf("%.17g %.17g %.17g %.17g\n", pow(2, 10), pow(-2, 3), pow(10, -2), pow(0.0, 0.0));
    printf("%.17g %.17g %.17g %.17g\n", fmod(-7.5, 2), fmod(7.5, -2), floor(-0.5), ceil(-0.5));
    printf("%.17g %.17g %.17g\n", atan2(-1, -1), atan2(0.0, -1), atan2(-0.0, -1));
    printf("%.17g %.17g %.17g\n", exp(-745.0), exp(709.0), log(1e-300));
    return 0;
}
