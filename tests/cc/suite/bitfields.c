#include <stdio.h>
struct bf { unsigned a : 3; signed b : 4; unsigned c : 9; int d : 1; unsigned e : 16; };
struct bf2 { char x; int y : 5; int z : 7; unsigned w : 24; };
int main(void) {
    struct bf s = { 0 };
    s.a = 9; s.b = -3; s.c = 511; s.d = -1; s.e = 70000;
    printf("%u %d %u %d %u\n", s.a, s.b, s.c, s.d, s.e);
    s.b = 7; s.b++;
    printf("%d\n", s.b);
    s.a += 6;
    printf("%u\n", s.a);
    printf("%u\n", (unsigned)sizeof(struct bf));
    struct bf2 t = { 'q', -16, 63, 0xfffffeu };
    printf("%c %d %d %llx\n", t.x, t.y, t.z, (unsigned long long)t.w);
    t.w += 1;
    printf("%llx %d\n", (unsigned long long)t.w, (int)sizeof(t));
    int v = s.c + s.b;
    printf("%d\n", v);
    unsigned char raw[4];
    struct { unsigned lo : 4, hi : 4; } nib = { 0xa, 0x5 };
    __builtin_memcpy(raw, &nib, 1);
    printf("%02x\n", raw[0]);
    return s.a == 7 ? 0 : 1;
}
