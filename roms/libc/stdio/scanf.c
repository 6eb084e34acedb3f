/* The scanf family: each sets up a source (internal/scan.h) and runs __scan. */
#include "../internal/scan.h"

static int get_stream(struct source *source) { return fgetc(source->target); }
static void unget_stream(struct source *source, int c) { ungetc(c, source->target); }

static int get_string(struct source *source) {
  const unsigned char *s = source->target;
  if (*s == '\0') return EOF;
  source->target = (void *)(s + 1);
  return *s;
}

static void unget_string(struct source *source, int c) {
  (void)c;
  source->target = (void *)((const char *)source->target - 1);
}

int vfscanf(FILE *restrict stream, const char *restrict format, va_list ap) {
  struct source source = {get_stream, unget_stream, stream, 0};
  return __scan(&source, format, ap);
}

int vscanf(const char *restrict format, va_list ap) { return vfscanf(stdin, format, ap); }

int vsscanf(const char *restrict s, const char *restrict format, va_list ap) {
  struct source source = {get_string, unget_string, (void *)s, 0};
  return __scan(&source, format, ap);
}

int fscanf(FILE *restrict stream, const char *restrict format, ...) {
  va_list ap;
  va_start(ap, format);
  int result = vfscanf(stream, format, ap);
  va_end(ap);
  return result;
}

int scanf(const char *restrict format, ...) {
  va_list ap;
  va_start(ap, format);
  int result = vfscanf(stdin, format, ap);
  va_end(ap);
  return result;
}

int sscanf(const char *restrict s, const char *restrict format, ...) {
  va_list ap;
  va_start(ap, format);
  int result = vsscanf(s, format, ap);
  va_end(ap);
  return result;
}
