/* GNU extensions common code relies on: statement expressions, typeof, case
 * ranges, [a ... b] designators, zero-length arrays, attributes, labels as
 * values, a ?: b, __builtin_types_compatible_p and __builtin_constant_p. */
#include "check.h"

#define MAX(a, b) ({ typeof(a) _a = (a); typeof(b) _b = (b); _a > _b ? _a : _b; })

struct packet { int length; char payload[0]; };
static int aligned_var __attribute__((aligned(16))) = 3;
static int in_section __attribute__((section(".data.special"))) = 9;
static __attribute__((unused)) int unused_var;
static __attribute__((noreturn)) void never(void);
static void never(void) { for (;;) {} }

static int dispatch(int op) {
    static void *labels[] = {&&add, &&sub, &&other};
    int acc = 10;
    goto *labels[op > 2 ? 2 : op];
add:
    return acc + 1;
sub:
    return acc - 1;
other:
    return 0;
}

int main(void) {
    int calls = 0;
    CHECK(MAX(3, 7) == 7 && MAX(calls++, -1) == 0 && calls == 1);
    int counter = 5;
    CHECK(({ counter++; }) == 5 && counter == 6);   /* the value of a statement expression's last x++ */
    typeof(int *) p = &calls;
    CHECK(*p == 1);
    int ranged[8] = {[1 ... 3] = 4, [6] = 1};
    CHECK(ranged[0] == 0 && ranged[2] == 4 && ranged[3] == 4 && ranged[4] == 0 && ranged[6] == 1);
    CHECK(sizeof(struct packet) == 4);
    CHECK(((unsigned long)&aligned_var & 15) == 0 && aligned_var == 3 && in_section == 9);
    CHECK(dispatch(0) == 11 && dispatch(1) == 9 && dispatch(5) == 0);
    int zero = 0;
    CHECK((zero ?: 5) == 5 && (7 ?: 5) == 7);
    CHECK(__builtin_types_compatible_p(int, int) && !__builtin_types_compatible_p(int, long));
    CHECK(__builtin_constant_p(3 * 4) && !__builtin_constant_p(calls));
    int x = 0;
    switch (x + 55) {
        case 0 ... 49: x = 1; break;
        case 50 ... 59: x = 2; break;
        default: x = 3;
    }
    CHECK(x == 2);
    if (x == 100) never();
    return check_failures;
}
