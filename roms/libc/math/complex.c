/* <complex.h>. The elementary functions follow their textbook identities on the
   real functions (exp(x + iy) = e^x (cos y + i sin y), log z = log|z| + i arg z,
   the principal square root by Kahan's halving, z^w = exp(w log z)), without
   Annex G's special cases for infinities and NaNs beyond what those give. */
#include <complex.h>
#include <math.h>

/* A complex value is an array of its two parts (C11 6.2.5p13). */
union parts {
  double complex z;
  double part[2];
};

union float_parts {
  float complex z;
  float part[2];
};

double creal(double complex z) { return ((union parts){z}).part[0]; }
double cimag(double complex z) { return ((union parts){z}).part[1]; }

static double complex make(double re, double im) { return ((union parts){.part = {re, im}}).z; }

double complex conj(double complex z) { return make(creal(z), -cimag(z)); }
double cabs(double complex z) { return hypot(creal(z), cimag(z)); }
double carg(double complex z) { return atan2(cimag(z), creal(z)); }

double complex cproj(double complex z) {
  if (isinf(creal(z)) || isinf(cimag(z))) return make(INFINITY, copysign(0.0, cimag(z)));
  return z;
}

double complex cexp(double complex z) {
  double scale = exp(creal(z)), y = cimag(z);
  if (y == 0) return make(scale, y);
  return make(scale * cos(y), scale * sin(y));
}

double complex clog(double complex z) { return make(log(cabs(z)), carg(z)); }

/* sqrt(x + iy) = t + i y/(2t) with t = sqrt((|x| + |z|) / 2) for x >= 0; for x < 0
   the parts swap roles, the imaginary part taking y's sign. */
double complex csqrt(double complex z) {
  double x = creal(z), y = cimag(z);
  if (x == 0 && y == 0) return make(0, y);
  if (isinf(y)) return make(INFINITY, y);
  double t = sqrt((fabs(x) + cabs(z)) * 0.5);
  if (x >= 0) return make(t, y / (2 * t));
  return make(fabs(y) / (2 * t), copysign(t, y));
}

double complex cpow(double complex z, double complex w) {
  if (creal(z) == 0 && cimag(z) == 0) return creal(w) == 0 && cimag(w) == 0 ? make(1, 0) : make(0, 0);
  return cexp(w * clog(z));
}

double complex csinh(double complex z) {
  double x = creal(z), y = cimag(z);
  return make(sinh(x) * cos(y), cosh(x) * sin(y));
}

double complex ccosh(double complex z) {
  double x = creal(z), y = cimag(z);
  return make(cosh(x) * cos(y), sinh(x) * sin(y));
}

double complex ctanh(double complex z) { return csinh(z) / ccosh(z); }

/* sin z = -i sinh(iz), cos z = cosh(iz), tan z = -i tanh(iz). */
double complex csin(double complex z) {
  double complex s = csinh(make(-cimag(z), creal(z)));
  return make(cimag(s), -creal(s));
}

double complex ccos(double complex z) { return ccosh(make(-cimag(z), creal(z))); }

double complex ctan(double complex z) {
  double complex t = ctanh(make(-cimag(z), creal(z)));
  return make(cimag(t), -creal(t));
}

float crealf(float complex z) { return ((union float_parts){z}).part[0]; }
float cimagf(float complex z) { return ((union float_parts){z}).part[1]; }
float complex conjf(float complex z) { return ((union float_parts){.part = {crealf(z), -cimagf(z)}}).z; }
float cabsf(float complex z) { return (float)cabs(z); }
float cargf(float complex z) { return (float)carg(z); }
float complex cexpf(float complex z) { return (float complex)cexp(z); }
float complex csqrtf(float complex z) { return (float complex)csqrt(z); }
