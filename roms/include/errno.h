/* <errno.h>: error numbers. The values are the library's own; the system layer
   reports only failure (-1), so most failures set EIO. */
#ifndef _ERRNO_H
#define _ERRNO_H

extern int errno;
#define errno errno

#define EPERM    1
#define ENOENT   2
#define EIO      5
#define EBADF    9
#define ENOMEM  12
#define EACCES  13
#define EEXIST  17
#define EINVAL  22
#define EMFILE  24
#define ENOSPC  28
#define ESPIPE  29
#define EDOM    33
#define ERANGE  34
#define EILSEQ  84

#endif
