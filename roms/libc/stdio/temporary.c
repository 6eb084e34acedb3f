/* Temporary files, in the folder the program's files live in (xp860 run's root).
   tmpfile removes its file as soon as it is open: the host keeps it while the
   stream holds it and drops it at fclose or exit, as Unix does. */
#include <stdio.h>

/* A name no file has yet: tmp.xp860.N for the next N whose file does not open. */
char *tmpnam(char *s) {
  static char shared[L_tmpnam];
  static int next;
  char *name = s != NULL ? s : shared;
  while (next < TMP_MAX) {
    snprintf(name, L_tmpnam, "tmp.xp860.%d", next++);
    FILE *existing = fopen(name, "r");
    if (existing == NULL) return name;
    fclose(existing);
  }
  return NULL;
}

FILE *tmpfile(void) {
  char name[L_tmpnam];
  while (tmpnam(name) != NULL) {
    FILE *file = fopen(name, "wb+x"); /* x: fails if the name was taken meanwhile */
    if (file != NULL) {
      remove(name);
      return file;
    }
  }
  return NULL;
}
