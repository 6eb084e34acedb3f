# What the last message a receive completed with was: its count, source node and
# type, noted when msgdone or msgwait finds the receive done, for NX's infocount,
# infonode and infotype. Linked last, so that the kernel's other routines keep
# their addresses (and the seed's experiment its cache layout).

        .include "syscalls.i"
        .include "messages.i"

        .text
        .align  8

# From sys_msgdone: r16 = a done post; uses r17, r18; back to msgdone_release.
        .globl  received
received:
        orh     h%last_message,%r0,%r18
        or      l%last_message,%r18,%r18
        ld.l    POST_BYTES(%r16),%r17
        st.l    %r17,LAST_COUNT(%r18)
        ld.l    POST_NODE(%r16),%r17
        st.l    %r17,LAST_NODE(%r18)
        ld.l    POST_TYPE(%r16),%r17
        br      msgdone_release
        st.l    %r17,LAST_TYPE(%r18)

# msginfo(which) -> the count (0), source node (1) or type (2) of the last message
# received, -1 before any. (An hrecv handler has them as its arguments.)
        .globl  sys_msginfo
sys_msginfo:
        subu    2,%r16,%r0              # CC: which <= 2 (unsigned)
        bnc     9f
        shl     2,%r16,%r16
        orh     ha%last_message,%r16,%r16
        bri     %r1
        ld.l    l%last_message(%r16),%r16
9:      bri     %r1
        mov     E_BADCALL,%r16

        .data
        .align  4
last_message:                           # LAST_COUNT, LAST_NODE, LAST_TYPE
        .long   -1, -1, -1
