# A token ring that keeps every node busy: for ROUNDS rounds each node works a
# while (an integer loop of WORK iterations), sends its running value to the next
# node (a 4-byte message of type 1, node numnodes()-1 wrapping to 0) and takes the
# one its predecessor sent. It exits with the low 8 bits of its value. The
# machine benchmark runs it on 16x16 nodes.

        .set    ROUNDS, 100
        .set    WORK, 200

        .text
        .globl  _start
_start: call    mynode
        nop
        mov     %r16,%r4                # r4: this node
        call    numnodes
        nop
        adds    1,%r4,%r5               # r5: the next node
        xor     %r5,%r16,%r0            # CC: it is numnodes(), so wraps to 0
        bnc     1f
        mov     0,%r5
1:      adds    1,%r4,%r6               # r6: the value, starting at this node + 1
        mov     ROUNDS,%r7              # r7: rounds to go
round:  mov     WORK,%r8
2:      shl     1,%r6,%r9               # the work: value = value * 3 ^ (value >> 5)
        adds    %r9,%r6,%r9
        shr     5,%r6,%r10
        xor     %r10,%r9,%r6
        adds    -1,%r8,%r8
        btne    %r8,%r0,2b
        orh     h%outgoing,%r0,%r17
        or      l%outgoing,%r17,%r17
        st.l    %r6,0(%r17)
        mov     1,%r16
        mov     4,%r18
        mov     %r5,%r19
        mov     0,%r20
        call    csend
        nop
        mov     1,%r16
        orh     h%incoming,%r0,%r17
        or      l%incoming,%r17,%r17
        mov     4,%r18
        call    crecv
        nop
        orh     ha%incoming,%r0,%r8
        ld.l    l%incoming(%r8),%r8
        adds    %r8,%r6,%r6
        adds    -1,%r7,%r7
        btne    %r7,%r0,round
        and     0xff,%r6,%r16
        call    _exit
        nop

        .data
        .align  4
outgoing:
        .long   0
incoming:
        .long   0
