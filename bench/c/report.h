/* What every program of bench/c ends with: one line for bench/cc_bench.cpp, the
   cycles its timed part took on the node's time-stamp counter (clock(), one tick per
   core cycle), the iterations they cover and the flops they did. Lines before it
   starting with "check:" are the program's own validation (cc.bench_programs). */
#ifndef BENCH_REPORT_H
#define BENCH_REPORT_H

#include <stdio.h>

static void report(long long cycles, long long iterations, long long flops) {
    printf("cycles %lld iterations %lld flops %lld\n", cycles, iterations, flops);
}

#endif
