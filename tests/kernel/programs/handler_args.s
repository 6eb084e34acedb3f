# hrecv's handler and masktrap on two nodes. Node 1 posts hrecv(7, buf, 8, handler),
# masks handlers, tells node 0 it is ready and waits long enough for the message
# to be in; the handler must not have run. Unmasking runs it (before masktrap(0)
# returns). Records in `results`:
#   0 masktrap(1): 0   1 handled before unmasking: 0   2 masktrap(0): 1
#   3 handled after: 1   4..7 the handler's arguments: type 7, count 8, node 0,
#   ptype 3   8, 9 the body: 0x55, 0x66
# Node 0 waits for READY (type 2), then sends the 8-byte message of type 7, ptype 3.

        .text
        .globl  _start
_start: call    mynode
        nop
        btne    %r16,%r0,receiver
        mov     2,%r16
        orh     h%buf,%r0,%r17
        or      l%buf,%r17,%r17
        mov     0,%r18
        call    crecv
        nop
        mov     7,%r16
        orh     h%body,%r0,%r17
        or      l%body,%r17,%r17
        mov     8,%r18
        mov     1,%r19
        mov     3,%r20
        call    csend
        nop
        br      finish
        nop

receiver:
        orh     h%results,%r0,%r8
        or      l%results,%r8,%r8
        mov     7,%r16
        orh     h%buf,%r0,%r17
        or      l%buf,%r17,%r17
        mov     8,%r18
        orh     h%handler,%r0,%r19
        or      l%handler,%r19,%r19
        call    hrecv
        nop
        mov     1,%r16
        call    masktrap
        nop
        st.l    %r16,0(%r8)
        mov     2,%r16
        orh     h%buf,%r0,%r17
        or      l%buf,%r17,%r17
        mov     0,%r18
        mov     0,%r19
        mov     0,%r20
        call    csend
        nop
        orh     0x1,%r0,%r5
1:      adds    -1,%r5,%r5
        btne    %r5,%r0,1b
        orh     ha%handled,%r0,%r6
        ld.l    l%handled(%r6),%r6
        st.l    %r6,4(%r8)
        mov     0,%r16
        call    masktrap
        nop
        st.l    %r16,8(%r8)
        orh     ha%handled,%r0,%r6
        ld.l    l%handled(%r6),%r6
        st.l    %r6,12(%r8)
        orh     h%buf,%r0,%r6
        or      l%buf,%r6,%r6
        ld.l    0(%r6),%r7
        st.l    %r7,32(%r8)
        ld.l    4(%r6),%r7
        st.l    %r7,36(%r8)
finish: mov     0,%r16
        call    _exit
        nop

handler:                                # handler(type, count, node, ptype)
        orh     h%results,%r0,%r20
        or      l%results,%r20,%r20
        st.l    %r16,16(%r20)
        st.l    %r17,20(%r20)
        st.l    %r18,24(%r20)
        st.l    %r19,28(%r20)
        mov     1,%r21
        orh     ha%handled,%r0,%r22
        bri     %r1
        st.l    %r21,l%handled(%r22)

        .data
        .align  8
body:   .long   0x55, 0x66
buf:    .long   0, 0
handled:
        .long   0
        .globl  results
results:
        .space  40
