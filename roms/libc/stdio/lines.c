/* getline and getdelim (POSIX): a whole line into a buffer that grows with
   realloc, as the caller's *line and *size say it is now. */
#include "../internal/stream.h"

#include <errno.h>
#include <stdlib.h>

ssize_t getdelim(char **restrict line, size_t *restrict size, int delimiter, FILE *restrict stream) {
  if (line == NULL || size == NULL) {
    errno = EINVAL;
    return -1;
  }
  size_t length = 0;
  for (;;) {
    int c = fgetc(stream);
    if (length + 2 > *size || *line == NULL) { /* room for c and the NUL */
      size_t bigger = *size < 64 ? 128 : *size * 2;
      char *grown = realloc(*line, bigger);
      if (grown == NULL) {
        errno = ENOMEM;
        return -1;
      }
      *line = grown;
      *size = bigger;
    }
    if (c == EOF) break;
    (*line)[length++] = (char)c;
    if (c == delimiter) break;
  }
  (*line)[length] = '\0';
  return length == 0 ? -1 : (ssize_t)length;
}

ssize_t getline(char **restrict line, size_t *restrict size, FILE *restrict stream) {
  return getdelim(line, size, '\n', stream);
}
