/* Packed structs (#pragma pack and __attribute__((packed))): sizes, offsets, and
 * members below their natural alignment read and written a byte at a time. */
#include "check.h"
#include <stddef.h>

#pragma pack(push, 1)
struct wire { char tag; int value; short port; double ratio; long long big; };
#pragma pack(pop)
struct __attribute__((packed)) pair { char c; unsigned short u; };
struct natural { char c; int i; };
#pragma pack(1)
struct bits { char c; unsigned a : 5; signed b : 30; unsigned d : 29; signed e : 7; };  /* b spans five bytes */
#pragma pack()
static struct bits gbits = {1, 17, -123456789, 0x1abcdef1, -3};

static struct wire table[2] = {{'a', 0x12345678, -2, 0.5, -3}, {'b', 7, 8, 9.0, 10}};

int main(void) {
    CHECK(sizeof(struct wire) == 23 && offsetof(struct wire, value) == 1 && offsetof(struct wire, ratio) == 7);
    CHECK(sizeof(struct pair) == 3 && sizeof(struct natural) == 8);
    CHECK(table[0].value == 0x12345678 && table[0].port == -2 && table[0].ratio == 0.5 && table[0].big == -3);
    CHECK(table[1].tag == 'b' && table[1].value == 7 && table[1].ratio == 9.0);
    struct wire w;
    w.value = -100000;
    w.port = 1234;
    w.ratio = -1.25;
    w.big = 0x123456789LL;
    CHECK(w.value == -100000 && w.port == 1234 && w.ratio == -1.25 && w.big == 0x123456789LL);
    w.value += 5;
    CHECK(w.value == -99995);
    struct pair p[2];
    p[1].u = 65535;
    CHECK(p[1].u == 65535);
    struct bits b = gbits;
    CHECK(sizeof b == 10 && b.c == 1 && b.a == 17 && b.b == -123456789 && b.d == 0x1abcdef1 && b.e == -3);
    b.b = 536870911;
    b.a = 31;
    CHECK(b.b == 536870911 && b.a == 31 && b.d == 0x1abcdef1);
    b.b += 1;   /* wraps in 30 bits */
    CHECK(b.b == -536870912 && b.e == -3);
    unsigned char *bytes = (unsigned char *)&table[0];
    CHECK(bytes[1] == 0x78 && bytes[4] == 0x12);   /* little-endian, no padding */
    return check_failures;
}
