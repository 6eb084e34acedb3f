/* malloc and friends: first fit over a free list kept in address order, so a
   freed block merges with free neighbours at once. Blocks are 16-byte aligned
   with a 16-byte header; the heap grows by sbrk in steps of at least 64 KB. */
#include "../internal/heap.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

struct block {
  size_t size;                /* of the whole block, header included */
  struct block *next;         /* the next free block, while this one is free */
};

#define ALIGNMENT 16
#define HEADER ((sizeof(struct block) + ALIGNMENT - 1) & ~(size_t)(ALIGNMENT - 1))
#define MIN_BLOCK (HEADER + ALIGNMENT)
#define GROWTH 65536

static struct block *free_list;

static void *payload(struct block *b) { return (char *)b + HEADER; }
static struct block *block_of(void *p) { return (struct block *)((char *)p - HEADER); }
static int adjacent(struct block *a, struct block *b) { return (char *)a + a->size == (char *)b; }

/* Puts b on the free list in address order and merges it with its neighbours. */
static void release(struct block *b) {
  struct block *before = NULL, *after = free_list;
  while (after != NULL && after < b) before = after, after = after->next;
  b->next = after;
  if (after != NULL && adjacent(b, after)) {
    b->size += after->size;
    b->next = after->next;
  }
  if (before == NULL) {
    free_list = b;
  } else if (adjacent(before, b)) {
    before->size += b->size;
    before->next = b->next;
  } else {
    before->next = b;
  }
}

static int grow(size_t size) {
  if (size < GROWTH) size = GROWTH;
  void *start = sbrk((intptr_t)size);
  if (start == (void *)-1) return 0;
  struct block *b = start;
  b->size = size;
  release(b);
  return 1;
}

/* Takes size bytes from the first free block large enough, or NULL. */
static struct block *take(size_t size) {
  for (struct block **link = &free_list; *link != NULL; link = &(*link)->next) {
    struct block *b = *link;
    if (b->size < size) continue;
    if (b->size - size >= MIN_BLOCK) { /* split: the tail stays free */
      struct block *rest = (struct block *)((char *)b + size);
      rest->size = b->size - size;
      rest->next = b->next;
      *link = rest;
      b->size = size;
    } else {
      *link = b->next;
    }
    return b;
  }
  return NULL;
}

void *malloc(size_t size) {
  if (size > (size_t)-1 / 2) {
    errno = ENOMEM;
    return NULL;
  }
  size_t total = (HEADER + size + ALIGNMENT - 1) & ~(size_t)(ALIGNMENT - 1);
  struct block *b = take(total);
  if (b == NULL && grow(total)) b = take(total);
  if (b == NULL) {
    errno = ENOMEM;
    return NULL;
  }
  return payload(b);
}

void free(void *p) {
  if (p != NULL) release(block_of(p));
}

void *calloc(size_t count, size_t size) {
  if (size != 0 && count > (size_t)-1 / size) {
    errno = ENOMEM;
    return NULL;
  }
  void *p = malloc(count * size);
  if (p != NULL) memset(p, 0, count * size);
  return p;
}

void *realloc(void *p, size_t size) {
  if (p == NULL) return malloc(size);
  size_t capacity = block_of(p)->size - HEADER;
  if (size <= capacity) return p;
  void *moved = malloc(size);
  if (moved == NULL) return NULL;
  memcpy(moved, p, capacity);
  free(p);
  return moved;
}

void *aligned_alloc(size_t alignment, size_t size) {
  if (alignment > ALIGNMENT) { /* beyond the blocks' own alignment: not supported */
    errno = EINVAL;
    return NULL;
  }
  return malloc(size);
}
