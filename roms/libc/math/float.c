/* The float forms: each computes in double and rounds once to float. A double
   result within 1 ulp of double rounds to within 1 ulp of float. */
#include <math.h>

float sinf(float x) { return (float)sin(x); }
float cosf(float x) { return (float)cos(x); }
float tanf(float x) { return (float)tan(x); }
float asinf(float x) { return (float)asin(x); }
float acosf(float x) { return (float)acos(x); }
float atanf(float x) { return (float)atan(x); }
float atan2f(float y, float x) { return (float)atan2(y, x); }
float sinhf(float x) { return (float)sinh(x); }
float coshf(float x) { return (float)cosh(x); }
float tanhf(float x) { return (float)tanh(x); }
float expf(float x) { return (float)exp(x); }
float exp2f(float x) { return (float)exp2(x); }
float logf(float x) { return (float)log(x); }
float log2f(float x) { return (float)log2(x); }
float log10f(float x) { return (float)log10(x); }
float powf(float x, float y) { return (float)pow(x, y); }
float cbrtf(float x) { return (float)cbrt(x); }
float hypotf(float x, float y) { return (float)hypot(x, y); }
float floorf(float x) { return (float)floor(x); }
float ceilf(float x) { return (float)ceil(x); }
float truncf(float x) { return (float)trunc(x); }
float roundf(float x) { return (float)round(x); }
float rintf(float x) { return (float)rint(x); }
float fmodf(float x, float y) { return (float)fmod(x, y); }
float copysignf(float magnitude, float sign) { return (float)copysign(magnitude, sign); }
float fminf(float x, float y) { return (float)fmin(x, y); }
float fmaxf(float x, float y) { return (float)fmax(x, y); }
float ldexpf(float x, int n) { return (float)ldexp(x, n); }
float frexpf(float x, int *exponent) { return (float)frexp(x, exponent); }

float modff(float x, float *integral) {
  double whole;
  float fraction = (float)modf(x, &whole);
  *integral = (float)whole;
  return fraction;
}
float remquof(float x, float y, int *quotient) { return (float)remquo(x, y, quotient); }
float nanf(const char *tag) { return (float)nan(tag); }
float erff(float x) { return (float)erf(x); }
float erfcf(float x) { return (float)erfc(x); }
float lgammaf(float x) { return (float)lgamma(x); }
float tgammaf(float x) { return (float)tgamma(x); }
