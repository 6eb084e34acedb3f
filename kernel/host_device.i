# The host-call device (docs/host-device.md, mmu/host_device.h): its registers and
# call numbers, for the kernel's pass-through and the C library's system layer
# (roms/libc/sys/, assembled with -I kernel as the NX library is).

        .set    HOST_BASE, 0xf0003000   # one uncached 4 KB device page
        .set    HOST_ARG0, 0x00
        .set    HOST_ARG1, 0x04
        .set    HOST_ARG2, 0x08
        .set    HOST_ARG3, 0x0c
        .set    HOST_CALL, 0x10         # write: perform the call
        .set    HOST_RESULT, 0x14       # -1 when the call failed
        .set    HOST_ERROR, 0x18        # why (an errno number), 0 when it did not

        .set    HOST_WRITE, 1           # fd, buffer, count
        .set    HOST_READ, 2            # fd, buffer, count
        .set    HOST_OPEN, 3            # path, limit, flags, mode
        .set    HOST_CLOSE, 4           # fd
        .set    HOST_LSEEK, 5           # fd, offset, whence
        .set    HOST_REMOVE, 6          # path, limit
        .set    HOST_RENAME, 7          # from, limit, to, limit
        .set    HOST_TIME, 8
        .set    HOST_EXIT, 9            # status
        .set    HOST_ABORT, 10
        .set    HOST_ARGUMENTS, 11      # view, buffer, count: main's arguments (crt0)
        .set    HOST_CALLS, 12          # one more than the last

        .set    HOST_PATH_BYTES, 4096   # the device reads a path no further
