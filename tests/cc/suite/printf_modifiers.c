/* printf's conversions and flags against glibc's, including the length modifiers
   j z t L hh, %n, %%, * widths and precisions, and strings with precision. */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>
#include <inttypes.h>
int main(void) {
    int n1 = 0, n2 = 0;
    printf("[%hhd %hhu %hd %hu %ld %lu %lld %llu]\n", (signed char)-5, (unsigned char)250, (short)-300, (unsigned short)65000, -70000L, 4000000000UL, -1LL << 40, ~0ULL);
    printf("[%jd %ju %zd %zu %td %" PRIdMAX "]\n", (intmax_t)-9, (uintmax_t)9, (ssize_t)-3, sizeof(long long), (ptrdiff_t)-12, INTMAX_MIN);
    printf("[%5d|%-5d|%05d|%+5d|% d|%+.3d|%.0d|%#o|%#x|%#X|%#.3o]\n", 42, 42, 42, 42, 42, 7, 0, 8, 255, 255, 8);
    printf("[%*d|%-*d|%.*d|%*.*f]%n\n", 6, 1, 6, 2, 4, 3, 10, 3, 3.14159, &n1);
    printf("[%s|%.2s|%10.3s|%-10s|%c|%5c]%n\n", "hello", "hello", "hello", "hi", 'x', 'y', &n2);
    printf("%d %d\n", n1, n2);
    printf("[%f|%.0f|%.1f|%#.0f|%10.4f|%-10.2f|%+f|% f]\n", 2.5, 2.5, 0.05, 3.0, -1.5, 1.0 / 3, 1.0, 1.0);
    printf("[%e|%.0e|%#.0e|%E|%g|%G|%#g|%.3g|%g|%g]\n", 12345.678, 5e-5, 5e-5, 1e100, 0.0001, 1e-5, 1.0, 1234567.0, 1e15, 123456789.0);
    printf("[%Lf|%Le|%Lg]\n", (long double)1.25, (long double)-2.5e-3, (long double)1e20);
    printf("[%a|%A|%.3a|%a]\n", 1.0, -0.1, 3.14159, 1e-310);
    printf("[%f|%e|%g|%F]\n", 1.0 / 0.0, -1.0 / 0.0, 1e308 * 10, 1.0 / 0.0);
    printf("[%p|%%|%5%]\n", (void *)0x1234);
    printf("[%.15g|%.17g|%.20f]\n", 0.1, 0.1, 0.1);
    printf("[%08.3f|%-+8.2e|%+08d|%x|%o]\n", -3.14159, 1234.5, -42, 0u, 0u);
    char buf[8];
    int w = snprintf(buf, sizeof buf, "%s-%d", "abcdef", 12345);
    printf("%d '%s'\n", w, buf);
    w = snprintf(NULL, 0, "%0*d", 12, 7);
    printf("%d\n", w);
    return 0;
}
