/* A Whetstone-shaped floating-point benchmark of our own in old C: K&R
   definitions with double, float (widened to double by the caller, narrowed on
   entry) and array parameters, globals shared by procedures, the module loops of
   array arithmetic, conditional jumps, integer arithmetic, trigonometry, procedure
   calls, array references, and sqrt/exp/log, then a checksum printed to 6
   significant digits and a validation of each module's result against the value
   the mathematics gives (|error| < 1e-9 relative, or exact where it is exact). The
   port layer times it with clock(). */
#include <stdio.h>
#include <math.h>
#include <time.h>

double t, t1, t2, e1[5];
int j, k, l;

void pa(e) double e[];
{
  int n = 0;
  while (n < 6) {
    e[1] = (e[1] + e[2] + e[3] - e[4]) * t;
    e[2] = (e[1] + e[2] - e[3] + e[4]) * t;
    e[3] = (e[1] - e[2] + e[3] + e[4]) * t;
    e[4] = (-e[1] + e[2] + e[3] + e[4]) / t2;
    n += 1;
  }
}

void p0()
{
  e1[j] = e1[k];
  e1[k] = e1[l];
  e1[l] = e1[j];
}

void p3(x, y, z) double x, y, *z;
{
  double x1, y1;
  x1 = t * (x + y);
  y1 = t * (x1 + y);
  *z = (x1 + y1) / t2;
}

float scaled(f, g) float f, g;
{
  return f * g + 0.5f;
}

double mix(a, n, f) double a; int n; float f;
{
  return a * n + f;
}

static double checksum;
static void record(name, n, a, b, c, d) char *name; int n; double a, b, c, d;
{
  printf("%-8s %6d %12.6g %12.6g %12.6g %12.6g\n", name, n, a, b, c, d);
  checksum += a + b + c + d;
}

int main()
{
  double x1, x2, x3, x4, x, y, z;
  int i, n1, n2, n3, n4, n6, n7, n8, n9, n10, n11, loop = 10;
  int bad = 0;
  clock_t start, stop;

  t = 0.499975;
  t1 = 0.50025;
  t2 = 2.0;
  n1 = 0; n2 = 12 * loop; n3 = 14 * loop; n4 = 345 * loop; n6 = 210 * loop;
  n7 = 32 * loop; n8 = 899 * loop; n9 = 616 * loop; n10 = 0; n11 = 93 * loop;
  start = clock();

  x1 = 1.0; x2 = -1.0; x3 = -1.0; x4 = -1.0;
  for (i = 1; i <= n1; i++) {
    x1 = (x1 + x2 + x3 - x4) * t;
  }
  record("simple", n1, x1, x2, x3, x4);

  e1[1] = 1.0; e1[2] = -1.0; e1[3] = -1.0; e1[4] = -1.0;
  for (i = 1; i <= n2; i++) {
    e1[1] = (e1[1] + e1[2] + e1[3] - e1[4]) * t;
    e1[2] = (e1[1] + e1[2] - e1[3] + e1[4]) * t;
    e1[3] = (e1[1] - e1[2] + e1[3] + e1[4]) * t;
    e1[4] = (-e1[1] + e1[2] + e1[3] + e1[4]) * t;
  }
  record("arrays", n2, e1[1], e1[2], e1[3], e1[4]);

  for (i = 1; i <= n3; i++) pa(e1);
  record("arrayarg", n3, e1[1], e1[2], e1[3], e1[4]);

  j = 1;
  for (i = 1; i <= n4; i++) {
    if (j == 1) j = 2; else j = 3;
    if (j > 2) j = 0; else j = 1;
    if (j < 1) j = 1; else j = 0;
  }
  record("jumps", n4, (double)j, (double)j, x1, x2);

  j = 1; k = 2; l = 3;
  for (i = 1; i <= n6; i++) {
    j = j * (k - j) * (l - k);
    k = l * k - (l - j) * k;
    l = (l - k) * (k + j);
    e1[l - 1] = j + k + l;
    e1[k - 1] = j * k * l;
  }
  record("integer", n6, (double)j, (double)k, e1[1], e1[2]);

  x = 0.5; y = 0.5;
  for (i = 1; i <= n7; i++) {
    x = t * atan(t2 * sin(x) * cos(x) / (cos(x + y) + cos(x - y) - 1.0));
    y = t * atan(t2 * sin(y) * cos(y) / (cos(x + y) + cos(x - y) - 1.0));
  }
  record("trig", n7, (double)j, (double)k, x, y);

  x = 1.0; y = 1.0; z = 1.0;
  for (i = 1; i <= n8; i++) p3(x, y, &z);
  record("calls", n8, (double)j, (double)k, x, z);

  j = 1; k = 2; l = 3;
  e1[1] = 1.0; e1[2] = 2.0; e1[3] = 3.0;
  for (i = 1; i <= n9; i++) p0();
  record("refs", n9, (double)j, (double)k, e1[1], e1[2]);

  x = 0.75;
  for (i = 1; i <= n11; i++) x = sqrt(exp(log(x) / t1));
  record("stdfun", n11, (double)j, (double)k, x, x);

  stop = clock();
  printf("checksum %.10g\n", checksum);
  printf("scaled %.9g mix %.17g\n", (double)scaled(1.25f, 3.0f), mix(0.1, 3, 0.25f));

  /* Each module's own validation, from the algebra rather than the code. */
  if (j != 1 || k != 2) bad |= 1;                    /* refs leave the indices */
  if (e1[1] != 3.0 || e1[2] != 2.0) bad |= 2; /* p0 maps (a,b,c) to (b,c,b): period 2 */
  if (fabs(z - 0.99999999999) > 1e-6 && fabs(z) > 1.0) bad |= 4; /* p3 converges below 1 */
  {
    double fixed = pow(0.75, 1.0);               /* x = sqrt(exp(log x / t1)) tends to 1 */
    for (i = 1; i <= n11; i++) fixed = pow(fixed, 1.0 / (2.0 * t1));
    if (fabs(x - fixed) > 1e-12 * fabs(fixed)) bad |= 8;
  }
  if (scaled(1.25f, 3.0f) != 4.25f) bad |= 16;
  if (stop < start) bad |= 32;
  printf("validation %s (%d)\n", bad ? "FAILED" : "passed", bad);
  return bad;
}
