/* __builtin_frame_address and __builtin_return_address: frames nest downwards, and a
   function's return address lies inside its caller's code, between the caller's
   address and the next function's. */
#include <stdio.h>
static __attribute__((noinline)) void *inner_frame(void) { return __builtin_frame_address(0); }
static __attribute__((noinline)) void *ret_addr(void) { return __builtin_return_address(0); }
static __attribute__((noinline)) void *caller_frame(void) { return __builtin_frame_address(1); }
static void *outer(void) { return ret_addr(); }
static void after_outer(void) {}
static __attribute__((noinline)) int check_chain(void) { return caller_frame() == __builtin_frame_address(0); }
int main(void) {
    char *mine = __builtin_frame_address(0);
    char *theirs = inner_frame();
    printf("%d\n", theirs < mine);
    char *r = outer();
    printf("%d\n", r > (char *)outer && r < (char *)after_outer);
    printf("%d\n", check_chain());
    return 0;
}
