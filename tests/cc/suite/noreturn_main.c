#include <stdio.h>
#include <stdlib.h>
static int state;
static void bye(void) { printf("bye %d\n", state); }
static void bye2(void) { printf("bye2\n"); }
_Noreturn static void die(int code) { state = code; exit(code); }
int main(void) {
    atexit(bye);
    atexit(bye2);
    printf("start\n");
    if (state == 0) die(42);
    return 1;
}
