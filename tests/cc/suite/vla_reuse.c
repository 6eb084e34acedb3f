/* Variable-length arrays give their stack back when control leaves their scope
   and comes to the declaration again: loops (with continue and break) and a goto
   back over the declaration run many times more VLA bytes than the node's 32 MB
   of RAM, while VLAs still in scope (outer ones, a neighbour in the same block)
   keep their contents, and __builtin_alloca's blocks live until return. */
#include <stdio.h>
#include <string.h>
static unsigned goto_back(int n) {
    unsigned total = 0;
    int count = 0;
again:;
    int a[n + (count & 3)];
    memset(a, count & 0x7f, sizeof a);
    total += (unsigned)a[n - 1];
    if (++count < 10000) goto again;
    return total;
}
static int loop_continue(int n) {
    int kept = 0;
    for (int i = 0; i < 20000; i++) {
        char buf[n + (i & 7)];
        buf[n - 1] = (char)i;
        if (i & 1) continue;
        kept += buf[n - 1] & 1;
        if (i > 19990) break;
    }
    return kept;
}
static long nested(int n) {
    int outer[n];
    for (int i = 0; i < n; i++) outer[i] = i;
    long sum = 0;
    for (int round = 0; round < 3000; round++) {
        int first[n], second[n + round % 5];
        for (int i = 0; i < n; i++) first[i] = outer[i] * 2, second[i] = -outer[i];
        while (1) {
            double inner[n];
            inner[0] = first[n - 1] + second[n - 1];
            sum += (long)inner[0];
            break;
        }
        sum += first[1] + second[2] + outer[n - 1];
    }
    return sum;
}
static int with_alloca(int n) {
    char *keep = __builtin_alloca(64);
    strcpy(keep, "alloca block");
    int checks = 0;
    for (int i = 0; i < 100; i++) {
        int v[n];
        memset(v, 0xff, sizeof v);
        checks += strcmp(keep, "alloca block") == 0 && v[n - 1] == -1;
    }
    return checks;
}
int main(void) {
    printf("%u %d %ld %d\n", goto_back(1000), loop_continue(4000), nested(1000), with_alloca(100));
    return 0;
}
