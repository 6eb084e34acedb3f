#include <stdio.h>
static int depth(int n, int acc) { char pad[32]; pad[n % 32] = (char)n; return n == 0 ? acc + pad[0] : depth(n - 1, acc + 1) + (pad[n % 32] & 0); }
static int big_frame(int n) { char buf[100000]; for (int i = 0; i < 100000; i += 1000) buf[i] = (char)(i / 1000 + n); int s = 0; for (int i = 0; i < 100000; i += 1000) s += buf[i]; return s; }
int main(void) {
    printf("%d\n", depth(5000, 0));
    printf("%d\n", big_frame(1));
    return 0;
}
