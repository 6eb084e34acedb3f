/* Structs through calls: returned through a function pointer and a function
   returning one, as operands of ?:, of one, three and 24 bytes; passed through
   ... with doubles, long long and floats promoted; va_copy with vsnprintf sizing.
   Expected output from gcc -m32 (record.sh). */
#include <stdio.h>
#include <stdarg.h>
#include <string.h>
#include <stdlib.h>
struct pt { int x, y; };
struct big { double d; char s[13]; short h; };
struct tiny { char c; };
struct three { char a, b, c; };
typedef struct pt (*mk_t)(int, int);
static struct pt mk(int a, int b) { struct pt p = { a, b }; return p; }
static struct big mkbig(double d, const char *s) { struct big b; b.d = d; strcpy(b.s, s); b.h = (short)strlen(s); return b; }
static struct tiny mktiny(char c) { return (struct tiny){ c }; }
static struct three mkthree(char c) { return (struct three){ c, c + 1, c + 2 }; }
static struct big (*pick(int i))(double, const char *) { return i ? mkbig : 0; }
static double vsum(int n, ...) {
  va_list ap; double s = 0; va_start(ap, n);
  for (int i = 0; i < n; i++) {
    int kind = va_arg(ap, int);
    if (kind == 0) s += va_arg(ap, double);
    else if (kind == 1) { struct pt p = va_arg(ap, struct pt); s += p.x * 10 + p.y; }
    else if (kind == 2) { struct big b = va_arg(ap, struct big); s += b.d + b.h; }
    else if (kind == 3) s += va_arg(ap, long long);
    else if (kind == 4) { struct three t = va_arg(ap, struct three); s += t.a + t.b + t.c; }
    else s += (float)va_arg(ap, double);
  }
  va_end(ap); return s;
}
static void vcopy(char *out, const char *fmt, ...) {
  va_list ap, ap2; va_start(ap, fmt); va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  vsprintf(out, fmt, ap2);
  sprintf(out + strlen(out), "<%d>", n);
  va_end(ap2); va_end(ap);
}
int main(void) {
  mk_t f = mk;
  struct pt p = f(3, 4), q = (*f)(5, 6);
  int c = 1;
  struct pt r = c ? p : q, s = !c ? p : q;
  printf("%d %d %d %d %d\n", p.x + q.y, r.x, r.y, s.x, s.y);
  struct big b = pick(1)(2.5, "hello world");
  printf("%g %s %d %d\n", b.d, b.s, b.h, pick(0) == 0);
  struct tiny t = mktiny('z');
  struct three th = mkthree('a');
  printf("%c %c%c%c %d %d\n", t.c, th.a, th.b, th.c, (int)sizeof(struct three), mk(7, 8).y);
  double v = vsum(6, 0, 1.5, 1, p, 2, b, 3, 1234567890123LL, 4, th, 5, 0.25);
  printf("%.4f\n", v);
  char buf[100]; vcopy(buf, "%s-%5.2f-%lld", "ab", 3.14159, -5LL);
  printf("%s\n", buf);
  struct pt arr[3] = { mk(1, 2), [2] = { .y = 9 } };
  printf("%d %d %d\n", arr[0].y, arr[1].x, arr[2].y);
  printf("%d\n", (c ? mk(1, 2) : mk(3, 4)).y);
  return 0;
}
