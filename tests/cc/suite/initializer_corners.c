/* Initializer and literal corners: nested designators into arrays of structs with
   strings, anonymous struct and union members, a static flexible array member,
   [static 3] parameters, negative enums, every escape, wide and u8 literals,
   comma and sizeof without evaluation, negative indexes, compound literals in a
   loop, [a ... b] ranges. Expected output from gcc -m32 (record.sh). */
#include <stdio.h>
#include <string.h>
#include <stddef.h>
#include <wchar.h>
struct inner { char name[6]; short v[3]; };
struct outer { int id; struct inner in[2]; union { int i; float f; } u; const char *p; };
static struct outer tab[] = {
  { 1, { { "ab", { 1, 2 } }, { "cdefg", { 3 } } }, { .i = 7 }, "x" },
  [2] = { .in[1].v[2] = 9, .in[0] = { .name = "zz" }, .u.f = 1.5f, .p = tab[0].in[1].name + 2 },
};
struct anon { int kind; union { struct { short lo, hi; }; int whole; }; struct { char tag; }; };
struct flex { int n; int data[]; };
static struct flex fl = { 3, { 10, 20, 30 } };
static int sum3(const int a[static 3]) { return a[0] + a[1] + a[2]; }
enum neg { A = -5, B, C = 10, D = C * 2 + A, E };
static const char esc[] = "\a\b\f\n\r\t\v\\\'\"\?\0end\x41\101\e";
static int *ptrs[] = { &fl.n, &fl.data[1], (int *)&tab[1].u };
int main(void) {
  printf("%d %s %d %s %d %d\n", tab[0].id, tab[0].in[1].name, tab[0].in[1].v[0], tab[2].in[0].name, tab[2].in[1].v[2], tab[1].id);
  printf("%g %s %d\n", tab[2].u.f, tab[2].p, (int)(sizeof tab / sizeof tab[0]));
  struct anon an = { .kind = 1, .lo = 0x1234, .hi = 0x5678, .tag = 'q' };
  printf("%x %c %d\n", an.whole, an.tag, (int)offsetof(struct anon, tag));
  printf("%d %d %d\n", fl.data[2], sum3(fl.data), *ptrs[1]);
  printf("%d %d %d %d %d\n", A, B, C, D, E);
  printf("%d", (int)sizeof esc);
  for (size_t i = 0; i < sizeof esc; i++) printf(" %d", esc[i]);
  printf("\n");
  wchar_t w[] = L"a\x263a\u00e9"; printf("%d %d %x %x\n", (int)(sizeof w / sizeof w[0]), (int)wcslen(w), (unsigned)w[1], (unsigned)w[2]);
  printf("%d %d\n", (int)sizeof(L'x'), (int)sizeof u8"é");
  int x = 3; int y = (x++, x++, x * 10); printf("%d %d\n", x, y);
  int arr[5] = { 1, 2, 3, 4, 5 }; int *p = arr + 4;
  printf("%d %d %d\n", p[-2], (int)(p - arr), -1[p]);
  printf("%d %d\n", (int)sizeof(x++), x);
  _Alignas(16) char al[3]; printf("%d\n", (int)((size_t)al % 16));
  printf("%d %d\n", __builtin_types_compatible_p(int, const int), __builtin_constant_p(3 * 4));
  for (int i = 0; i < 3; i++) { int *q = (int[]){ i, i * 2, i * 3 }; printf("%d ", q[2]); }
  printf("\n");
  char big[] = { [0 ... 3] = 'a', [4] = 0 }; printf("%s\n", big);
  static const int mat[2][3] = { 1, 2, 3, 4 }; printf("%d %d\n", mat[1][0], mat[1][2]);
  struct { int a; char b[]; } *fp; printf("%d\n", (int)sizeof *fp);
  printf("%s\n", "concat" "enated" " strings");
  return 0;
}
