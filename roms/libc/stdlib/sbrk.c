/* The heap's end (internal/heap.h). The stack grows down toward it from the top
   of memory; a local variable's address stands for the stack pointer. */
#include "../internal/heap.h"

#include <errno.h>

#define STACK_RESERVE 65536

extern char _end[];
static uintptr_t heap_end;

void *sbrk(intptr_t increment) {
  char stack_marker;
  if (heap_end == 0) heap_end = ((uintptr_t)_end + 15) & ~(uintptr_t)15;
  uintptr_t old_end = heap_end, new_end = old_end + (uintptr_t)increment;
  uintptr_t stack = (uintptr_t)&stack_marker;
  int grows = increment >= 0;
  if ((grows && (new_end < old_end || new_end > stack - STACK_RESERVE)) ||
      (!grows && new_end > old_end)) {
    errno = ENOMEM;
    return (void *)-1;
  }
  heap_end = new_end;
  return (void *)old_end;
}
