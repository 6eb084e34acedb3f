/* Declarators and scopes: arrays of function pointers, pointers to arrays,
 * functions returning pointers to functions, a parameter named like a typedef,
 * typedefs shadowed in blocks, forward struct declarations, enum constants. */
#include "check.h"

typedef int T;
static int f0(void) { return 1; }
static int f1(void) { return 2; }
static int (*table[2])(void) = {f0, f1};
static int twice(T T) { return T * 2; }
static int (*choose(int k))(void) { return k ? f1 : f0; }
struct later;
static struct later *forward;
struct later { int v; };
enum sign { NEG = -5, ZERO, POS = 5, };

int main(void) {
    int total = 0;
    for (int i = 0, j = 10; i < j; i++, j--) total += i * j;
    CHECK(total == 70);   /* 0*10 + 1*9 + 2*8 + 3*7 + 4*6 */
    CHECK(table[1]() == 2 && twice(21) == 42 && choose(0)() == 1);
    {
        typedef char T;
        T c = 'x';
        CHECK(c == 'x' && sizeof(T) == 1);
    }
    CHECK(sizeof(T) == 4);
    struct later l = {3};
    forward = &l;
    CHECK(forward->v == 3);
    CHECK(NEG == -5 && ZERO == -4 && POS == 5);
    int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
    int (*rows[2])[3] = {&m[0], &m[1]};
    CHECK((*rows[1])[2] == 6 && rows[0][0][1] == 2);
    int a[3] = {1, 2, 3};
    int *p = a;
    ++*p;
    *p++ = 10;
    (*p)++;
    CHECK(a[0] == 10 && a[1] == 3 && a[2] == 3);
    char c;
    int i;
    c = i = 300;
    CHECK(c == 44 && i == 300);
    unsigned char uc = 255;
    signed char sc = -1;
    CHECK(uc != sc && uc > sc && (unsigned char)sc == uc);
    return check_failures;
}
