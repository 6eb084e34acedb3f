#include <stdio.h>
#include <string.h>
#include <stdlib.h>
int main(void) {
    char buf[64] = "abc";
    strncat(buf, "defghij", 3);
    printf("%s %u %u\n", buf, (unsigned)strspn("aabbcx", "abc"), (unsigned)strcspn("hello world", " o"));
    printf("%s %s\n", strpbrk("hello world", "ow"), (char *)memchr("abcdef", 'd', 6));
    printf("%d %d %d\n", strcmp("abc", "abd") < 0, strcmp("b", "a") > 0, strncmp("abcx", "abcy", 3));
    printf("%d %d\n", strcmp("\xff", "a") > 0, memcmp("\x80", "\x01", 1) > 0);
    char *d = malloc(10); strcpy(d, "dup"); char *dd = strdup(d);
    printf("%s %d\n", dd, dd != d);
    free(d); free(dd);
    char ov[16] = "0123456789";
    memmove(ov + 2, ov, 8); printf("%s\n", ov);
    memmove(ov, ov + 3, 5); printf("%s\n", ov);
    memcpy(ov, "XY", 2); printf("%s\n", ov);
    memset(ov + 4, '-', 3); printf("%s\n", ov);
    printf("%u %u\n", (unsigned)strlen(""), (unsigned)strlen(ov));
    printf("%s|%s\n", strrchr("a/b/c", '/'), strchr("abc", '\0') ? "nul" : "none");
    long v = strtol("-0777", NULL, 0), w = strtol("  +12abc", NULL, 10);
    unsigned long x = strtoul("ffffffff", NULL, 16);
    char *end; long y = strtol("z", &end, 36);
    printf("%ld %ld %lu %ld %s\n", v, w, x, y, end);
    printf("%g %g %g\n", atof("1.5e3"), strtod("-.25", NULL), strtod("0x10", NULL));
    long long big = strtoll("-9223372036854775807", NULL, 10);
    printf("%lld %llu\n", big, strtoull("18446744073709551615", NULL, 10));
    printf("%d %ld\n", atoi("2147483647"), atol("-2147483648"));
    return 0;
}
