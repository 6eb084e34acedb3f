# crt0 for a bare node (docs/abi.md): the stack where `xp860 run` put sp (the top
# of RAM), or at the end of the default 32 MB when sp is 0, 16-byte aligned;
# main(argc, argv) with the run's arguments (crt0_call_main.i); then exit(main's result) when the C
# library provides exit, else the result stays in r16 and the node halts at
# `br .`, which `xp860 run` reports.
        .include "host_device.i"
        .text
        .align  8
        .globl  _start
_start:
        btne    %sp,%r0,1f
        orh     0x0200,%r0,%sp          # 0x02000000, the end of 32 MB
1:      andnot  15,%sp,%sp
        .include "crt0_call_main.i"
        mov     %r16,%r4                # callee-saved across exit's lookup
        orh     h%exit,%r0,%r20
        or      l%exit,%r20,%r20
        btne    %r20,%r0,call_exit
halt:   br      halt
        mov     %r4,%r16
call_exit:
        calli   %r20
        nop
        br      halt
        nop

        .weak   exit
        .include "host_call.i"
