#include <stdio.h>
struct pt { int x, y; };
static int dist2(struct pt p) { return p.x * p.x + p.y * p.y; }
static int sum(const int *a, int n) { int s = 0; while (n--) s += *a++; return s; }
int main(void) {
    printf("%d\n", dist2((struct pt){ 3, 4 }));
    printf("%d\n", sum((int[]){ 1, 2, 3, 4, 5 }, 5));
    struct pt *p = &(struct pt){ .y = 9 };
    p->x = 2;
    printf("%d %d\n", p->x, p->y);
    int *q = (int[3]){ [2] = 7 };
    printf("%d %d %d\n", q[0], q[1], q[2]);
    for (int i = 0; i < 2; i++) { struct pt t = (struct pt){ i, i * 2 }; printf("%d ", dist2(t)); }
    printf("\n");
    char *s = (char[]){ "abc" };
    s[0] = 'X';
    printf("%s\n", s);
    return 0;
}
