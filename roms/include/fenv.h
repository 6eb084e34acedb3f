/* <fenv.h> over the i860's fsr (roms/libc/misc/fenv.c).
   Rounding: fsr.RM, all four of C's modes. Exceptions: the i860 keeps one sticky
   flag, SI (inexact); overflow, underflow and the rest show only the last adder
   and multiplier results, so C's other exception macros are not defined (C11
   7.6p6: an implementation defines those it supports). The compiler's runtime
   (division, sqrt, conversions) and the library assume round to nearest and may
   raise FE_INEXACT even for an exact result. */
#ifndef _FENV_H
#define _FENV_H

typedef unsigned long fenv_t;    /* the fsr's RM and SI bits */
typedef unsigned long fexcept_t;

#define FE_TONEAREST 0
#define FE_DOWNWARD 1
#define FE_UPWARD 2
#define FE_TOWARDZERO 3

#define FE_INEXACT 0x80
#define FE_ALL_EXCEPT FE_INEXACT

extern const fenv_t __xp860_default_fenv;
#define FE_DFL_ENV (&__xp860_default_fenv)

int fegetround(void);
int fesetround(int round);
int feclearexcept(int excepts);
int fetestexcept(int excepts);
int feraiseexcept(int excepts);
int fegetexceptflag(fexcept_t *flagp, int excepts);
int fesetexceptflag(const fexcept_t *flagp, int excepts);
int fegetenv(fenv_t *envp);
int fesetenv(const fenv_t *envp);
int feholdexcept(fenv_t *envp);
int feupdateenv(const fenv_t *envp);

#endif
