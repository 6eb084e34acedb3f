/* Statements: if/else, loops with break and continue, switch with fallthrough,
 * default and case ranges, goto, labels, Duff's device. */
#include "check.h"

static int classify(int c) {
    switch (c) {
        case 'a' ... 'z': return 1;   /* GNU case range */
        case '0': case '1': case '2': return 2;
        case -1: return 3;
        case 1000000: return 4;
        default: return 0;
    }
}

static int fallthrough(int n) {
    int r = 0;
    switch (n) {
        case 1: r += 1;
        case 2: r += 10;
            break;
        case 3: r += 100;
        default: r += 1000;
    }
    return r;
}

static void copy(short *to, short *from, int count) {
    int n = (count + 7) / 8;
    switch (count % 8) {
        case 0: do { *to++ = *from++;
        case 7:      *to++ = *from++;
        case 6:      *to++ = *from++;
        case 5:      *to++ = *from++;
        case 4:      *to++ = *from++;
        case 3:      *to++ = *from++;
        case 2:      *to++ = *from++;
        case 1:      *to++ = *from++;
                } while (--n > 0);
    }
}

int main(void) {
    int s = 0;
    for (int i = 0; i < 10; i++) {
        if (i == 3) continue;
        if (i == 8) break;
        s += i;
    }
    CHECK(s == 25);   /* 0+1+2+4+5+6+7 */
    int n = 0;
    while (n < 100) n += 7;
    CHECK(n == 105);
    do n -= 50; while (n > 0);
    CHECK(n == -45);
    CHECK(classify('q') == 1 && classify('1') == 2 && classify(-1) == 3 && classify(1000000) == 4 &&
          classify('A') == 0);
    CHECK(fallthrough(1) == 11 && fallthrough(2) == 10 && fallthrough(3) == 1100 && fallthrough(9) == 1000);
    int count = 0;
again:
    count++;
    if (count < 5) goto again;
    CHECK(count == 5);
    short from[13], to[13];
    for (int i = 0; i < 13; i++) { from[i] = (short)(i * 3); to[i] = 0; }
    copy(to, from, 13);
    CHECK(to[0] == 0 && to[12] == 36 && to[7] == 21);
    int nested = 0;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            if (j > i) break;
            nested++;
        }
    CHECK(nested == 10);
    long long big = 5000000000LL;
    switch (big) { case 5000000000LL: s = 1; break; default: s = 2; }
    CHECK(s == 1);
    int k = 0;
    for (;;) { if (++k == 3) break; }
    CHECK(k == 3);
    if (k == 3) ; else CHECK(0);
    return check_failures;
}
