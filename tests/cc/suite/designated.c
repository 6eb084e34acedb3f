#include <stdio.h>
struct s { int a; char b[4]; struct { int x, y; } in; double d; };
union u { int i; float f; char c[8]; };
static int table[10] = { [3] = 30, [7] = 70, 71, [1] = 10 };
static struct s gs = { .in.y = 5, .b = "hi", .d = 2.5, .a = 1 };
static int ranges[10] = { [2 ... 5] = 9, [8] = 1 };
int main(void) {
    for (int i = 0; i < 10; i++) printf("%d ", table[i]);
    printf("\n%d %s %d %d %g\n", gs.a, gs.b, gs.in.x, gs.in.y, gs.d);
    struct s ls = { .in = { .x = 3 }, .b[2] = 'z', 4 };
    printf("%d %d %d %d %g\n", ls.in.x, ls.in.y, ls.b[2], ls.b[0], ls.d);
    union u uu = { .c = { 1, 2 } };
    printf("%d\n", uu.i);
    union u u2 = { .f = 1.0f };
    printf("%x\n", u2.i);
    int m[3][3] = { [1] = { 4, 5, 6 }, [2][2] = 9 };
    for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) printf("%d", m[i][j]);
    printf("\n");
    for (int i = 0; i < 10; i++) printf("%d", ranges[i]);
    int loc[6] = { [0 ... 2] = 4, [4 ... 5] = 8 };
    for (int i = 0; i < 6; i++) printf(" %d", loc[i]);
    printf("\n");
    struct { int a, b, c; } nested[2] = { [1].b = 5, [0] = { 1, 2, 3 } };
    printf("%d %d %d %d\n", nested[0].c, nested[1].a, nested[1].b, nested[1].c);
    return 0;
}
