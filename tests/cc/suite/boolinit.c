/* _Bool initialized from floating and integer constants, statically and at run
   time: any nonzero value is 1, 0.5 and -0.25 included (C11 6.3.1.2), never a
   truncation to int first. */
#include <stdio.h>
static _Bool fromfloat[] = { 0.0, 0.5, -0.25, 1e-300, 2.0f, -0.0 };
static _Bool fromint[] = { 0, 256, -1, 0x100000000LL != 0 };
struct flags { _Bool on; double level; } settings = { 0.1, 0.1 };
int main(void) {
    volatile double half = 0.5;
    _Bool local[] = { half, half - 0.5, (_Bool)0.75, 1e-300 };
    for (int i = 0; i < 6; i++) printf("%d", fromfloat[i]);
    printf(" ");
    for (int i = 0; i < 4; i++) printf("%d", fromint[i]);
    printf(" %d %g ", settings.on, settings.level);
    for (int i = 0; i < 4; i++) printf("%d", local[i]);
    printf("\n");
    return fromfloat[1] + local[0] - 2;
}
