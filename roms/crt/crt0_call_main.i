# What crt0 does in both modes (crt0.s, crt0-process.s), from a 16-byte aligned sp:
# fp at the stack's top; main's arguments below it, 16-byte aligned, as the host
# device's arguments call writes them (docs/host-device.md: argc, argv[], a null,
# the strings); a 16-byte frame below them; the unit's constructors when it has
# any; then main(argc, argv). main's result is in r16 after it. host_call is the
# including file's: the device's registers on a bare node, SYS_HOST in a process.
        mov     %sp,%fp
        mov     0,%r16                  # ask for the block's size: no room yet
        mov     0,%r17
        mov     0,%r18
        call    host_call
        mov     HOST_ARGUMENTS,%r21
        adds    15,%r16,%r16
        andnot  15,%r16,%r18
        subs    %sp,%r18,%sp
        mov     %sp,%r16                # where main sees it
        call    host_call
        mov     %sp,%r17                # the buffer (the kernel translates it)
        mov     %sp,%r4                 # the block: callee-saved across constructors
        adds    -16,%sp,%sp
        orh     h%__xp860_init,%r0,%r20 # weak: 0 where no unit has constructors
        or      l%__xp860_init,%r20,%r20
        bte     %r20,%r0,2f
        mov     %sp,%r28
        calli   %r20
        nop
2:      ld.l    0(%r4),%r16             # argc
        adds    4,%r4,%r17              # argv
        mov     %sp,%r28
        call    main
        nop

        .weak   __xp860_init
