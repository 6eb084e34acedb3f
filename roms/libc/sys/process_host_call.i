# host_call: r16..r19 = ARG0..ARG3, r21 = the call number; r16 = RESULT. SYS_HOST
# takes the call number in r16 and the arguments in r17..r20.
host_call:
        mov     %r19,%r20
        mov     %r18,%r19
        mov     %r17,%r18
        mov     %r16,%r17
        mov     %r21,%r16
        mov     SYS_HOST,%r31
        trap    %r31,%r31,%r0
        bri     %r1
        nop
