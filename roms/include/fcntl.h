/* <fcntl.h>: open() on the host-file device (bare node only, like <unistd.h>'s
   calls). The flags have Linux's values, which the device takes as they are. */
#ifndef _FCNTL_H
#define _FCNTL_H

#include <sys/types.h>

#define O_RDONLY 0
#define O_WRONLY 1
#define O_RDWR 2
#define O_ACCMODE 3
#define O_CREAT 0x40
#define O_EXCL 0x80
#define O_TRUNC 0x200
#define O_APPEND 0x400
#define O_BINARY 0 /* for programs written for DOS and Windows */

int open(const char *path, int flags, ...);
int creat(const char *path, mode_t mode);

#endif
