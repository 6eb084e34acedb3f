/* <time.h> as benchmarks use it: clock() in a long at CLOCKS_PER_SEC 1000000 (XSI,
   as glibc on ILP32), printed with %ld, advancing over a loop; time() in time_t
   and through its pointer; difftime. Expected values hold on any host. */
#include <stdio.h>
#include <time.h>
static volatile unsigned long sink;
int main(void) {
    long start = clock();
    time_t stamp, now = time(&stamp);
    for (long i = 0; i < 300000; i++) sink += i;
    clock_t end = clock();
    double seconds = (double)(end - start) / CLOCKS_PER_SEC;
    printf("%d %ld\n", (int)(sizeof(clock_t) == sizeof(long)), (long)CLOCKS_PER_SEC);
    printf("%d %d %d\n", end > start, seconds > 0.0 && seconds < 5.0, start >= 0);
    printf("%d %d %g\n", now == stamp, now > 1000000000L, difftime(now + 90, now));
    printf("%lu\n", sink);
    return 0;
}
