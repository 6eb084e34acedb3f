/* Empty asm statements with operands, the optimisation barriers test programs use:
   the operands are evaluated once and keep their values. */
#include <stdio.h>
static int counter;
static int next(void) { return ++counter; }
int main(void) {
    int x = 41, y = 0;
    __asm__ volatile ("" : "+r" (x));
    __asm__ ("" : "=r" (y) : "0" (x));
    int *p = &x;
    asm volatile ("" : : "r" (next()), "m" (*p) : "memory");
    asm ("" : [out] "+g" (x) : [in] "r" (p));
    __asm__ __volatile__ ("" ::: "memory");
    x++;
    asm goto ("" : : "r" (x) : "memory" : skip);  /* an empty template never jumps */
    x += 100;
skip:
    printf("%d %d %d\n", x, y, counter);
    return 0;
}
