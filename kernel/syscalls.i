# System call numbers: the call number in r31, arguments from r16, the result in
# r16, through `trap %r31,%r31,%r0` (the convention of Intel's SIM860 and NeXT's
# i860 kernel). Shared by the kernel (syscall.s) and the NX library (roms/nx).

        .set    SYS_EXIT, 0             # exit(status): the node halts
        .set    SYS_WRITE, 1            # write(buf, count): to the console
        .set    SYS_MYNODE, 2
        .set    SYS_NUMNODES, 3
        .set    SYS_ISEND, 4            # isend(type, buf, count, node, ptype) -> id
        .set    SYS_IRECV, 5            # irecv(typesel, buf, count) -> id
        .set    SYS_MSGDONE, 6          # msgdone(id) -> 1 when complete
        .set    SYS_MSGWAIT, 7          # msgwait(id): returns when complete
        .set    SYS_HRECV, 8            # hrecv(typesel, buf, count, handler; r20 the trampoline)
        .set    SYS_MASKTRAP, 9         # masktrap(state) -> the previous state
        .set    SYS_HANDLER_DONE, 10    # an hrecv handler returned (the trampoline's call)
        .set    SYS_HOST, 11            # host(call, a0, a1, a2, a3): the host-call device (host_calls.s)
        .set    SYS_MSGINFO, 12         # msginfo(which) -> the last message's count (0), node (1), type (2)
        .set    SYS_COUNT, 13

        # The system call instruction, as the kernel recognizes it at fir.
        .set    SYSCALL_WORD, 0x47e0f800        # trap %r31,%r31,%r0

        # Errors, returned in r16 as negative numbers.
        .set    E_BADCALL, -1           # no such call
        .set    E_BADID, -2             # not a message id of this process
        .set    E_FAULT, -3             # a buffer outside the process
        .set    E_NOSPACE, -4           # too many receives or sends outstanding
        .set    E_BADNODE, -5           # no such node
        .set    E_TOOLONG, -6           # longer than a message may be
