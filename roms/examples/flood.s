# Every node but 0 sends ROUNDS messages of the largest size (4096 bytes, type 1) to
# node 0, each starting with the sender's number; node 0 takes them all with
# crecv(-1) and exits with the sum of those first words. Node 0's receive buffer
# holds one such packet at a time, so the mesh holds the rest back: the machine's
# back-pressure, as the MPI test drives it across ranks (tests/network).

        .set    ROUNDS, 3
        .set    BYTES, 4096

        .text
        .globl  _start
_start: call    mynode
        nop
        mov     %r16,%r4                # r4: this node
        call    numnodes
        nop
        mov     %r16,%r5                # r5: the nodes
        bte     %r4,%r0,take
        orh     h%buffer,%r0,%r17
        or      l%buffer,%r17,%r17
        st.l    %r4,0(%r17)
        mov     ROUNDS,%r6              # r6: messages still to send
1:      mov     1,%r16
        orh     h%buffer,%r0,%r17
        or      l%buffer,%r17,%r17
        mov     BYTES,%r18
        mov     0,%r19
        mov     0,%r20
        call    csend
        nop
        adds    -1,%r6,%r6
        btne    %r6,%r0,1b
        mov     0,%r16
        call    _exit
        nop

take:   mov     0,%r6                   # r6: the sum
        adds    -1,%r5,%r7              # r7: messages to come, (nodes - 1) * ROUNDS
        mov     ROUNDS,%r8
        mov     %r0,%r9
2:      adds    %r7,%r9,%r9
        adds    -1,%r8,%r8
        btne    %r8,%r0,2b
        mov     %r9,%r7
3:      mov     -1,%r16
        orh     h%buffer,%r0,%r17
        or      l%buffer,%r17,%r17
        mov     BYTES,%r18
        call    crecv
        nop
        orh     ha%buffer,%r0,%r8
        ld.l    l%buffer(%r8),%r8
        adds    %r8,%r6,%r6
        adds    -1,%r7,%r7
        btne    %r7,%r0,3b
        mov     %r6,%r16
        call    _exit
        nop

        .bss
        .align  4
buffer: .space  BYTES
