/* <sys/time.h>: gettimeofday, the host's wall time at the first call advanced by
   the node's time-stamp counter after it (microsecond steps, the node's time). */
#ifndef _SYS_TIME_H
#define _SYS_TIME_H

#include <sys/types.h>

struct timeval {
  time_t tv_sec;
  long tv_usec;
};

struct timezone {
  int tz_minuteswest;
  int tz_dsttime;
};

int gettimeofday(struct timeval *restrict tv, void *restrict tz);

#endif
