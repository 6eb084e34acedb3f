/* time() asks the host; clock() and gettimeofday read the node's time-stamp
   counter, which the timer device (docs/memory-map.md) shows at 0xf0000000 both on
   a bare node and in a process (the kernel maps that page readable at the same
   address). */
#include "../internal/system.h"

#include <stdint.h>
#include <sys/time.h>
#include <sys/times.h>
#include <time.h>

#define TIMER_COUNT_LO ((volatile const uint32_t *)0xf0000000u)
#define TIMER_COUNT_HI ((volatile const uint32_t *)0xf0000004u)

time_t time(time_t *timer) {
  time_t now = __xp860_time();
  if (timer != NULL) *timer = now;
  return now;
}

/* Microseconds since power-on: the counter ticks 50 times in one. */
static uint64_t microseconds(void) {
  uint32_t low = *TIMER_COUNT_LO; /* latches the high word */
  uint32_t high = *TIMER_COUNT_HI;
  return (((uint64_t)high << 32) | low) / 50u;
}

clock_t clock(void) { return (clock_t)microseconds(); }

clock_t times(struct tms *buffer) {
  clock_t ticks = (clock_t)(microseconds() / 10000u);
  if (buffer != NULL) {
    buffer->tms_utime = ticks;
    buffer->tms_stime = buffer->tms_cutime = buffer->tms_cstime = 0;
  }
  return ticks;
}

int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
  static int started;
  static time_t start_seconds;
  static uint64_t start_microseconds;
  (void)tz;
  uint64_t now = microseconds();
  if (!started) {
    start_seconds = __xp860_time();
    start_microseconds = now;
    started = 1;
  }
  uint64_t elapsed = now - start_microseconds;
  tv->tv_sec = start_seconds + (time_t)(elapsed / 1000000u);
  tv->tv_usec = (long)(elapsed % 1000000u);
  return 0;
}

double difftime(time_t end, time_t start) { return (double)end - (double)start; }
