/* GNU C: local labels (__label__) in a macro's statement expression used twice in
   one function and in nested blocks, with goto and &&label; __auto_type (the
   initializer's type after decay, qualifiers dropped); weak references to
   functions and objects no unit defines, which are null. */
#include <stdio.h>
#define FIRST_NEGATIVE(a, n) ({ __label__ found; int _i; \
    for (_i = 0; _i < (n); _i++) if ((a)[_i] < 0) goto found; \
    _i = -1; found: _i; })
int missing_function(void) __attribute__((weak));
extern int missing_object __attribute__((weak));
static int nested(int k) {
    __label__ done;
    int r = 0;
    {
        __label__ done;
        if (k > 1) goto done;
        r += 10;
    done:
        r += 1;
    }
    if (k > 2) goto done;
    r += 100;
done:
    return r;
}
static int dispatch(int k) {
    __label__ a, b;
    static const int unused = 0;
    void *targets[] = { &&a, &&b };
    goto *targets[k & 1];
a:  return 1000 + unused;
b:  return 2000;
}
int main(void) {
    int xs[] = { 3, 1, -4, 1, -5 }, ys[] = { 2, 7 };
    printf("%d %d\n", FIRST_NEGATIVE(xs, 5), FIRST_NEGATIVE(ys, 2));
    printf("%d %d %d\n", nested(1), nested(2), nested(3));
    printf("%d %d\n", dispatch(4), dispatch(7));
    const int ci = 7;
    __auto_type i = ci;
    __auto_type d = i * 1.5;
    __auto_type p = xs;
    __auto_type u = 3000000000u;
    i += 1;
    printf("%d %g %d %u\n", i, d, p[2], u);
    printf("%u %u\n", (unsigned)sizeof d, (unsigned)sizeof p);
    printf("%d %d\n", missing_function == 0, &missing_object == 0);
    return 0;
}
