/* The self-checking tests' harness: CHECK prints "FAIL file:line" on the console
 * device (docs/memory-map.md) and counts; main returns the count, which crt0 leaves
 * in r16 (or passes to exit). Needs no C library. Expected values in each test
 * are written by hand from the C standard and docs/abi.md, never from a run. */
#ifndef CHECK_H
#define CHECK_H

static int check_failures;

static void check_putc(int c) { *(volatile int *)0xf0001000 = c; }

static void check_puts(const char *s) {
    while (*s) check_putc(*s++);
}

static void check_putd(long v) {
    char digits[12];
    int n = 0;
    unsigned long u = v < 0 ? 0ul - (unsigned long)v : (unsigned long)v;
    if (v < 0) check_putc('-');
    do {
        digits[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    while (n) check_putc(digits[--n]);
}

static void check_fail(const char *file, int line) {
    check_failures++;
    check_puts("FAIL ");
    check_puts(file);
    check_putc(':');
    check_putd(line);
    check_putc('\n');
}

#define CHECK(cond) ((cond) ? (void)0 : check_fail(__FILE__, __LINE__))

#endif
