/* A Dhrystone-shaped integer benchmark of our own, written as 1980s C is: K&R
   definitions with register parameters and char/short parameters widened by the
   caller, old-style main() with no return type, malloc and the string functions
   called through old declarations (no <stdlib.h>, no <string.h>), struct
   assignment through pointer chains, enums in switches, a global two-dimensional
   array, and times() for the port layer. It validates its final state the way
   Dhrystone does: each variable against the value the algorithm must leave. */
#include <stdio.h>
#include <sys/types.h>
#include <sys/times.h>

#ifndef HZ
#define HZ 100
#endif
#define LOOPS 2000
#define REG register

typedef enum { Red, Green, Blue, Cyan, Magenta } Hue;
typedef int Small;
typedef char Label[31];
typedef struct node {
  struct node *link;
  Hue kind;
  union {
    struct { Hue tint; Small count; Label text; } a;
    struct { Hue h1, h2; } b;
    struct { char c1, c2; } c;
  } v;
} Node, *NodePtr;

extern char *malloc();
char *strcpy();

Node *head, *spare;
Small gi;
int gflag;
char gc1, gc2;
Small row[50];
Small grid[50][50];
struct tms t0, t1;

Hue classify();
Small bump();

void step3(ptr) NodePtr *ptr;
{
  if (head != 0) *ptr = head->link;
  gi = gi + 12;
}

void step4()
{
  REG int yes;
  yes = gc1 == 'A';
  gflag = yes | gflag;
  gc2 = 'B';
}

void step5() { gc1 = 'A'; gflag = 0; }

void step6(in, out) Hue in; Hue *out;
{
  *out = in;
  if (in != Blue) *out = Cyan;
  switch (in) {
  case Red: *out = Red; break;
  case Green: *out = gi > 100 ? Red : Cyan; break;
  case Blue: *out = Green; break;
  case Cyan: break;
  case Magenta: *out = Blue; break;
  }
}

void step7(a, b, out) Small a, b, *out;
{
  REG Small t;
  t = a + 2;
  *out = b + t;
}

void step8(r, g, a, b) Small r[50]; Small g[50][50]; int a, b;
{
  REG Small i, j;
  i = a + 5;
  r[i] = b;
  r[i + 1] = r[i];
  r[i + 30] = i;
  for (j = i; j <= i + 1; ++j) g[i][j] = i;
  g[i][i - 1] += 1;
  g[i + 20][i] = r[i];
  gi = 5;
}

Hue classify(c1, c2) char c1, c2;
{
  REG char a, b;
  a = c1;
  b = a;
  if (b != c2) return Red;
  gc1 = a;
  return Green;
}

int differs(s1, s2) Label s1, s2;
{
  REG int n;
  char c;
  n = 2;
  c = 0;
  while (n <= 2)
    if (classify(s1[n], s2[n + 1]) == Red) { c = 'A'; n += 1; }
  if (c >= 'W' && c < 'Z') n = 7;
  if (c == 'R') return 1;
  if (strcmp(s1, s2) > 0) { n += 7; gi = n; return 1; }
  return 0;
}

int is_blue(h) Hue h;
{
  Hue copy;
  copy = h;
  return copy == Blue;
}

void step2(p) Small *p;
{
  REG Small local;
  Hue e;
  local = *p + 10;
  do
    if (gc1 == 'A') { local -= 1; *p = local - gi; e = Red; }
  while (e != Red);
}

void step1(p) REG NodePtr p;
{
  REG NodePtr next = p->link;
  *p->link = *head;
  p->v.a.count = 5;
  next->v.a.count = p->v.a.count;
  next->link = p->link;
  step3(&next->link);
  if (next->kind == Red) {
    next->v.a.count = 6;
    step6(p->v.a.tint, &next->v.a.tint);
    next->link = head->link;
    step7(next->v.a.count, 10, &next->v.a.count);
  } else
    *p = *p->link;
}

main()
{
  Small i1, i2, i3;
  REG Small i;
  REG int run;
  Hue h;
  char c;
  Label s1, s2;
  long ticks;

  spare = (NodePtr)malloc(sizeof(Node));
  head = (NodePtr)malloc(sizeof(Node));
  head->link = spare;
  head->kind = Red;
  head->v.a.tint = Blue;
  head->v.a.count = 40;
  strcpy(head->v.a.text, "RECORDS PROGRAM, SOME STRING");
  strcpy(s1, "RECORDS PROGRAM, 1'ST STRING");
  grid[8][7] = 10;

  times(&t0);
  for (run = 1; run <= LOOPS; ++run) {
    step5();
    step4();
    i1 = 2;
    i2 = 3;
    strcpy(s2, "RECORDS PROGRAM, 2'ND STRING");
    h = Green;
    gflag = !differs(s1, s2);
    while (i1 < i2) {
      i3 = 5 * i1 - i2;
      step7(i1, i2, &i3);
      i1 += 1;
    }
    step8(row, grid, i1, i3);
    step1(head);
    for (c = 'A'; c <= gc2; ++c)
      if (h == classify(c, 'C')) {
        step6(Red, &h);
        strcpy(s2, "RECORDS PROGRAM, 3'RD STRING");
        i2 = run;
        gi = run;
      }
    i2 = i2 * i1;
    i1 = i2 / i3;
    i2 = 7 * (i2 - i3) - i1;
    step2(&i1);
  }
  times(&t1);
  ticks = t1.tms_utime - t0.tms_utime;

  printf("gi %d gflag %d gc1 %c gc2 %c\n", gi, gflag, gc1, gc2);
  printf("row[8] %d grid[8][7] %d\n", row[8], grid[8][7]);
  printf("head kind %d tint %d count %d text %s\n", head->kind, head->v.a.tint,
         head->v.a.count, head->v.a.text);
  printf("spare kind %d tint %d count %d text %s\n", spare->kind, spare->v.a.tint,
         spare->v.a.count, spare->v.a.text);
  printf("i1 %d i2 %d i3 %d h %d\n", i1, i2, i3, h);
  printf("s1 %s\ns2 %s\n", s1, s2);
  i = (gi == 17) + (gflag == 1) + (gc1 == 'A') + (gc2 == 'B') + (row[8] == 7) +
      (grid[8][7] == LOOPS + 10) + (head->v.a.count == 5) + (spare->v.a.count == 18) +
      (i1 == -7) + (i2 == 13) + (i3 == 7) + (h == Green) + (is_blue(Blue) == 1);
  printf("checks %d of 13, time measured %s\n", i, ticks >= 0 ? "yes" : "no");
  exit(i == 13 ? 0 : 1);
}
