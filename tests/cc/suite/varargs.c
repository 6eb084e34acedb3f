#include <stdio.h>
#include <stdarg.h>
static long long sumll(int n, ...) {
    va_list ap; long long s = 0;
    va_start(ap, n);
    for (int i = 0; i < n; i++) s += va_arg(ap, long long);
    va_end(ap);
    return s;
}
static double mixed(const char *fmt, ...) {
    va_list ap; double s = 0;
    va_start(ap, fmt);
    for (; *fmt; fmt++) {
        switch (*fmt) {
        case 'i': s += va_arg(ap, int); break;
        case 'd': s += va_arg(ap, double); break;
        case 'l': s += (double)va_arg(ap, long long); break;
        case 'c': s += (char)va_arg(ap, int); break;
        }
    }
    va_end(ap);
    return s;
}
static int vfmt(char *buf, const char *fmt, va_list ap) { return vsprintf(buf, fmt, ap); }
static int fmt(char *buf, const char *f, ...) {
    va_list ap; va_start(ap, f);
    int n = vfmt(buf, f, ap);
    va_end(ap);
    return n;
}
struct pt { int x, y; };
static int sumpts(int n, ...) {
    va_list ap, cp; int s = 0;
    va_start(ap, n);
    va_copy(cp, ap);
    for (int i = 0; i < n; i++) { struct pt p = va_arg(ap, struct pt); s += p.x * p.y; }
    s += va_arg(cp, struct pt).x * 1000;
    va_end(cp); va_end(ap);
    return s;
}
int main(void) {
    printf("%lld\n", sumll(4, 1LL, -2LL, 0x100000000LL, 5LL));
    printf("%g\n", mixed("idlcidddddddddi", 1, 2.5, 10LL, 'A', 3, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 100));
    char buf[100];
    int n = fmt(buf, "%d-%s-%5.2f-%lld-%c", 42, "xy", 3.14159, -9LL, 'z');
    printf("%s %d\n", buf, n);
    struct pt a = { 2, 3 }, b = { 4, 5 };
    printf("%d\n", sumpts(2, a, b));
    printf("%d %d %d %d %d %d %d %d %d %d %d %d %d %d\n", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14);
    printf("%f %f %f %f %f %f %f %f %f %f\n", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0);
    return 0;
}
