/* <unistd.h>'s descriptor calls: the system layer's own. */
#include "../internal/system.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <unistd.h>

ssize_t read(int fd, void *buf, size_t count) { return __xp860_read(fd, buf, count); }
ssize_t write(int fd, const void *buf, size_t count) { return __xp860_write(fd, buf, count); }
off_t lseek(int fd, off_t offset, int whence) { return __xp860_lseek(fd, offset, whence); }
int close(int fd) { return __xp860_close(fd); }

long sysconf(int name) {
  switch (name) {
  case _SC_CLK_TCK: return 100; /* times() counts hundredths */
  case _SC_OPEN_MAX: return FOPEN_MAX;
  case _SC_PAGESIZE: return 4096; /* the i860's page */
  case _SC_NPROCESSORS_CONF: case _SC_NPROCESSORS_ONLN: return 1;
  default: errno = EINVAL; return -1;
  }
}

pid_t getpid(void) { return 1; }

/* The mode argument is there only with O_CREAT. */
int open(const char *path, int flags, ...) {
  int mode = 0;
  if (flags & O_CREAT) {
    va_list ap;
    va_start(ap, flags);
    mode = va_arg(ap, int);
    va_end(ap);
  }
  int fd = __xp860_open(path, flags, mode);
  if (fd < 0) errno = ENOENT; /* the device reports only failure, as for fopen */
  return fd;
}

int creat(const char *path, mode_t mode) { return open(path, O_WRONLY | O_CREAT | O_TRUNC, (int)mode); }
