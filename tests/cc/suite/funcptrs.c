#include <stdio.h>
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int (*ops[])(int, int) = { add, sub, mul };
struct calc { const char *name; int (*fn)(int, int); };
static struct calc calcs[] = { { "add", add }, { "sub", sub }, { "mul", mul } };
static int apply(int (*f)(int, int), int a, int b) { return f(a, b); }
static double dapply(double (*f)(double), double x) { return f(x); }
static double sq(double x) { return x * x; }
typedef void (*visitor)(int *, void *);
static void accum(int *v, void *ctx) { *(int *)ctx += *v; }
static void each(int *a, int n, visitor v, void *ctx) { for (int i = 0; i < n; i++) v(&a[i], ctx); }
int main(void) {
    for (int i = 0; i < 3; i++) printf("%d ", ops[i](7, 3));
    printf("\n");
    for (unsigned i = 0; i < sizeof calcs / sizeof calcs[0]; i++)
        printf("%s=%d ", calcs[i].name, (*calcs[i].fn)(6, 4));
    printf("\n%d %g\n", apply(mul, 5, 6), dapply(sq, 1.5));
    int arr[5] = { 1, 2, 3, 4, 5 }, total = 0;
    each(arr, 5, accum, &total);
    printf("%d\n", total);
    int (*fp)(int, int) = &add;
    printf("%d %d\n", fp == add, (**fp)(1, 2));
    return ops[2](2, 3) - 6;
}
