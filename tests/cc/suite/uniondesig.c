/* Union initializers with several designators: fields of the same anonymous
   struct one after another, and a later member replacing an earlier one; a
   struct or union cast to its own type (GNU C), in initializers and expressions. */
#include <stdio.h>
struct rgb { unsigned char r, g, b; };
union colour { struct { unsigned char r, g, b; }; unsigned word; struct rgb parts; };
union colour teal = { .g = 128, .b = 128 };
union colour swapped = { .b = 1, .r = 2, .g = 3 };
union colour replaced = { .word = 0xffffffff, .parts = { 9 } };
union colour braced = { { .b = 5, .r = 6 } };
struct pair { int a, b; };
static struct pair make(int a, int b) { return (struct pair){ a, b }; }
int main(void) {
    union colour local = { .r = 10, .b = 30 };
    struct pair p = make(4, 5);
    struct pair q = (struct pair)p;
    struct pair r = { ((struct pair)make(7, 8)).b, (struct pair){ 1, 2 }.a };
    union colour u = (union colour)teal;
    printf("%d %d %d\n", teal.r, teal.g, teal.b);
    printf("%d %d %d\n", swapped.r, swapped.g, swapped.b);
    printf("%d %d %d %d\n", replaced.parts.r, replaced.parts.g, replaced.parts.b, replaced.word >> 24);
    printf("%d %d %d\n", braced.r, braced.g, braced.b);
    printf("%d %d %d\n", local.r, local.g, local.b);
    printf("%d %d %d %d %d\n", q.a, q.b, r.a, r.b, u.g);
    return q.a + r.a - 12;
}
