# NX semantics on two nodes: messages that arrive before any receive are kept and
# taken in arrival order by the receives posted later; typesel -1 takes any type;
# ids are released by msgdone; bad ids and bad calls are refused.
#
# Node 0 sends three 4-byte messages to node 1 (type 5: 0x11, type 6: 0x22, type
# 5: 0x33) and waits for node 1's type-9 "done". Node 1 waits until all three are
# surely in (a delay loop), then posts its receives and records in `results`:
#   0 irecv(6) id   1 msgdone(id) (1)   2 the body (0x22)
#   3 irecv(-1) id  4 msgdone      (1)  5 the body (0x11: the oldest left)
#   6 irecv(5) id   7 msgdone      (1)  8 the body (0x33)
#   9 msgdone(the first id again): -2 (E_BADID, released)
#  10 msgdone(999): -2                  11 a system call 77: -1 (E_BADCALL)
#  12 irecv with a buffer outside the process: -3 (E_FAULT)
#  13 isend to node 7 of 2: -5 (E_BADNODE)   14 isend of 5000 bytes: -6 (E_TOOLONG)

        .text
        .globl  _start
_start: call    mynode
        nop
        btne    %r16,%r0,receiver

sender: mov     5,%r16
        orh     h%w11,%r0,%r17
        or      l%w11,%r17,%r17
        call    send4
        nop
        mov     6,%r16
        orh     h%w22,%r0,%r17
        or      l%w22,%r17,%r17
        call    send4
        nop
        mov     5,%r16
        orh     h%w33,%r0,%r17
        or      l%w33,%r17,%r17
        call    send4
        nop
        mov     9,%r16
        orh     h%buf1,%r0,%r17
        or      l%buf1,%r17,%r17
        mov     0,%r18
        call    crecv
        nop
        br      finish
        nop

send4:  mov     %r1,%r4                 # csend(r16, r17, 4, node 1, 0)
        mov     4,%r18
        mov     1,%r19
        mov     0,%r20
        call    csend
        nop
        bri     %r4
        nop

receiver:
        orh     h%results,%r0,%r8
        or      l%results,%r8,%r8
        orh     0x1,%r0,%r5             # 65536 iterations: the three are surely in
1:      adds    -1,%r5,%r5
        btne    %r5,%r0,1b
        mov     6,%r16
        orh     h%buf1,%r0,%r17
        or      l%buf1,%r17,%r17
        call    receive                 # records 0..2
        nop
        mov     %r9,%r10                # the first id, for record 9
        mov     -1,%r16
        orh     h%buf2,%r0,%r17
        or      l%buf2,%r17,%r17
        call    receive                 # 3..5
        nop
        mov     5,%r16
        orh     h%buf3,%r0,%r17
        or      l%buf3,%r17,%r17
        call    receive                 # 6..8
        nop
        mov     %r10,%r16
        call    msgdone
        nop
        st.l    %r16,0(%r8)             # r8: records 9..
        mov     999,%r16
        call    msgdone
        nop
        st.l    %r16,4(%r8)
        mov     77,%r31
        trap    %r31,%r31,%r0
        st.l    %r16,8(%r8)
        mov     5,%r16
        mov     0x100,%r17              # address 0x100: the kernel's, not the process's
        mov     4,%r18
        call    irecv
        nop
        st.l    %r16,12(%r8)
        mov     5,%r16
        orh     h%buf1,%r0,%r17
        or      l%buf1,%r17,%r17
        mov     4,%r18
        mov     7,%r19
        mov     0,%r20
        call    isend
        nop
        st.l    %r16,16(%r8)
        mov     5,%r16
        orh     h%buf1,%r0,%r17
        or      l%buf1,%r17,%r17
        mov     5000,%r18
        mov     0,%r19
        mov     0,%r20
        call    isend
        nop
        st.l    %r16,20(%r8)
        mov     9,%r16                  # done: tell node 0
        orh     h%buf1,%r0,%r17
        or      l%buf1,%r17,%r17
        mov     0,%r18
        mov     0,%r19
        mov     0,%r20
        call    csend
        nop
finish: mov     0,%r16
        call    _exit
        nop

# receive(r16 typesel, r17 buf): irecv(typesel, buf, 4), then records at r8 the
# id, msgdone(id) and the word received; r8 moves on by 12; r9 = the id.
receive:
        mov     %r1,%r4
        mov     %r17,%r5
        mov     4,%r18
        call    irecv
        nop
        mov     %r16,%r9
        st.l    %r16,0(%r8)
        call    msgdone
        nop
        st.l    %r16,4(%r8)
        ld.l    0(%r5),%r6
        st.l    %r6,8(%r8)
        bri     %r4
        adds    12,%r8,%r8

        .data
        .align  4
w11:    .long   0x11
w22:    .long   0x22
w33:    .long   0x33
buf1:   .long   0
buf2:   .long   0
buf3:   .long   0
        .globl  results
results:
        .space  64
