#include <stdio.h>
#include <string.h>
static char gbuf[] = "global";
static const char *gp = "pointer";
static char g2[10] = "ab";
static char g3[3] = "abc";
int main(void) {
    char s[] = "hello\tworld\n";
    char t[20] = "xyz";
    char e[] = "\x41\102\0C";
    printf("%s|%s|%u %u %u\n", gbuf, gp, (unsigned)sizeof s, (unsigned)sizeof t, (unsigned)sizeof e);
    printf("%s", s);
    printf("%d %d %d %d\n", e[0], e[1], e[2], e[3]);
    printf("%d %d %d\n", t[3], t[19], g2[5]);
    printf("%c%c%c %u\n", g3[0], g3[1], g3[2], (unsigned)sizeof g3);
    printf("%s\n", "concat" "enated" " strings");
    printf("%d %d %d %d\n", '\n', '\\', '\'', '\a' + '\b' + '\f' + '\v' + '\r');
    printf("%c\n", "abcdef"[3]);
    printf("%u\n", (unsigned)sizeof("four"));
    const char *multi[] = { "one", "two", "three" };
    printf("%s %c\n", multi[2], *multi[1]);
    char arr2[2][6] = { "ab", "cdefg" };
    printf("%s %s\n", arr2[0], arr2[1]);
    printf("%d\n", (int)strlen("\0abc"));
    printf("%d\n", L'x' == 'x');
    int wl = sizeof(L"ab") / sizeof(L'a');
    printf("%d\n", wl);
    printf("%s\n", "\?\"quote\"");
    printf("%d\n", '\377');
    return 0;
}
