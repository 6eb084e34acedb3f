/* Integer absolute values and quotients. C99 division truncates toward zero,
   which div() and friends return as they are. */
#include <inttypes.h>
#include <stdlib.h>

int abs(int n) { return n < 0 ? -n : n; }
long labs(long n) { return n < 0 ? -n : n; }
long long llabs(long long n) { return n < 0 ? -n : n; }
intmax_t imaxabs(intmax_t n) { return n < 0 ? -n : n; }

div_t div(int numerator, int denominator) {
  div_t r = {numerator / denominator, numerator % denominator};
  return r;
}

ldiv_t ldiv(long numerator, long denominator) {
  ldiv_t r = {numerator / denominator, numerator % denominator};
  return r;
}

lldiv_t lldiv(long long numerator, long long denominator) {
  lldiv_t r = {numerator / denominator, numerator % denominator};
  return r;
}

imaxdiv_t imaxdiv(intmax_t numerator, intmax_t denominator) {
  imaxdiv_t r = {numerator / denominator, numerator % denominator};
  return r;
}
