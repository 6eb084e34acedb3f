# The system layer's functions (CC-CONTRACT.md), shared by bare.s and process.s:
# each puts its arguments as the host-call device takes them (a path with the most
# the device may read after it) in r16..r19, its call number in r21, and goes to
# host_call, which the including file defines.

        .text
        .align  4
        .globl  __xp860_write, __xp860_read, __xp860_open, __xp860_close, __xp860_lseek
        .globl  __xp860_remove, __xp860_rename, __xp860_time, __xp860_exit, __xp860_abort

__xp860_write:                          # (fd, buf, count)
        br      host_call
        mov     HOST_WRITE,%r21

__xp860_read:                           # (fd, buf, count)
        br      host_call
        mov     HOST_READ,%r21

__xp860_open:                           # (path, flags, mode)
        mov     %r18,%r19
        mov     %r17,%r18
        mov     HOST_PATH_BYTES,%r17
        br      host_call
        mov     HOST_OPEN,%r21

__xp860_close:                          # (fd)
        br      host_call
        mov     HOST_CLOSE,%r21

__xp860_lseek:                          # (fd, offset, whence)
        br      host_call
        mov     HOST_LSEEK,%r21

__xp860_remove:                         # (path)
        mov     HOST_PATH_BYTES,%r17
        br      host_call
        mov     HOST_REMOVE,%r21

__xp860_rename:                         # (from, to)
        mov     %r17,%r18
        mov     HOST_PATH_BYTES,%r17
        mov     HOST_PATH_BYTES,%r19
        br      host_call
        mov     HOST_RENAME,%r21

__xp860_time:                           # ()
        br      host_call
        mov     HOST_TIME,%r21

__xp860_exit:                           # (status): the run ends in the call
        call    host_call
        mov     HOST_EXIT,%r21
        br      .
        nop

__xp860_abort:                          # ()
        call    host_call
        mov     HOST_ABORT,%r21
        br      .
        nop
