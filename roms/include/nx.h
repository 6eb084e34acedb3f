/* <nx.h>: the Paragon's NX message calls, as roms/nx/nx.s provides them to a
   program running as a process under the kernel (xp860-cc -mprocess). The
   signatures are the Paragon C ones: every argument and result is a long. */
#ifndef _NX_H
#define _NX_H

typedef void (*nx_handler_t)(long type, long count, long node, long ptype);

void csend(long type, void *buf, long count, long node, long ptype);
void crecv(long typesel, void *buf, long count);
long isend(long type, void *buf, long count, long node, long ptype);
long irecv(long typesel, void *buf, long count);
long msgdone(long id);
void msgwait(long id);
void hrecv(long typesel, void *buf, long count, nx_handler_t handler);
long masktrap(long state);
long mynode(void);
long numnodes(void);
long infocount(void);
long infonode(void);
long infotype(void);
double dclock(void);

#endif
