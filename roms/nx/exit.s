# void exit(long status) for a process linked without the C library: the kernel's
# exit system call (the node prints "exit STATUS" and halts). A file of its own, so
# an archive member of its own in libnx.a: where the C library is linked before the
# NX library (xp860-cc -mprocess), its exit, which runs the atexit handlers and
# flushes the streams, is already defined and the link takes nothing from here.

        .include "syscalls.i"

        .text
        .align  8
        .globl  exit
exit:   mov     SYS_EXIT,%r31
        trap    %r31,%r31,%r0
