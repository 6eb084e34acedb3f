/* <sys/times.h>: times(), the node's time-stamp counter in hundredths of a second
   (Linux's clock tick). A program's time is all user time. */
#ifndef _SYS_TIMES_H
#define _SYS_TIMES_H

#include <sys/types.h>

struct tms {
  clock_t tms_utime;
  clock_t tms_stime;
  clock_t tms_cutime;
  clock_t tms_cstime;
};

clock_t times(struct tms *buffer);

#endif
