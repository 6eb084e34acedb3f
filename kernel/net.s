# The network interface's interrupt: every waiting message is taken from it, in
# arrival order. One a receive is posted for goes straight to that receive's
# buffer (an hrecv's handler is then due); any other is kept (messages.s) until a
# receive is posted for it. When every keeping slot is full, arrivals stop
# interrupting and wait in the network interface (and behind it in the mesh)
# until a receive frees a slot: nothing is lost.

        .include "machine.i"
        .include "layout.i"
        .include "messages.i"

        .text
        .align  8
        .globl  net_service
net_service:
        mov     %r1,%r4
        orh     h%NI_BASE,%r0,%r5
net_next:
        ld.l    NI_RECV_COUNT(%r5),%r6
        btne    %r6,%r0,1f
        bri     %r4
        nop
1:      ld.l    NI_RECV_TYPE(%r5),%r7
        ld.l    NI_RECV_BYTES(%r5),%r8
        ld.l    NI_RECV_NODE(%r5),%r9
        ld.l    NI_RECV_PTYPE(%r5),%r10
        mov     %r7,%r16
        call    find_post
        nop
        bte     %r16,%r0,net_keep
        mov     %r16,%r11
        # Posted: the body goes to the receive's buffer. One longer than the
        # buffer is cut to it: the body lands in a keeping slot's space first.
        ld.l    POST_CAPACITY(%r11),%r12
        subu    %r12,%r8,%r0            # CC: bytes <= capacity
        bnc     net_truncate
        ld.l    POST_BUFFER(%r11),%r16
        call    user_physical
        nop
        call    net_take                # r16 = where the body goes
        nop
net_complete:
        mov     %r11,%r16
        mov     %r7,%r17
        mov     %r8,%r18
        mov     %r9,%r19
        mov     %r10,%r20
        call    complete
        nop
        br      net_next
        nop

net_truncate:
        orh     h%bounce,%r0,%r16
        or      l%bounce,%r16,%r16
        call    net_take
        nop
        ld.l    POST_BUFFER(%r11),%r16
        orh     h%bounce,%r0,%r17
        or      l%bounce,%r17,%r17
        ld.l    POST_CAPACITY(%r11),%r18
        call    copy_bytes
        nop
        br      net_complete
        nop

net_keep:                               # no receive: into a free slot
        orh     h%earlies,%r0,%r12
        or      l%earlies,%r12,%r12
        mov     EARLIES,%r13
2:      ld.l    EARLY_USED(%r12),%r14
        bte     %r14,%r0,3f
        adds    EARLY_SIZE,%r12,%r12
        adds    -1,%r13,%r13
        btne    %r13,%r0,2b
        st.l    %r0,NI_CONTROL(%r5)     # all full: stop interrupting until one frees
        bri     %r4
        nop
3:      st.l    %r7,EARLY_TYPE(%r12)
        st.l    %r8,EARLY_BYTES(%r12)
        st.l    %r9,EARLY_NODE(%r12)
        st.l    %r10,EARLY_PTYPE(%r12)
        orh     ha%next_arrival,%r0,%r13
        ld.l    l%next_arrival(%r13),%r14
        adds    1,%r14,%r14
        st.l    %r14,l%next_arrival(%r13)
        st.l    %r14,EARLY_USED(%r12)
        adds    EARLY_BODY,%r12,%r16    # the kernel runs 1:1: virtual is physical
        call    net_take
        nop
        br      net_next
        nop

# net_take(r16 = physical address): the first waiting message's body goes there
# by DMA, and the message leaves the interface. Returns when the body is in.
net_take:
        st.l    %r16,NI_RECV_ADDRESS(%r5)
        st.l    %r0,NI_RECV_TAKE(%r5)
1:      ld.l    NI_RECV_STATUS(%r5),%r17
        btne    %r17,%r0,1b
        bri     %r1
        nop

# user_physical(r16 = an address of the process) -> its physical address.
        .globl  user_physical
user_physical:
        orh     h%USER_BASE,%r0,%r17
        subs    %r16,%r17,%r16
        bri     %r1
        orh     h%USER_PHYS,%r16,%r16

        .bss
        .align  32
bounce: .space  NI_MAX_BODY
