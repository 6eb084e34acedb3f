/* GNU keyword spellings, register/auto, an empty struct, enum and _Bool bit-fields, an asm barrier. */
#include <stdio.h>
struct empty {};
enum e { E0, E1, E2, E3 };
struct eb { enum e kind : 2; _Bool flag : 1; unsigned rest : 5; };
static __inline__ int twice(int x) { return x + x; }
int main(void) {
    register int r = 3; auto int a = 4;
    __signed__ char sc = -1; __const int ci = 5; __volatile__ int vi = 6; int *__restrict rp = &a;
    __asm__ __volatile__("" ::: "memory");
    asm("");
    printf("%d %d %d %d %d %d %d\n", r, a, sc, ci, vi, *rp, twice(2));
    printf("%u %u\n", (unsigned)sizeof(struct empty), (unsigned)__alignof__(double));
    struct eb b = { E3, 1, 31 };
    printf("%d %d %d %u\n", b.kind, b.flag, b.rest, (unsigned)sizeof b);
    b.flag = 2; printf("%d\n", b.flag);
    __extension__ long long x = 5;
    printf("%lld\n", x);
    int (*pa)[3] = &(int[3]){1,2,3};
    printf("%d\n", (*pa)[2]);
    return 0;
}
