# NX messages: posting receives (irecv, hrecv), completing them (msgdone,
# msgwait), sending (isend), and matching an arriving message against what is
# posted, or keeping it until a receive is posted (none is ever lost).
#
# System calls here follow syscall.s: r15 = the caller's frame, r16.. arguments,
# result in r16, return by bri r1. Helpers say what they use.

        .include "machine.i"
        .include "layout.i"
        .include "context_frame.i"
        .include "syscalls.i"
        .include "messages.i"

        .text
        .align  8

# irecv(typesel, buf, count) -> id
        .globl  sys_irecv
sys_irecv:
        mov     0,%r19                  # no handler
        mov     0,%r20
        # fall into post_receive

# post_receive(r16 typesel, r17 buf, r18 count, r19 handler, r20 trampoline) -> id
post_receive:
        mov     %r1,%r4
        mov     %r16,%r5
        mov     %r17,%r6
        mov     %r18,%r7
        mov     %r19,%r8
        mov     %r20,%r9
        mov     %r17,%r16
        mov     %r18,%r17
        call    user_range
        nop
        btne    %r16,%r0,9f
        orh     h%posts,%r0,%r10       # a free slot
        or      l%posts,%r10,%r10
        mov     POSTS,%r11
1:      ld.l    POST_STATE(%r10),%r12
        bte     %r12,%r0,2f
        adds    POST_SIZE,%r10,%r10
        adds    -1,%r11,%r11
        btne    %r11,%r0,1b
        mov     E_NOSPACE,%r16
        bri     %r4
        nop
2:      st.l    %r5,POST_TYPESEL(%r10)
        st.l    %r6,POST_BUFFER(%r10)
        st.l    %r7,POST_CAPACITY(%r10)
        st.l    %r8,POST_HANDLER(%r10)
        st.l    %r9,POST_TRAMPOLINE(%r10)
        orh     ha%next_order,%r0,%r12
        ld.l    l%next_order(%r12),%r13
        adds    1,%r13,%r13
        st.l    %r13,l%next_order(%r12)
        st.l    %r13,POST_ORDER(%r10)
        mov     STATE_POSTED,%r12
        st.l    %r12,POST_STATE(%r10)
        # A message that came first is taken now.
        mov     %r10,%r16
        call    take_early
        nop
        orh     h%posts,%r0,%r12       # the id: index + 1
        or      l%posts,%r12,%r12
        subs    %r10,%r12,%r12
        mov     0,%r16
3:      bte     %r12,%r0,4f
        adds    -POST_SIZE,%r12,%r12
        br      3b
        adds    1,%r16,%r16
4:      bri     %r4
        adds    1,%r16,%r16
9:      mov     E_FAULT,%r16
        bri     %r4
        nop

# hrecv(typesel, buf, count, handler), r20 = the library's trampoline. A handler
# of 0 with buf 0 cancels the handler receives posted for typesel (NX's
# hrecv(type, 0, 0, 0)).
        .globl  sys_hrecv
sys_hrecv:
        btne    %r19,%r0,post_receive
        orh     h%posts,%r0,%r10
        or      l%posts,%r10,%r10
        mov     POSTS,%r11
1:      ld.l    POST_STATE(%r10),%r12
        xor     STATE_POSTED,%r12,%r12
        btne    %r12,%r0,2f
        ld.l    POST_HANDLER(%r10),%r12
        bte     %r12,%r0,2f
        ld.l    POST_TYPESEL(%r10),%r12
        btne    %r12,%r16,2f
        st.l    %r0,POST_STATE(%r10)
2:      adds    POST_SIZE,%r10,%r10
        adds    -1,%r11,%r11
        btne    %r11,%r0,1b
        bri     %r1
        mov     0,%r16

# The post for id r16, or 0 when r16 is not a receive id. Uses r16, r17.
post_of:
        adds    -1,%r16,%r16
        subu    POSTS-1,%r16,%r0        # CC: index <= POSTS - 1
        bnc     9f
        shl     4,%r16,%r17             # index * 48 = index * 16 * 3
        adds    %r17,%r17,%r16
        adds    %r17,%r16,%r16
        orh     ha%posts,%r16,%r16      # 48 * index has no bits above 15: orh adds
        bri     %r1
        adds    l%posts,%r16,%r16
9:      bri     %r1
        mov     0,%r16

# msgdone(id) -> 1 when complete (the id is then free), 0 while waiting.
        .globl  sys_msgdone
sys_msgdone:
        mov     %r1,%r4
        mov     SEND_ID,%r5
        bte     %r16,%r5,8f             # a send: always complete
        call    post_of
        nop
        bte     %r16,%r0,9f
        ld.l    POST_STATE(%r16),%r17
        xor     STATE_DONE,%r17,%r18
        bte     %r18,%r0,received       # message_info.s: noted, then back to 1
        xor     STATE_POSTED,%r17,%r18
        btne    %r18,%r0,9f             # free, or a handler's: not the caller's to wait for
        bri     %r4
        mov     0,%r16
        .globl  msgdone_release
msgdone_release:
        st.l    %r0,POST_STATE(%r16)
8:      bri     %r4
        mov     1,%r16
9:      bri     %r4
        mov     E_BADID,%r16

# msgwait(id): returns when complete. While the receive waits, the caller is sent
# back to its trap instruction with interrupts on, so it calls again: the arrival
# interrupt completes the receive between two of those calls.
        .globl  sys_msgwait
sys_msgwait:
        mov     %r1,%r6
        mov     %r16,%r7
        call    sys_msgdone
        nop
        bte     %r16,%r0,1f
        subs    0,%r16,%r0              # CC: the result is positive: complete
        bnc     2f                      # an error: returned as it is
        bri     %r6
        mov     0,%r16
1:      ld.l    CTX_PC(%r15),%r8        # not yet: call again
        adds    -4,%r8,%r8
        st.l    %r8,CTX_PC(%r15)
        mov     %r7,%r16                # the caller's r16 stays its id
2:      bri     %r6
        nop

# masktrap(state) -> the previous state. While masked, hrecv handlers wait.
        .globl  sys_masktrap
sys_masktrap:
        orh     ha%handlers_masked,%r0,%r17
        ld.l    l%handlers_masked(%r17),%r18
        mov     0,%r19                  # (mov sets CC: before the compare)
        subu    0,%r16,%r0              # CC: state == 0
        bc      1f
        mov     1,%r19
1:      st.l    %r19,l%handlers_masked(%r17)
        bri     %r1
        mov     %r18,%r16

# isend(type, buf, count, node, ptype) -> id. The network interface moves the
# body by DMA; the call returns when it has, so the buffer may be reused at once.
        .globl  sys_isend
sys_isend:
        mov     %r1,%r4
        mov     %r16,%r5
        mov     %r17,%r6
        mov     %r18,%r7
        mov     %r19,%r8
        mov     %r20,%r9
        mov     NI_MAX_BODY,%r10
        subu    %r10,%r18,%r0           # CC: count <= NI_MAX_BODY
        bnc     8f
        mov     %r17,%r16
        mov     %r18,%r17
        call    user_range
        nop
        btne    %r16,%r0,9f
        orh     h%NI_BASE,%r0,%r10
        st.l    %r8,NI_SEND_NODE(%r10)
        st.l    %r5,NI_SEND_TYPE(%r10)
        st.l    %r9,NI_SEND_PTYPE(%r10)
        st.l    %r7,NI_SEND_COUNT(%r10)
        orh     h%USER_BASE,%r0,%r11    # the body's physical address
        subs    %r6,%r11,%r11
        orh     h%USER_PHYS,%r11,%r11
        st.l    %r11,NI_SEND_ADDRESS(%r10)
        st.l    %r0,NI_SEND_START(%r10)
1:      ld.l    NI_SEND_STATUS(%r10),%r12
        xor     NI_SEND_BUSY,%r12,%r13
        bte     %r13,%r0,1b
        bte     %r12,%r0,2f
        xor     NI_SEND_BAD_NODE,%r12,%r13
        bte     %r13,%r0,7f
8:      mov     E_TOOLONG,%r16
        bri     %r4
        nop
7:      mov     E_BADNODE,%r16
        bri     %r4
        nop
9:      mov     E_FAULT,%r16
        bri     %r4
        nop
2:      mov     SEND_ID,%r16
        bri     %r4
        nop

# find_post(r16 = type): the oldest posted receive that takes a message of this
# type, in r16, or 0. Uses r16..r22.
        .globl  find_post
find_post:
        orh     h%posts,%r0,%r17
        or      l%posts,%r17,%r17
        mov     POSTS,%r18
        mov     0,%r19                  # the best so far
        mov     -1,%r22
1:      ld.l    POST_STATE(%r17),%r20
        xor     STATE_POSTED,%r20,%r20
        btne    %r20,%r0,3f
        ld.l    POST_TYPESEL(%r17),%r20
        bte     %r20,%r22,2f            # -1 takes any type
        btne    %r20,%r16,3f
2:      bte     %r19,%r0,4f
        ld.l    POST_ORDER(%r17),%r20
        ld.l    POST_ORDER(%r19),%r21
        subu    %r21,%r20,%r0           # CC: this order <= best's
        bnc     3f
4:      mov     %r17,%r19
3:      adds    POST_SIZE,%r17,%r17
        adds    -1,%r18,%r18
        btne    %r18,%r0,1b
        bri     %r1
        mov     %r19,%r16

# complete(r16 = post, r17 type, r18 bytes, r19 node, r20 ptype): the message is
# in the post's buffer; a plain receive is done, an hrecv's handler is due.
        .globl  complete
complete:
        st.l    %r17,POST_TYPE(%r16)
        st.l    %r18,POST_BYTES(%r16)
        st.l    %r19,POST_NODE(%r16)
        st.l    %r20,POST_PTYPE(%r16)
        ld.l    POST_HANDLER(%r16),%r21
        mov     STATE_DONE,%r22
        bte     %r21,%r0,1f
        mov     STATE_HANDLER_DUE,%r22
1:      bri     %r1
        st.l    %r22,POST_STATE(%r16)

# take_early(r16 = a post just made): if a kept message matches it, the oldest is
# copied into its buffer (up to its capacity) and the post completed. Uses r16..r29.
take_early:
        mov     %r1,%r29
        mov     %r16,%r23
        orh     h%earlies,%r0,%r24
        or      l%earlies,%r24,%r24
        mov     EARLIES,%r25
        mov     0,%r26                  # the oldest match
        ld.l    POST_TYPESEL(%r23),%r27
        mov     -1,%r28
1:      ld.l    EARLY_USED(%r24),%r16
        bte     %r16,%r0,3f
        bte     %r27,%r28,2f
        ld.l    EARLY_TYPE(%r24),%r17
        btne    %r17,%r27,3f
2:      bte     %r26,%r0,4f
        ld.l    EARLY_USED(%r26),%r17
        subu    %r17,%r16,%r0           # CC: this arrival <= best's
        bnc     3f
4:      mov     %r24,%r26
3:      adds    EARLY_SIZE,%r24,%r24
        adds    -1,%r25,%r25
        btne    %r25,%r0,1b
        btne    %r26,%r0,5f
        bri     %r29
        nop
5:      ld.l    EARLY_BYTES(%r26),%r18  # copy min(bytes, capacity)
        ld.l    POST_CAPACITY(%r23),%r17
        subu    %r17,%r18,%r0           # CC: bytes <= capacity
        bc      6f
        mov     %r17,%r18
6:      ld.l    POST_BUFFER(%r23),%r16
        adds    EARLY_BODY,%r26,%r17
        call    copy_bytes
        nop
        mov     %r23,%r16
        ld.l    EARLY_TYPE(%r26),%r17
        ld.l    EARLY_BYTES(%r26),%r18
        ld.l    EARLY_NODE(%r26),%r19
        ld.l    EARLY_PTYPE(%r26),%r20
        call    complete
        nop
        st.l    %r0,EARLY_USED(%r26)
        # A slot is free again: arrivals may interrupt again (net.s stops them
        # when every slot is taken).
        orh     h%NI_BASE,%r0,%r16
        mov     1,%r17
        bri     %r29
        st.l    %r17,NI_CONTROL(%r16)

# copy_bytes(r16 = to, r17 = from, r18 = bytes). Uses r16..r19.
        .globl  copy_bytes
copy_bytes:
1:      btne    %r18,%r0,2f
        bri     %r1
        nop
2:      ld.b    0(%r17),%r19
        st.b    %r19,0(%r16)
        adds    1,%r16,%r16
        adds    1,%r17,%r17
        br      1b
        adds    -1,%r18,%r18

        .data
        .align  4
        .globl  handlers_masked
handlers_masked:
        .long   0
next_order:
        .long   0
        .globl  next_arrival
next_arrival:
        .long   0

        .bss
        .align  32
        .globl  posts
posts:  .space  POSTS * POST_SIZE
        .globl  earlies
earlies:
        .space  EARLIES * EARLY_SIZE
