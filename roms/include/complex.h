/* <complex.h>: float and double complex (long double complex is double's). The
   functions are in the C library (roms/libc/math/complex.c). */
#ifndef _COMPLEX_H
#define _COMPLEX_H

#define complex _Complex
#define _Complex_I (__extension__ 1.0if)
#define I _Complex_I
#define CMPLX(x, y) __builtin_complex((double)(x), (double)(y))
#define CMPLXF(x, y) __builtin_complex((float)(x), (float)(y))
#define CMPLXL(x, y) __builtin_complex((long double)(x), (long double)(y))

double creal(double complex z);
double cimag(double complex z);
double complex conj(double complex z);
double cabs(double complex z);
double carg(double complex z);
double complex cproj(double complex z);
double complex cexp(double complex z);
double complex clog(double complex z);
double complex csqrt(double complex z);
double complex cpow(double complex z, double complex w);
double complex csin(double complex z);
double complex ccos(double complex z);
double complex ctan(double complex z);
double complex csinh(double complex z);
double complex ccosh(double complex z);
double complex ctanh(double complex z);

float crealf(float complex z);
float cimagf(float complex z);
float complex conjf(float complex z);
float cabsf(float complex z);
float cargf(float complex z);
float complex cexpf(float complex z);
float complex csqrtf(float complex z);

#define creall creal
#define cimagl cimag
#define conjl conj
#define cabsl cabs
#define cargl carg

#endif
