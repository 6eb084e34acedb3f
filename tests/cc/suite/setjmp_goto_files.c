/* longjmp out of 50 frames and back into the same setjmp repeatedly, goto into
   a loop body and over an assignment, 20000-deep recursion, VLA sizes, then a
   file written with fprintf and read back with fgets/sscanf, fseek/ftell/ungetc,
   append mode, binary fwrite/fread and remove. Expected output from gcc -m32
   (record.sh). */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <setjmp.h>
static jmp_buf env;
static int depth;
static void dive(int n) { char pad[64]; memset(pad, n, sizeof pad); depth = n; if (n == 50) longjmp(env, n + pad[3]); dive(n + 1); }
static long rec(long n) { return n == 0 ? 0 : 1 + rec(n - 1); }
static int vla_sum(int n, int m) {
  int a[n][m]; int s = 0;
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) a[i][j] = i * m + j;
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) s += a[i][j];
  return s + (int)sizeof a + (int)sizeof a[0] + (int)sizeof(int[n]);
}
int main(void) {
  volatile int count = 0;
  int r = setjmp(env);
  count++;
  if (r == 0) dive(0);
  printf("%d %d %d\n", r, count, depth);
  jmp_buf e2; volatile int k = 0;
  if (setjmp(e2) < 3) { k++; if (k < 5) longjmp(e2, k); }
  printf("k %d\n", k);
  int i = 0;
  goto inside;
  for (i = 0; i < 3; i++) {
    inside:
    printf("in loop %d\n", i);
  }
  {
    int x = 5;
    goto skip;
    x = 6;
  skip:
    printf("x %d\n", x);
  }
  printf("rec %ld\n", rec(20000));
  printf("vla %d\n", vla_sum(3, 5));
  int n = 7; char buf[n * 2];
  printf("%d\n", (int)sizeof buf);
  FILE *f = fopen("c2.tmp", "w+");
  for (int j = 0; j < 100; j++) fprintf(f, "line %d %f\n", j, j * 0.5);
  fflush(f);
  long pos = ftell(f);
  rewind(f);
  char line[64]; int got = 0, j2; double dv, sum = 0;
  while (fgets(line, sizeof line, f)) { if (sscanf(line, "line %d %lf", &j2, &dv) == 2) { got++; sum += dv; } }
  printf("pos %ld got %d sum %g eof %d\n", pos, got, sum, feof(f));
  fseek(f, 5, SEEK_SET); int ch = fgetc(f); ungetc('Q', f); int ch2 = fgetc(f); int ch3 = fgetc(f);
  printf("%c %c %c\n", ch, ch2, ch3);
  fseek(f, -9, SEEK_END); fgets(line, sizeof line, f); printf("tail [%s]", line);
  fclose(f);
  f = fopen("c2.tmp", "rb"); fseek(f, 0, SEEK_END); printf("size %ld\n", ftell(f)); fclose(f);
  f = fopen("c2.tmp", "a"); fputs("appended\n", f); fclose(f);
  f = fopen("c2.tmp", "r"); int lines = 0; while ((ch = getc(f)) != EOF) lines += ch == '\n'; fclose(f);
  printf("lines %d\n", lines);
  double arr[4] = {1.5, 2.5, 3.5, 4.5}, back[4];
  f = fopen("c2.bin", "wb"); printf("fw %d\n", (int)fwrite(arr, sizeof arr[0], 4, f)); fclose(f);
  f = fopen("c2.bin", "rb"); int items = (int)fread(back, sizeof back[0], 10, f); fclose(f);
  printf("fr %d %g %g\n", items, back[0], back[3]);
  int rm1 = remove("c2.tmp"), rm2 = remove("c2.bin");
  printf("rm %d %d %d %d\n", rm1, rm2, fopen("c2.tmp", "r") == NULL, remove("c2.tmp") != 0);
  return 0;
}
