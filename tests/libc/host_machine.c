/* The host build's stand-ins for the i860 assembly the library calls.
   __xp860_sqrt: the runtime's exact path alone, since its fast path
   (roms/crt/float_root.s) is i860 code, checked on the emulated node instead
   (cc.fp_runtime, and cc.suite's sqrt_rounding against the host's sqrt).
   The fsr (misc/fsr.s): a word that <fenv.h>'s functions read and write, whose
   effect on arithmetic cc.suite's fenv checks on the node. */
double __xp860_sqrt_exact(double a);
double __xp860_sqrt(double a);
unsigned long __xp860_get_fsr(void);
void __xp860_set_fsr(unsigned long value);

double __xp860_sqrt(double a) { return __xp860_sqrt_exact(a); }

static unsigned long fsr;
unsigned long __xp860_get_fsr(void) { return fsr; }
void __xp860_set_fsr(unsigned long value) { fsr = value & ~0x10ul; }
