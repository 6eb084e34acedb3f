/* <math.h>: double functions (long double is double here; the float forms of the
   classification macros convert to double, which keeps the class and the sign). */
#ifndef _MATH_H
#define _MATH_H

#if defined(__GNUC__) || defined(__i860__) /* GCC and xp860-cc have the builtins */
#define HUGE_VAL (__builtin_huge_val())
#define INFINITY (__builtin_inff())
#define NAN (__builtin_nanf(""))
#else
#define HUGE_VAL (1e300 * 1e300)
#define INFINITY ((float)HUGE_VAL)
#define NAN ((float)(HUGE_VAL * 0.0))
#endif
#define HUGE_VALF ((float)HUGE_VAL)
#define HUGE_VALL HUGE_VAL

#define FP_NAN       0
#define FP_INFINITE  1
#define FP_ZERO      2
#define FP_SUBNORMAL 3
#define FP_NORMAL    4

#define M_E        2.7182818284590452354
#define M_LN2      0.69314718055994530942
#define M_LN10     2.30258509299404568402
#define M_PI       3.14159265358979323846
#define M_PI_2     1.57079632679489661923
#define M_PI_4     0.78539816339744830962
#define M_SQRT2    1.41421356237309504880

int __fpclassify(double x);
int __signbit(double x);
#define fpclassify(x) __fpclassify((double)(x))
#define isnan(x) (fpclassify(x) == FP_NAN)
#define isinf(x) (fpclassify(x) == FP_INFINITE)
#define isfinite(x) (fpclassify(x) >= FP_ZERO)
#define isnormal(x) (fpclassify(x) == FP_NORMAL)
#define signbit(x) __signbit((double)(x))

/* The quiet comparisons (C11 7.12.14): false when either argument is a NaN, and
   each argument evaluated once. The compiler's builtins call __fpcompare, which
   gives 1 less, 2 equal, 4 greater, 8 unordered. */
int __fpcompare(double x, double y);
#define isgreater(x, y) __builtin_isgreater(x, y)
#define isgreaterequal(x, y) __builtin_isgreaterequal(x, y)
#define isless(x, y) __builtin_isless(x, y)
#define islessequal(x, y) __builtin_islessequal(x, y)
#define islessgreater(x, y) __builtin_islessgreater(x, y)
#define isunordered(x, y) __builtin_isunordered(x, y)

double sqrt(double x);
double cbrt(double x);
double hypot(double x, double y);
double fabs(double x);
double floor(double x);
double ceil(double x);
double round(double x);
double trunc(double x);
double fmod(double x, double y);
double modf(double x, double *integral);
double frexp(double x, int *exponent);
double ldexp(double x, int exponent);
double scalbn(double x, int exponent);
double copysign(double magnitude, double sign);
double fmin(double x, double y);
double fmax(double x, double y);

double exp(double x);
double exp2(double x);
double expm1(double x);
double log(double x);
double log2(double x);
double log10(double x);
double log1p(double x);
double pow(double x, double y);

double sin(double x);
double cos(double x);
double tan(double x);
double asin(double x);
double acos(double x);
double atan(double x);
double atan2(double y, double x);
double sinh(double x);
double cosh(double x);
double tanh(double x);
double asinh(double x);
double acosh(double x);
double atanh(double x);

double rint(double x);
double nearbyint(double x);
long lrint(double x);
long lround(double x);
long long llrint(double x);
long long llround(double x);
int ilogb(double x);
double logb(double x);
double nextafter(double x, double y);
double fdim(double x, double y);
double remainder(double x, double y);
double remquo(double x, double y, int *quotient);
double fma(double x, double y, double z);
double nan(const char *tag);
double erf(double x);
double erfc(double x);
double lgamma(double x);
double tgamma(double x);
extern int signgam; /* lgamma's sign of Gamma (POSIX) */
#define FP_ILOGB0 (-2147483647 - 1)
#define FP_ILOGBNAN (-2147483647 - 1)

float sqrtf(float x);
float remquof(float x, float y, int *quotient);
float fmaf(float x, float y, float z);
float nanf(const char *tag);
float erff(float x);
float erfcf(float x);
float lgammaf(float x);
float tgammaf(float x);
float fabsf(float x);
float sinf(float x);
float cosf(float x);
float tanf(float x);
float asinf(float x);
float acosf(float x);
float atanf(float x);
float atan2f(float y, float x);
float sinhf(float x);
float coshf(float x);
float tanhf(float x);
float expf(float x);
float exp2f(float x);
float logf(float x);
float log2f(float x);
float log10f(float x);
float powf(float x, float y);
float cbrtf(float x);
float hypotf(float x, float y);
float floorf(float x);
float ceilf(float x);
float truncf(float x);
float roundf(float x);
float rintf(float x);
float fmodf(float x, float y);
float copysignf(float magnitude, float sign);
float fminf(float x, float y);
float fmaxf(float x, float y);
float ldexpf(float x, int n);
float frexpf(float x, int *exponent);
float modff(float x, float *integral);

/* long double is double (docs/abi.md): these are the double functions. */
long double sqrtl(long double x);
long double cbrtl(long double x);
long double fabsl(long double x);
long double floorl(long double x);
long double ceill(long double x);
long double truncl(long double x);
long double roundl(long double x);
long double rintl(long double x);
long double expl(long double x);
long double exp2l(long double x);
long double expm1l(long double x);
long double logl(long double x);
long double log2l(long double x);
long double log10l(long double x);
long double log1pl(long double x);
long double sinl(long double x);
long double cosl(long double x);
long double tanl(long double x);
long double asinl(long double x);
long double acosl(long double x);
long double atanl(long double x);
long double sinhl(long double x);
long double coshl(long double x);
long double tanhl(long double x);
long double powl(long double x, long double y);
long double fmodl(long double x, long double y);
long double atan2l(long double y, long double x);
long double hypotl(long double x, long double y);
long double copysignl(long double magnitude, long double sign);
long double fminl(long double x, long double y);
long double fmaxl(long double x, long double y);
long double ldexpl(long double x, int n);
long double scalbnl(long double x, int n);
long double nextafterl(long double x, long double y);
long double remquol(long double x, long double y, int *quotient);
long double fmal(long double x, long double y, long double z);
long double nanl(const char *tag);
long double erfl(long double x);
long double erfcl(long double x);
long double lgammal(long double x);
long double tgammal(long double x);
long double frexpl(long double x, int *exponent);
long double modfl(long double x, long double *integral);

#endif
