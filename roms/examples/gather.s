# Every node but 0 sends its number (a 4-byte message of type 1) to node 0, which
# takes numnodes() - 1 of them with crecv(-1) and exits with their sum; the others
# exit with 0 once sent.

        .text
        .globl  _start
_start: call    mynode
        nop
        mov     %r16,%r4                # r4: this node
        call    numnodes
        nop
        mov     %r16,%r5                # r5: the nodes
        orh     h%word,%r0,%r17
        or      l%word,%r17,%r17
        bte     %r4,%r0,gather
        st.l    %r4,0(%r17)
        mov     1,%r16
        mov     4,%r18
        mov     0,%r19
        mov     0,%r20
        call    csend
        nop
        mov     0,%r16
        call    _exit
        nop

gather: mov     0,%r6                   # r6: the sum
        adds    -1,%r5,%r7              # r7: messages to come
1:      mov     -1,%r16
        orh     h%word,%r0,%r17
        or      l%word,%r17,%r17
        mov     4,%r18
        call    crecv
        nop
        orh     ha%word,%r0,%r8
        ld.l    l%word(%r8),%r8
        adds    %r8,%r6,%r6
        adds    -1,%r7,%r7
        btne    %r7,%r0,1b
        mov     %r6,%r16
        call    _exit
        nop

        .data
        .align  4
word:   .long   0
