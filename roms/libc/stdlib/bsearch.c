#include <stdlib.h>

void *bsearch(const void *key, const void *base, size_t count, size_t size,
              int (*compare)(const void *, const void *)) {
  const unsigned char *low = base;
  while (count > 0) {
    const unsigned char *middle = low + (count / 2) * size;
    int order = compare(key, middle);
    if (order == 0) return (void *)middle;
    if (order > 0) {
      low = middle + size;
      count -= count / 2 + 1;
    } else {
      count /= 2;
    }
  }
  return NULL;
}
