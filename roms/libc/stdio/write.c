/* Output to streams: everything goes through __stream_write. */
#include "../internal/stream.h"
#include "../internal/system.h"

#include <string.h>

/* Writes straight to the file, bypassing the buffer. */
static size_t write_through(FILE *stream, const unsigned char *data, size_t length) {
  size_t done = 0;
  while (done < length) {
    int n = __xp860_write(stream->fd, data + done, length - done);
    if (n <= 0) {
      __stream_fail(stream);
      break;
    }
    done += (size_t)n;
  }
  return done;
}

size_t __stream_write(FILE *stream, const void *data, size_t length) {
  const unsigned char *bytes = data;
  if (!(stream->access & STREAM_WRITE)) {
    __stream_fail(stream);
    return 0;
  }
  if (!stream->writing && __stream_settle(stream) != 0) return 0;
  if (stream->size == 0) return write_through(stream, bytes, length);
  size_t done = 0;
  while (done < length) {
    if (stream->position == 0 && length - done >= stream->size)
      return done + write_through(stream, bytes + done, length - done);
    size_t room = stream->size - stream->position, n = length - done;
    if (n > room) n = room;
    memcpy(stream->buffer + stream->position, bytes + done, n);
    stream->position += n;
    stream->writing = 1;
    done += n;
    if (stream->position == stream->size && __stream_flush(stream) != 0) return done;
  }
  if (stream->buffering == _IOLBF && memchr(bytes, '\n', length) != NULL &&
      __stream_flush(stream) != 0)
    return 0;
  return done;
}

size_t fwrite(const void *restrict ptr, size_t size, size_t count, FILE *restrict stream) {
  if (size == 0 || count == 0) return 0;
  return __stream_write(stream, ptr, size * count) / size;
}

int fputc(int c, FILE *stream) {
  unsigned char byte = (unsigned char)c;
  return __stream_write(stream, &byte, 1) == 1 ? byte : EOF;
}

int putc(int c, FILE *stream) { return fputc(c, stream); }

int putchar(int c) { return fputc(c, stdout); }

int fputs(const char *restrict s, FILE *restrict stream) {
  size_t length = strlen(s);
  return __stream_write(stream, s, length) == length ? 0 : EOF;
}

int puts(const char *s) { return fputs(s, stdout) == 0 && putchar('\n') != EOF ? 0 : EOF; }
