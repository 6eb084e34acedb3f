#include <stdio.h>
#include <stdlib.h>
#include <string.h>
struct entry { char *key; int value; struct entry *next; };
#define NB 31
static struct entry *buckets[NB];
static unsigned hash(const char *s) { unsigned h = 2166136261u; while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; } return h; }
static void put(const char *k, int v) {
    unsigned b = hash(k) % NB;
    for (struct entry *e = buckets[b]; e; e = e->next) if (!strcmp(e->key, k)) { e->value = v; return; }
    struct entry *e = malloc(sizeof *e);
    e->key = malloc(strlen(k) + 1); strcpy(e->key, k); e->value = v; e->next = buckets[b]; buckets[b] = e;
}
static int get(const char *k, int *out) {
    for (struct entry *e = buckets[hash(k) % NB]; e; e = e->next) if (!strcmp(e->key, k)) { *out = e->value; return 1; }
    return 0;
}
int main(void) {
    char key[16];
    for (int i = 0; i < 200; i++) { sprintf(key, "k%d", i * 7); put(key, i); }
    for (int i = 0; i < 200; i += 50) { sprintf(key, "k%d", i * 7); put(key, -i); }
    int v, found = 0, sum = 0;
    for (int i = 0; i < 1400; i++) { sprintf(key, "k%d", i); if (get(key, &v)) { found++; sum += v; } }
    printf("%d %d %08x\n", found, sum, hash("hello"));
    int maxlen = 0;
    for (int b = 0; b < NB; b++) { int l = 0; for (struct entry *e = buckets[b]; e; e = e->next) l++; if (l > maxlen) maxlen = l; }
    printf("%d\n", maxlen);
    return 0;
}
