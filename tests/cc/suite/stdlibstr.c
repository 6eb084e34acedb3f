#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
    char a[32] = "hello", b[32];
    strcpy(b, a); strcat(b, ", world");
    printf("%s %u %d %d\n", b, (unsigned)strlen(b), strcmp(a, b) < 0, strncmp(a, b, 5));
    printf("%s %s\n", strchr(b, 'o'), strrchr(b, 'o'));
    printf("%s %d\n", strstr(b, "wor"), strstr(b, "xyz") == NULL);
    memmove(b + 2, b, 5); b[7] = 0;
    printf("%s\n", b);
    memset(a, 'z', 3);
    printf("%s %d\n", a, memcmp("abc", "abd", 3) < 0);
    printf("%d %ld %d\n", atoi("  -123xyz"), strtol("0x1f", NULL, 16), (int)strtoul("777", NULL, 8));
    char *end; double d = strtod("3.25e2rest", &end);
    printf("%g %s\n", d, end);
    printf("%d %ld %lld\n", abs(-5), labs(-70000L), llabs(-5000000000LL));
    div_t q = div(-17, 5);
    printf("%d %d\n", q.quot, q.rem);
    char tok[] = "a,b,,c";
    char *t = strtok(tok, ",");
    while (t) { printf("[%s]", t); t = strtok(NULL, ","); }
    printf("\n");
    char out[50];
    int n = snprintf(out, 10, "%s-%d", "abcdefgh", 12345);
    printf("%s %d\n", out, n);
    sprintf(out, "%5s|%-5s|%.2s|%x|%X|%o|%#x|%+d|% d|%05d", "ab", "cd", "efgh", 255, 255, 8, 255, 3, 4, -42);
    printf("%s\n", out);
    printf("%10.4f|%-10d|%c|%%|%lu|%hd|%hhu\n", 3.14159265, 7, 'q', 4000000000UL, (short)70000, (unsigned char)300);
    printf("%s\n", strncpy(out, "xy", 5));
    return 0;
}
