/* <strings.h>'s old BSD names, as old benchmarks call them. */
#include <string.h>
#include <strings.h>

void bzero(void *s, size_t n) { memset(s, 0, n); }
void bcopy(const void *from, void *to, size_t n) { memmove(to, from, n); }
int bcmp(const void *a, const void *b, size_t n) { return memcmp(a, b, n); }
char *index(const char *s, int c) { return strchr(s, c); }
char *rindex(const char *s, int c) { return strrchr(s, c); }
