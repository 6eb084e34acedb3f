/* Unsigned big integers for strtod's exact comparisons: 32-bit limbs, least
   significant first. The capacity holds the largest value it needs: an 800-digit
   decimal times 2^1100, about 3800 bits. */
#ifndef XP860_LIBC_BIGNUM_H
#define XP860_LIBC_BIGNUM_H

#include <stdint.h>

#define BIGNUM_LIMBS 128

struct bignum {
  int length;                 /* limbs in use; no leading zero limb; 0 is length 0 */
  uint32_t limb[BIGNUM_LIMBS];
};

void __bignum_set(struct bignum *n, uint64_t value);
void __bignum_mul_add(struct bignum *n, uint32_t factor, uint32_t addend);
void __bignum_mul_pow5(struct bignum *n, int exponent);
void __bignum_mul_u64(struct bignum *n, uint64_t factor);
void __bignum_shift_left(struct bignum *n, int bits);
int __bignum_compare(const struct bignum *a, const struct bignum *b);

/* A double's magnitude as mantissa * 2^exponent (mantissa 0 for zero);
   the exponent is that of the mantissa's last bit. */
struct binary_float {
  uint64_t mantissa;
  int exponent;
};

struct binary_float __float_decompose(double x);

#endif
