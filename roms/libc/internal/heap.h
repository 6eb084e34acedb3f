#ifndef XP860_LIBC_HEAP_H
#define XP860_LIBC_HEAP_H

#include <stdint.h>

/* Grows the heap (which starts at the linker's _end, rounded to 16) by increment
   bytes; returns the old end, or (void *)-1 when it would come within 64 KB of
   the stack. */
void *sbrk(intptr_t increment);

#endif
