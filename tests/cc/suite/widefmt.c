/* Character constants of each width have their C11 types (u'x' a char16_t of 2
   bytes, promoted to int in arithmetic; L'x' and U'x' 4 bytes), and printf's %ls
   and %lc write wide strings and characters as bytes, with width, precision and
   the - flag as for %s. */
#include <stdio.h>
#include <wchar.h>
int main(void) {
    printf("%u %u %u %u\n", (unsigned)sizeof 'a', (unsigned)sizeof u'a', (unsigned)sizeof L'a', (unsigned)sizeof U'a');
    printf("%d %d %d\n", u'\xffff' + 1, u'\xffff' > 0, (int)(u'A' * 2));
    wchar_t word[] = L"wide";
    printf("[%ls] [%8ls] [%-8ls] [%.2ls] [%6.3ls]\n", word, word, word, word, L"string");
    printf("[%lc] [%3lc] [%-3lc]\n", (wint_t)L'x', (wint_t)L'y', (wint_t)L'z');
    printf("[%ls]\n", L"");
    return 0;
}
