/* <sys/param.h>: HZ, the tick times() counts in (hundredths of a second). */
#ifndef _SYS_PARAM_H
#define _SYS_PARAM_H

#ifndef HZ /* a program may set its own, as Dhrystone's makefiles do */
#define HZ 100
#endif

#ifndef MIN
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#endif

#endif
