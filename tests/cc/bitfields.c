/* Bit-fields: GCC's layout (docs/abi.md), signed and unsigned extraction,
 * read-modify-write that leaves neighbours alone, static initializers. */
#include "check.h"

struct flags {
    unsigned a : 3;
    unsigned b : 5;
    int c : 4;
    unsigned d : 20;   /* fills the first word exactly (bits 12..31) */
    unsigned char e : 2;  /* the next byte, so the size is 8 */
};

struct packed_bits { unsigned x : 1, y : 1, z : 30; };

static struct flags g = {5, 17, -3, 0xabcde, 2};

int main(void) {
    CHECK(sizeof(struct flags) == 8);
    CHECK(sizeof(struct packed_bits) == 4);
    struct flags f = {0};
    f.a = 7; f.b = 31; f.c = -1; f.d = 0xfffff; f.e = 3;
    CHECK(f.a == 7 && f.b == 31 && f.c == -1 && f.d == 0xfffff && f.e == 3);
    f.b = 0;
    CHECK(f.a == 7 && f.b == 0 && f.c == -1);
    f.a = 9;   /* truncated to 3 bits */
    CHECK(f.a == 1);
    f.c = 7;
    CHECK(f.c == 7);
    f.c = 8;   /* -8 in 4 bits */
    CHECK(f.c == -8);
    CHECK(g.a == 5 && g.b == 17 && g.c == -3 && g.d == 0xabcde && g.e == 2);
    g.d += 1;
    CHECK(g.d == 0xabcdf && g.e == 2);
    struct packed_bits p = {1, 0, 12345};
    CHECK(p.x == 1 && p.y == 0 && p.z == 12345);
    unsigned *word = (unsigned *)&p;
    CHECK(*word == (1u | (12345u << 2)));
    int k = (f.a = 6) + 1;
    CHECK(k == 7);
    return check_failures;
}
