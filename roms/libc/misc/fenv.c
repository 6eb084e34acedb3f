/* <fenv.h>: the rounding mode is fsr.RM (bits 3:2, C's FE_ values in order),
   the one exception flag fsr.SI (bit 7, sticky inexact, FE_INEXACT's value).
   An environment is those bits of the fsr; fsr.FTE stays off, so no exception
   traps and feholdexcept has nothing more to turn off. */
#include <fenv.h>

unsigned long __xp860_get_fsr(void);
void __xp860_set_fsr(unsigned long value);

enum { ROUNDING_SHIFT = 2, ROUNDING = 3 << ROUNDING_SHIFT, ENVIRONMENT = ROUNDING | FE_ALL_EXCEPT };

const fenv_t __xp860_default_fenv = 0;

int fegetround(void) { return (int)(__xp860_get_fsr() >> ROUNDING_SHIFT & 3); }

int fesetround(int round) {
  if (round < FE_TONEAREST || round > FE_TOWARDZERO) return 1;
  __xp860_set_fsr((__xp860_get_fsr() & ~(unsigned long)ROUNDING) | (unsigned long)round << ROUNDING_SHIFT);
  return 0;
}

int feclearexcept(int excepts) {
  if (excepts & ~FE_ALL_EXCEPT) return 1;
  __xp860_set_fsr(__xp860_get_fsr() & ~(unsigned long)excepts);
  return 0;
}

int feraiseexcept(int excepts) {
  if (excepts & ~FE_ALL_EXCEPT) return 1;
  __xp860_set_fsr(__xp860_get_fsr() | (unsigned long)excepts);
  return 0;
}

int fetestexcept(int excepts) { return (int)(__xp860_get_fsr() & (unsigned long)(excepts & FE_ALL_EXCEPT)); }

int fegetexceptflag(fexcept_t *flagp, int excepts) {
  *flagp = __xp860_get_fsr() & (unsigned long)(excepts & FE_ALL_EXCEPT);
  return 0;
}

int fesetexceptflag(const fexcept_t *flagp, int excepts) {
  if (excepts & ~FE_ALL_EXCEPT) return 1;
  unsigned long mask = (unsigned long)excepts;
  __xp860_set_fsr((__xp860_get_fsr() & ~mask) | (*flagp & mask));
  return 0;
}

int fegetenv(fenv_t *envp) {
  *envp = __xp860_get_fsr() & ENVIRONMENT;
  return 0;
}

int fesetenv(const fenv_t *envp) {
  __xp860_set_fsr((__xp860_get_fsr() & ~(unsigned long)ENVIRONMENT) | (*envp & ENVIRONMENT));
  return 0;
}

int feholdexcept(fenv_t *envp) {
  fegetenv(envp);
  return feclearexcept(FE_ALL_EXCEPT);
}

/* Installs *envp, then raises again the exceptions that were raised. */
int feupdateenv(const fenv_t *envp) {
  unsigned long raised = __xp860_get_fsr() & FE_ALL_EXCEPT;
  fesetenv(envp);
  return feraiseexcept((int)raised);
}
