/* tmpfile written, rewound and read back (binary and text), and gone once the
   program ends; tmpnam's names distinct and not yet files; getline and getdelim
   over a file of lines longer than the first buffer, growing it with realloc,
   the last line without its newline; fileno of the standard streams. Expected
   output from gcc -m32 (record.sh); the names are not printed, as glibc's are in
   /tmp and ours in the run's folder. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  FILE *t = tmpfile();
  if (t == NULL) return 1;
  for (int i = 0; i < 500; i++) fprintf(t, "%d,", i * i);
  double values[3] = {1.5, -2.25, 1e300};
  fwrite(values, sizeof values[0], 3, t);
  rewind(t);
  long sum = 0, v;
  int fields = 0;
  while (fields < 500 && fscanf(t, "%ld,", &v) == 1) sum += v, fields++;
  double back[3];
  size_t got = fread(back, sizeof back[0], 3, t);
  printf("tmpfile %d fields, sum %ld, %d doubles %g %g %g, eof %d\n", fields, sum, (int)got, back[0], back[1],
         back[2], fgetc(t) == EOF);
  fclose(t);

  char a[L_tmpnam], b[L_tmpnam];
  char *pa = tmpnam(a), *pb = tmpnam(b);
  FILE *probe = pa ? fopen(pa, "r") : NULL;
  printf("tmpnam %d %d %d %d\n", pa == a, pb == b, strcmp(a, b) != 0, probe == NULL);

  FILE *f = fopen("tmpfile_getline.txt", "w");
  fputs("short\n", f);
  for (int i = 0; i < 300; i++) fputc('a' + i % 26, f);
  fputs("\n\nlast:no newline", f);
  fclose(f);
  f = fopen("tmpfile_getline.txt", "r");
  char *line = NULL;
  size_t size = 0;
  ssize_t n;
  int count = 0;
  while ((n = getline(&line, &size, f)) != -1)
    printf("line %d: %d chars, ends %d, starts %.5s, buffer ok %d\n", ++count, (int)n, line[n - 1] == '\n', line,
           size > (size_t)n && line[n] == '\0');
  rewind(f);
  n = getdelim(&line, &size, ':', f);
  printf("getdelim %d last char %c\n", (int)n, line[n - 1]);
  fseek(f, -10, SEEK_END);
  n = getdelim(&line, &size, ':', f);
  printf("tail %d [%s]\n", (int)n, line);
  fclose(f);
  free(line);
  remove("tmpfile_getline.txt");
  printf("fileno %d %d %d\n", fileno(stdin), fileno(stdout), fileno(stderr));
  return 0;
}
