/* The stream table: stdin, stdout, stderr and the FOPEN_MAX - 3 files fopen can
   open; flushing, opening, closing, buffering modes. */
#include "../internal/stream.h"
#include "../internal/system.h"

#include <errno.h>
#include <stdlib.h>

static unsigned char stdin_buffer[BUFSIZ], stdout_buffer[BUFSIZ];

static struct __file streams[FOPEN_MAX] = {
  {0, STREAM_READ, _IOFBF, stdin_buffer, BUFSIZ, 0, 0, 0, EOF, 0, 0, 0},
  {1, STREAM_WRITE, _IOLBF, stdout_buffer, BUFSIZ, 0, 0, 0, EOF, 0, 0, 0},
  {2, STREAM_WRITE, _IONBF, NULL, 0, 0, 0, 0, EOF, 0, 0, 0},
};

FILE *stdin = &streams[0], *stdout = &streams[1], *stderr = &streams[2];

int __stream_fail(FILE *stream) {
  stream->error = 1;
  errno = EIO;
  return EOF;
}

int __stream_flush(FILE *stream) {
  size_t done = 0;
  while (stream->writing && done < stream->position) {
    int n = __xp860_write(stream->fd, stream->buffer + done, stream->position - done);
    if (n <= 0) {
      stream->position = 0;
      stream->writing = 0;
      return __stream_fail(stream);
    }
    done += (size_t)n;
  }
  stream->position = 0;
  stream->writing = 0;
  return 0;
}

int __stream_settle(FILE *stream) {
  if (stream->writing) return __stream_flush(stream);
  long unread = (long)(stream->filled - stream->position) + (stream->pushed != EOF);
  stream->position = stream->filled = 0;
  stream->pushed = EOF;
  if (unread != 0 && __xp860_lseek(stream->fd, -unread, SEEK_CUR) < 0) return __stream_fail(stream);
  return 0;
}

void __stream_flush_all(void) {
  for (int i = 0; i < FOPEN_MAX; i++)
    if (streams[i].writing) __stream_flush(&streams[i]);
}

int fflush(FILE *stream) {
  if (stream != NULL) return __stream_flush(stream);
  int result = 0;
  for (int i = 0; i < FOPEN_MAX; i++)
    if (streams[i].writing && __stream_flush(&streams[i]) != 0) result = EOF;
  return result;
}

/* The open flags for an fopen mode ("r", "w+b", ...), or -1 when it is not one. */
static int open_flags(const char *mode, int *access) {
  int flags;
  switch (*mode++) {
  case 'r': flags = XP860_O_RDONLY, *access = STREAM_READ; break;
  case 'w': flags = XP860_O_WRONLY | XP860_O_CREAT | XP860_O_TRUNC, *access = STREAM_WRITE; break;
  case 'a': flags = XP860_O_WRONLY | XP860_O_CREAT | XP860_O_APPEND, *access = STREAM_WRITE; break;
  default: return -1;
  }
  for (; *mode != '\0'; mode++) {
    if (*mode == '+') flags = (flags & ~(XP860_O_WRONLY | XP860_O_RDWR)) | XP860_O_RDWR,
                      *access = STREAM_READ | STREAM_WRITE;
    else if (*mode == 'x') flags |= XP860_O_EXCL;
    else if (*mode != 'b') return -1;
  }
  return flags;
}

static FILE *open_into(FILE *stream, const char *path, const char *mode) {
  int access, flags = open_flags(mode, &access);
  if (flags < 0) {
    errno = EINVAL;
    return NULL;
  }
  unsigned char *buffer = malloc(BUFSIZ);
  if (buffer == NULL) {
    errno = ENOMEM;
    return NULL;
  }
  int fd = __xp860_open(path, flags, 0666);
  if (fd < 0) {
    free(buffer);
    errno = ENOENT;
    return NULL;
  }
  struct __file opened = {fd, access, _IOFBF, buffer, BUFSIZ, 0, 0, 0, EOF, 0, 0, 1};
  *stream = opened;
  return stream;
}

FILE *fopen(const char *restrict path, const char *restrict mode) {
  for (int i = 3; i < FOPEN_MAX; i++)
    if (streams[i].access == 0)
      return open_into(&streams[i], path, mode);
  errno = EMFILE;
  return NULL;
}

int fclose(FILE *stream) {
  int result = stream->writing ? __stream_flush(stream) : 0;
  if (__xp860_close(stream->fd) != 0) result = __stream_fail(stream);
  if (stream->owns_buffer) free(stream->buffer);
  stream->access = 0;
  stream->buffer = NULL;
  stream->owns_buffer = 0;
  return result;
}

FILE *freopen(const char *restrict path, const char *restrict mode, FILE *restrict stream) {
  fclose(stream);
  return path != NULL ? open_into(stream, path, mode) : NULL;
}

int setvbuf(FILE *restrict stream, char *restrict buf, int mode, size_t size) {
  if ((mode != _IOFBF && mode != _IOLBF && mode != _IONBF) || __stream_settle(stream) != 0)
    return -1;
  unsigned char *buffer = (unsigned char *)buf;
  if (mode != _IONBF && buffer == NULL) {
    if (size == 0) size = BUFSIZ;
    if ((buffer = malloc(size)) == NULL) return -1;
  }
  if (stream->owns_buffer) free(stream->buffer);
  stream->owns_buffer = mode != _IONBF && buf == NULL;
  stream->buffer = mode == _IONBF ? NULL : buffer;
  stream->size = mode == _IONBF ? 0 : size;
  stream->buffering = mode;
  return 0;
}

void setbuf(FILE *restrict stream, char *restrict buf) {
  setvbuf(stream, buf, buf != NULL ? _IOFBF : _IONBF, BUFSIZ);
}
