/* A Dhrystone-style integer benchmark of our own: each iteration does what ordinary
   integer code does, in small doses: a structure copied by value, calls with
   pointer arguments, a switch on an enumeration, string copies and comparisons,
   multiplies, a divide and a remainder (the runtime's routines on the i860), a
   two-dimensional array, a walk down a linked list, and data-dependent branches.
   All arithmetic is unsigned 32-bit, so the checksum is the same on any C compiler
   with a 32-bit int; cc.bench_programs compares it with gcc's. */
#include <string.h>

#include "report.h"

enum { ITEMS = 16, SIDE = 8 };
enum size { SMALL, MEDIUM, LARGE, HUGE };

struct item {
    unsigned key;
    unsigned weight;
    enum size size;
    char name[12];
    struct item *next;
};

long repetitions = 20000; /* iterations; bench/cc_bench.cpp lowers it for --quick */

static struct item items[ITEMS];
static unsigned grid[SIDE][SIDE];
static char text[16];

static enum size size_of(unsigned weight) {
    if (weight < 16) return SMALL;
    if (weight < 256) return MEDIUM;
    return weight < 4096 ? LARGE : HUGE;
}

static unsigned mix(unsigned a, unsigned b) { return (a * 31u + b) ^ (a >> 5); }

/* The item whose key is `key`'s low bits, found by walking the list from `first`. */
static const struct item *find(const struct item *first, unsigned key) {
    for (const struct item *p = first; p != 0; p = p->next)
        if ((p->key & 7u) == (key & 7u)) return p;
    return first;
}

static void adjust(struct item *it, unsigned by) {
    it->weight = it->weight / 3u + by % 7u + 1u;
    it->size = size_of(it->weight);
}

static unsigned step(unsigned i, unsigned sum) {
    struct item local = items[i % ITEMS]; /* a copy by value */
    local.key = mix(local.key, i);
    adjust(&local, i);
    switch (local.size) {
        case SMALL: sum += 1u; break;
        case MEDIUM: sum += local.weight; break;
        case LARGE: sum ^= local.weight << 3; break;
        default: sum -= 5u; break;
    }
    strcpy(text, local.name);
    text[0] = (char)('a' + (local.key & 15u));
    if (strcmp(text, items[(i + 1u) % ITEMS].name) < 0) sum += 3u;
    sum += (unsigned)strlen(text);
    grid[i % SIDE][(i / SIDE) % SIDE] += local.key & 255u;
    const struct item *found = find(&items[0], local.key);
    sum = mix(sum, found->weight + grid[local.key % SIDE][i % SIDE]);
    items[i % ITEMS].weight = local.weight * 5u + (unsigned)local.size;
    return sum;
}

int main(void) {
    static const char *const names[] = {"alpha", "bravo", "charlie", "delta"};
    for (unsigned i = 0; i < ITEMS; i++) {
        items[i].key = i * 2654435761u;
        items[i].weight = i * 37u;
        items[i].size = size_of(items[i].weight);
        strcpy(items[i].name, names[i % 4]);
        items[i].name[0] = (char)('a' + i);
        items[i].next = i + 1 < ITEMS ? &items[i + 1] : 0;
    }
    unsigned sum = 0;
    long long start = cycles_now();
    for (long i = 0; i < repetitions; i++) sum = step((unsigned)i, sum);
    long long cycles = cycles_now() - start;
    printf("intmix: %ld iterations\n", repetitions);
    printf("check: checksum %08x\n", sum);
    report(cycles, repetitions, 0);
    return 0;
}
