/* lgamma and tgamma. Stirling's series from y = 30 on:
     ln Gamma(y) = (y - 1/2) ln y - y + ln(2 pi)/2 + sum_k B_2k / (2k (2k-1) y^(2k-1)),
   nine terms (the tenth is below 2^-92), below 30 shifted up by
   Gamma(x) = Gamma(x + n) / (x (x+1) ... (x+n-1)), and below 0 reflected by
   Gamma(x) Gamma(1-x) = pi / sin(pi x), with sin(pi x) by its own series; all in
   double-doubles (the logarithms good to 2^-70), so that tgamma = exp(lgamma) keeps
   its accuracy up to 171. Within 1/16 of lgamma's zeros at 1 and 2, where that
   absolute error would be a large relative one, the Taylor series of ln Gamma
   there, whose coefficients are Euler's constant and zeta(k)/k. */
#include "dd.h"

#include <errno.h>
#include <math.h>

int signgam;

static const struct dd half_log_two_pi = {0x1.d67f1c864beb5p-1, -0x1.65b5a1b7ff5dfp-55};
static const struct dd log_pi = {0x1.250d048e7a1bdp+0, 0x1.7abf2ad8d5088p-57};
static const struct dd pi = {0x1.921fb54442d18p+1, 0x1.1a62633145c07p-53};
static const struct dd stirling[9] = { /* B_2k / (2k (2k-1)): 1/12, -1/360, ... */
    {0x1.5555555555555p-4, 0x1.5555555555555p-58},  {-0x1.6c16c16c16c17p-9, 0x1.f49f49f49f49fp-64},
    {0x1.a01a01a01a01ap-11, 0x1.a01a01a01a01ap-71}, {-0x1.3813813813814p-11, 0x1.fb1fb1fb1fb20p-65},
    {0x1.b951e2b18ff23p-11, 0x1.5c3a9ce01b952p-65}, {-0x1.f6ab0d9993c7dp-10, 0x1.f82553c999b0ep-64},
    {0x1.a41a41a41a41ap-8, 0x1.0690690690690p-62},  {-0x1.e4286cb0f5398p-6, 0x1.1efcdab896745p-61},
    {0x1.6fe96381e0680p-3, -0x1.79e2405a71f88p-61}};
/* ln Gamma(1 + e) = -gamma e + sum_k>=2 (-1)^k zeta(k)/k e^k and
   ln Gamma(2 + e) = (1 - gamma) e + sum_k>=2 (-1)^k (zeta(k) - 1)/k e^k: for
   |e| < 1/16 fourteen terms reach 2^-60 of the result. */
static const struct dd near_one_first = {-0x1.2788cfc6fb619p-1, 0x1.6cb90701fbfabp-58};
static const double near_one[14] = {
    0x1.a51a6625307d3p-1,  -0x1.9a4d55beab2d7p-2, 0x1.151322ac7d848p-2,  -0x1.a8b9c17aa6149p-3,
    0x1.5b40cb100c306p-3,  -0x1.2703a1dcea3aep-3, 0x1.010b36af86397p-3,  -0x1.c806706d57db4p-4,
    0x1.9a01e385d5f8fp-4,  -0x1.748c33114c6d6p-4, 0x1.556ad63243bc4p-4,  -0x1.3b1d971fc5985p-4,
    0x1.2496df8320c5fp-4,  -0x1.11133476e7fe0p-4};
static const struct dd near_two_first = {0x1.b0ee6072093cep-2, 0x1.6cb90701fbfabp-58};
static const double near_two[14] = {
    0x1.4a34cc4a60fa6p-2,  -0x1.13e001a557607p-4,  0x1.51322ac7d8483p-6,  -0x1.e404fc218f5f2p-8,
    0x1.7add6eadb6c30p-9,  -0x1.38ac5c2bf8e08p-10, 0x1.0b36af86396e9p-11, -0x1.d3fd4c76d2fc8p-13,
    0x1.a127b0f17d65ap-14, -0x1.78de5bd7c81efp-15, 0x1.580dcee66eb02p-16, -0x1.3cbc963ce2243p-17,
    0x1.2597a39f34aacp-18, -0x1.11b2eb7679541p-19};

static struct dd taylor(struct dd first, const double rest[14], double e) {
  double tail = rest[13];
  for (int k = 12; k >= 0; k--) tail = tail * e + rest[k];
  return dd_add(dd_mul_d(first, e), dd_from(e * e * tail));
}

/* ln Gamma(x) for x > 0, x below 2^900. */
static struct dd log_gamma_positive(struct dd x) {
  if (fabs(x.hi - 1) < 0x1p-4) return taylor(near_one_first, near_one, (x.hi - 1) + x.lo);
  if (fabs(x.hi - 2) < 0x1p-4) return taylor(near_two_first, near_two, (x.hi - 2) + x.lo);
  struct dd y = x, product = dd_from(1.0);
  for (; y.hi < 30; y = dd_add(y, dd_from(1.0))) product = dd_mul(product, y);
  struct dd inverse = dd_div(dd_from(1.0), y), w = dd_mul(inverse, inverse), series = stirling[8];
  for (int k = 7; k >= 0; k--) series = dd_add(dd_mul(series, w), stirling[k]);
  struct dd r = dd_mul(dd_add(y, dd_from(-0.5)), __log_of_dd(y));
  r = dd_add(dd_add(r, dd_neg(y)), half_log_two_pi);
  r = dd_add(r, dd_mul(series, inverse));
  return product.hi == 1 && product.lo == 0 ? r : dd_add(r, dd_neg(__log_of_dd(product)));
}

/* sin t (or cos t) for |t| <= pi/4 by its Taylor series, to 2^-106. */
static struct dd sin_or_cos(struct dd t, int cosine) {
  struct dd minus_square = dd_neg(dd_mul(t, t)), term = cosine ? dd_from(1.0) : t, sum = term;
  for (int n = cosine ? 1 : 2; fabs(term.hi) > 0x1p-110 * fabs(sum.hi); n += 2) {
    term = dd_div(dd_mul(term, minus_square), dd_from((double)n * (n + 1)));
    sum = dd_add(sum, term);
  }
  return sum;
}

/* |sin(pi x)| and its sign, x not an integer: x reduced exactly to [-1/2, 1/2]. */
static struct dd sin_pi(double x, int *sign) {
  double r = x - 2.0 * round(x * 0.5); /* in [-1, 1], exactly */
  if (r > 0.5) r = 1.0 - r;
  else if (r < -0.5) r = -1.0 - r;
  *sign = r < 0 ? -1 : 1;
  double a = fabs(r);
  return a <= 0.25 ? sin_or_cos(dd_mul_d(pi, a), 0) : sin_or_cos(dd_mul_d(pi, 0.5 - a), 1);
}

/* ln |Gamma(x)| for finite x that is not 0 or a negative integer, with Gamma's
   sign in *sign. */
static struct dd log_gamma(double x, int *sign) {
  *sign = 1;
  if (x >= 0x1p900) { /* x (ln x - 1): the rest is below 2^-800 of it */
    int e;
    double m = frexp(x, &e);
    struct dd r = dd_mul_d(dd_add(__log_dd(x), dd_from(-1.0)), m);
    return dd_from(ldexp(r.hi, e));
  }
  if (x > 0) return log_gamma_positive(dd_from(x));
  struct dd r = dd_add(log_pi, dd_neg(__log_of_dd(sin_pi(x, sign))));
  return dd_add(r, dd_neg(log_gamma_positive(dd_two_sum(1.0, -x))));
}

static int is_pole(double x) { return x <= 0 && x == floor(x); }

double lgamma(double x) {
  signgam = 1;
  if (isnan(x)) return x + x;
  if (isinf(x)) return INFINITY;
  if (is_pole(x)) {
    if (signbit(x)) signgam = -1;
    errno = ERANGE;
    return HUGE_VAL;
  }
  if (x == 1 || x == 2) return 0.0;
  double r = log_gamma(x, &signgam).hi;
  if (isinf(r)) errno = ERANGE;
  return r;
}

double tgamma(double x) {
  if (isnan(x) || x == INFINITY) return x + x;
  if (x == 0) {
    errno = ERANGE;
    return copysign(HUGE_VAL, x);
  }
  if (x == -INFINITY || is_pole(x)) {
    errno = EDOM;
    return NAN;
  }
  if (x > 171.7) {
    errno = ERANGE;
    return HUGE_VAL;
  }
  int sign;
  if (x < -200) return sin_pi(x, &sign).hi * sign < 0 ? -0.0 : 0.0; /* far below the least subnormal */
  struct dd l = log_gamma(x, &sign);
  return sign * __exp_rounded(l.hi, l.lo);
}
