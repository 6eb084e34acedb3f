/* <time.h>: wall time from the host (time), processor time from the node's
   time-stamp counter (clock), which counts at 50 MHz. clock_t is a long counting
   microseconds, as XSI and glibc's ILP32 targets have it, so that programs which
   store clock() in a long or print it with %ld work unchanged; it wraps after
   2^31 us, 35 minutes of the node's time. */
#ifndef _TIME_H
#define _TIME_H

#include <stddef.h>

typedef long time_t;
typedef long clock_t;

#define CLOCKS_PER_SEC ((clock_t)1000000)

time_t time(time_t *timer);
clock_t clock(void);
double difftime(time_t end, time_t start);

#endif
