#include <stdio.h>
static volatile int z;
int main(void) {
    int ns[] = { 0, 1, -1, 7, -7, 100, -100, 2147483647, -2147483647 - 1, 12345, -12345 };
    int ds[] = { 1, -1, 2, -2, 3, -3, 7, 8, -8, 10, 16, 1000, 2147483647 };
    for (int i = 0; i < 11; i++) {
        int n = ns[i] + z;
        for (int j = 0; j < 13; j++) {
            int d = ds[j];
            if (n == -2147483647 - 1 && d == -1) continue;
            printf("%d %d ", n / d, n % d);
        }
        printf("| %d %d %d %d %d %d %d %d\n", n / 2, n % 2, n / 8, n % 8, n / 3, n % 3, n / 10, n % -10);
        unsigned u = (unsigned)n;
        printf("  %u %u %u %u %u %u %u\n", u / 2, u % 2, u / 16, u % 16, u / 3, u % 7, u / 0x80000001u);
    }
    long long a = -1000000000000LL + z;
    printf("%lld %lld %lld %lld\n", a / 7, a % 7, a / -3, a % 1000000007);
    unsigned long long ua = 0xfedcba9876543210ULL + z;
    printf("%llu %llu %llu %llu\n", ua / 10, ua % 10, ua / 0x100000001ULL, ua % 0xfffffffbULL);
    return 0;
}
