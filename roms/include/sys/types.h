/* <sys/types.h>: the POSIX types the library's own calls use. */
#ifndef _SYS_TYPES_H
#define _SYS_TYPES_H

#include <stddef.h>

typedef long ssize_t;
typedef long off_t;
typedef int pid_t;
typedef unsigned int mode_t;
typedef long time_t;
typedef long clock_t;

#endif
