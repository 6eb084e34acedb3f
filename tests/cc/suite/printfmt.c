#include <stdio.h>
int main(void) {
    printf("[%*d] [%-*d] [%.*f] [%*.*s]\n", 6, 42, 4, 7, 2, 3.14159, 5, 2, "abcdef");
    printf("[%5s] [%-6s] [%.1s] [%c%c]\n", "x", "yz", "qrs", 65, 'b');
    printf("[%ld] [%lu] [%lx] [%li]\n", -123456789L, 4000000000UL, 0xdeadbeefUL, 77L);
    printf("[%hhd] [%hd] [%hu] [%hhx]\n", (signed char)200, (short)-2, (unsigned short)65535, (unsigned char)255);
    printf("[%zu] [%lld] [%llu] [%llx] [%llo]\n", sizeof(long), -1LL, 18446744073709551615ULL, 0xabcdef0123ULL, 0777ULL);
    printf("[%#o] [%#x] [%#X] [%x] [%o]\n", 8, 0, 255, 0, 0);
    printf("[%+5d] [% 5d] [%-+5d] [%05d] [%-05d]\n", 42, 42, 42, -42, 42);
    printf("[%.3d] [%8.3d] [%-8.3d] [%.0d]\n", 7, -7, 7, 0);
    printf("[%e] [%E] [%.0e] [%#.0e] [%12.4e]\n", 123.456, 0.000123456, 5e10, 5e10, -1.5);
    printf("[%g] [%G] [%g] [%g] [%#g] [%.3g]\n", 100000.0, 1e-10, 1234567.0, 0.00001234, 1.0, 3.14159);
    printf("[%f] [%.0f] [%#.0f] [%10.3f] [%-10.1f] [%+f]\n", 0.0, 2.5, 3.0, -3.14159, 2.25, 1.0);
    printf("[%f] [%f] [%e]\n", 1e20, 123456789.125, 0.0);
    printf("[%s] [%10.4s] [%%] [%5%]\n", "", "truncate", 0);
    printf("[%f] [%F] [%g]\n", 1.0 / 0.0, -1.0 / 0.0, 1.0 / 0.0);
    char buf[64];
    int n = sprintf(buf, "%d%s%c", 12, "ab", 'Z');
    printf("%s %d\n", buf, n);
    n = snprintf(buf, 4, "%s", "abcdefgh");
    printf("%s %d %d\n", buf, n, snprintf(NULL, 0, "%d", 123456));
    printf("%.15g %.17g %.6g\n", 0.1, 0.1, 1e-7);
    printf("%.2f %.2f %.2f %.2f\n", 0.125, 0.375, 2.675, 1.005);
    printf("%g %g %g\n", 1e-4, 1e-5, 123456.0);
    printf("%.10g %.1g %g\n", 2.0 / 3.0, 0.05, 5e-324);
    return 0;
}
