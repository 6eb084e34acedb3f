/* FILE as the stdio functions share it. A stream's buffer holds either bytes
   read ahead (position < filled) or bytes not yet written (writing set), never
   both; switching direction first empties it (__stream_settle). */
#ifndef XP860_LIBC_STREAM_H
#define XP860_LIBC_STREAM_H

#include <stdio.h>

enum { STREAM_READ = 1, STREAM_WRITE = 2 };

struct __file {
  int fd;
  int access;                 /* STREAM_READ | STREAM_WRITE; 0: the slot is free */
  int buffering;              /* _IOFBF, _IOLBF or _IONBF */
  unsigned char *buffer;
  size_t size;
  size_t position;            /* next byte to read, or bytes waiting to be written */
  size_t filled;              /* bytes read into the buffer */
  int writing;
  int pushed;                 /* the byte ungetc gave back, or EOF */
  int eof, error;
  int owns_buffer;            /* the buffer came from malloc */
};

int __stream_flush(FILE *stream);        /* writes what waits; 0 or EOF */
void __stream_flush_all(void);
int __stream_settle(FILE *stream);       /* empties the buffer, keeping the offset */
size_t __stream_write(FILE *stream, const void *data, size_t length);
size_t __stream_read(FILE *stream, void *data, size_t length);
int __stream_fail(FILE *stream);         /* sets the error indicator and errno; EOF */

#endif
