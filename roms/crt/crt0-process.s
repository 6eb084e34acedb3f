# crt0 for a process under the kernel (xp860-cc -mprocess, linked at USER_BASE):
# the kernel starts it with sp = fp = USER_STACK_TOP (kernel/boot.s), 16-byte
# aligned. main(argc, argv) with the run's arguments (crt0_call_main.i), then exit(main's result): the C library's exit
# when linked (atexit handlers, streams flushed), else the NX library's _exit (the
# kernel's exit call).
        .include "host_device.i"
        .include "syscalls.i"
        .text
        .align  8
        .globl  _start
_start:
        .include "crt0_call_main.i"
        mov     %sp,%r28
        orh     h%exit,%r0,%r20         # weak: 0 where no C library defines it
        or      l%exit,%r20,%r20
        btne    %r20,%r0,call_exit
        call    _exit
        nop
call_exit:
        calli   %r20
        nop
halt:   br      halt
        nop

        .weak   exit
        .include "process_host_call.i"
