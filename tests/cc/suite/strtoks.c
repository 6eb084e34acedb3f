#include <stdio.h>
#include <string.h>
#include <ctype.h>
static int count_words(const char *s) { int n = 0, in = 0; for (; *s; s++) { if (isspace((unsigned char)*s)) in = 0; else if (!in) { in = 1; n++; } } return n; }
static void rot13(char *s) { for (; *s; s++) { if (islower(*s)) *s = 'a' + (*s - 'a' + 13) % 26; else if (isupper(*s)) *s = 'A' + (*s - 'A' + 13) % 26; } }
static int palindrome(const char *s) { int i = 0, j = strlen(s) - 1; while (i < j) { while (i < j && !isalnum((unsigned char)s[i])) i++; while (i < j && !isalnum((unsigned char)s[j])) j--; if (tolower(s[i++]) != tolower(s[j--])) return 0; } return 1; }
int main(void) {
    printf("%d\n", count_words("  the  quick\tbrown\nfox  "));
    char msg[] = "Hello, World!";
    rot13(msg); printf("%s\n", msg); rot13(msg); printf("%s\n", msg);
    printf("%d %d\n", palindrome("A man, a plan, a canal: Panama"), palindrome("not one"));
    char csv[] = "name=ann;age=30;city=paris";
    for (char *kv = strtok(csv, ";"); kv; kv = strtok(NULL, ";")) { char *eq = strchr(kv, '='); *eq = 0; printf("%s->%s ", kv, eq + 1); }
    printf("\n");
    char out[64] = ""; const char *parts[] = { "a", "bc", "def" };
    for (int i = 0; i < 3; i++) { if (i) strcat(out, "/"); strcat(out, parts[i]); }
    printf("%s %u\n", out, (unsigned)strlen(out));
    return 0;
}
