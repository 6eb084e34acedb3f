/* quick_exit runs the at_quick_exit handlers, last registered first, and not the
   atexit ones, and ends with its status without flushing (the handlers flush
   what they print themselves). Expected output from gcc -m32 (record.sh). */
#include <stdio.h>
#include <stdlib.h>

static void first(void) { printf("quick handler registered first\n"); fflush(stdout); }
static void second(void) { printf("quick handler registered second\n"); fflush(stdout); }
static void never(void) { printf("atexit handler: must not run\n"); fflush(stdout); }

int main(void) {
  atexit(never);
  if (at_quick_exit(first) != 0 || at_quick_exit(second) != 0) return 1;
  printf("before quick_exit\n");
  fflush(stdout);
  quick_exit(7);
}
