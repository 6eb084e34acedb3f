#include <stdio.h>
static int dense(int x) {
    switch (x) {
    case 0: return 10; case 1: return 11; case 2: return 12; case 3: return 13; case 4: return 14;
    case 5: return 15; case 6: return 16; case 7: return 17; case 8: return 18; case 9: return 19;
    case 10: return 20; case 11: return 21; case 12: return 22;
    default: return -1;
    }
}
static int sparse(int x) {
    switch (x) {
    case -1000000: return 1; case -5: return 2; case 0: return 3; case 7: return 4; case 1000: return 5;
    case 0x7fffffff: return 6; case -0x7fffffff - 1: return 7;
    }
    return 0;
}
static int chars(char c) { switch (c) { case 'a': case 'e': case 'i': case 'o': case 'u': return 1; case -1: return 2; } return 0; }
static int unsig(unsigned u) { switch (u) { case 0xffffffffu: return 1; case 0x80000000u: return 2; case 1: return 3; } return 0; }
int main(void) {
    int s = 0;
    for (int i = -2; i < 15; i++) s = s * 3 + dense(i);
    printf("%d\n", s);
    int xs[] = { -1000000, -5, 0, 7, 1000, 0x7fffffff, -0x7fffffff - 1, 3 };
    for (int i = 0; i < 8; i++) printf("%d", sparse(xs[i]));
    printf("\n");
    const char *w = "education\xff";
    int v = 0; for (const char *p = w; *p; p++) v = v * 3 + chars(*p);
    printf("%d\n", v);
    printf("%d%d%d%d\n", unsig(~0u), unsig(0x80000000u), unsig(1), unsig(2));
    int fall = 0;
    switch (3) { case 3: fall += 1; case 4: fall += 10; break; case 5: fall += 100; }
    printf("%d\n", fall);
    switch (1) { default: printf("default first\n"); break; case 2: printf("two\n"); }
    int nested = 0;
    for (int i = 0; i < 4; i++) switch (i) { case 1: continue; case 2: nested += 5; break; default: switch (i) { case 0: nested += 1; break; case 3: nested += 100; } }
    printf("%d\n", nested);
    return 0;
}
