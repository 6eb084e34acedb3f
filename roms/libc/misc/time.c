/* time() asks the host; clock() and gettimeofday read the node's time-stamp
   counter, which the timer device (docs/memory-map.md) shows at 0xf0000000 both on
   a bare node and in a process (the kernel maps that page readable at the same
   address). */
#include "../internal/system.h"

#include <errno.h>
#include <stdint.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/timeb.h>
#include <sys/times.h>
#include <time.h>
#include <unistd.h>

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

/* CLOCK_REALTIME is gettimeofday's time; the others count from power-on. */
int clock_gettime(clockid_t clock, struct timespec *now) {
  uint64_t us;
  if (clock == CLOCK_REALTIME) {
    struct timeval tv;
    gettimeofday(&tv, NULL);
    now->tv_sec = tv.tv_sec;
    now->tv_nsec = tv.tv_usec * 1000L;
    return 0;
  }
  if (clock != CLOCK_MONOTONIC && clock != CLOCK_PROCESS_CPUTIME_ID) {
    errno = EINVAL;
    return -1;
  }
  us = microseconds();
  now->tv_sec = (time_t)(us / 1000000u);
  now->tv_nsec = (long)(us % 1000000u) * 1000L;
  return 0;
}

int clock_getres(clockid_t clock, struct timespec *resolution) {
  if (clock < CLOCK_REALTIME || clock > CLOCK_PROCESS_CPUTIME_ID) {
    errno = EINVAL;
    return -1;
  }
  if (resolution != NULL) resolution->tv_sec = 0, resolution->tv_nsec = 1000;
  return 0;
}

int timespec_get(struct timespec *now, int base) {
  return base == TIME_UTC && clock_gettime(CLOCK_REALTIME, now) == 0 ? base : 0;
}

/* A program's time is all user time, as times() has it. */
int getrusage(int who, struct rusage *usage) {
  if (who != RUSAGE_SELF && who != RUSAGE_CHILDREN) {
    errno = EINVAL;
    return -1;
  }
  uint64_t us = who == RUSAGE_SELF ? microseconds() : 0;
  memset(usage, 0, sizeof *usage);
  usage->ru_utime.tv_sec = (time_t)(us / 1000000u);
  usage->ru_utime.tv_usec = (long)(us % 1000000u);
  return 0;
}

int ftime(struct timeb *now) {
  struct timeval tv;
  gettimeofday(&tv, NULL);
  now->time = tv.tv_sec;
  now->millitm = (unsigned short)(tv.tv_usec / 1000);
  now->timezone = now->dstflag = 0;
  return 0;
}

/* Waiting: the node's counter runs on until the time has passed. */
static void wait_microseconds(uint64_t us) {
  uint64_t until = microseconds() + us;
  while (microseconds() < until) continue;
}

int nanosleep(const struct timespec *duration, struct timespec *remaining) {
  if (duration->tv_nsec < 0 || duration->tv_nsec >= 1000000000L || duration->tv_sec < 0) {
    errno = EINVAL;
    return -1;
  }
  wait_microseconds((uint64_t)duration->tv_sec * 1000000u + (uint64_t)(duration->tv_nsec + 999) / 1000u);
  if (remaining != NULL) remaining->tv_sec = 0, remaining->tv_nsec = 0;
  return 0;
}

unsigned sleep(unsigned seconds) {
  wait_microseconds((uint64_t)seconds * 1000000u);
  return 0;
}

int usleep(unsigned long us) {
  wait_microseconds(us);
  return 0;
}

double difftime(time_t end, time_t start) { return (double)end - (double)start; }
