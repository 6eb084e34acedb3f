#include <stdio.h>
#include <stddef.h>
struct s { int a; char b; short c[3]; };
int main(void) {
    int arr[10]; for (int i = 0; i < 10; i++) arr[i] = i * 11;
    int *p = arr + 3, *q = &arr[8];
    printf("%d %d %d %d\n", *p, q[-1], (int)(q - p), (int)(p - q));
    ptrdiff_t d = &arr[9] - &arr[0];
    printf("%d %d %d\n", (int)d, p < q, p >= q);
    p += 2; p--; p++;
    int first = *p++;
    int second = *++p;
    printf("%d %d\n", first, second);
    char *cp = (char *)arr;
    printf("%d\n", cp[4 * 2]);
    struct s sa[3] = { { 1, 2, { 3, 4, 5 } }, { 6, 7, { 8, 9, 10 } } };
    struct s *sp = sa;
    printf("%d %d %d\n", (sp + 1)->c[2], sp[1].b, (int)((char *)&sa[2] - (char *)&sa[0]));
    short *cs = &sa[1].c[0];
    printf("%d %d\n", cs[1], *(cs + 2));
    void *vp = &sa[1];
    printf("%d\n", ((struct s *)vp)->a);
    int **pp = &p; **pp = 999;
    printf("%d\n", arr[7]);
    int m[3][4]; int *flat = &m[0][0];
    for (int i = 0; i < 12; i++) flat[i] = i;
    printf("%d %d\n", m[2][1], *(*(m + 1) + 3));
    const char *str = "hello";
    int len = 0; while (*str++) len++;
    printf("%d\n", len);
    int *np = NULL;
    printf("%d %d\n", np == 0, !np);
    char buf[8]; char *e = buf + 8;
    printf("%d\n", (int)(e - buf));
    return 0;
}
