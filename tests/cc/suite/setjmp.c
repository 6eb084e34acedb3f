#include <stdio.h>
#include <setjmp.h>
static jmp_buf env;
static int depth;
static void dive(int n) {
    depth = n;
    if (n == 5) longjmp(env, n * 10);
    dive(n + 1);
}
int main(void) {
    volatile int tries = 0;
    int r = setjmp(env);
    tries++;
    if (r == 0) dive(0);
    printf("%d %d %d\n", r, depth, tries);
    jmp_buf e2;
    if (setjmp(e2) == 0) longjmp(e2, 0);
    else printf("zero became one\n");
    double d = 2.5;
    if (!setjmp(env)) { d = 3.5; longjmp(env, 1); }
    printf("%g\n", d);
    return 0;
}
