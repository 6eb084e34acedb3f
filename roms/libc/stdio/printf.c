/* The printf family: each sets up a sink (internal/format.h) and runs __format. */
#include "../internal/format.h"
#include "../internal/stream.h"

static int put_stream(struct sink *sink, const char *text, size_t length) {
  return __stream_write(sink->target, text, length) == length ? 0 : -1;
}

static int put_buffer(struct sink *sink, const char *text, size_t length) {
  char *buffer = sink->target;
  for (size_t i = 0; i < length; i++)
    if (sink->count + i + 1 < sink->capacity) buffer[sink->count + i] = text[i];
  return 0;
}

int vfprintf(FILE *restrict stream, const char *restrict format, va_list ap) {
  struct sink sink = {put_stream, stream, 0, 0, 0, 0};
  return __format(&sink, format, ap);
}

int vprintf(const char *restrict format, va_list ap) { return vfprintf(stdout, format, ap); }

int vsnprintf(char *restrict s, size_t n, const char *restrict format, va_list ap) {
  struct sink sink = {put_buffer, s, n, 0, 0, 0};
  int result = __format(&sink, format, ap);
  if (n > 0) s[sink.count < n ? sink.count : n - 1] = '\0';
  return result;
}

int vsprintf(char *restrict s, const char *restrict format, va_list ap) {
  return vsnprintf(s, (size_t)-1, format, ap);
}

int printf(const char *restrict format, ...) {
  va_list ap;
  va_start(ap, format);
  int result = vfprintf(stdout, format, ap);
  va_end(ap);
  return result;
}

int fprintf(FILE *restrict stream, const char *restrict format, ...) {
  va_list ap;
  va_start(ap, format);
  int result = vfprintf(stream, format, ap);
  va_end(ap);
  return result;
}

int snprintf(char *restrict s, size_t n, const char *restrict format, ...) {
  va_list ap;
  va_start(ap, format);
  int result = vsnprintf(s, n, format, ap);
  va_end(ap);
  return result;
}

int sprintf(char *restrict s, const char *restrict format, ...) {
  va_list ap;
  va_start(ap, format);
  int result = vsnprintf(s, (size_t)-1, format, ap);
  va_end(ap);
  return result;
}
