# The C library's system layer on a bare node (CC-CONTRACT.md): each function hands
# its arguments to the host-call device and returns the device's result, -1 when
# the call failed. i860 C convention: arguments in r16.., the result in r16, return
# by bri r1; r16..r31 may be clobbered.

        .include "host_device.i"
        .include "calls.i"

        .include "host_call.i"
