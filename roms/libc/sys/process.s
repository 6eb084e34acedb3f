# The C library's system layer for a process under the kernel (CC-CONTRACT.md): the
# functions of bare.s, each one system call, SYS_HOST, which the kernel passes to the
# host-call device with the process's pointers checked and translated
# (kernel/host_calls.s). Returns the device's result, -1 when the call failed.

        .include "host_device.i"
        .include "syscalls.i"
        .include "calls.i"

        .include "process_host_call.i"
