/* qsort of structs, string joining with malloc, modular powers in unsigned long long, 2D char grids, counting. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
typedef struct { char name[8]; int scores[3]; } student;
static int by_total(const void *a, const void *b) {
    const student *x = a, *y = b;
    int tx = x->scores[0] + x->scores[1] + x->scores[2], ty = y->scores[0] + y->scores[1] + y->scores[2];
    return tx != ty ? ty - tx : strcmp(x->name, y->name);
}
static char *join(const char **parts, int n, char sep) {
    size_t len = 0; for (int i = 0; i < n; i++) len += strlen(parts[i]) + 1;
    char *out = malloc(len), *p = out;
    for (int i = 0; i < n; i++) { size_t l = strlen(parts[i]); memcpy(p, parts[i], l); p += l; *p++ = i + 1 < n ? sep : '\0'; }
    return out;
}
static unsigned long long power(unsigned long long b, unsigned e, unsigned long long m) { unsigned long long r = 1; b %= m; while (e) { if (e & 1) r = r * b % m; b = b * b % m; e >>= 1; } return r; }
int main(void) {
    student ss[] = { { "amy", { 90, 80, 70 } }, { "bo", { 60, 100, 80 } }, { "cy", { 99, 99, 99 } }, { "al", { 80, 80, 80 } } };
    qsort(ss, 4, sizeof ss[0], by_total);
    for (int i = 0; i < 4; i++) printf("%s ", ss[i].name);
    printf("\n");
    const char *parts[] = { "usr", "local", "bin" };
    char *j = join(parts, 3, '/');
    printf("%s\n", j); free(j);
    printf("%llu %llu\n", power(2, 62, 1000000007ULL), power(3, 1000000, 998244353ULL));
    char grid[4][5]; memset(grid, '.', sizeof grid);
    for (int i = 0; i < 4; i++) grid[i][4] = 0;
    grid[1][2] = '#'; grid[3][0] = '@';
    for (int i = 0; i < 4; i++) puts(grid[i]);
    int counts[256] = { 0 };
    for (const unsigned char *p = (const unsigned char *)"mississippi"; *p; p++) counts[*p]++;
    for (int ch = 'a'; ch <= 'z'; ch++) if (counts[ch]) printf("%c%d", ch, counts[ch]);
    printf("\n");
    return 0;
}
