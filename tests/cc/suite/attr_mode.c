/* __attribute__((mode(M))), as GCC's own test programs and libgcc-style code
   declare fixed-width integers: QI, HI, SI and DI (and __DI__ spellings, word)
   after the typedef name or before it, keeping signedness; SF and DF floats. */
#include <stdio.h>
typedef int DItype __attribute__((mode(DI)));
typedef unsigned int UDItype __attribute__((__mode__(__DI__)));
typedef unsigned int __attribute__((mode(HI))) UHItype;
typedef __attribute__((mode(QI))) int QItype;
typedef int SItype __attribute__((mode(SI)));
typedef int Wtype __attribute__((mode(word)));
typedef float DFtype __attribute__((mode(DF)));
int main(void) {
    printf("%u %u %u %u %u %u %u\n", (unsigned)sizeof(DItype), (unsigned)sizeof(UDItype), (unsigned)sizeof(UHItype),
           (unsigned)sizeof(QItype), (unsigned)sizeof(SItype), (unsigned)sizeof(Wtype), (unsigned)sizeof(DFtype));
    DItype big = 1;
    big <<= 40;
    UDItype all = (UDItype)-1;
    UHItype half = 70000;
    QItype small = 200;
    DFtype precise = 1.0 / 3;
    printf("%lld %llu %u %d %.17g\n", (long long)big, (unsigned long long)all, (unsigned)half, (int)small, precise);
    return 0;
}
