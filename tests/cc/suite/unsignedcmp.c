#include <stdio.h>
static volatile int z;
static int lt_u(unsigned a, unsigned b) { return a < b; }
static int lt_s(int a, int b) { return a < b; }
static int ge_ull(unsigned long long a, unsigned long long b) { return a >= b; }
static int le_ll(long long a, long long b) { return a <= b; }
int main(void) {
    unsigned us[] = { 0, 1, 0x7fffffff, 0x80000000, 0xffffffff };
    for (int i = 0; i < 5; i++) for (int j = 0; j < 5; j++)
        printf("%d%d", lt_u(us[i], us[j]), lt_s((int)us[i], (int)us[j]));
    printf("\n");
    unsigned long long ul[] = { 0, 1, 0xffffffff, 0x100000000ULL, 0x7fffffffffffffffULL, 0x8000000000000000ULL, ~0ULL };
    for (int i = 0; i < 7; i++) for (int j = 0; j < 7; j++)
        printf("%d%d", ge_ull(ul[i], ul[j]), le_ll((long long)ul[i], (long long)ul[j]));
    printf("\n");
    int n = -1 + z; unsigned m = 1 + z;
    if (n < m) printf("wrong\n"); else printf("-1 > 1u\n");
    if (n < (int)m) printf("-1 < 1\n");
    short sh = -1 + z; unsigned short ush = 1 + z;
    printf("%d\n", sh < ush);
    long l = -1 + z; unsigned int ui = 1 + z;
    printf("%d\n", l < ui);
    long long ll = -1 + z;
    printf("%d %d\n", ll < ui, ll < 1ULL);
    unsigned char a = 250 + z, b = 10 + z;
    printf("%d %d\n", a + b > 255, (unsigned char)(a + b) < 5);
    for (unsigned k = 3; k < 10; k--) printf("%u ", k);
    printf("\n");
    int cnt = 0;
    for (unsigned char k = 250; k != 4; k++) cnt++;
    printf("%d\n", cnt);
    return 0;
}
