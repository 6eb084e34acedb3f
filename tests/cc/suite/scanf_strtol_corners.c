/* The scanf family's corners (%n, %*s, scan sets, %i with prefixes, widths, %%, the
   length modifiers at their limits, input failure and matching failure) and
   strtol/strtoll/strtoull at their overflow edges with errno, atof, atoi, getenv.
   Expected output from gcc -m32 (record.sh). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <limits.h>
#include <setjmp.h>
#include <signal.h>
int main(void) {
  int a = 0, b = 0, n = 0, m = 0; char s[20] = "", t[20] = "", c = 0; double d = 0; unsigned x = 0; long l = 0;
  int r = sscanf("  42 skip 17 hello world!", "%d %*s %d %n%s%n", &a, &b, &n, s, &m);
  printf("%d %d %d %d %s %d\n", r, a, b, n, s, m);
  r = sscanf("abc123def", "%[a-z]%d%[^\n]", s, &a, t); printf("%d %s %d %s\n", r, s, a, t);
  r = sscanf("0x1f 017 -0x10 z", "%i %i %i %c", &a, &b, (int *)&x, &c); printf("%d %d %d %d %c\n", r, a, b, (int)x, c);
  r = sscanf("3.25e2,ff,-77", "%lf,%x,%ld", &d, &x, &l); printf("%d %g %u %ld\n", r, d, x, l);
  r = sscanf("12345678", "%3d%2d%s", &a, &b, s); printf("%d %d %d %s\n", r, a, b, s);
  r = sscanf("", "%d", &a); printf("%d\n", r);
  r = sscanf("x", "%d", &a); printf("%d\n", r);
  r = sscanf("100%", "%d%%", &a); printf("%d %d\n", r, a);
  r = sscanf("a,b", "%c,%c", &c, s); printf("%d %c %c\n", r, c, s[0]);
  long long ll; unsigned long long ull; short h; signed char hh; float f;
  r = sscanf("-9223372036854775808 18446744073709551615 -3 200 1.5", "%lld %llu %hd %hhd %f", &ll, &ull, &h, &hh, &f);
  printf("%d %lld %llu %d %d %g\n", r, ll, ull, h, hh, f);
  errno = 0; long v = strtol("99999999999", NULL, 10); printf("%ld %d\n", v, errno == ERANGE);
  errno = 0; unsigned long long u = strtoull("0xFFFFFFFFFFFFFFFF", NULL, 16); printf("%llu %d\n", u, errno);
  errno = 0; long long w = strtoll("-9223372036854775809", NULL, 10); printf("%lld %d\n", w, errno == ERANGE);
  char *end; v = strtol("  -0777xyz", &end, 0); printf("%ld %s\n", v, end);
  v = strtol("zz", &end, 36); printf("%ld %s|\n", v, end);
  printf("%g %g %d\n", atof("1e-3"), atof("  -2.5junk"), atoi("  +12abc"));
  printf("%d %s\n", getenv("XP860_SURELY_UNSET_NAME") == NULL, strerror(0) != NULL ? "ok" : "null");
  return 0;
}
