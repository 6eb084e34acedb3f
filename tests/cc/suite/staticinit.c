#include <stdio.h>
struct node { const char *name; int val; struct node *next; int (*fn)(int); };
static int inc(int x) { return x + 1; }
static int dec(int x) { return x - 1; }
static struct node n2 = { "two", 2, 0, dec };
static struct node n1 = { "one", 1, &n2, inc };
static int data[] = { 5, 10, 15, 20 };
static int *dp = data + 2;
static int *dend = &data[4];
static char msg[] = "message";
static char *mp = msg + 3;
static const char *strs[] = { "alpha", "beta", 0 };
static struct { int a; char b[3]; long long c; double d; } mixed = { -1, "hi", 1LL << 50, 0.75 };
static int matrix[2][3] = { 1, 2, 3, 4, 5 };
static unsigned long addr_as_int = (unsigned long)&data[1];
static struct node *table[] = { &n1, &n2 };
static int (*fns[2])(int) = { inc, dec };
static float fl[3] = { 1.5f, [2] = -2.0f };
static short shorts[] = { -1, 2, -3 };
static unsigned char bytes[5] = "\x01\x02";
static long long lls[2] = { -1, 0x123456789abcdefLL };
int main(void) {
    for (struct node *n = &n1; n; n = n->next) printf("%s %d %d\n", n->name, n->val, n->fn(n->val));
    printf("%d %d %d %s\n", *dp, dp[-2], (int)(dend - data), mp);
    for (const char **s = strs; *s; s++) printf("%s ", *s);
    printf("\n%d %s %lld %g\n", mixed.a, mixed.b, mixed.c, mixed.d);
    printf("%d %d %d\n", matrix[1][1], matrix[1][2], matrix[0][2]);
    printf("%d\n", *(int *)addr_as_int);
    printf("%s %d %d\n", table[1]->name, fns[0](10), fns[1](10));
    printf("%g %g %g %d %d %d\n", fl[0], fl[1], fl[2], shorts[0], shorts[2], bytes[1] + bytes[4]);
    printf("%lld %llx\n", lls[0], lls[1]);
    return 0;
}
