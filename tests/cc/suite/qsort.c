#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static int cmp_int(const void *a, const void *b) { int x = *(const int *)a, y = *(const int *)b; return (x > y) - (x < y); }
static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }
struct rec { int key; double val; };
static int cmp_rec(const void *a, const void *b) {
    const struct rec *x = a, *y = b;
    if (x->val != y->val) return x->val < y->val ? 1 : -1;
    return x->key - y->key;
}
int main(void) {
    int a[20];
    unsigned seed = 12345;
    for (int i = 0; i < 20; i++) { seed = seed * 1103515245u + 12345u; a[i] = (int)(seed >> 16) % 1000 - 500; }
    qsort(a, 20, sizeof a[0], cmp_int);
    for (int i = 0; i < 20; i++) printf("%d ", a[i]);
    printf("\n");
    const char *w[] = { "pear", "apple", "fig", "banana", "cherry", "apple2" };
    qsort(w, 6, sizeof w[0], cmp_str);
    for (int i = 0; i < 6; i++) printf("%s ", w[i]);
    printf("\n");
    struct rec r[5] = { { 1, 2.5 }, { 2, 0.5 }, { 3, 2.5 }, { 4, 9.0 }, { 5, -1.0 } };
    qsort(r, 5, sizeof r[0], cmp_rec);
    for (int i = 0; i < 5; i++) printf("%d:%g ", r[i].key, r[i].val);
    printf("\n");
    int key = a[7];
    int *found = bsearch(&key, a, 20, sizeof a[0], cmp_int);
    printf("%d\n", found ? (int)(found - a) >= 0 && *found == key : -1);
    return 0;
}
