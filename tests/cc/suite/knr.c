#include <stdio.h>
int add();
int add(a, b) int a, b; { return a + b; }
static double scale(x, k) double x; int k; { return x * k; }
static int count(s) char *s; { int n = 0; while (*s++) n++; return n; }
int main() {
    printf("%d %g %d\n", add(2, 3), scale(1.5, 4), count("abcdef"));
    return 0;
}
