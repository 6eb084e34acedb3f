/* Stream indicators, perror, and the file operations that need no stream. */
#include "../internal/stream.h"
#include "../internal/system.h"

#include <errno.h>
#include <string.h>

int feof(FILE *stream) { return stream->eof; }
int ferror(FILE *stream) { return stream->error; }
int fileno(FILE *stream) { return stream->fd; }

void clearerr(FILE *stream) {
  stream->eof = 0;
  stream->error = 0;
}

void perror(const char *s) {
  const char *message = strerror(errno);
  if (s != NULL && *s != '\0') {
    fputs(s, stderr);
    fputs(": ", stderr);
  }
  fputs(message, stderr);
  fputc('\n', stderr);
}

int remove(const char *path) {
  if (__xp860_remove(path) == 0) return 0;
  errno = ENOENT;
  return -1;
}

int rename(const char *from, const char *to) {
  if (__xp860_rename(from, to) == 0) return 0;
  errno = ENOENT;
  return -1;
}
