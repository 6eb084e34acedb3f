/* sizeof, _Alignof, _Static_assert, _Generic, VLAs, typeof, statement
 * expressions, function pointers, enums, typedefs, multi-dimensional arrays,
 * recursion, static locals, K&R definitions, volatile, alloca, labels as values. */
#include "check.h"
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

_Static_assert(sizeof(int) == 4 && sizeof(long) == 4 && sizeof(void *) == 4, "ILP32");
_Static_assert(sizeof(long double) == 8, "long double is double");

enum color { RED, GREEN = 5, BLUE };
typedef int (*binop)(int, int);
typedef struct { int v; } boxed;

static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }
static int apply(binop f, int a, int b) { return f(a, b); }
static int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
static int counter(void) { static int n; return ++n; }
static int old_style(a, b) int a; char b; { return a * 100 + b; }
static int vla_sum(int n, int m, int a[n][m]) {
    int s = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) s += a[i][j];
    return s;
}
#define type_name(x) _Generic((x), int: "int", double: "double", char *: "char*", default: "other")

int main(void) {
    CHECK(sizeof(char) == 1 && sizeof(short) == 2 && sizeof(long long) == 8 && sizeof(double) == 8);
    CHECK(_Alignof(double) == 8 && _Alignof(short) == 2 && sizeof(size_t) == 4 && sizeof(bool) == 1);
    int arr[7];
    CHECK(sizeof arr == 28 && sizeof arr[0] == 4 && sizeof(int[3][5]) == 60);
    CHECK(RED == 0 && GREEN == 5 && BLUE == 6 && sizeof(enum color) == 4);
    binop ops[2] = {add, mul};
    CHECK(apply(ops[0], 3, 4) == 7 && apply(ops[1], 3, 4) == 12 && (*ops[1])(2, 5) == 10);
    CHECK(fact(10) == 3628800);
    counter();
    counter();
    CHECK(counter() == 3);
    CHECK(old_style(3, 7) == 307);
    int n = 4;
    int vla[n];
    for (int i = 0; i < n; i++) vla[i] = i * i;
    CHECK(sizeof vla == 16 && vla[3] == 9);
    int m2[2][3] = {{1, 2, 3}, {4, 5, 6}};
    CHECK(vla_sum(2, 3, m2) == 21);
    int rows = 3;
    double (*grid)[rows] = 0;
    CHECK(sizeof(*grid) == 24);
    typeof(n) t = 5;
    __typeof__(1.0) d = 0.5;
    CHECK(t == 5 && sizeof(d) == 8);
    int se = ({ int a = 3; a * a; });
    CHECK(se == 9);
    CHECK(type_name(1)[0] == 'i' && type_name(1.0)[0] == 'd' && type_name("s")[0] == 'c' && type_name(1L)[0] == 'o');
    boxed b = {42};
    CHECK(b.v == 42);
    int three[2][3][4];
    three[1][2][3] = 77;
    CHECK(*(*(*(three + 1) + 2) + 3) == 77 && sizeof three[1] == 48);
    volatile int v = 1;
    v += 2;
    CHECK(v == 3);
    char *mem = __builtin_alloca(100);
    mem[99] = 5;
    CHECK(mem[99] == 5 && ((uintptr_t)mem & 15) == 0);
    void *where = &&done;
    goto *where;
    CHECK(0);
done:
    CHECK(__builtin_expect(n, 4) == 4);
    CHECK(offsetof(boxed, v) == 0);
    int x = 5;
    int *px = &x;
    int **ppx = &px;
    **ppx = 6;
    CHECK(x == 6 && *px == 6);
    CHECK(((char *)&arr[5] - (char *)&arr[1]) == 16 && &arr[5] - &arr[1] == 4);
    int zero_length[0];
    CHECK(sizeof zero_length == 0);
    return check_failures;
}
