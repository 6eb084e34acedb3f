/* <time.h>: wall time from the host (time), processor time from the node's
   time-stamp counter (clock), which counts at 50 MHz. clock_t is a long counting
   microseconds, as XSI and glibc's ILP32 targets have it, so that programs which
   store clock() in a long or print it with %ld work unchanged; it wraps after
   2^31 us, 35 minutes of the node's time. A node has no time zone: local time is
   UTC. */
#ifndef _TIME_H
#define _TIME_H

#include <stddef.h>

typedef long time_t;
typedef long clock_t;
typedef int clockid_t;

#define CLOCKS_PER_SEC ((clock_t)1000000)

struct tm {
  int tm_sec, tm_min, tm_hour;
  int tm_mday, tm_mon, tm_year; /* tm_mon 0..11, tm_year counts from 1900 */
  int tm_wday, tm_yday, tm_isdst;
};

struct timespec {
  time_t tv_sec;
  long tv_nsec;
};

/* CLOCK_REALTIME as gettimeofday; the other two count from power-on. */
#define CLOCK_REALTIME 0
#define CLOCK_MONOTONIC 1
#define CLOCK_PROCESS_CPUTIME_ID 2
#define TIME_UTC 1

time_t time(time_t *timer);
clock_t clock(void);
double difftime(time_t end, time_t start);
int clock_gettime(clockid_t clock, struct timespec *now);
int clock_getres(clockid_t clock, struct timespec *resolution);
int timespec_get(struct timespec *now, int base);
int nanosleep(const struct timespec *duration, struct timespec *remaining);

struct tm *gmtime(const time_t *timer);
struct tm *localtime(const time_t *timer);
struct tm *gmtime_r(const time_t *restrict timer, struct tm *restrict result);
struct tm *localtime_r(const time_t *restrict timer, struct tm *restrict result);
time_t mktime(struct tm *broken);
char *asctime(const struct tm *broken);
char *ctime(const time_t *timer);
size_t strftime(char *restrict out, size_t size, const char *restrict format,
                const struct tm *restrict broken);

#endif
