#include <stdio.h>
#include <stdarg.h>
static void show(const char *types, ...) {
    va_list ap; va_start(ap, types);
    for (const char *t = types; *t; t++) {
        switch (*t) {
        case 'c': printf("c%d ", (char)va_arg(ap, int)); break;
        case 's': printf("s%d ", (short)va_arg(ap, int)); break;
        case 'f': printf("f%g ", va_arg(ap, double)); break;
        case 'd': printf("d%g ", va_arg(ap, double)); break;
        case 'u': printf("u%u ", va_arg(ap, unsigned)); break;
        case 'L': printf("L%lld ", va_arg(ap, long long)); break;
        case 'p': printf("p%s ", va_arg(ap, char *)); break;
        }
    }
    va_end(ap);
    printf("\n");
}
static double avg(int n, ...) { va_list ap; va_start(ap, n); double s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, double); va_end(ap); return s / n; }
static void forward(const char *fmt, ...) { va_list ap; va_start(ap, fmt); vprintf(fmt, ap); va_end(ap); }
static void twice(const char *fmt, ...) {
    va_list ap, aq; va_start(ap, fmt); va_copy(aq, ap);
    vprintf(fmt, ap); vprintf(fmt, aq);
    va_end(aq); va_end(ap);
}
int main(void) {
    char c = -5; short s = -300; float f = 1.25f;
    show("csfdupL", c, s, f, 2.5, 4000000000u, "str", -123456789012LL);
    show("LLLLLdddddddd", 1LL, 2LL, 3LL, 4LL, 5LL, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0);
    show("uuuuuuuuuuuuuuu", 1u, 2u, 3u, 4u, 5u, 6u, 7u, 8u, 9u, 10u, 11u, 12u, 13u, 14u, 15u);
    printf("%g\n", avg(5, 1.0, 2.0, 3.0, 4.0, 5.5));
    forward("%s %d %lld %.2f %c\n", "fw", 1, 2LL, 3.0, '4');
    twice("[%d %s]", 7, "x");
    printf("\n");
    return 0;
}
