/* __func__ and its GNU spellings, __COUNTER__, __DATE__ and __TIME__. */
#include <stdio.h>
#include <string.h>
static const char *name(void) { return __func__; }
int main(void) {
    printf("%s %s %s %s\n", __func__, name(), __FUNCTION__, __PRETTY_FUNCTION__);
    printf("%u\n", (unsigned)sizeof(__func__));
    printf("%d %d\n", __COUNTER__, __COUNTER__);
    printf("%d %d\n", (int)strlen(__DATE__), (int)strlen(__TIME__));
    printf("%d %d %d\n", 1, __ILP32__, __SIZEOF_LONG_LONG__);
    return 0;
}
