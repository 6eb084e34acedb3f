# The NX library: the Paragon's message calls as a user program calls them (i860
# C convention: arguments in r16..r27, result in r16, double result in f8:f9,
# return address in r1; r16..r31 and f8..f31 may be clobbered). Each call is a
# system call (kernel/syscalls.i) except dclock(), which reads the node's
# time-stamp counter from the page the kernel maps readable in user mode.

        .include "syscalls.i"
        .include "machine.i"
        .include "layout.i"

        .text
        .align  8

# void csend(long type, char *buf, long count, long node, long ptype)
        .globl  csend
csend:  mov     SYS_ISEND,%r31
        trap    %r31,%r31,%r0
        br      wait_for_id
        nop

# void crecv(long typesel, char *buf, long count)
        .globl  crecv
crecv:  mov     SYS_IRECV,%r31
        trap    %r31,%r31,%r0
wait_for_id:                            # r16: an id, or an error passed on
        subs    0,%r16,%r0              # CC: the id is positive
        bnc     1f
        mov     SYS_MSGWAIT,%r31
        trap    %r31,%r31,%r0           # returns when the message is done
1:      bri     %r1
        nop

# long isend(long type, char *buf, long count, long node, long ptype) -> id
        .globl  isend
isend:  mov     SYS_ISEND,%r31
        trap    %r31,%r31,%r0
        bri     %r1
        nop

# long irecv(long typesel, char *buf, long count) -> id
        .globl  irecv
irecv:  mov     SYS_IRECV,%r31
        trap    %r31,%r31,%r0
        bri     %r1
        nop

# long msgdone(long id) -> 1 when complete
        .globl  msgdone
msgdone:
        mov     SYS_MSGDONE,%r31
        trap    %r31,%r31,%r0
        bri     %r1
        nop

# void msgwait(long id)
        .globl  msgwait
msgwait:
        mov     SYS_MSGWAIT,%r31
        trap    %r31,%r31,%r0
        bri     %r1
        nop

# void hrecv(long typesel, char *buf, long count, void (*handler)(long, long, long, long))
# The kernel runs the handler with the message's (type, count, node, ptype) and
# r1 = nx_handler_return, once; it may call hrecv again for the next message.
        .globl  hrecv
hrecv:  orh     h%nx_handler_return,%r0,%r20
        or      l%nx_handler_return,%r20,%r20
        mov     SYS_HRECV,%r31
        trap    %r31,%r31,%r0
        bri     %r1
        nop

nx_handler_return:                      # a handler returned: back to the program
        mov     SYS_HANDLER_DONE,%r31
        trap    %r31,%r31,%r0

# long masktrap(long state) -> the previous state: 1 holds handlers, 0 lets them run
        .globl  masktrap
masktrap:
        mov     SYS_MASKTRAP,%r31
        trap    %r31,%r31,%r0
        bri     %r1
        nop

        .globl  mynode
mynode: mov     SYS_MYNODE,%r31
        trap    %r31,%r31,%r0
        bri     %r1
        nop

        .globl  numnodes
numnodes:
        mov     SYS_NUMNODES,%r31
        trap    %r31,%r31,%r0
        bri     %r1
        nop

# long infocount(void), infonode(void), infotype(void): the count, source node and
# type of the last message a receive completed with (crecv, msgwait, msgdone), -1
# before any. One kernel call, its argument saying which.
        .globl  infocount
infocount:
        br      msginfo
        mov     0,%r16

        .globl  infonode
infonode:
        br      msginfo
        mov     1,%r16

        .globl  infotype
infotype:
        mov     2,%r16
msginfo:
        mov     SYS_MSGINFO,%r31
        trap    %r31,%r31,%r0
        bri     %r1
        nop

# void _exit(long status): the kernel's exit call, the node prints "exit STATUS" and
# halts. exit() is the C library's (atexit handlers, streams flushed); crt0-process
# falls back to _exit where no C library is linked.
        .globl  _exit
_exit:  mov     SYS_EXIT,%r31
        trap    %r31,%r31,%r0

# long write(char *buf, long count): to the node's console
        .globl  write
write:  mov     SYS_WRITE,%r31
        trap    %r31,%r31,%r0
        bri     %r1
        nop

# double dclock(void): seconds since the node started, from the time-stamp
# counter (TIMER_TICKS_PER_SECOND). The 64-bit count becomes a double by the
# Paragon's own trick (PARAGON-FACTS §2, the TAU timers): with 0x4330 in the top
# of the high word the pair is 2^52 + count, exactly while count < 2^52.
        .globl  dclock
dclock: orh     h%USER_CLOCK,%r0,%r31
        fld.d   TIMER_COUNT(%r31),%f8   # f8 the low word, f9 the high
        fxfr    %f9,%r16
        orh     0x4330,%r16,%r16
        ixfr    %r16,%f9
        orh     ha%dclock_constants,%r0,%r31
        fld.d   l%dclock_constants(%r31),%f10
        fld.d   l%dclock_constants+8(%r31),%f12
        fsub.dd %f8,%f10,%f8
        bri     %r1
        fmul.dd %f8,%f12,%f8

        .data
        .align  8
dclock_constants:
        .long   0, 0x43300000           # 2^52
        .double 2.0e-8                  # seconds per tick: 1 / TIMER_TICKS_PER_SECOND
