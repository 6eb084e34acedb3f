/* Alignment attributes on bit-fields and members, with packing: aligned(N) on a
   bit-field starts it at an N-byte boundary and raises the struct's alignment,
   also inside a packed struct; #pragma pack lowers even an explicit alignment
   (GCC's layout, recorded from gcc -m32). Bytes dumped to show where each field lies. */
#include <stdio.h>
#include <string.h>
struct plain { unsigned x : 12; unsigned char y : 7; __attribute__((aligned(16))) unsigned a : 4; unsigned b : 5; };
struct small { char c; __attribute__((aligned(4))) char d; __attribute__((aligned(2))) short e : 3; };
struct __attribute__((packed)) tight { char c; __attribute__((aligned(4))) unsigned a : 4; unsigned b : 5; };
#pragma pack(push, 1)
struct capped { char c; __attribute__((aligned(8))) int i; };
struct capped_bits { unsigned x : 12; __attribute__((aligned(16))) unsigned a : 4; unsigned b : 5; };
#pragma pack(pop)
static void dump(const void *p, int n) {
    for (int i = 0; i < n; i++) printf("%02x", ((const unsigned char *)p)[i]);
    printf("\n");
}
int main(void) {
    struct plain p; memset(&p, 0, sizeof p); p.x = 0xabc; p.y = 0x55; p.a = 9; p.b = 0x1f;
    struct small s; memset(&s, 0, sizeof s); s.c = 1; s.d = 2; s.e = -1;
    struct tight t; memset(&t, 0, sizeof t); t.c = 7; t.a = 5; t.b = 3;
    struct capped c; memset(&c, 0, sizeof c); c.c = 1; c.i = 0x01020304;
    struct capped_bits cb; memset(&cb, 0, sizeof cb); cb.x = 0xfff; cb.a = 6; cb.b = 2;
    printf("%u/%u %u/%u %u/%u %u/%u %u/%u\n", (unsigned)sizeof p, (unsigned)_Alignof(struct plain),
           (unsigned)sizeof s, (unsigned)_Alignof(struct small), (unsigned)sizeof t, (unsigned)_Alignof(struct tight),
           (unsigned)sizeof c, (unsigned)_Alignof(struct capped), (unsigned)sizeof cb, (unsigned)_Alignof(struct capped_bits));
    dump(&p, sizeof p); dump(&s, sizeof s); dump(&t, sizeof t); dump(&c, sizeof c); dump(&cb, sizeof cb);
    printf("%d %d %d %d %d %d %d\n", p.x, p.a, p.b, s.e, t.a, t.b, cb.a);
    return 0;
}
