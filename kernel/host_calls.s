# host(call, a0, a1, a2, a3): a process's call of the host-call device
# (docs/host-device.md), passed through. The device reads and writes memory by
# physical address, so each pointer the call takes is checked against the process
# and translated: a buffer (pointer, count) wholly inside the process is moved to
# USER_PHYS, one that is not becomes HOST_NOWHERE, which the device refuses with
# EFAULT; a path (pointer, limit) inside the process gets its limit cut to the bytes
# left in the process, so the device never reads past it. The result is the
# device's: -1 when the call failed.
#
# The device's page is mapped here, on every call, rather than at boot: boot.s then
# runs as before and the cycles of programs that never call the host stay the same.
# The table line was never read into the data cache (boot's stores did not
# allocate), so the store reaches memory, where page walks look.

        .include "machine.i"
        .include "layout.i"
        .include "syscalls.i"
        .include "host_device.i"

        .set    HOST_NOWHERE, 0xfffffff0        # a physical address that is not RAM
        .set    USER_END, USER_BASE+USER_BYTES
        .set    USER_TO_PHYSICAL, USER_PHYS-USER_BASE   # added to a process address

        # host_pointers: which arguments of a call are pointers.
        .set    PATH_A0, 1              # a0 a path, a1 its limit
        .set    BUFFER_A1, 2            # a1 a buffer of a2 bytes
        .set    PATH_A2, 4              # a2 a path, a3 its limit

        .text
        .align  8
        .globl  sys_host
sys_host:
        mov     %r1,%r5
        mov     %r16,%r6                # the call
        mov     %r17,%r7                # a0..a3
        mov     %r18,%r8
        mov     %r19,%r9
        mov     %r20,%r10
        mov     0,%r11                  # its pointers: none for an unknown call
        subu    HOST_CALLS-1,%r6,%r0    # CC: call <= HOST_CALLS - 1 (unsigned)
        bnc     1f
        shl     2,%r6,%r12
        orh     ha%host_pointers,%r12,%r12
        ld.l    l%host_pointers(%r12),%r11
1:      and     PATH_A0,%r11,%r0
        bc      2f
        mov     %r7,%r16
        call    user_path
        mov     %r8,%r17
        mov     %r16,%r7
        mov     %r17,%r8
2:      and     BUFFER_A1,%r11,%r0
        bc      3f
        mov     %r8,%r16
        call    user_buffer
        mov     %r9,%r17
        mov     %r16,%r8
3:      and     PATH_A2,%r11,%r0
        bc      4f
        mov     %r9,%r16
        call    user_path
        mov     %r10,%r17
        mov     %r16,%r9
        mov     %r17,%r10

4:      orh     h%device_table,%r0,%r12         # map the device's page (above)
        or      l%device_table,%r12,%r12
        orh     h%HOST_BASE,%r0,%r13
        or      l%HOST_BASE|PTE_P|PTE_W|PTE_CD|PTE_A|PTE_D,%r13,%r13
        st.l    %r13,(HOST_BASE-TIMER_BASE)>>10(%r12)
        mov     %r7,%r16
        mov     %r8,%r17
        mov     %r9,%r18
        mov     %r10,%r19
        call    host_call
        mov     %r6,%r21
        bri     %r5
        nop

        .include "host_call.i"

# user_buffer(r16 = address, r17 = bytes): r16 = its physical address, or
# HOST_NOWHERE when it is not all the process's. Uses r4, r16..r19.
user_buffer:
        mov     %r1,%r19
        call    user_range              # syscall.s: r16 = 0 when it is the process's
        mov     %r16,%r4
        btne    %r16,%r0,9f
        orh     h%USER_TO_PHYSICAL,%r0,%r16
        bri     %r19
        addu    %r4,%r16,%r16
9:      orh     h%HOST_NOWHERE,%r0,%r16
        bri     %r19
        or      l%HOST_NOWHERE,%r16,%r16

# user_path(r16 = address, r17 = limit): r16 = its physical address and r17 = the
# limit cut to the bytes left in the process, or r16 = HOST_NOWHERE, r17 = 0 when
# the address is not the process's. Uses r16..r18.
user_path:
        orh     h%USER_BASE,%r0,%r18
        subu    %r16,%r18,%r0           # CC: USER_BASE <= address
        bnc     9f
        orh     h%USER_END,%r0,%r18
        subu    %r16,%r18,%r0           # CC: USER_END <= address
        bc      9f
        subu    %r18,%r16,%r18          # the bytes left
        subu    %r17,%r18,%r0           # CC: bytes left <= limit
        bnc     8f
        mov     %r18,%r17
8:      orh     h%USER_TO_PHYSICAL,%r0,%r18
        bri     %r1
        addu    %r18,%r16,%r16
9:      orh     h%HOST_NOWHERE,%r0,%r16
        or      l%HOST_NOWHERE,%r16,%r16
        bri     %r1
        mov     0,%r17

        .data
        .align  4
host_pointers:                          # by call number (host_device.i)
        .long   0                       # 0: none
        .long   BUFFER_A1, BUFFER_A1    # write, read
        .long   PATH_A0                 # open
        .long   0, 0                    # close, lseek
        .long   PATH_A0                 # remove
        .long   PATH_A0|PATH_A2         # rename
        .long   0, 0, 0                 # time, exit, abort
        .long   BUFFER_A1               # arguments: a0, where the process sees it, stays
