/* <unistd.h>'s descriptor calls: the system layer's own. */
#include "../internal/system.h"

#include <unistd.h>

ssize_t read(int fd, void *buf, size_t count) { return __xp860_read(fd, buf, count); }
ssize_t write(int fd, const void *buf, size_t count) { return __xp860_write(fd, buf, count); }
off_t lseek(int fd, off_t offset, int whence) { return __xp860_lseek(fd, offset, whence); }
int close(int fd) { return __xp860_close(fd); }
