/* The exact decimal expansion of a double (internal/format.h). x = m * 2^e; for
   e < 0 that is m * 5^-e / 10^-e, so the digits are those of the integer m * 5^-e
   (or m * 2^e for e >= 0). */
#include "bignum.h"
#include "format.h"

int __decimal_digits(double x, char *digits, int *exponent) {
  struct binary_float f = __float_decompose(x);
  if (f.mantissa == 0) {
    *exponent = 0;
    return 0;
  }
  while ((f.mantissa & 1) == 0) { /* fewer powers of 5 to carry */
    f.mantissa >>= 1;
    f.exponent++;
  }
  struct bignum n;
  __bignum_set(&n, f.mantissa);
  if (f.exponent >= 0) __bignum_shift_left(&n, f.exponent);
  else __bignum_mul_pow5(&n, -f.exponent);

  /* Nine digits at a time from the bottom, into the end of the buffer. */
  char reversed[DECIMAL_DIGITS_MAX + 9];
  int length = 0;
  while (n.length > 0) {
    uint32_t chunk = __bignum_div_small(&n, 1000000000u);
    for (int i = 0; i < 9; i++, chunk /= 10) reversed[length++] = (char)('0' + chunk % 10);
  }
  while (reversed[length - 1] == '0') length--; /* the top chunk's leading zeros */
  int scale = f.exponent < 0 ? f.exponent : 0;  /* value = integer * 10^scale */
  *exponent = length - 1 + scale;
  int first = 0;
  while (reversed[first] == '0') first++;       /* trailing zeros of the value */
  int n_digits = length - first;
  for (int i = 0; i < n_digits; i++) digits[i] = reversed[length - 1 - i];
  return n_digits;
}
