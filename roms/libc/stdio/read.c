/* Input from streams: everything goes through __stream_read. */
#include "../internal/stream.h"
#include "../internal/system.h"

#include <string.h>

/* Reads from the file into data; sets the end or error indicator. */
static size_t read_from_file(FILE *stream, unsigned char *data, size_t length) {
  if (stream == stdin && stdout->writing) __stream_flush(stdout); /* show the prompt */
  int n = __xp860_read(stream->fd, data, length);
  if (n < 0) {
    __stream_fail(stream);
    return 0;
  }
  if (n == 0) stream->eof = 1;
  return (size_t)n;
}

size_t __stream_read(FILE *stream, void *data, size_t length) {
  unsigned char *bytes = data;
  size_t done = 0;
  if (!(stream->access & STREAM_READ)) {
    __stream_fail(stream);
    return 0;
  }
  if (stream->writing && __stream_flush(stream) != 0) return 0;
  if (length > 0 && stream->pushed != EOF) {
    bytes[done++] = (unsigned char)stream->pushed;
    stream->pushed = EOF;
  }
  while (done < length) {
    if (stream->position < stream->filled) {
      size_t n = stream->filled - stream->position;
      if (n > length - done) n = length - done;
      memcpy(bytes + done, stream->buffer + stream->position, n);
      stream->position += n;
      done += n;
      continue;
    }
    if (stream->eof || stream->error) break;
    if (length - done >= stream->size) { /* unbuffered, or a large read */
      size_t n = read_from_file(stream, bytes + done, length - done);
      if (n == 0) break;
      done += n;
    } else {
      stream->position = 0;
      stream->filled = read_from_file(stream, stream->buffer, stream->size);
      if (stream->filled == 0) break;
    }
  }
  return done;
}

size_t fread(void *restrict ptr, size_t size, size_t count, FILE *restrict stream) {
  if (size == 0 || count == 0) return 0;
  return __stream_read(stream, ptr, size * count) / size;
}

int fgetc(FILE *stream) {
  unsigned char byte;
  return __stream_read(stream, &byte, 1) == 1 ? byte : EOF;
}

int getc(FILE *stream) { return fgetc(stream); }

int getchar(void) { return fgetc(stdin); }

int ungetc(int c, FILE *stream) {
  if (c == EOF || stream->pushed != EOF || !(stream->access & STREAM_READ)) return EOF;
  if (stream->writing && __stream_flush(stream) != 0) return EOF;
  stream->pushed = (unsigned char)c;
  stream->eof = 0;
  return (unsigned char)c;
}

char *fgets(char *restrict s, int n, FILE *restrict stream) {
  if (n <= 0) return NULL;
  int i = 0, c = 0;
  while (i < n - 1 && (c = fgetc(stream)) != EOF) {
    s[i++] = (char)c;
    if (c == '\n') break;
  }
  if ((c == EOF && i == 0) || stream->error) return NULL;
  s[i] = '\0';
  return s;
}
