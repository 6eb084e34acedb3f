/* rand as glibc's, so that a program's "random" output matches the same program
   built on Linux: an additive lagged Fibonacci generator, r[i] = r[i-31] + r[i-3]
   (mod 2^32), seeded by r[0] = seed, r[i] = 16807 r[i-1] mod (2^31 - 1) for
   i < 31 and r[31..33] = r[0..2]; the first 310 further values are dropped, and
   each output is r[i] >> 1 (so RAND_MAX is 2^31 - 1). */
#include <stdint.h>
#include <stdlib.h>

static uint32_t ring[31];  /* r[i-31] .. r[i-1], the oldest at ring[oldest] */
static int oldest, seeded;

static uint32_t next(void) {
  int lag3 = oldest + 28 >= 31 ? oldest - 3 : oldest + 28; /* r[i-3] */
  uint32_t value = ring[oldest] + ring[lag3];
  ring[oldest] = value;
  oldest = oldest == 30 ? 0 : oldest + 1;
  return value;
}

void srand(unsigned seed) {
  int64_t r = (int32_t)(seed == 0 ? 1 : seed);
  ring[0] = (uint32_t)r;
  for (int i = 1; i < 31; i++) {
    r = 16807 * r % 2147483647;
    if (r < 0) r += 2147483647;
    ring[i] = (uint32_t)r;
  }
  oldest = 3;  /* r[31..33] = r[0..2]: the ring already holds them in place */
  for (int i = 34; i < 344; i++) next();
  seeded = 1;
}

int rand(void) {
  if (!seeded) srand(1);
  return (int)(next() >> 1);
}
