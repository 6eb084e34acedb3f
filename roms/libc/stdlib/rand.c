/* rand: a 64-bit linear congruential generator (Knuth's MMIX multiplier) whose
   top 31 bits are the result, so RAND_MAX is 2^31 - 1 and low bits are not weak. */
#include <stdint.h>
#include <stdlib.h>

static uint64_t state = 1;

void srand(unsigned seed) { state = seed; }

int rand(void) {
  state = state * 6364136223846793005u + 1442695040888963407u;
  return (int)(state >> 33);
}
