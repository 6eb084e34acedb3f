/* A double's IEEE encoding and back, through a union (C11 6.5.2.3: reading
   another member reinterprets the bytes), which costs a store and two loads
   where memcpy would be a call. */
#ifndef XP860_LIBC_DOUBLE_BITS_H
#define XP860_LIBC_DOUBLE_BITS_H

#include <stdint.h>

union double_bits {
  double value;
  uint64_t bits;
};

static inline uint64_t __bits_of(double x) {
  union double_bits u;
  u.value = x;
  return u.bits;
}

static inline double __double_of(uint64_t bits) {
  union double_bits u;
  u.bits = bits;
  return u.value;
}

#endif
