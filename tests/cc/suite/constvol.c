#include <stdio.h>
static const int table[] = { 2, 3, 5, 7, 11 };
static volatile int ticks;
static int spin(int n) { for (int i = 0; i < n; i++) ticks++; return ticks; }
struct cfg { const char *const name; const int vals[3]; };
static const struct cfg cfgs[] = { { "a", { 1, 2, 3 } }, { "b", { 4, 5, 6 } } };
_Static_assert(sizeof(table) == 20, "table size");
static inline int sq(int x) { return x * x; }
int main(void) {
    int s = 0;
    for (int i = 0; i < 5; i++) s += table[i];
    int t1 = spin(10);
    t1 += spin(5);
    printf("%d %d\n", s, t1);
    printf("%s%d %s%d\n", cfgs[0].name, cfgs[0].vals[2], cfgs[1].name, cfgs[1].vals[0]);
    const int *cp = table; int const *cp2 = &table[4];
    printf("%d %d\n", cp[1], *cp2);
    volatile double vd = 1.5; vd *= 2;
    printf("%g %d\n", vd, sq(12));
    volatile char buf[4] = { 1, 2, 3, 4 };
    int t = 0; for (int i = 0; i < 4; i++) t += buf[i];
    printf("%d\n", t);
    return 0;
}
