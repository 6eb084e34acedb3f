/* <math.h>'s quiet comparisons isgreater .. isunordered: false for a NaN on either
   side, -0 equal to +0, infinities ordered, float and int arguments, each argument
   evaluated once; __builtin_assume_aligned gives its pointer back. */
#include <stdio.h>
#include <math.h>
static int calls;
static double counted(double x) { calls++; return x; }
int main(void) {
    const double v[] = { -INFINITY, -1.5, -0.0, 0.0, 2.0, INFINITY, NAN };
    for (int i = 0; i < 7; i++) {
        for (int j = 0; j < 7; j++)
            printf("%d%d%d%d%d%d ", isgreater(v[i], v[j]), isgreaterequal(v[i], v[j]), isless(v[i], v[j]),
                   islessequal(v[i], v[j]), islessgreater(v[i], v[j]), isunordered(v[i], v[j]));
        printf("\n");
    }
    float f = 1.5f;
    int n = 2;
    printf("%d %d %d\n", isless(f, n), isgreater(n, f), isunordered(f, NAN));
    int greater = isgreater(counted(3.0), counted(1.0));
    printf("%d %d\n", greater, calls);
    double data[4] = { 1, 2, 3, 4 };
    double *aligned = __builtin_assume_aligned(data, 8);
    printf("%g\n", aligned[3]);
    return 0;
}
