#include <stdio.h>
#include <stdbool.h>
static volatile int v;
static char rc(int x) { return x; }
static unsigned char ruc(int x) { return x; }
static short rs(int x) { return x; }
static unsigned short rus(int x) { return x; }
static bool rb(int x) { return x; }
static float rf(double x) { return x; }
static long long rll(int x) { return x; }
static unsigned long long rull(int x) { return x; }
static int takes(char c, unsigned char uc, short s, unsigned short us, bool b) { return c + uc + s + us + b; }
int main(void) {
    int big = 0x12345 + v, neg = -1 + v;
    printf("%d %d %d %d %d\n", rc(big), ruc(big), rs(big), rus(big), rb(big));
    printf("%d %d %d %d %d\n", rc(neg), ruc(neg), rs(neg), rus(neg), rb(neg));
    printf("%d %d\n", rb(256 + v), rb(0 + v));
    printf("%.10g %lld %llu\n", rf(0.1), rll(neg), rull(neg));
    printf("%d\n", takes(big, big, big, big, big));
    printf("%d\n", takes(neg, neg, neg, neg, neg));
    bool b = 5; b += 1; bool c = b + b;
    printf("%d %d %d\n", b, c, (bool)0.001);
    bool d = 0; d--;
    printf("%d %u\n", d, (unsigned)sizeof(bool));
    return 0;
}
