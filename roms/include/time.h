/* <time.h>: wall time from the host (time), processor time from the node's
   time-stamp counter (clock), which counts at 50 MHz. */
#ifndef _TIME_H
#define _TIME_H

#include <stddef.h>

typedef long time_t;
typedef long long clock_t;    /* 32 bits of 50 MHz ticks would wrap in 86 s */

#define CLOCKS_PER_SEC ((clock_t)50000000)

time_t time(time_t *timer);
clock_t clock(void);
double difftime(time_t end, time_t start);

#endif
