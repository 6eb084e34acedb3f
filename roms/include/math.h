/* <math.h>: double functions (long double is double here; the float forms of the
   classification macros convert to double, which keeps the class and the sign). */
#ifndef _MATH_H
#define _MATH_H

#if defined(__GNUC__)
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

float sqrtf(float x);
float fabsf(float x);

#endif
