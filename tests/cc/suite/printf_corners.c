/* printf corners: %.0f rounding half to even, the # flag, %+.3e, %g at large and
   small exponents, widths and precision with - and 0, the length modifiers on
   negative values, %n, * widths, %a. Expected output from gcc -m32 (record.sh). */
#include <stdio.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
int main(void) {
  printf("[%.0f][%.0f][%.0f][%.0f]\n", 0.5, 1.5, 2.5, -0.5);
  printf("[%#o][%#x][%#X][%#o]\n", 8, 255, 255, 0);
  printf("[%+.3e][%+.3e][%e][%E]\n", 12345.678, -0.000123456, 0.0, 1e300);
  printf("[%g][%g][%g][%g][%g][%g]\n", 1e20, 1e-20, 123456789.0, 0.0001, 0.00001, 100000.0);
  printf("[%g][%g][%G][%#g][%.3g]\n", 1e6, 999999.5, 1e-10, 1.0, 3.14159);
  printf("[%-10s|][%10s|][%.2s][%-5d|][%05d][%+d][% d]\n", "ab", "cd", "xyz", 42, 42, 42, 42);
  printf("[%x][%o][%lx][%llx][%hhx][%hx]\n", -1, -1, -1L, -1LL, 0x1ff, 0x1ffff);
  printf("[%5.1f][%-8.3f|][%08.2f][%+.2f][% .1f]\n", 3.14159, 2.5, -3.14159, 1.005, 2.25);
  printf("[%c][%5c][%-3c|][%%]\n", 'a', 'b', 'c');
  printf("[%.10d][%.0d][%5.3d][%-+6d|]\n", 123, 0, 7, 9);
  printf("[%f][%f][%e]\n", 1e15, 123.456e-5, 9.9999999e10);
  printf("[%g][%g][%g][%.17g]\n", INFINITY, -INFINITY, 0.1 + 0.2, 0.1);
  printf("[%s][%.3s][%10.4f]\n", "", "abcdef", -0.00005);
  printf("[%zu][%td][%jd]\n", sizeof(double), (ptrdiff_t)-3, (intmax_t)-4);
  printf("[%a][%a]\n", 1.0, 0.1);
  int n1, n2; printf("abc%nde%n\n", &n1, &n2); printf("%d %d\n", n1, n2);
  printf("[%*d][%-*d][%.*f]\n", 5, 1, 4, 2, 2, 3.14159);
  printf("[%hhd][%hd][%hhu]\n", 300, 70000, -1);
  printf("[%g][%g][%g]\n", 5e-5, 123456.0, 1234567.0);
  return 0;
}
