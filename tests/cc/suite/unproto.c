#include <stdio.h>
static double half();
static double half(x) float x; { return x / 2; }
static int sum3();
int main(void) {
    printf("%g\n", half(3.0));
    printf("%d\n", sum3(1, 2, 3));
    short s = 7; char c = 2;
    printf("%d\n", sum3(s, c, 100));
    return 0;
}
static int sum3(int a, int b, int c) { return a * 100 + b * 10 + c; }
