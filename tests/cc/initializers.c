/* Initializers: designated, nested, brace elision, [a ... b] ranges, static data
 * with relocations (pointers into objects, strings, functions), compound literals,
 * zero-fill of what is left out. */
#include "check.h"

struct s { int a; char b[4]; struct { short x, y; } in; };
static int table[10] = {[2] = 5, [5 ... 7] = 9, 1};
static int grid[2][3] = {1, 2, 3, 4};
static struct s gs = {.in.y = 8, .a = 1, .b = "ab"};
static struct s arr[] = {{1}, [3] = {.b = {'z'}}};
static const char *names[] = {"zero", "one", "two"};
static int target[4] = {10, 20, 30, 40};
static int *ptr = &target[2];
static int *end = target + 4;
static char *sub = "hello" + 1;
static int twice(int x) { return 2 * x; }
static int (*fn)(int) = twice;
struct node { int v; struct node *next; };
static struct node n2 = {2, 0};
static struct node n1 = {1, &n2};
static long diff = &target[3] - &target[0];
static double dbl[] = {1.5, -2.25, 1e100};
static float flt = 0.5f;
static unsigned char bytes[] = {255, 1, 2};
static long long big = -2;
static _Bool flag = 7;
static struct s *sp = &(struct s){.a = 77};

int main(void) {
    CHECK(table[0] == 0 && table[2] == 5 && table[5] == 9 && table[7] == 9 && table[8] == 1 && table[9] == 0);
    CHECK(grid[0][2] == 3 && grid[1][0] == 4 && grid[1][2] == 0);
    CHECK(gs.a == 1 && gs.b[1] == 'b' && gs.b[2] == 0 && gs.in.x == 0 && gs.in.y == 8);
    CHECK(sizeof(arr) / sizeof(arr[0]) == 4 && arr[0].a == 1 && arr[3].b[0] == 'z' && arr[2].a == 0);
    CHECK(names[2][1] == 'w' && *names[1] == 'o');
    CHECK(*ptr == 30 && end - ptr == 2 && *sub == 'e');
    CHECK(fn(21) == 42);
    CHECK(n1.next->v == 2 && n1.next->next == 0);
    CHECK(diff == 3);
    CHECK(dbl[0] == 1.5 && dbl[1] == -2.25 && dbl[2] == 1e100 && flt == 0.5f);
    CHECK(bytes[0] == 255 && sizeof(bytes) == 3);
    CHECK(big == -2 && flag == 1);
    CHECK(sp->a == 77);
    /* locals */
    int local[5] = {1, [3] = 4};
    CHECK(local[0] == 1 && local[1] == 0 && local[3] == 4 && local[4] == 0);
    struct s ls = {3, "xy", {5, 6}};
    CHECK(ls.a == 3 && ls.b[0] == 'x' && ls.in.x == 5 && ls.in.y == 6);
    char str[] = "text";
    CHECK(sizeof(str) == 5 && str[4] == 0);
    char exact[4] = "abcd";   /* no room for the terminator: none stored */
    CHECK(exact[3] == 'd');
    int *cl = (int[]){7, 8, 9};
    CHECK(cl[2] == 9);
    struct s copy = (struct s){.a = 9, .in = {1, 2}};
    CHECK(copy.a == 9 && copy.in.y == 2 && copy.b[0] == 0);
    int m[2][2] = {{1, 2}, {3, 4}};
    CHECK(m[1][1] == 4 && m[0][1] == 2);
    int x = 3;
    int dyn[3] = {x, x * 2, x * 3};
    CHECK(dyn[2] == 9);
    struct { int a, b; } anon = {.b = 2};
    CHECK(anon.a == 0 && anon.b == 2);
    return check_failures;
}
