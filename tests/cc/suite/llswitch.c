#include <stdio.h>
static int cls(long long v) {
    switch (v) {
    case -5LL ... -1LL: return 1;
    case 0: return 2;
    case 1 ... 100: return 3;
    case 0x100000000LL ... 0x1000000ffLL: return 4;
    case 0x7fffffffffffffffLL: return 5;
    case -0x7fffffffffffffffLL - 1: return 6;
    }
    return 0;
}
static int ucls(unsigned long long v) {
    switch (v) { case 0xffffffffffffffffULL: return 1; case 0x8000000000000000ULL: return 2; case 0xffffffffULL: return 3; default: return 0; }
}
int main(void) {
    long long vs[] = { -6, -5, -1, 0, 1, 100, 101, 0x100000000LL, 0x1000000ffLL, 0x100000100LL, 0x7fffffffffffffffLL, -0x7fffffffffffffffLL - 1, 0xffffffffLL + 1 };
    for (unsigned i = 0; i < sizeof vs / sizeof vs[0]; i++) printf("%d", cls(vs[i]));
    printf("\n%d%d%d%d\n", ucls(~0ULL), ucls(1ULL << 63), ucls(0xffffffffULL), ucls(5));
    return 0;
}
