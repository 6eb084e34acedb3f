# System calls: `trap %r31,%r31,%r0` with the call number in r31 and arguments
# from r16 (syscalls.i). trap.s recognizes the trap word and comes here with r1 =
# the caller's frame, its resume address already past the trap. Each call is a
# function: r15 = the frame, r16..r20 = the arguments, result in r16, return by
# bri r1; it may change the frame (a call that must wait moves the resume address
# back to its trap, so the process retries it with interrupts on).

        .include "machine.i"
        .include "layout.i"
        .include "context_frame.i"
        .include "syscalls.i"

        .text
        .align  8
        .globl  system_call
system_call:
        mov     %r1,%r15
        ld.l    CTX_R+124(%r15),%r31    # the call number
        ld.l    CTX_R+64(%r15),%r16
        ld.l    CTX_R+68(%r15),%r17
        ld.l    CTX_R+72(%r15),%r18
        ld.l    CTX_R+76(%r15),%r19
        ld.l    CTX_R+80(%r15),%r20
        mov     E_BADCALL,%r21
        subu    SYS_COUNT-1,%r31,%r0    # CC: number <= SYS_COUNT - 1 (unsigned)
        bnc     1f
        shl     2,%r31,%r22
        orh     ha%syscall_table,%r22,%r22
        ld.l    l%syscall_table(%r22),%r22
        calli   %r22
        nop
        mov     %r16,%r21
1:      st.l    %r21,CTX_R+64(%r15)     # the result, in the caller's r16
        .globl  system_call_done
system_call_done:
        br      deliver_or_return       # handler.s: a handler may be due now
        nop

# exit(status): the node stops. The status goes to the console; interrupts stay
# off, so the kernel's `br .` is the end (network::Node halts on it).
sys_exit:
        mov     %r16,%r4
        orh     h%exit_message,%r0,%r16
        or      l%exit_message,%r16,%r16
        call    console_string
        nop
        mov     %r4,%r16
        call    console_number
        nop
        mov     10,%r16
        call    console_char
        nop
        .globl  node_halted
node_halted:
        br      node_halted
        nop

# write(buf, count): count bytes of the process's buf to the console.
sys_write:
        mov     %r1,%r5
        mov     %r16,%r6
        mov     %r17,%r7
        call    user_range              # r16 = buf, r17 = count: is it the process's?
        nop
        btne    %r16,%r0,9f
        mov     %r6,%r16
        mov     %r7,%r17
        call    console_bytes
        nop
        mov     %r7,%r16
        bri     %r5
        nop
9:      mov     E_FAULT,%r16
        bri     %r5
        nop

# mynode(), numnodes(): from the network interface.
sys_mynode:
        orh     h%NI_BASE,%r0,%r16
        ld.l    NI_NODE_ID(%r16),%r16
        bri     %r1
        nop

sys_numnodes:
        orh     h%NI_BASE,%r0,%r16
        ld.l    NI_MESH_SHAPE(%r16),%r16
        and     0xffff,%r16,%r17        # width
        shr     16,%r16,%r18            # height
        # width * height, without a multiplier instruction: add width height times
        mov     0,%r16
2:      btne    %r18,%r0,3f
        bri     %r1
        nop
3:      adds    %r17,%r16,%r16
        br      2b
        adds    -1,%r18,%r18

# user_range(r16 = address, r17 = bytes): r16 = 0 when [address, address + bytes)
# lies in the process's memory, else 1. Uses r16..r18.
        .globl  user_range
user_range:
        orh     h%USER_BASE,%r0,%r18
        subu    %r16,%r18,%r0           # CC: USER_BASE <= address
        bnc     8f
        subs    %r16,%r18,%r16          # the offset into the process
        addu    %r16,%r17,%r17          # offset + bytes (CC, OF: it wrapped)
        bc      8f
        orh     h%USER_BYTES,%r0,%r18
        subu    %r18,%r17,%r0           # CC: offset + bytes <= USER_BYTES
        bnc     8f
        bri     %r1
        mov     0,%r16
8:      bri     %r1
        mov     1,%r16

        .data
        .align  4
syscall_table:
        .long   sys_exit, sys_write, sys_mynode, sys_numnodes
        .long   sys_isend, sys_irecv, sys_msgdone, sys_msgwait
        .long   sys_hrecv, sys_masktrap, sys_handler_done, sys_host
        .long   sys_msginfo
exit_message:
        .asciz  "exit "
