/* Compiled code and hand-written assembly (asm_calls.s) calling each other in
 * both directions through the ABI of docs/abi.md. */
#include "check.h"

int asm_sum3(int a, int b, int c);
double asm_scale(double x, int k);
int asm_calls_c(int x);
long long asm_wide(long long a);

int c_twice(int x) { return 2 * x; }

int main(void) {
    CHECK(asm_sum3(1, 20, 300) == 321);
    CHECK(asm_scale(1.25, 4) == 5.0);
    CHECK(asm_calls_c(20) == 41);
    CHECK(asm_wide(0xffffffffLL) == 0x100000000LL);
    CHECK(asm_wide(-1) == 0);
    return check_failures;
}
