/* The long double forms: long double is double (docs/abi.md), so each is the
   double function under its C99 name. */
#include <math.h>

long double sqrtl(long double x) { return sqrt(x); }
long double cbrtl(long double x) { return cbrt(x); }
long double fabsl(long double x) { return fabs(x); }
long double floorl(long double x) { return floor(x); }
long double ceill(long double x) { return ceil(x); }
long double truncl(long double x) { return trunc(x); }
long double roundl(long double x) { return round(x); }
long double rintl(long double x) { return rint(x); }
long double expl(long double x) { return exp(x); }
long double exp2l(long double x) { return exp2(x); }
long double expm1l(long double x) { return expm1(x); }
long double logl(long double x) { return log(x); }
long double log2l(long double x) { return log2(x); }
long double log10l(long double x) { return log10(x); }
long double log1pl(long double x) { return log1p(x); }
long double sinl(long double x) { return sin(x); }
long double cosl(long double x) { return cos(x); }
long double tanl(long double x) { return tan(x); }
long double asinl(long double x) { return asin(x); }
long double acosl(long double x) { return acos(x); }
long double atanl(long double x) { return atan(x); }
long double sinhl(long double x) { return sinh(x); }
long double coshl(long double x) { return cosh(x); }
long double tanhl(long double x) { return tanh(x); }
long double powl(long double x, long double y) { return pow(x, y); }
long double fmodl(long double x, long double y) { return fmod(x, y); }
long double atan2l(long double y, long double x) { return atan2(y, x); }
long double hypotl(long double x, long double y) { return hypot(x, y); }
long double copysignl(long double magnitude, long double sign) { return copysign(magnitude, sign); }
long double fminl(long double x, long double y) { return fmin(x, y); }
long double fmaxl(long double x, long double y) { return fmax(x, y); }
long double ldexpl(long double x, int n) { return ldexp(x, n); }
long double scalbnl(long double x, int n) { return scalbn(x, n); }
long double nextafterl(long double x, long double y) { return nextafter(x, y); }

long double frexpl(long double x, int *exponent) { return frexp(x, exponent); }

long double modfl(long double x, long double *integral) {
  double whole;
  double fraction = modf(x, &whole);
  *integral = whole;
  return fraction;
}
long double remquol(long double x, long double y, int *quotient) { return remquo(x, y, quotient); }
long double fmal(long double x, long double y, long double z) { return fma(x, y, z); }
long double nanl(const char *tag) { return nan(tag); }
long double erfl(long double x) { return erf(x); }
long double erfcl(long double x) { return erfc(x); }
long double lgammal(long double x) { return lgamma(x); }
long double tgammal(long double x) { return tgamma(x); }
