#include <stdio.h>
#include <string.h>
static unsigned crc32(const unsigned char *d, int n) {
    unsigned c = 0xffffffffu;
    for (int i = 0; i < n; i++) { c ^= d[i]; for (int k = 0; k < 8; k++) c = c & 1 ? (c >> 1) ^ 0xedb88320u : c >> 1; }
    return ~c;
}
static void isort(int *a, int n) { for (int i = 1; i < n; i++) { int v = a[i], j = i - 1; while (j >= 0 && a[j] > v) { a[j + 1] = a[j]; j--; } a[j + 1] = v; } }
static void reverse(char *s) { int n = strlen(s); for (int i = 0; i < n / 2; i++) { char t = s[i]; s[i] = s[n - 1 - i]; s[n - 1 - i] = t; } }
static int gcd(int a, int b) { while (b) { int t = a % b; a = b; b = t; } return a; }
static void matmul(int n, double a[n][n], double b[n][n], double c[n][n]) {
    for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { double s = 0; for (int k = 0; k < n; k++) s += a[i][k] * b[k][j]; c[i][j] = s; }
}
static int my_atoi(const char *s) { int sign = 1, v = 0; if (*s == '-') { sign = -1; s++; } while (*s >= '0' && *s <= '9') v = v * 10 + (*s++ - '0'); return sign * v; }
int main(void) {
    printf("%08x\n", crc32((const unsigned char *)"The quick brown fox jumps over the lazy dog", 43));
    int a[] = { 5, -3, 9, 0, 2, 2, 8, -7, 1 };
    isort(a, 9);
    for (int i = 0; i < 9; i++) printf("%d ", a[i]);
    char s[] = "stressed";
    reverse(s);
    printf("\n%s %d %d\n", s, gcd(1071, 462), my_atoi("-4096"));
    double m1[3][3] = { { 1, 2, 3 }, { 4, 5, 6 }, { 7, 8, 9 } }, m2[3][3] = { { 9, 8, 7 }, { 6, 5, 4 }, { 3, 2, 1 } }, m3[3][3];
    matmul(3, m1, m2, m3);
    for (int i = 0; i < 3; i++) printf("%g %g %g\n", m3[i][0], m3[i][1], m3[i][2]);
    unsigned long long fibs[90]; fibs[0] = 0; fibs[1] = 1;
    for (int i = 2; i < 90; i++) fibs[i] = fibs[i - 1] + fibs[i - 2];
    printf("%llu\n", fibs[89]);
    unsigned h = 5381; for (const char *p = "hash me"; *p; p++) h = h * 33 + (unsigned char)*p;
    printf("%u\n", h);
    return 0;
}
