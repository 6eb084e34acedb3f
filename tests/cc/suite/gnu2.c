#include <stdio.h>
static int calls;
static int once(void) { return ++calls; }
struct za { int n; char tag[0]; };
struct zb { int n; int extra[0]; int after; };
static int early(int x) {
    int r = ({ if (x < 0) return -100; x * 2; });
    return r + 1;
}
int main(void) {
    int v = once() ?: 99;
    printf("%d %d\n", v, calls);
    void *p = "abcdef";
    p += 2;
    printf("%c %u\n", *(char *)p, (unsigned)sizeof(void));
    printf("%u %u\n", (unsigned)sizeof(struct za), (unsigned)sizeof(struct zb));
    printf("%d %d\n", early(5), early(-1));
    printf("%d\n", '\e');
    __typeof__(int[4]) arr = { 1, 2, 3, 4 };
    printf("%u %d\n", (unsigned)sizeof arr, arr[3]);
    int i = 0;
    switch (i) { case 0: { int j = 5; i = j; } }
    printf("%d\n", i);
    const char *s = i > 3 ? i > 4 ? "big" : "four" : "small";
    printf("%s\n", s);
    int lbl = 0;
    { lbl++; goto end; end:; }
    printf("%d\n", lbl);
    static const int sarr[] = { [0 ... 3] = 1, [4 ... 7] = 2 };
    int sum = 0; for (int k = 0; k < 8; k++) sum += sarr[k];
    printf("%d %u\n", sum, (unsigned)(sizeof sarr / sizeof *sarr));
    int x = 5;
    typeof(x) *px = &x;
    typeof(*px) y = *px + 1;
    printf("%d\n", y);
    return 0;
}
