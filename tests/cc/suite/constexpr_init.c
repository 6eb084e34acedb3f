/* Address constants and casts in static initializers and array sizes, file-scope compound literals, a cast to a union, volatile struct copies, full-width bit-fields. */
#include <stdio.h>
#include <stddef.h>
struct s { char a; int b; double c; };
static unsigned long off_b = (unsigned long)&((struct s *)0)->b;
static size_t off_c = offsetof(struct s, c);
static int *lit = (int[]){ 4, 5, 6 };
static struct s *ps = &(struct s){ 'p', 9, 1.5 };
static char arr[(int)3.7];
static int arr2[sizeof(int[(char)300])];
static unsigned char ub[] = "\xff\x80";
static signed char sb[] = "\xff";
union u { int i; float f; };
static int garr[10];
static int *gend = garr + 10;
static ptrdiff_t gdiff = sizeof garr / sizeof garr[0];
int main(void) {
    printf("%lu %u %d %c %d %g\n", off_b, (unsigned)off_c, lit[2], ps->a, ps->b, ps->c);
    printf("%u %u %d %d %d\n", (unsigned)sizeof arr, (unsigned)sizeof arr2, ub[0], ub[1], sb[0]);
    union u x = (union u)3;
    printf("%d\n", x.i);
    volatile struct s vs = { 'v', 1, 2.0 };
    struct s cp = vs;
    vs = cp;
    printf("%c %d\n", vs.a, (int)(gend - garr) + (int)gdiff);
    struct { int w : 32; unsigned u : 32; } full = { -1, 0xffffffff };
    printf("%d %u\n", full.w, full.u);
    printf("%u\n", (unsigned)sizeof("a\0b"));
    return 0;
}
