# sum.s: adds the words of a table and stores the total, calling a helper in
# another file (total.s). The README's worked example.
        .text
        .globl  _start
_start:
        orh     ha%table,%r0,%r16       # r16 = &table, built from two halves
        adds    l%table,%r16,%r16
        mov     4,%r17                  # words left
        mov     %r0,%r18                # sum = 0
1:      ld.l    0(%r16),%r19
        adds    4,%r16,%r16
        adds    -1,%r17,%r17
        adds    %r19,%r18,%r18
        btne    %r17,%r0,1b             # not a delayed branch
        call    store_total
        nop
        trap    %r0,%r0,%r0             # breakpoint: a bare run stops here

        .data
        .align  4
table:  .long   1, 2, 3, 0x10
