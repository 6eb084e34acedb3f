/* String and character literals with every escape, wide and UTF literals,
 * concatenation. */
#include "check.h"
#include <stddef.h>

static int length(const char *s) { int n = 0; while (s[n]) n++; return n; }

int main(void) {
    const char *s = "a\tb\n\\\"\'\x41\101\0z";
    CHECK(s[0] == 'a' && s[1] == 9 && s[2] == 'b' && s[3] == 10 && s[4] == '\\' && s[5] == '"' && s[6] == '\'');
    CHECK(s[7] == 'A' && s[8] == 'A' && s[9] == 0 && s[10] == 'z');
    CHECK('\a' == 7 && '\b' == 8 && '\f' == 12 && '\r' == 13 && '\v' == 11 && '\?' == '?' && '\0' == 0);
    CHECK('\377' == -1 && '\x7f' == 127);   /* char is signed */
    CHECK(sizeof("abc") == 4 && length("abc" "def") == 6);
    CHECK(sizeof('x') == 4);
    wchar_t w = L'\x263a';
    CHECK(w == 0x263a && sizeof(w) == 4);
    const wchar_t *ws = L"wide" L"r";
    CHECK(ws[0] == 'w' && ws[4] == 'r' && ws[5] == 0 && sizeof(L"ab") == 12);
    CHECK(u'\u00e9' == 0xe9);
    const char *utf = "\u00e9";
    CHECK((unsigned char)utf[0] == 0xc3 && (unsigned char)utf[1] == 0xa9 && utf[2] == 0);
    char buf[8];
    const char *src = "copy";
    char *d = buf;
    while ((*d++ = *src++)) {}
    CHECK(buf[3] == 'y' && buf[4] == 0);
    CHECK("xyz"[1] == 'y');
    CHECK('ab' == 0x6162);   /* multi-character constant, as GCC */
    return check_failures;
}
