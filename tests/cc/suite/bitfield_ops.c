#include <stdio.h>
struct flags { unsigned ready : 1, mode : 3, count : 12; signed delta : 5; unsigned char small : 2; };
union ub { struct { unsigned lo : 16, hi : 16; } h; unsigned all; };
struct sc { signed char a : 3; unsigned char b : 5; short c : 9; };
int main(void) {
    struct flags f = { 1, 5, 4000, -9, 3 };
    printf("%u %u %u %d %u\n", f.ready, f.mode, f.count, f.delta, f.small);
    f.count += 100; f.mode |= 2; f.delta -= 10; f.small++;
    printf("%u %u %d %u\n", f.count, f.mode, f.delta, f.small);
    unsigned old = f.count++;
    printf("%u %u\n", old, f.count);
    int pre = ++f.delta;
    printf("%d %d\n", pre, f.delta);
    f.count = 0; f.count--;
    printf("%u\n", f.count);
    union ub u; u.all = 0x12345678;
    printf("%x %x\n", u.h.lo, u.h.hi);
    u.h.hi = 0xbeef;
    printf("%x\n", u.all);
    struct sc s = { -4, 31, -256 };
    printf("%d %d %d %u\n", s.a, s.b, s.c, (unsigned)sizeof s);
    s.a = 4; s.b = 33; s.c = 255;
    printf("%d %d %d\n", s.a, s.b, s.c);
    int sum = f.mode + f.delta * 2 + s.b;
    printf("%d\n", sum);
    struct flags arr[3] = { [1].count = 77 };
    arr[2] = arr[1];
    printf("%u %u\n", arr[2].count, arr[0].count);
    return 0;
}
