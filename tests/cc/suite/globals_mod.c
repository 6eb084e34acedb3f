#include <stdio.h>
int g;
int *gp = &g;
static void bump(void) { g++; }
static void through(int *p) { *p += 10; }
int main(void) {
    g = 1;
    bump();
    if (g != 2) return 1;
    int local = 5;
    through(&local);
    int sum = 0;
    for (int i = 0; i < 10; i++) { sum += local; if (i == 4) through(&local); }
    printf("%d %d\n", sum, local);
    int a = 1, *pa = &a;
    for (int i = 0; i < 5; i++) { *pa += i; a *= 2; }
    printf("%d\n", a);
    *gp = 40; bump();
    printf("%d\n", g);
    int arr[4] = { 1, 2, 3, 4 };
    int *q = &arr[1];
    for (int i = 0; i < 4; i++) { arr[i] += *q; }
    printf("%d %d %d %d\n", arr[0], arr[1], arr[2], arr[3]);
    return 0;
}
