#include <stdio.h>
int x = 1;
typedef int T;
static int get(void) { return x; }
int main(void) {
    printf("%d\n", x);
    int x = 2;
    printf("%d %d\n", x, get());
    {
        int x = 3;
        printf("%d\n", x);
        {
            extern int x;
            printf("%d\n", x);
        }
        typedef char T;
        T c = 'c';
        printf("%c %u\n", c, (unsigned)sizeof(T));
    }
    T t = 65536;
    printf("%d %u\n", t, (unsigned)sizeof(T));
    for (int x = 10; x < 12; x++) { int y = x * 2; printf("%d ", y); }
    printf("%d\n", x);
    int *ps[3];
    for (int i = 0; i < 3; i++) { static int keep[3]; keep[i] = i * 7; ps[i] = &keep[i]; }
    printf("%d %d\n", *ps[1], *ps[2]);
    typedef int arr5[5];
    arr5 a = { 1, 2, 3, 4, 5 };
    printf("%u %d\n", (unsigned)sizeof(arr5), a[4]);
    typedef int fn_t(int);
    fn_t *fp = 0;
    printf("%d\n", fp == 0);
    return 0;
}
