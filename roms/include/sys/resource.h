/* <sys/resource.h>: getrusage, the node's time-stamp counter as user time (a
   program's time is all user time, as with times()); the other fields are 0. */
#ifndef _SYS_RESOURCE_H
#define _SYS_RESOURCE_H

#include <sys/time.h>

#define RUSAGE_SELF 0
#define RUSAGE_CHILDREN (-1)

struct rusage {
  struct timeval ru_utime, ru_stime;
  long ru_maxrss, ru_ixrss, ru_idrss, ru_isrss, ru_minflt, ru_majflt, ru_nswap;
  long ru_inblock, ru_oublock, ru_msgsnd, ru_msgrcv, ru_nsignals, ru_nvcsw, ru_nivcsw;
};

int getrusage(int who, struct rusage *usage);

#endif
