/* __attribute__((cleanup)): at the end of a block, innermost first; on return after the value is computed; on break and continue out of a loop's body. */
#include <stdio.h>
static int log_pos;
static char log_buf[64];
static void note(int *p) { log_buf[log_pos++] = (char)('0' + *p); }
static int with_return(int x) {
    int a __attribute__((cleanup(note))) = 1;
    {
        int b __attribute__((cleanup(note))) = 2;
        if (x) return a + b + x;
    }
    int c __attribute__((cleanup(note))) = 3;
    return c * 10;
}
int main(void) {
    {
        int a __attribute__((cleanup(note))) = 4, b __attribute__((cleanup(note))) = 5;
        (void)a; (void)b;
    }
    log_buf[log_pos++] = '|';
    int r1 = with_return(7);
    log_buf[log_pos++] = '|';
    int r2 = with_return(0);
    log_buf[log_pos++] = '|';
    for (int i = 0; i < 4; i++) {
        int v __attribute__((cleanup(note))) = i;
        if (i == 1) continue;
        if (i == 3) break;
    }
    log_buf[log_pos] = 0;
    printf("%s %d %d\n", log_buf, r1, r2);
    return 0;
}
