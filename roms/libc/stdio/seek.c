/* Stream positions: the file's offset less what is read ahead. */
#include "../internal/stream.h"
#include "../internal/system.h"

#include <errno.h>

int fseek(FILE *stream, long offset, int whence) {
  if (whence != SEEK_SET && whence != SEEK_CUR && whence != SEEK_END) {
    errno = EINVAL;
    return -1;
  }
  if (__stream_settle(stream) != 0) return -1;
  if (__xp860_lseek(stream->fd, offset, whence) < 0) {
    errno = ESPIPE;
    return -1;
  }
  stream->eof = 0;
  return 0;
}

/* Pending output is written first: in append mode only the write itself says
   where it went. */
long ftell(FILE *stream) {
  if (stream->writing && __stream_flush(stream) != 0) return -1;
  long offset = __xp860_lseek(stream->fd, 0, SEEK_CUR);
  if (offset < 0) {
    errno = ESPIPE;
    return -1;
  }
  return offset - (long)(stream->filled - stream->position) - (stream->pushed != EOF);
}

void rewind(FILE *stream) {
  fseek(stream, 0, SEEK_SET);
  stream->error = 0;
}

int fgetpos(FILE *restrict stream, fpos_t *restrict pos) {
  long offset = ftell(stream);
  if (offset < 0) return -1;
  *pos = offset;
  return 0;
}

int fsetpos(FILE *stream, const fpos_t *pos) { return fseek(stream, *pos, SEEK_SET); }
