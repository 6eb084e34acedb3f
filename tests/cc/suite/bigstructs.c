#include <stdio.h>
#include <string.h>
struct big { int a[20]; char name[16]; double d; };
static struct big make(int seed) {
    struct big b; for (int i = 0; i < 20; i++) b.a[i] = seed * i;
    strcpy(b.name, "big"); b.name[3] = '0' + seed; b.name[4] = 0; b.d = seed * 0.5; return b;
}
static struct big twice(struct big b) { for (int i = 0; i < 20; i++) b.a[i] *= 2; b.d *= 2; return b; }
static int total(const struct big *b) { int s = 0; for (int i = 0; i < 20; i++) s += b->a[i]; return s; }
struct pair { float x; double y; };
static struct pair mkpair(float x, double y) { return (struct pair){ x, y }; }
struct three { char a, b, c; };
static struct three t3(int k) { struct three t = { (char)k, (char)(k + 1), (char)(k + 2) }; return t; }
int main(void) {
    struct big b = twice(make(3));
    printf("%d %s %g\n", total(&b), b.name, b.d);
    struct big arr[3];
    for (int i = 0; i < 3; i++) arr[i] = make(i + 1);
    arr[0] = twice(arr[2]);
    printf("%d %d %s\n", total(&arr[0]), total(&arr[1]), arr[0].name);
    struct pair p = mkpair(1.5f, 2.25);
    printf("%g %g\n", p.x, p.y);
    printf("%d\n", t3(5).c + t3(10).a);
    struct big *heap = &arr[1];
    *heap = make(9);
    printf("%d %d\n", heap->a[19], make(2).a[5]);
    struct three x = t3(65), y = x;
    y.b = 'z';
    printf("%c%c%c %c%c%c\n", x.a, x.b, x.c, y.a, y.b, y.c);
    return 0;
}
