/* <stdlib.h> and <string.h> corners against glibc: rand's sequence, div and ldiv,
   atoi/atol/strtol edge inputs, strncpy padding, strtok, strstr, strchr of '\0',
   memmove overlaps, memcmp signs, strcspn/strspn/strpbrk, and qsort stability-free use. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <errno.h>
int main(void) {
    srand(1);
    for (int i = 0; i < 5; i++) printf("%d ", rand());
    srand(42);
    printf("%d\n", rand() % 1000);
    div_t d = div(-7, 2); ldiv_t ld = ldiv(7L, -2L); lldiv_t lld = lldiv(-9LL, 4LL);
    printf("%d %d %ld %ld %lld %lld\n", d.quot, d.rem, ld.quot, ld.rem, lld.quot, lld.rem);
    printf("%d %d %ld %d\n", atoi("  -42abc"), atoi("+7"), atol("2147483647"), atoi(""));
    errno = 0;
    long big = strtol("99999999999", NULL, 10);
    printf("%ld %d\n", big, errno == ERANGE);
    errno = 0;
    unsigned long ub = strtoul("-1", NULL, 10);
    printf("%lu %d %lld\n", ub, errno, strtoll("-9223372036854775808", NULL, 10));
    char buf[10];
    memset(buf, 'x', sizeof buf);
    strncpy(buf, "abc", 6);
    printf("%d %d %d %c\n", buf[3], buf[5], buf[6] == 'x', buf[9]);
    char text[] = "a,b,,c;d";
    for (char *t = strtok(text, ",;"); t; t = strtok(NULL, ",;")) printf("[%s]", t);
    printf("\n");
    const char *hay = "hello world";
    printf("%s %s %d %d\n", strstr(hay, "wor"), strchr(hay, 'o'), strchr(hay, '\0') == hay + 11, strstr(hay, "") == hay);
    printf("%s %d %d %s\n", strrchr(hay, 'o'), (int)strcspn(hay, "ow"), (int)strspn(hay, "hel"), strpbrk(hay, "wr"));
    char m[16] = "0123456789";
    memmove(m + 2, m, 5); printf("%s ", m);
    memmove(m, m + 3, 5); printf("%s\n", m);
    unsigned char a1[] = {1, 200}, a2[] = {1, 100};
    printf("%d %d %d\n", memcmp(a1, a2, 2) > 0, strcmp("abc", "abd") < 0, strncmp("abcd", "abcf", 3));
    printf("%d %d\n", (int)strlen(""), strcasecmp("HeLLo", "hello"));
    char *dup = strdup("copy");
    printf("%s %d\n", dup, (int)strnlen("abcdef", 3));
    free(dup);
    int *arr = calloc(4, sizeof *arr);
    arr = realloc(arr, 8 * sizeof *arr);
    arr[7] = 9;
    printf("%d %d\n", arr[0], arr[7]);
    free(arr);
    printf("%d %ld %lld\n", abs(-5), labs(-6L), llabs(-7LL));
    char num[32];
    int w = sprintf(num, "%d:%s", 12, "ab");
    printf("%d %s\n", w, num);
    printf("%s\n", getenv("NO_SUCH_VARIABLE_XYZ") ? "set" : "unset");
    return 0;
}
