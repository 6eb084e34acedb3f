/* Expected output: gcc -m32, with the sizes and offsets of double members changed by hand to docs/abi.md (double aligned to 8, not 4 as on i386). */
#include <stdio.h>
#include <stddef.h>
struct a { char c; int i; };
struct b { char c; double d; };
struct c { char c[3]; };
struct d { short s; char c; };
struct e { long long x; char c; };
union f { char c[5]; int i; };
struct g { int n; char data[]; };
enum h { H1, H2 = 1000 };
int main(void) {
    printf("%u %u %u %u %u %u\n", (unsigned)sizeof(char), (unsigned)sizeof(short), (unsigned)sizeof(int), (unsigned)sizeof(long), (unsigned)sizeof(long long), (unsigned)sizeof(void *));
    printf("%u %u\n", (unsigned)sizeof(float), (unsigned)sizeof(double));
    printf("%u %u %u %u %u %u %u %u\n", (unsigned)sizeof(struct a), (unsigned)sizeof(struct b), (unsigned)sizeof(struct c), (unsigned)sizeof(struct d), (unsigned)sizeof(struct e), (unsigned)sizeof(union f), (unsigned)sizeof(struct g), (unsigned)sizeof(enum h));
    printf("%u %u %u\n", (unsigned)offsetof(struct a, i), (unsigned)offsetof(struct b, d), (unsigned)offsetof(struct e, c));
    int arr[7][3];
    printf("%u %u %u\n", (unsigned)sizeof arr, (unsigned)sizeof arr[0], (unsigned)sizeof arr[0][0]);
    printf("%u %u %u\n", (unsigned)sizeof 'a', (unsigned)sizeof(1 ? 'a' : 'b'), (unsigned)sizeof((char)1));
    printf("%u %u\n", (unsigned)sizeof(1.0f + 1), (unsigned)sizeof(1LL + 1));
    int n = 5; int vla[n * 2];
    printf("%u\n", (unsigned)sizeof vla);
    int x = 1; (void)sizeof(x++);
    printf("%d\n", x);
    printf("%u %u\n", (unsigned)_Alignof(double), (unsigned)_Alignof(struct d));
    printf("%u\n", (unsigned)sizeof(int (*)[10]));
    printf("%u\n", (unsigned)sizeof(struct { int a : 3; int b : 30; }));
    return 0;
}
