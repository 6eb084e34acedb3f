/* <sys/timeb.h>: ftime, gettimeofday's time in milliseconds, for old timing code. */
#ifndef _SYS_TIMEB_H
#define _SYS_TIMEB_H

#include <sys/types.h>

struct timeb {
  time_t time;
  unsigned short millitm;
  short timezone, dstflag;
};

int ftime(struct timeb *now);

#endif
