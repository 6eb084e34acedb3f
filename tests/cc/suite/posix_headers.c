/* The POSIX and legacy headers programs include beside C's: <unistd.h> write
   (after fflush, so the order is the program's), <strings.h> strcasecmp,
   <alloca.h> and alloca from <stdlib.h>, <sys/time.h> gettimeofday advancing,
   <uchar.h> sizes, <memory.h> and <malloc.h> as <string.h> and <stdlib.h>. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <strings.h>
#include <alloca.h>
#include <memory.h>
#include <malloc.h>
#include <uchar.h>
#include <sys/types.h>
#include <sys/time.h>
static volatile unsigned long sink;
int main(void) {
    printf("before ");
    fflush(stdout);
    ssize_t n = write(STDOUT_FILENO, "written\n", 8);
    printf("%d\n", (int)n);
    printf("%d %d %d %d\n", strcasecmp("Hello", "hELLO") == 0, strcasecmp("abc", "ABD") < 0,
           strncasecmp("PREfix", "prefIX-more", 6) == 0, strcasecmp("b", "A") > 0);
    char *block = alloca(32);
    memset(block, 'a', 31);
    block[31] = 0;
    char *heap = malloc(4);
    printf("%d %d\n", (int)strlen(block), heap != NULL);
    free(heap);
    printf("%u %u\n", (unsigned)sizeof(char16_t), (unsigned)sizeof(char32_t));
    struct timeval start, end;
    gettimeofday(&start, NULL);
    for (unsigned long i = 0; i < 200000; i++) sink += i;
    gettimeofday(&end, NULL);
    long elapsed = (end.tv_sec - start.tv_sec) * 1000000L + (end.tv_usec - start.tv_usec);
    printf("%d %d %d\n", start.tv_sec > 1000000000L, elapsed > 0 && elapsed < 5000000L, end.tv_usec < 1000000L);
    return 0;
}
