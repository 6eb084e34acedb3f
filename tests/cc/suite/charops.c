#include <stdio.h>
#include <ctype.h>
int main(void) {
    char s[] = "Hello, World! 123";
    int up = 0, lo = 0, dig = 0, sp = 0, pun = 0;
    for (char *p = s; *p; p++) { if (isupper(*p)) up++; if (islower(*p)) lo++; if (isdigit(*p)) dig++; if (isspace(*p)) sp++; if (ispunct(*p)) pun++; }
    printf("%d %d %d %d %d\n", up, lo, dig, sp, pun);
    for (char *p = s; *p; p++) *p = islower(*p) ? toupper(*p) : tolower(*p);
    printf("%s\n", s);
    char c = 127; c++;
    printf("%d\n", c);
    unsigned char uc = 0; uc--;
    printf("%d\n", uc);
    signed char sc = -128; sc = -sc;
    printf("%d\n", sc);
    char digits[11]; for (int i = 0; i < 10; i++) digits[i] = '0' + i; digits[10] = 0;
    printf("%s %d\n", digits, digits[5] - '0');
    int hist[26] = { 0 };
    for (const char *p = "the quick brown fox jumps over the lazy dog"; *p; p++) if (*p != ' ') hist[*p - 'a']++;
    for (int i = 0; i < 26; i++) printf("%d", hist[i]);
    printf("\n");
    printf("%c%c%c\n", 'a' + 1, 'z' - 25, "XYZ"[2] + 1);
    return 0;
}
