/* time() asks the host; clock() reads the node's time-stamp counter, which the
   timer device (docs/memory-map.md) shows at 0xf0000000 both on a bare node and
   in a process (the kernel maps that page readable at the same address). */
#include "../internal/system.h"

#include <stdint.h>
#include <time.h>

#define TIMER_COUNT_LO ((volatile const uint32_t *)0xf0000000u)
#define TIMER_COUNT_HI ((volatile const uint32_t *)0xf0000004u)

time_t time(time_t *timer) {
  time_t now = __xp860_time();
  if (timer != NULL) *timer = now;
  return now;
}

/* The counter ticks 50 times a microsecond. */
clock_t clock(void) {
  uint32_t low = *TIMER_COUNT_LO; /* latches the high word */
  uint32_t high = *TIMER_COUNT_HI;
  return (clock_t)((((uint64_t)high << 32) | low) / 50u);
}

double difftime(time_t end, time_t start) { return (double)end - (double)start; }
