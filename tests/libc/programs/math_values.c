/* <math.h> over a grid of arguments, printed to 12 significant digits (an error
   within an ulp either way, here or in the host's library, does not reach the
   12th digit for these arguments: cc.libc_programs compares the output with the
   host C library's), and the exact functions to 17. */
#include <math.h>
#include <stdio.h>

int main(void) {
  for (int i = -40; i <= 40; i++) {
    double x = i * 0.37 + 0.011;
    printf("%.3f: %.12g %.12g %.12g %.12g %.12g %.12g %.12g\n", x, sin(x), cos(x), tan(x), atan(x), exp(x / 4),
           sinh(x / 8), tanh(x));
    double a = fabs(x) + 0.5;
    printf("  %.12g %.12g %.12g %.12g %.12g %.12g %.12g\n", log(a), log10(a), log2(a), pow(a, 1.7), pow(a, -x / 5),
           cbrt(x), hypot(x, 2.5));
    double c = x / 15;
    printf("  %.12g %.12g %.12g %.17g %.17g %.17g %.17g\n", asin(c), acos(c), atan2(x, c - 0.3), sqrt(a), fmod(x, 1.3),
           floor(x), ldexp(x, i));
  }
  return 0;
}
