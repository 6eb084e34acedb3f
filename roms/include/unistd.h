/* <unistd.h>: descriptor I/O straight to the host's files on a bare node: 0, 1
   and 2 are stdin, stdout, stderr. Not in a process (-mprocess), where <nx.h>'s
   write(buf, count) writes to the node's console. */
#ifndef _UNISTD_H
#define _UNISTD_H

#include <sys/types.h>

#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2

ssize_t read(int fd, void *buf, size_t count);
ssize_t write(int fd, const void *buf, size_t count);
off_t lseek(int fd, off_t offset, int whence);
int close(int fd);

#endif
