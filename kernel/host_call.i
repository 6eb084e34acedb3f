# host_call: one call of the host-call device (host_device.i), for the C library's
# bare-node layer (roms/libc/sys/bare.s) and the kernel's SYS_HOST (host_calls.s):
# r16..r19 = ARG0..ARG3, r21 = the call number; r16 = RESULT, -1 when the call
# failed. Uses r30; returns by bri r1.

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
