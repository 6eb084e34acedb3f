#include <stdio.h>
#include <setjmp.h>
static jmp_buf jb;
static int attempts;
static int risky(int n) { attempts++; if (n % 3 != 0) longjmp(jb, n); return n * 10; }
struct ctx { jmp_buf env; int code; };
static void thrower(struct ctx *c, int code) { c->code = code; longjmp(c->env, 1); }
int main(void) {
    int total = 0;
    for (volatile int i = 1; i <= 6; i++) {
        int r = setjmp(jb);
        if (r) { total += r; continue; }
        total += risky(i);
    }
    printf("%d %d\n", total, attempts);
    struct ctx c;
    volatile int stage = 0;
    if (setjmp(c.env) == 0) { stage = 1; thrower(&c, 77); stage = 2; }
    printf("%d %d\n", stage, c.code);
    jmp_buf outer;
    volatile int hops = 0;
    if (setjmp(outer) < 3) { hops++; if (hops < 5) longjmp(outer, hops); }
    printf("%d\n", hops);
    return 0;
}
