/* What every program of bench/c ends with: one line for bench/cc_bench.cpp, the
   cycles its timed part took on the node's time-stamp counter (cycles_now()), the
   iterations they cover and the flops they did. Lines before it
   starting with "check:" are the program's own validation (cc.bench_programs). */
#ifndef BENCH_REPORT_H
#define BENCH_REPORT_H

#include <stdio.h>

/* The node's time-stamp counter (the timer device at 0xf0000000, docs/memory-map.md),
   one tick per core cycle. clock() counts microseconds, 50 cycles a tick: too coarse
   for a loop's cycles. */
static long long cycles_now(void) {
    unsigned long low = *(volatile const unsigned long *)0xf0000000u; /* latches the high word */
    unsigned long high = *(volatile const unsigned long *)0xf0000004u;
    return (long long)(((unsigned long long)high << 32) | low);
}

static void report(long long cycles, long long iterations, long long flops) {
    printf("cycles %lld iterations %lld flops %lld\n", cycles, iterations, flops);
}

#endif
