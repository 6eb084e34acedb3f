/* Double-double arithmetic: a value as an unevaluated sum hi + lo with |lo| at
   most half an ulp of hi, about 106 bits. The math functions carry their
   intermediate results this way so that only the final rounding to double costs
   accuracy. Every operation relies on IEEE double rounding to nearest (no
   extended precision, no fused multiply-add). */
#ifndef XP860_LIBC_DD_H
#define XP860_LIBC_DD_H

struct dd {
  double hi, lo;
};

/* a + b exactly, for any a and b. */
static inline struct dd dd_two_sum(double a, double b) {
  double s = a + b, bb = s - a;
  struct dd r = {s, (a - (s - bb)) + (b - bb)};
  return r;
}

/* a + b exactly, when |a| >= |b| (or a is 0). */
static inline struct dd dd_fast_two_sum(double a, double b) {
  double s = a + b;
  struct dd r = {s, b - (s - a)};
  return r;
}

/* a * b exactly (Dekker's product: each factor split in two 26-bit halves);
   |a|, |b| below 2^995 so the split cannot overflow. */
static inline struct dd dd_two_prod(double a, double b) {
  const double split = 134217729.0; /* 2^27 + 1 */
  double p = a * b;
  double ca = split * a, ah = ca - (ca - a), al = a - ah;
  double cb = split * b, bh = cb - (cb - b), bl = b - bh;
  struct dd r = {p, ((ah * bh - p) + ah * bl + al * bh) + al * bl};
  return r;
}

static inline struct dd dd_add(struct dd a, struct dd b) {
  struct dd s = dd_two_sum(a.hi, b.hi);
  return dd_fast_two_sum(s.hi, s.lo + a.lo + b.lo);
}

static inline struct dd dd_neg(struct dd a) {
  struct dd r = {-a.hi, -a.lo};
  return r;
}

static inline struct dd dd_mul(struct dd a, struct dd b) {
  struct dd p = dd_two_prod(a.hi, b.hi);
  return dd_fast_two_sum(p.hi, p.lo + a.hi * b.lo + a.lo * b.hi);
}

static inline struct dd dd_mul_d(struct dd a, double b) {
  struct dd p = dd_two_prod(a.hi, b);
  return dd_fast_two_sum(p.hi, p.lo + a.lo * b);
}

/* One division (the i860 divides in software): q from the reciprocal is within
   an ulp or two, and the remainder, exact but for its last term, corrects it to
   about 2^-104. */
static inline struct dd dd_div(struct dd a, struct dd b) {
  double reciprocal = 1.0 / b.hi, q = a.hi * reciprocal;
  struct dd p = dd_two_prod(q, b.hi);
  double remainder = ((a.hi - p.hi) - p.lo + a.lo) - q * b.lo;
  return dd_fast_two_sum(q, remainder * reciprocal);
}

static inline struct dd dd_from(double x) {
  struct dd r = {x, 0.0};
  return r;
}

/* Internal functions shared by the math files (exp.c, log.c, atan.c). */

/* exp(hi + lo) = 2^*k * (1 + result); |hi| below 709.8. */
struct dd __expm1_dd(double hi, double lo, int *k);
/* exp(hi + lo) rounded to double, with C's range errors. */
double __exp_rounded(double hi, double lo);
/* exp(hi + lo) as a double-double, for results in the normal range. */
struct dd __exp_dd(double hi, double lo);
/* log(x) for finite x > 0, and for x a double-double. */
struct dd __log_dd(double x);
struct dd __log_of_dd(struct dd x);
/* atan(t) for t >= 0 (t as a double-double). */
struct dd __atan_dd(struct dd t);
/* sqrt(a) as a double-double, a > 0. */
struct dd __sqrt_dd(struct dd a);

#endif
