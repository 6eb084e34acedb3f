#include <stdio.h>
static int g1 = 10, g2 = 20, g3 = 30;
static int *r1(int i) { return i == 1 ? &g1 : i == 2 ? &g2 : &g3; }
static int *r2(int i) { return i ? &g3 : &g1; }
static int *(*tbl[3])(int) = { r1, r2, r1 };
static int *(*(*ptbl)[3])(int) = &tbl;
static void handler(int x) { printf("handled %d\n", x); }
static void (*install(int sig, void (*h)(int)))(int) { h(sig); return h; }
int tentative;
int tentative = 5;
extern int later[];
int counts[3], *cp = counts, (*fnp)(void), **pp = &cp;
static int ret7(void) { return 7; }
int main(void) {
    printf("%d %d %d\n", *(*ptbl)[0](2), *(*ptbl)[1](0), *tbl[2](3));
    install(4, handler)(5);
    printf("%d %d\n", tentative, later[1]);
    fnp = ret7; counts[1] = 3; **pp = 9;
    printf("%d %d %d\n", fnp(), counts[0], (*pp)[1]);
    int f(int);
    printf("%d\n", f(3));
    char (*(*x[2])(void))[4];
    (void)x;
    printf("%u %u\n", (unsigned)sizeof x, (unsigned)sizeof(char (*)[4]));
    const char *const names[] = { "p", "q" };
    const char *const *np = names;
    printf("%s\n", np[1]);
    return 0;
}
int later[] = { 1, 2, 3 };
int f(int v) { return v * v; }
