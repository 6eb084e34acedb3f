/* The order of a binary operator's operands, which C leaves open: xp860-cc
   follows gcc, so that calls with side effects (here, printing) in +, *, -, /, <,
   >, >=, ==, in int, long long and double, happen in the order programs tested
   against gcc expect: the operand written first goes first (clang agrees), but a
   plain variable is read last, after the other operand's calls (clang reads it
   first). (Arguments of a call are another matter: gcc goes right to left,
   clang and xp860-cc left to right; this program does not depend on them.)
   Expected output from gcc -m32 (record.sh). */
#include <stdio.h>

static int g = 1;
static double gd = 0.5;
static int t(int id) { printf("%d", id); return id; }
static long long tl(int id) { printf("%d", id); return id; }
static double td(int id) { printf("%d", id); return id; }
static int bump(void) { g = 100; gd = 100.0; return 1; }

int main(void) {
  int r;
  r = t(1) + t(2); printf(" + %d\n", r);
  r = t(1) * t(2) - t(3); printf(" *- %d\n", r);
  r = t(1) / t(2); printf(" / %d\n", r);
  r = t(1) < t(2); printf(" < %d\n", r);
  r = t(1) > t(2); printf(" > %d\n", r);
  r = t(1) >= t(2); printf(" >= %d\n", r);
  r = t(1) == t(2); printf(" == %d\n", r);
  long long l = tl(1) * tl(2) + tl(3); printf(" ll %lld\n", l);
  r = tl(1) > tl(2); printf(" ll> %d\n", r);
  double d = td(1) / td(2) - td(3); printf(" double %g\n", d);
  r = td(1) > td(2); printf(" double> %d\n", r);
  r = g + bump(); printf("global read first: %d\n", r);
  g = 1;
  d = gd + bump(); printf("global double read first: %g\n", d);
  r = (t(1) + t(2)) * (t(3) - t(4)); printf(" nested %d\n", r);
  return 0;
}
