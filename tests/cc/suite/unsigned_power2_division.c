/* Unsigned division and remainder by powers of two (a shift or a mask, no runtime call) over the edge values, beside signed ones that still call the runtime. Expected output from gcc -m32. */
#include <stdio.h>
int main(void) {
    unsigned vals[] = {0u, 1u, 2u, 3u, 7u, 8u, 65535u, 65536u, 65537u, 123456789u, 0x7fffffffu, 0x80000000u, 0xffffffffu};
    unsigned h = 0;
    for (int i = 0; i < 13; i++) {
        unsigned x = vals[i];
        unsigned char c = (unsigned char)x;
        printf("%u %u %u %u %u %u %u %u %u %u %u\n", x / 1u, x % 1u, x / 2u, x % 2u, x / 16u, x % 16u, x / 65536u,
               x % 65536u, x / 131072u, x % 131072u, x % 0x40000000u);
        h = h * 31u + x / 1024u + x % 1024u + x / 0x40000000u + (unsigned)(c % 4u) + (unsigned)(c / 8u);
        printf("%d %d %u\n", (int)x / 4, (int)x % 4, h);
    }
    return 0;
}
