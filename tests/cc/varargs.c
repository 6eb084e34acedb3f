/* Variadic functions through <stdarg.h>: ints, doubles, long longs, pointers and
 * structs past the registers (docs/abi.md: 12 integer, 8 FP words), va_copy, and
 * a va_list passed on. */
#include "check.h"
#include <stdarg.h>

struct pair { int a, b; };

static int sum_ints(int n, ...) {
    va_list ap;
    int s = 0;
    va_start(ap, n);
    for (int i = 0; i < n; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static double sum_mixed(const char *kinds, ...) {
    va_list ap;
    double s = 0;
    va_start(ap, kinds);
    for (; *kinds; kinds++) {
        switch (*kinds) {
            case 'i': s += va_arg(ap, int); break;
            case 'd': s += va_arg(ap, double); break;
            case 'l': s += (double)va_arg(ap, long long); break;
            case 'p': s += *va_arg(ap, int *); break;
            case 's': { struct pair p = va_arg(ap, struct pair); s += p.a * 10 + p.b; break; }
        }
    }
    va_end(ap);
    return s;
}

static int vsum(int n, va_list ap) {
    int s = 0;
    while (n--) s += va_arg(ap, int);
    return s;
}

static int twice(int n, ...) {
    va_list ap, copy;
    va_start(ap, n);
    va_copy(copy, ap);
    int first = vsum(n, ap);
    int second = vsum(n, copy);
    va_end(copy);
    va_end(ap);
    return first + second;
}

int main(void) {
    CHECK(sum_ints(0) == 0);
    CHECK(sum_ints(3, 1, 2, 3) == 6);
    CHECK(sum_ints(15, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15) == 120);
    int seven = 7;
    struct pair p = {3, 4};
    CHECK(sum_mixed("idl", 1, 2.5, 10000000000LL) == 10000000003.5);
    CHECK(sum_mixed("ddddddi", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7) == 28.0);   /* doubles spill to the stack */
    CHECK(sum_mixed("psi", &seven, p, 1) == 42.0);
    CHECK(sum_mixed("ldldld", 1LL, 0.5, 2LL, 0.5, 3LL, 0.5) == 7.5);
    CHECK(twice(4, 1, 2, 3, 4) == 20);
    float f = 1.25f;
    CHECK(sum_mixed("d", f) == 1.25);   /* float promoted to double */
    return check_failures;
}
