/* <nx.h>: the Paragon's NX message calls, as roms/nx/nx.s provides them to a
   program running as a process under the kernel (xp860-cc -mprocess). The
   signatures are the Paragon C ones: buffers are char *, every other argument
   and result a long. infocount, infonode and infotype report the count, source
   node and type of the last message a receive completed with (crecv, msgwait,
   msgdone), -1 before any; an hrecv handler gets them as its arguments. */
#ifndef _NX_H
#define _NX_H

void csend(long type, char *buf, long count, long node, long ptype);
void crecv(long typesel, char *buf, long count);
long isend(long type, char *buf, long count, long node, long ptype);
long irecv(long typesel, char *buf, long count);
long msgdone(long id);
void msgwait(long id);
void hrecv(long typesel, char *buf, long count,
           void (*handler)(long type, long count, long node, long ptype));
long masktrap(long state);
long mynode(void);
long numnodes(void);
long infocount(void);
long infonode(void);
long infotype(void);
double dclock(void);

#endif
