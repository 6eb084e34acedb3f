/* GCC-torture-style checks: each block aborts on a wrong answer. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <limits.h>

struct bf { unsigned a : 3; signed b : 5; unsigned long long c : 40; int d : 1; };
struct pt { short x; char tag; long long big; };
union u { int i; float f; unsigned char b[4]; };

static struct bf make_bf(int k) { struct bf r = { k, -k, 0x123456789ULL * k, -1 }; return r; }
static int sum_va(int n, ...) {
    va_list ap, ap2;
    va_start(ap, n);
    va_copy(ap2, ap);
    int s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, int);
    for (int i = 0; i < n; i++) s += va_arg(ap2, int) * 100;
    va_end(ap);
    va_end(ap2);
    return s;
}
static double mixed_va(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    double s = 0;
    for (const char *p = fmt; *p; p++) {
        if (*p == 'i') s += va_arg(ap, int);
        else if (*p == 'd') s += va_arg(ap, double);
        else if (*p == 'l') s += (double)va_arg(ap, long long);
        else if (*p == 's') { struct pt q = va_arg(ap, struct pt); s += q.x + q.tag + (double)q.big; }
    }
    va_end(ap);
    return s;
}
static jmp_buf env;
static void thrower(int v) { longjmp(env, v); }
static int __attribute__((noinline)) id(int x) { return x; }
static int (*ops[3])(int) = { id, abs, id };
__attribute__((weak)) int weak_value = 42;
static char *strs[] = { "one", "two", (char[]){"three"} };

int main(void) {
    struct bf b = make_bf(3);
    if (b.a != 3 || b.b != -3 || b.c != 0x369d0369bULL || b.d != -1) abort();
    b.a += 6; b.b -= 14; b.c <<= 1;
    if (b.a != 1 || b.b != 15 || b.c != 0x6d3a06d36ULL) abort();
    if (sum_va(3, 1, 2, 3) != 606) abort();
    struct pt q = { -2, 5, 1LL << 40 };
    if (mixed_va("idls", 1, 2.5, 3LL, q) != 1 + 2.5 + 3 + (-2 + 5 + 1099511627776.0)) abort();
    union u un; un.f = 1.0f;
    if (un.i != 0x3f800000 || un.b[3] != 0x3f) abort();
    int r = setjmp(env);
    if (r == 0) thrower(7);
    if (r != 7) abort();
    signed char sc = (signed char)200;
    unsigned char uc = 200;
    if (sc != -56 || uc + sc != 144 || (sc >> 1) != -28 || (uc >> 1) != 100) abort();
    if ((unsigned)INT_MIN >> 31 != 1 || (INT_MIN >> 31) != -1 || (1u << 31) != 0x80000000u) abort();
    long long ll = -7;
    if (ll / 2 != -3 || ll % 2 != -1 || (unsigned long long)ll / 2 != 0x7ffffffffffffffcULL || ll >> 1 != -4) abort();
    if (LLONG_MIN / -1 != LLONG_MIN && 0) abort();
    if (-7 / 2 != -3 || -7 % 2 != -1 || 7 % -2 != 1) abort();
    unsigned u = 5; int neg = -1;
    if (u > neg) abort();  /* neg converts to UINT_MAX */
    if ((long long)u > neg == 0) abort();
    switch (id(-5)) { case -10 ... -6: abort(); case -5: break; default: abort(); }
    switch (id(1000000)) { case 1: abort(); case 1000000: break; case 2000000: abort(); }
    int arr[10] = { [2 ... 4] = 7, [8] = 1 };
    if (arr[1] != 0 || arr[3] != 7 || arr[8] != 1 || arr[9] != 0) abort();
    struct pt pts[3] = { [1].x = 4, [2] = { .tag = 'z' } };
    if (pts[1].x != 4 || pts[2].tag != 'z' || pts[0].big != 0) abort();
    int n = 5;
    int vla[n];
    if (sizeof vla != 20) abort();
    int k = 0;
    typeof(k++) other = 3;
    if (k != 0 || other != 3) abort();
    if (sizeof(k++) != 4 || k != 0) abort();
    int total = ({ int t = 0; for (int i = 0; i < 10; i++) { if (i == 7) break; if (i & 1) continue; t += i; } t; });
    if (total != 0 + 2 + 4 + 6) abort();
    if (ops[1](-9) != 9 || ops[0](4) != 4) abort();
    if (weak_value != 42) abort();
    char *a = __builtin_alloca(16);
    strcpy(a, "alloca");
    if (strlen(a) != 6 || __builtin_strlen("12345") != 5) abort();
    double dv = 4294967295.0;
    if ((unsigned)dv != 4294967295u || (unsigned long long)1e19 != 10000000000000000000ULL) abort();
    if ((int)-2.9 != -2 || (long long)-2.9e15 != -2900000000000000LL) abort();
    float fv = 16777217.0f;
    if (fv != 16777216.0f) abort();
    if (__builtin_abs(-3) != 3 || __builtin_labs(-4L) != 4) abort();
    struct { char c; _Alignas(16) int x; } al;
    if ((unsigned long)&al.x % 16 != 0 || sizeof al != 32) abort();

    if (strcmp(strs[2], "three") != 0) abort();
    printf("all passed\n");
    exit(0);
}
