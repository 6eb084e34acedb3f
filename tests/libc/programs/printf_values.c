/* printf on generated values: integers of every length with every flag, and
   doubles of every magnitude in %e %f %g and %.17g (cc.libc_programs compares
   the output with the host C library's). */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static uint64_t state = 88172645463325252u;

static uint64_t next(void) { /* xorshift64 */
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}

/* Any finite double one time in eight (the extremes cost the most to print),
   else one between 1e-30 and 1e30. */
static double some_double(void) {
  for (;;) {
    uint64_t bits = next();
    if (next() % 8 != 0) bits = (bits & 0x800fffffffffffffu) | ((uint64_t)(923 + next() % 200) << 52);
    double d;
    memcpy(&d, &bits, sizeof d);
    if (d == d && d - d == 0) return d; /* finite */
  }
}

int main(void) {
  static const char *integer_formats[] = {"%d|", "%5d|", "%-7i|", "%+d|", "% d|", "%08d|", "%.3d|", "%x|", "%#X|",
                                          "%#o|", "%u|", "%12.5x|"};
  for (int i = 0; i < 100; i++) {
    uint64_t v = next(), shift = next() % 64; /* separate initializers: a defined order */
    v >>= shift;
    for (int f = 0; f < 12; f++) printf(integer_formats[f], (int)v);
    printf("%ld|%lu|%lld|%llu|%llx|%hd|%hhu|%zu\n", (long)v, (unsigned long)v, (long long)v,
           (unsigned long long)v, (unsigned long long)v, (short)v, (unsigned char)v, (size_t)v);
  }
  for (int i = 0; i < 100; i++) {
    double d = some_double(), small = (double)(int64_t)next() / 1e9;
    small /= (double)(1 + next() % 100000);
    printf("%.17g %e %g %.3e %G %.0f\n", d, d, d, d, d, small);
    printf("%f %.10f %+.2f %12.4f %-12.1e| %#g %.0e\n", small, small, small, small, small, small, small);
  }
  printf("%s|%10s|%-10s|%.2s|%c|%%|%5c|\n", "text", "right", "left", "cut", 'x', 'y');
  return 0;
}
