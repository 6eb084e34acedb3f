/* Integer constants converted to float and double (folded at -O1 and up when exact,
   converted at run time otherwise), and the zero constants (+0.0 comes from f0, -0.0
   must keep its sign). Printed as bit patterns. */
#include <stdio.h>
#include <string.h>

static unsigned long long dbits(double d) { unsigned long long u; memcpy(&u, &d, 8); return u; }
static unsigned fbits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }

int main(void) {
    double d0 = 0, d1 = -1, d2 = 2147483647, d3 = -2147483647 - 1, d4 = 4294967295u, d5 = 123456789;
    float f0 = 0, f1 = 16777216, f2 = 16777217, f3 = 2147483647, f4 = 4294967295u, f5 = -3;
    double nz = -0.0, pz = 0.0;
    float fnz = -0.0f;
    printf("%016llx %016llx %016llx %016llx %016llx %016llx\n", dbits(d0), dbits(d1), dbits(d2), dbits(d3),
           dbits(d4), dbits(d5));
    printf("%08x %08x %08x %08x %08x %08x\n", fbits(f0), fbits(f1), fbits(f2), fbits(f3), fbits(f4), fbits(f5));
    printf("%016llx %016llx %08x\n", dbits(nz), dbits(pz), fbits(fnz));
    printf("%016llx %08x\n", dbits(nz * 3 + 0), fbits(fnz - 0.0f));
    double scale = 0.5;
    printf("%.17g %.9g\n", scale * 3 + 1, (float)scale * 16777217);
    return 0;
}
