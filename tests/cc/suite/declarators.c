#include <stdio.h>
/* Tricky declarators: pointers to arrays, functions returning pointers to functions. */
static int add1(int x) { return x + 1; }
static int dbl(int x) { return x * 2; }
static int (*pick(int which))(int) { return which ? dbl : add1; }
typedef int (*unop)(int);
static unop table[2] = { add1, dbl };
int main(void) {
    int a[3][4];
    int (*p)[4] = a;
    int *q[3];
    int i, j;
    for (i = 0; i < 3; i++) for (j = 0; j < 4; j++) a[i][j] = i * 10 + j;
    for (i = 0; i < 3; i++) q[i] = a[i];
    printf("%d %d %d\n", p[1][2], (*(p + 2))[3], q[2][1]);
    printf("%d %d\n", pick(0)(5), pick(1)(5));
    int (*(*fp)(int))(int) = pick;
    printf("%d\n", fp(1)(fp(0)(3)));
    printf("%d %d\n", table[0](table[1](4)), (*table[1])(7));
    char *(*strs)[2];
    char *pair[2] = { "ab", "cd" };
    strs = &pair;
    printf("%s%s %c\n", (*strs)[0], (*strs)[1], (*strs)[1][1]);
    printf("%u %u %u\n", (unsigned)sizeof(a), (unsigned)sizeof(*p), (unsigned)sizeof(q));
    int (*ap)[3][4] = &a;
    printf("%d %u\n", (*ap)[2][2], (unsigned)sizeof(*ap));
    return 0;
}
