/* qsort: heapsort, so the time stays n log n for every input and no recursion or
   extra memory is needed; elements move by byte swaps. */
#include <stdlib.h>

static void swap(unsigned char *a, unsigned char *b, size_t size) {
  while (size--) {
    unsigned char t = *a;
    *a++ = *b;
    *b++ = t;
  }
}

/* Moves the element at root down the max-heap of count elements. */
static void sift_down(unsigned char *base, size_t root, size_t count, size_t size,
                      int (*compare)(const void *, const void *)) {
  for (;;) {
    size_t child = 2 * root + 1;
    if (child >= count) return;
    if (child + 1 < count && compare(base + child * size, base + (child + 1) * size) < 0)
      child++;
    if (compare(base + root * size, base + child * size) >= 0) return;
    swap(base + root * size, base + child * size, size);
    root = child;
  }
}

void qsort(void *base, size_t count, size_t size, int (*compare)(const void *, const void *)) {
  unsigned char *b = base;
  if (count < 2 || size == 0) return;
  for (size_t i = count / 2; i-- > 0;) sift_down(b, i, count, size, compare);
  for (size_t end = count - 1; end > 0; end--) {
    swap(b, b + end * size, size);
    sift_down(b, 0, end, size, compare);
  }
}
