/* <time.h>'s calendar: gmtime/localtime (a node's local time is UTC), mktime
   normalising out-of-range fields, asctime/ctime, strftime's conversions and its
   too-small buffer, for fixed instants either side of 1970 and across leap days;
   then clock_gettime, getrusage and <sys/param.h>'s HZ as the timing port layers of
   benchmarks use them. Expected output from gcc -m32 on a host in UTC (record.sh),
   where glibc's gmtime and mktime are the independent reference. */
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <sys/param.h>
#include <sys/resource.h>

static void show(time_t t) {
  struct tm *b = gmtime(&t);
  char text[128];
  printf("%ld: %d-%d-%d %d:%d:%d wday %d yday %d dst %d | %s", (long)t, b->tm_year, b->tm_mon,
         b->tm_mday, b->tm_hour, b->tm_min, b->tm_sec, b->tm_wday, b->tm_yday, b->tm_isdst, asctime(b));
  strftime(text, sizeof text, "%a %A %b %B %d %e %H %I %j %m %M %p %S %u %w %y %Y %C %F %T %D %R %%", b);
  printf("  %s\n", text);
}

int main(void) {
  static const time_t instants[] = {0, 1, 86399, 86400, -1, -86400, -86401, 68256000L,
                                    951782400L, 951868800L, 978307199L, 1234567890L,
                                    2147483647L, -2147483647L - 1, 4107542399L - 2000000000L};
  for (unsigned i = 0; i < sizeof instants / sizeof instants[0]; i++) show(instants[i]);

  time_t t = 1700000000L;
  printf("ctime %s", ctime(&t));
  struct tm local, utc;
  localtime_r(&t, &local);
  gmtime_r(&t, &utc);
  printf("local is utc %d\n", local.tm_year == utc.tm_year && local.tm_yday == utc.tm_yday &&
                                  local.tm_hour == utc.tm_hour && local.tm_min == utc.tm_min);

  struct tm b = {0};
  b.tm_year = 124; b.tm_mon = 14; b.tm_mday = 0; b.tm_hour = 25; b.tm_min = -30; b.tm_sec = 61;
  time_t m = mktime(&b);
  printf("mktime %ld -> %d-%d-%d %d:%d:%d wday %d yday %d\n", (long)m, b.tm_year, b.tm_mon,
         b.tm_mday, b.tm_hour, b.tm_min, b.tm_sec, b.tm_wday, b.tm_yday);
  struct tm early = {0};
  early.tm_year = 60; early.tm_mon = 1; early.tm_mday = 29; early.tm_hour = 12;
  time_t e = mktime(&early);
  printf("mktime 1960 %ld wday %d\n", (long)e, early.tm_wday);

  char small[8];
  printf("strftime fits %d, too small %d, empty %d\n", (int)strftime(small, sizeof small, "%Y%m", &b),
         (int)strftime(small, sizeof small, "%Y-%m-%d", &b), (int)strftime(small, sizeof small, "", &b));

  struct timespec a, z, res;
  struct rusage usage;
  volatile long sink = 0;
  clock_gettime(CLOCK_MONOTONIC, &a);
  for (long i = 0; i < 200000; i++) sink += i;
  clock_gettime(CLOCK_MONOTONIC, &z);
  long elapsed = (z.tv_sec - a.tv_sec) * 1000000000L + (z.tv_nsec - a.tv_nsec);
  printf("monotonic advances %d, nsec in range %d, res ok %d\n", elapsed > 0,
         z.tv_nsec >= 0 && z.tv_nsec < 1000000000L,
         clock_getres(CLOCK_MONOTONIC, &res) == 0 && res.tv_sec == 0 && res.tv_nsec > 0);
  printf("realtime %d\n", clock_gettime(CLOCK_REALTIME, &a) == 0 && a.tv_sec > 1000000000L);
  int got = getrusage(RUSAGE_SELF, &usage) == 0;
  printf("rusage %d %d\n", got, usage.ru_utime.tv_usec >= 0 && usage.ru_utime.tv_usec < 1000000);
  printf("HZ %d\n", HZ > 0);
  return 0;
}
