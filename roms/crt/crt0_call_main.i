# What crt0 does in both modes (crt0.s, crt0-process.s), from a 16-byte aligned sp:
# fp at the stack's top and a 16-byte frame below it, the unit's constructors when
# it has any, then main(1, {"a.out", 0}); main's result is in r16 after it.
        mov     %sp,%fp
        adds    -16,%sp,%sp
        orh     h%__xp860_init,%r0,%r20 # weak: 0 where no unit has constructors
        or      l%__xp860_init,%r20,%r20
        bte     %r20,%r0,2f
        mov     %sp,%r28
        calli   %r20
        nop
2:      or      1,%r0,%r16              # argc
        orh     h%crt0_argv,%r0,%r17
        or      l%crt0_argv,%r17,%r17   # argv
        mov     %sp,%r28
        call    main
        nop

        .weak   __xp860_init

        .data
        .align  4
crt0_argv:
        .long   crt0_name, 0
crt0_name:
        .asciz  "a.out"
        .text
