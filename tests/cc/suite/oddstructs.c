#include <stdio.h>
#include <stdarg.h>
#include <string.h>
struct s1 { char a; };
struct s3 { char a[3]; };
struct s5 { char a[5]; };
struct s6 { short a[3]; };
struct s7 { char a[7]; };
struct s9 { char c; short s; char d[6]; };
struct s12 { short a; int b; short c; };
struct s40 { char a[40]; };
#define MK(T, n) static struct T mk_##T(int k) { struct T r; memset(&r, 0, sizeof r); for (unsigned i = 0; i < sizeof r; i++) ((unsigned char *)&r)[i] = (unsigned char)(k + i); return r; }
MK(s1, 1) MK(s3, 3) MK(s5, 5) MK(s6, 6) MK(s7, 7) MK(s9, 9) MK(s12, 12) MK(s40, 40)
static unsigned sum(const void *p, unsigned n) { unsigned s = 0; for (unsigned i = 0; i < n; i++) s = s * 3 + ((const unsigned char *)p)[i]; return s; }
static unsigned take(struct s3 a, struct s5 b, struct s7 c, struct s9 d, struct s40 e, int tail) {
    return sum(&a, 3) + sum(&b, 5) + sum(&c, 7) + sum(&d, sizeof d) + sum(&e, 40) + tail;
}
static unsigned var(int n, ...) {
    va_list ap; va_start(ap, n);
    struct s3 a = va_arg(ap, struct s3); struct s7 c = va_arg(ap, struct s7); int x = va_arg(ap, int); struct s12 d = va_arg(ap, struct s12);
    va_end(ap);
    return sum(&a, 3) ^ sum(&c, 7) ^ (unsigned)x ^ sum(&d, sizeof d);
}
int main(void) {
    struct s1 a1 = mk_s1(1); struct s3 a3 = mk_s3(3); struct s5 a5 = mk_s5(5); struct s6 a6 = mk_s6(6);
    struct s7 a7 = mk_s7(7); struct s9 a9 = mk_s9(9); struct s12 a12 = mk_s12(12); struct s40 a40 = mk_s40(40);
    printf("%u %u %u %u %u %u %u %u\n", sum(&a1, 1), sum(&a3, 3), sum(&a5, 5), sum(&a6, 6), sum(&a7, 7), sum(&a9, sizeof a9), sum(&a12, sizeof a12), sum(&a40, 40));
    printf("%u\n", take(a3, a5, a7, a9, a40, 1000));
    printf("%u\n", var(0, a3, a7, 77, a12));
    struct s7 arr[5];
    for (int i = 0; i < 5; i++) arr[i] = mk_s7(i * 10);
    arr[1] = arr[3];
    struct s7 *p = &arr[4];
    *p = arr[0];
    printf("%u %u %u\n", sum(arr, sizeof arr), (unsigned)sizeof arr, (unsigned)sizeof(struct s9));
    struct s9 x9 = a9; x9.s = -1;
    printf("%u %d\n", sum(&x9, sizeof x9), x9.d[5]);
    return 0;
}
