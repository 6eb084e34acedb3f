#include <stdio.h>
struct inner { int a[2]; int b; };
struct outer { struct inner in[2]; char s[6]; };
static int next_id(void) { static int id = 100; return id++; }
int main(void) {
    struct inner x = { 1, 2, 3 };
    struct outer o = { 1, 2, 3, 4, 5, 6, "abc" };
    printf("%d %d %d | %d %d %d %s\n", x.a[0], x.a[1], x.b, o.in[1].a[0], o.in[1].a[1], o.in[1].b, o.s);
    struct outer p = { { { { 9 } }, { { 8, 7 } } }, { 'h', 'i' } };
    printf("%d %d %d %d %s\n", p.in[0].a[0], p.in[0].a[1], p.in[1].a[1], p.in[1].b, p.s);
    char a1[] = { "brace" };
    char a2[4] = "abcd";
    printf("%u %c %c\n", (unsigned)sizeof a1, a2[0], a2[3]);
    int dyn[3] = { next_id(), next_id() + 10, next_id() * 2 };
    printf("%d %d %d\n", dyn[0], dyn[1], dyn[2]);
    int zeros[100] = { 0 };
    int nz = 0; for (int i = 0; i < 100; i++) nz += zeros[i] != 0;
    printf("%d\n", nz);
    struct { char c; double d; int arr[3]; } mix = { 'm', 2.5, { [1] = 4 } };
    printf("%c %g %d %d %d\n", mix.c, mix.d, mix.arr[0], mix.arr[1], mix.arr[2]);
    int m2[][3] = { { 1 }, { 2, 3 }, { 4, 5, 6 } };
    printf("%u %d %d %d\n", (unsigned)sizeof m2, m2[0][1], m2[1][1], m2[2][2]);
    const char *words[][2] = { { "a", "b" }, { "c" } };
    printf("%s %s %d\n", words[0][1], words[1][0], words[1][1] == 0);
    union { int i; char c[4]; } un = { 0x01020304 };
    printf("%d\n", un.c[0]);
    int scalar = { 42 };
    printf("%d\n", scalar);
    struct inner arr[] = { [1] = { .b = 5 }, { { 1, 1 }, 1 } };
    printf("%u %d %d\n", (unsigned)(sizeof arr / sizeof arr[0]), arr[1].b, arr[2].a[1]);
    int i = 3; int k = i * 2 + dyn[0];
    printf("%d\n", k);
    return 0;
}
