#include <stdio.h>
static int counter(void) { static int n; return ++n; }
static int *addr(void) { static int cell = 100; return &cell; }
int glob = 5;
int *gptr = &glob;
int garr[] = { 10, 20, 30 };
int *gmid = &garr[1];
char *gstr = "str" + 1;
struct link { int v; struct link *next; };
static struct link l3 = { 3, 0 }, l2 = { 2, &l3 }, l1 = { 1, &l2 };
static int (*gf)(void) = counter;
int main(void) {
    counter(); counter();
    printf("%d\n", counter());
    *addr() += 5;
    printf("%d %d\n", *addr(), *gptr);
    printf("%d %d %s\n", *gmid, gmid[1], gstr);
    int s = 0;
    for (struct link *p = &l1; p; p = p->next) s = s * 10 + p->v;
    printf("%d %d\n", s, gf());
    static const char *names[] = { "a", "bb", "ccc" };
    printf("%s\n", names[2]);
    return 0;
}
