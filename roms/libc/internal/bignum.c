/* Big-integer arithmetic (internal/bignum.h). The operations never exceed the
   capacity for the sizes strtod passes; each checks anyway and stops
   growing rather than write past the array. */
#include "bignum.h"
#include "double_bits.h"

#include <string.h>

static void push_limb(struct bignum *n, uint32_t limb) {
  if (n->length < BIGNUM_LIMBS) n->limb[n->length++] = limb;
}

void __bignum_set(struct bignum *n, uint64_t value) {
  n->length = 0;
  for (; value != 0; value >>= 32) push_limb(n, (uint32_t)value);
}

void __bignum_mul_add(struct bignum *n, uint32_t factor, uint32_t addend) {
  uint64_t carry = addend;
  for (int i = 0; i < n->length; i++) {
    uint64_t t = (uint64_t)n->limb[i] * factor + carry;
    n->limb[i] = (uint32_t)t;
    carry = t >> 32;
  }
  if (carry != 0) push_limb(n, (uint32_t)carry);
}

void __bignum_mul_pow5(struct bignum *n, int exponent) {
  for (; exponent >= 13; exponent -= 13) __bignum_mul_add(n, 1220703125u, 0); /* 5^13 */
  uint32_t rest = 1;
  while (exponent-- > 0) rest *= 5;
  __bignum_mul_add(n, rest, 0);
}

/* Row by row: n times the factor's low word, plus n times its high word one
   limb up. */
void __bignum_mul_u64(struct bignum *n, uint64_t factor) {
  uint32_t words[2] = {(uint32_t)factor, (uint32_t)(factor >> 32)};
  uint32_t product[BIGNUM_LIMBS + 2] = {0};
  for (int j = 0; j < 2; j++) {
    uint64_t carry = 0;
    for (int i = 0; i < n->length; i++) {
      uint64_t t = (uint64_t)n->limb[i] * words[j] + product[i + j] + carry;
      product[i + j] = (uint32_t)t;
      carry = t >> 32;
    }
    product[n->length + j] = (uint32_t)carry;
  }
  int length = n->length + 2;
  if (length > BIGNUM_LIMBS) length = BIGNUM_LIMBS;
  while (length > 0 && product[length - 1] == 0) length--;
  memcpy(n->limb, product, (size_t)length * sizeof product[0]);
  n->length = length;
}

void __bignum_shift_left(struct bignum *n, int bits) {
  int words = bits >> 5, shift = bits & 31; /* bits >= 0 */
  if (n->length == 0) return;
  if (n->length + words + 1 > BIGNUM_LIMBS) words = BIGNUM_LIMBS - 1 - n->length;
  uint32_t top = shift ? n->limb[n->length - 1] >> (32 - shift) : 0;
  for (int i = n->length - 1; i >= 0; i--) {
    uint32_t low = (shift && i > 0) ? n->limb[i - 1] >> (32 - shift) : 0;
    n->limb[i + words] = shift ? (n->limb[i] << shift) | low : n->limb[i];
  }
  memset(n->limb, 0, (size_t)words * sizeof n->limb[0]);
  n->length += words;
  if (top != 0) push_limb(n, top);
}

int __bignum_compare(const struct bignum *a, const struct bignum *b) {
  if (a->length != b->length) return a->length < b->length ? -1 : 1;
  for (int i = a->length - 1; i >= 0; i--)
    if (a->limb[i] != b->limb[i]) return a->limb[i] < b->limb[i] ? -1 : 1;
  return 0;
}

struct binary_float __float_decompose(double x) {
  uint64_t bits = __bits_of(x);
  int biased = (int)(bits >> 52) & 0x7ff;
  struct binary_float f = {bits & ((1ull << 52) - 1), biased - 1075};
  if (biased == 0) f.exponent = -1074; /* subnormal: no hidden bit */
  else f.mantissa |= 1ull << 52;
  return f;
}
