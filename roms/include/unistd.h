/* <unistd.h>: descriptor I/O straight to the host's files on a bare node: 0, 1
   and 2 are stdin, stdout, stderr; sysconf, getpid (the program is process 1),
   sleep and usleep. Not in a process (-mprocess), where <nx.h>'s
   write(buf, count) writes to the node's console. */
#ifndef _UNISTD_H
#define _UNISTD_H

#include <sys/types.h>

#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2

#define _SC_CLK_TCK 2 /* sysconf's names: Linux's numbers */
#define _SC_OPEN_MAX 4
#define _SC_PAGESIZE 30
#define _SC_PAGE_SIZE _SC_PAGESIZE
#define _SC_NPROCESSORS_CONF 83
#define _SC_NPROCESSORS_ONLN 84

ssize_t read(int fd, void *buf, size_t count);
ssize_t write(int fd, const void *buf, size_t count);
off_t lseek(int fd, off_t offset, int whence);
int close(int fd);
long sysconf(int name);
pid_t getpid(void);
/* The node's time passes (its time-stamp counter), nothing else happens. */
unsigned sleep(unsigned seconds);
int usleep(unsigned long microseconds);

#endif
