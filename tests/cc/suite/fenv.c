/* <fenv.h>: the four rounding modes change the FP unit's additions and
   multiplications; FE_INEXACT is raised by an inexact operation and cleared. */
#include <fenv.h>
#include <stdio.h>

static volatile double one = 1.0, tiny = 1e-20, three = 3.0, third = 0.3333333333333333;

int main(void) {
    static const int modes[] = {FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO};
    static const char *const names[] = {"nearest", "down", "up", "zero"};
    printf("default %d\n", fegetround() == FE_TONEAREST);
    for (int i = 0; i < 4; i++) {
        if (fesetround(modes[i]) != 0) return 1;
        double up = one + tiny, down = -one - tiny, prod = third * three, neg = -third * three;
        printf("%-8s %d %a %a %a %a\n", names[i], fegetround() == modes[i], up, down, prod, neg);
    }
    fesetround(FE_TONEAREST);
    printf("bad mode %d\n", fesetround(12) != 0);
    feclearexcept(FE_ALL_EXCEPT);
    printf("clear %d\n", fetestexcept(FE_INEXACT) != 0);
    volatile double exact = one + one;
    printf("exact %d\n", fetestexcept(FE_INEXACT) != 0);
    volatile double inexact = one + tiny;
    printf("inexact %d\n", fetestexcept(FE_INEXACT) != 0);
    fexcept_t saved;
    fegetexceptflag(&saved, FE_INEXACT);
    feclearexcept(FE_INEXACT);
    printf("cleared %d\n", fetestexcept(FE_ALL_EXCEPT) != 0);
    fesetexceptflag(&saved, FE_INEXACT);
    printf("restored %d\n", fetestexcept(FE_INEXACT) != 0);
    fenv_t env;
    fesetround(FE_UPWARD);
    feholdexcept(&env);
    printf("held %d %d\n", fetestexcept(FE_INEXACT) != 0, fegetround() == FE_UPWARD);
    fesetround(FE_TONEAREST);
    feupdateenv(&env);
    printf("updated %d %d\n", fetestexcept(FE_INEXACT) != 0, fegetround() == FE_UPWARD);
    fesetenv(FE_DFL_ENV);
    printf("default env %d\n", fegetround() == FE_TONEAREST);
    feraiseexcept(FE_INEXACT);
    printf("raised %d\n", fetestexcept(FE_INEXACT) != 0);
    (void)exact; (void)inexact;
    return 0;
}
