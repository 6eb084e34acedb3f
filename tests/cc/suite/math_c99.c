/* The C99 <math.h> functions beyond C89's, on the node: the exact ones (fma, remquo,
   remainder, rint, nearbyint, lrint, lround, llround, scalbn, ilogb, logb, nextafter,
   fdim, fmin, fmax, trunc, round, copysign, nan) printed with %a, bit for bit, and
   the rest (exp2, expm1, log1p, log2, cbrt, hypot, asinh, acosh, atanh, sinh, cosh,
   tanh, erf, erfc, tgamma, lgamma with signgam) to 12 significant digits, where any result within a few ulps prints the
   same. Expected output from gcc -m32 and glibc (record.sh). */
#include <stdio.h>
#include <math.h>
#include <float.h>

int main(void) {
  volatile double x = 0.1, y = 3.0, z = -0.3;
  printf("fma %a %a %a\n", fma(x, y, z), fma(1.0 + DBL_EPSILON, 1.0 - DBL_EPSILON, -1.0), fma(0x1.0000001p0, 0x1.0000001p0, -1.0));
  printf("fma %a %a %a\n", fma(2.0, 3.0, 4.0), fma(-0.0, 1.0, 0.0), fma(1e308, 10.0, -1e308));
  printf("fmaf %a\n", (double)fmaf(0.1f, 10.0f, -1.0f));
  static const double pairs[][2] = {{10, 3}, {-10, 3}, {11, -3}, {5.5, 1}, {6.5, 1}, {7.5, -2}, {1e300, 3.7}, {0x1p-1060, 0x1.8p-1073}};
  for (int i = 0; i < 8; i++) {
    int q;
    double r = remquo(pairs[i][0], pairs[i][1], &q);
    printf("remquo %a %d remainder %a\n", r, q, remainder(pairs[i][0], pairs[i][1]));
  }
  static const double values[] = {2.5, 3.5, -2.5, -0.4, 1e15 + 0.5, 123.456, -7.0};
  for (int i = 0; i < 7; i++) {
    double v = values[i];
    printf("%a: rint %a nearbyint %a lrint %ld lround %ld llround %lld trunc %a round %a\n", v, rint(v), nearbyint(v),
           lrint(v), lround(v), llround(v), trunc(v), round(v));
  }
  printf("scalbn %a %a ilogb %d %d logb %a\n", scalbn(1.5, 10), scalbn(3.0, -1074), ilogb(1000.0), ilogb(0x1p-1074), logb(0.3));
  printf("nextafter %a %a %a\n", nextafter(1.0, 2.0), nextafter(1.0, 0.0), nextafter(0.0, -1.0));
  printf("fdim %a %a fmin %a fmax %a copysign %a\n", fdim(5, 3), fdim(3, 5), fmin(NAN, 2.0), fmax(-1.0, NAN), copysign(3, -0.0));
  printf("nan %d %d\n", isnan(nan("")), isnan(nanf("7")));
  static const double args[] = {0.001, 0.5, 1.5, 10.0, -0.75};
  for (int i = 0; i < 5; i++) {
    double v = args[i];
    printf("%g: %.12g %.12g %.12g %.12g %.12g %.12g\n", v, exp2(v), expm1(v), log1p(fabs(v)), log2(fabs(v)), cbrt(v), hypot(v, 2.0));
    printf("   %.12g %.12g %.12g %.12g %.12g %.12g\n", asinh(v), acosh(1.0 + fabs(v)), atanh(v / 11.0), sinh(v), cosh(v), tanh(v));
  }
  static const double gammas[] = {0.5, 1.0, 5.0, 10.5, -0.5, -2.5, 0.001, 170.5};
  for (int i = 0; i < 8; i++) {
    double v = gammas[i], lg = lgamma(v);
    printf("%g: erf %.12g erfc %.12g tgamma %.12g lgamma %.12g sign %d\n", v, erf(v / 2), erfc(v / 20),
           tgamma(v), lg, signgam);
  }
  printf("%.12g %.12g %.12g %.12g\n", erfc(5.0), erfc(-1.0), erf(3.5), tgamma(24.0));
  return 0;
}
