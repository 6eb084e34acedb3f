# Every node but 0 sends ROUNDS messages of the largest size (4096 bytes, type 1) to
# node 0, each starting with the sender's number; node 0 takes them all with
# crecv(-1) and exits with the sum of those first words. Node 0's receive buffer
# holds one such packet at a time, so the mesh holds the rest back: the machine's
# back-pressure, as the MPI test drives it across ranks (tests/network). Then each
# node k > 1 sends its number (4 bytes, type 2) to node k - 1, which exits with it
# (the last node with 0): behind the worms waiting for node 0, on the links they
# hold, so when it arrives depends on when node 0 makes room.

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
        adds    -1,%r4,%r19             # the node before this one
        bte     %r19,%r0,4f             # node 1: node 0 takes only the flood
        mov     2,%r16
        orh     h%buffer,%r0,%r17
        or      l%buffer,%r17,%r17      # its first word is still this node's number
        mov     4,%r18
        mov     0,%r20
        call    csend
        nop
4:      mov     0,%r6                   # r6: what the next node sends, 0 for the last
        adds    1,%r4,%r9
        xor     %r9,%r5,%r0             # CC: this is the last node
        bc      5f
        mov     2,%r16
        orh     h%buffer,%r0,%r17
        or      l%buffer,%r17,%r17
        mov     4,%r18
        call    crecv
        nop
        orh     ha%buffer,%r0,%r8
        ld.l    l%buffer(%r8),%r6
5:      mov     %r6,%r16
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
