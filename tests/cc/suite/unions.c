/* Expected output: gcc -m32, with sizeof(struct tagged) changed by hand to 16 (a double member aligns to 8 in docs/abi.md). */
#include <stdio.h>
union num { int i; unsigned u; float f; unsigned char b[4]; short s[2]; };
union dbl { double d; unsigned long long u; unsigned w[2]; };
struct tagged { int kind; union { int i; double d; char s[8]; } v; };
static void show(struct tagged t) {
    switch (t.kind) { case 0: printf("i=%d\n", t.v.i); break; case 1: printf("d=%g\n", t.v.d); break; default: printf("s=%s\n", t.v.s); }
}
int main(void) {
    union num n; n.i = -2;
    printf("%u %02x%02x%02x%02x %d %d\n", n.u, n.b[0], n.b[1], n.b[2], n.b[3], n.s[0], n.s[1]);
    n.f = -2.5f;
    printf("%08x\n", n.u);
    union dbl d; d.d = 1.0;
    printf("%016llx %08x %08x\n", d.u, d.w[0], d.w[1]);
    d.u = 0x400921fb54442d18ULL;
    printf("%.15f\n", d.d);
    struct tagged t[3] = { { 0, { .i = 42 } }, { 1, { .d = 2.5 } }, { 2, { .s = "str" } } };
    for (int i = 0; i < 3; i++) show(t[i]);
    union num m = { 65 };
    printf("%c %u\n", m.b[0], (unsigned)sizeof(struct tagged));
    return 0;
}
