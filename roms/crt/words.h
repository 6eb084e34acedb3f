/* A 64-bit value as its two little-endian words, for runtime routines that must
 * not call the long long helpers they implement. */
#ifndef XP860_CRT_WORDS_H
#define XP860_CRT_WORDS_H
typedef union {
    unsigned long long u;
    long long s;
    double d;
    struct {
        unsigned lo;
        unsigned hi;
    } w;
} xp860_words;
#endif
