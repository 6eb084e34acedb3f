/* A file written, read back, appended to, renamed and removed; stderr; stdin at
   its end; setjmp/longjmp; atexit handlers and exit's status with output still
   buffered (cc.libc_programs compares stdout and the status with the host C
   library's). */
#include <errno.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static jmp_buf back;

static void last(void) { printf("atexit: last registered, first run\n"); }
static void first(void) { printf("atexit: first registered, run last"); }

static void deep(int level) {
  if (level == 0) longjmp(back, 42);
  deep(level - 1);
}

int main(void) {
  FILE *f = fopen("libc_numbers.txt", "w");
  if (f == NULL) return 10;
  for (int i = 0; i < 50; i++) fprintf(f, "%d %.6f word%d\n", i * i, i / 7.0, i);
  if (fclose(f) != 0) return 11;
  f = fopen("libc_numbers.txt", "r");
  int n, count = 0;
  double d = 0;
  char word[32] = "";
  long sum = 0;
  while (fscanf(f, "%d %lf %31s", &n, &d, word) == 3) sum += n, count++;
  printf("read %d lines, sum %ld, last %s %.6f, at end %d\n", count, sum, word, d, feof(f) != 0);
  fseek(f, 0, SEEK_END);
  printf("size %ld\n", ftell(f));
  rewind(f);
  char line[64];
  if (fgets(line, sizeof line, f) != NULL) printf("first line: %s", line);
  fclose(f);
  f = fopen("libc_numbers.txt", "a");
  fputs("appended\n", f);
  fclose(f);
  int renamed = rename("libc_numbers.txt", "libc_renamed.txt");
  printf("rename %d\n", renamed);
  errno = 0;
  FILE *missing = fopen("libc_numbers.txt", "r");
  printf("old name opens: %d, errno set: %d\n", missing != NULL, errno != 0);
  f = fopen("libc_renamed.txt", "rb");
  fseek(f, -9, SEEK_END);
  printf("tail: %s", fgets(line, sizeof line, f));
  fclose(f);
  int removed = remove("libc_renamed.txt");
  int again = remove("libc_renamed.txt");
  printf("remove %d then %d\n", removed, again);
  fprintf(stderr, "this goes to stderr\n");
  printf("getchar at the end of stdin: %d\n", getchar());
  int value = setjmp(back);
  if (value == 0) deep(10);
  printf("longjmp brought %d\n", value);
  atexit(first);
  atexit(last);
  printf("exit(3) with this line still in the buffer: ");
  exit(3);
}
