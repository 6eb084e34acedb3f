/* C11 and GNU corners: anonymous structs and unions, empty structs, nested
   designators, static assertions in structs, statement expressions yielding
   structs, typeof on bit-fields, _Thread_local, u8 strings, alignas. */
#include <stdalign.h>
#include <stdio.h>
#include <string.h>
#include <stdnoreturn.h>

struct shape {
    int kind;
    union { struct { int w, h; }; struct { int r; }; };
    struct { int x, y; } at;
    _Static_assert(sizeof(int) == 4, "int");
};
struct empty {};
struct inner { int v[3]; struct { char tag; } sub; };
struct outer { struct inner in[2]; int last; };
struct bits { unsigned small : 3; int big : 20; };
static _Thread_local int tls = 5;
static alignas(32) char aligned_buf[10];
static noreturn void bye(int code) { fflush(stdout); __builtin_exit(code); }

int main(void) {
    struct shape s = { .kind = 1, .w = 3, .h = 4, .at = { .y = 9 } };
    printf("%d %d %d %d %d\n", s.kind, s.w, s.h, s.at.x, s.at.y);
    s.r = 7;
    printf("%d %d\n", s.w, (int)sizeof(struct shape));
    struct empty e1, e2;
    printf("%d %d\n", (int)sizeof e1, (int)sizeof(struct empty[4]));
    (void)e2;
    struct outer o = { .in[1].v[2] = 5, .in[0].sub.tag = 'q', .last = -1, .in[1] .sub = { 'z' } };
    printf("%d %c %c %d %d\n", o.in[1].v[2], o.in[0].sub.tag, o.in[1].sub.tag, o.last, o.in[0].v[0]);
    struct inner made = ({ struct inner t = { {1, 2, 3}, {'m'} }; t.v[1] *= 10; t; });
    printf("%d %c\n", made.v[1], made.sub.tag);
    struct bits b = { 5, -1000 };
    __typeof__(b.big + 0) wide = b.big * 2;
    printf("%d %d %d\n", b.small, wide, (int)sizeof(wide));
    tls += 1;
    printf("%d %d %d\n", tls, (int)((unsigned long)aligned_buf % 32), (int)alignof(short));
    const char *u = u8"h\u00e9llo";
    printf("%d %02x\n", (int)strlen(u), (unsigned char)u[1]);
    char buf[32];
    int n = snprintf(buf, sizeof buf, "%5.2f|%-4d|%+d|%x", 3.14159, 42, 7, 255);
    printf("%s %d\n", buf, n);
    bye(3);
}
