# The C library's system layer on a bare node (CC-CONTRACT.md): each function hands
# its arguments to the host-call device and returns the device's result, -1 when
# the call failed. i860 C convention: arguments in r16.., the result in r16, return
# by bri r1; r16..r31 may be clobbered.

        .include "host_device.i"
        .include "calls.i"

# host_call: r16..r19 = ARG0..ARG3, r21 = the call number; r16 = RESULT.
host_call:
        orh     h%HOST_BASE,%r0,%r30
        or      l%HOST_BASE,%r30,%r30
        st.l    %r16,HOST_ARG0(%r30)
        st.l    %r17,HOST_ARG1(%r30)
        st.l    %r18,HOST_ARG2(%r30)
        st.l    %r19,HOST_ARG3(%r30)
        st.l    %r21,HOST_CALL(%r30)
        ld.l    HOST_RESULT(%r30),%r16
        bri     %r1
        nop
