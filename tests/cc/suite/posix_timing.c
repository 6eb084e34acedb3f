/* The POSIX timing calls benchmarks' port layers use beside C's: sysconf's clock
   tick and page size, getpid, usleep/nanosleep/sleep letting at least the time
   asked pass on the monotonic clock, ftime from <sys/timeb.h>, and getrusage's
   user time advancing over work. Expected output from gcc -m32 (record.sh): on
   both, sysconf(_SC_CLK_TCK) is 100 and a page 4096 bytes. */
#include <stdio.h>
#include <time.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/timeb.h>

static long elapsed_us(const struct timespec *a, const struct timespec *b) {
  return (b->tv_sec - a->tv_sec) * 1000000L + (b->tv_nsec - a->tv_nsec) / 1000;
}

int main(void) {
  printf("clk_tck %ld page %ld pid positive %d\n", sysconf(_SC_CLK_TCK), sysconf(_SC_PAGESIZE), getpid() > 0);
  struct timespec a, b, pause = {0, 1500000};
  clock_gettime(CLOCK_MONOTONIC, &a);
  int r = usleep(2000);
  clock_gettime(CLOCK_MONOTONIC, &b);
  printf("usleep %d waited enough %d\n", r, elapsed_us(&a, &b) >= 2000);
  clock_gettime(CLOCK_MONOTONIC, &a);
  r = nanosleep(&pause, NULL);
  clock_gettime(CLOCK_MONOTONIC, &b);
  printf("nanosleep %d waited enough %d\n", r, elapsed_us(&a, &b) >= 1500);
  struct timespec bad = {0, 1000000000L};
  printf("nanosleep bad %d sleep 0 %u\n", nanosleep(&bad, NULL), sleep(0));
  struct timeb now;
  int f = ftime(&now);
  printf("ftime %d %d %d\n", f, now.millitm < 1000, now.time > 1000000000L);
  struct rusage before, after;
  getrusage(RUSAGE_SELF, &before);
  volatile double x = 0;
  for (long i = 0; i < 3000000; i++) x += i * 0.5;
  getrusage(RUSAGE_SELF, &after);
  long used = (after.ru_utime.tv_sec - before.ru_utime.tv_sec) * 1000000L + (after.ru_utime.tv_usec - before.ru_utime.tv_usec);
  printf("user time advanced %d\n", used > 0);
  return 0;
}
