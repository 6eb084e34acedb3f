#include <stdio.h>
#include <stddef.h>
#include <wchar.h>
int main(void) {
    wchar_t ws[] = L"wide\x263a!";
    int n = 0;
    for (wchar_t *p = ws; *p; p++) { printf("%lx ", (unsigned long)*p); n++; }
    printf("\n%d %u %u\n", n, (unsigned)sizeof ws, (unsigned)sizeof(wchar_t));
    wchar_t c = L'\x1234';
    printf("%d %d\n", (int)c, L'a' < L'b');
    printf("%u\n", (unsigned)wcslen(ws));
    return 0;
}
