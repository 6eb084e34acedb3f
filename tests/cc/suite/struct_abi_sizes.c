/* Structs of every size from 1 to 17 bytes passed and returned by value; float,
   double, mixed and long double structs as arguments and result together; and
   structs of 3, 17 and 16 bytes, float pairs, long double and char+double
   through ..., twice round. Expected output from gcc -m32 (record.sh). */
#include <stdio.h>
#include <stdarg.h>
#include <string.h>
#define S(n) struct s##n { char x[n]; };
S(1) S(2) S(3) S(4) S(5) S(6) S(7) S(8) S(9) S(10) S(11) S(12) S(13) S(14) S(15) S(16) S(17)
#define F(n) static struct s##n ret##n(struct s##n a, int k) { for (int i = 0; i < n; i++) a.x[i] += k; return a; }
F(1) F(2) F(3) F(4) F(5) F(6) F(7) F(8) F(9) F(10) F(11) F(12) F(13) F(14) F(15) F(16) F(17)
struct hfa1 { float a; }; struct hfa2 { float a, b; }; struct hfa3 { float a, b, c; }; struct hfa4 { double a, b; };
struct mix { char c; double d; }; struct ld { long double x; int y; };
static struct hfa3 h3(struct hfa1 a, struct hfa2 b, struct hfa3 c, struct hfa4 d, struct mix m, struct ld l) {
  struct hfa3 r = { a.a + b.a + c.a, b.b + c.b + (float)d.a, c.c + (float)d.b + (float)m.d + m.c + (float)l.x + l.y };
  return r;
}
static void va(int n, ...) {
  va_list ap; va_start(ap, n);
  for (int i = 0; i < n; i++) {
    switch (i % 6) {
    case 0: { struct s3 s = va_arg(ap, struct s3); printf("%c%c%c ", s.x[0], s.x[1], s.x[2]); break; }
    case 1: { struct s17 s = va_arg(ap, struct s17); printf("%c%c ", s.x[0], s.x[16]); break; }
    case 2: { struct hfa2 s = va_arg(ap, struct hfa2); printf("%g,%g ", s.a, s.b); break; }
    case 3: { struct hfa4 s = va_arg(ap, struct hfa4); printf("%g,%g ", s.a, s.b); break; }
    case 4: { long double d = va_arg(ap, long double); printf("%Lg ", d); break; }
    case 5: { struct mix m = va_arg(ap, struct mix); printf("%c,%g ", m.c, m.d); break; }
    }
  }
  va_end(ap); printf("\n");
}
int main(void) {
#define T(n) { struct s##n a; for (int i = 0; i < n; i++) a.x[i] = (char)('a' + i); struct s##n r = ret##n(a, 1); printf("%d:%c%c ", n, r.x[0], r.x[n - 1]); }
  T(1) T(2) T(3) T(4) T(5) T(6) T(7) T(8) T(9) T(10) T(11) T(12) T(13) T(14) T(15) T(16) T(17)
  printf("\n");
  struct hfa3 r = h3((struct hfa1){1}, (struct hfa2){2, 3}, (struct hfa3){4, 5, 6}, (struct hfa4){7, 8}, (struct mix){1, 9}, (struct ld){10, 11});
  printf("%g %g %g\n", r.a, r.b, r.c);
  struct s3 a3 = {{'x', 'y', 'z'}}; struct s17 a17; memset(a17.x, 'q', 17); a17.x[16] = 'w';
  va(12, a3, a17, (struct hfa2){1.5f, 2.5f}, (struct hfa4){3.5, 4.5}, (long double)5.5, (struct mix){'m', 6.5},
     a3, a17, (struct hfa2){7.5f, 8.5f}, (struct hfa4){9.5, 10.5}, (long double)11.5, (struct mix){'n', 12.5});
  return 0;
}
