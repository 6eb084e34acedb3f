# memory.s: loads and stores of every size (ISA-FACTS §4.4, §4.5, §11): ld.b/ld.s
# sign-extend, ld.l, st.b/st.s/st.l write only their bytes, register, immediate and
# negative offsets; fld/fst .l/.d/.q move the word at the lower address to the lower-numbered
# register; f0/f1 stay zero (fld.q ...,f0 still loads f2/f3: DECISION, ISA-FACTS §13
# #6); autoincrement leaves the address it used in the base (negative and register
# offsets too); ixfr/fxfr move bit patterns; big-endian mode (epsr.BE) swaps byte lanes
# in a doubleword for narrower accesses and leaves 64-bit accesses alone. Misaligned
# accesses trap: see traps.s.
#
# r4 = &data throughout; r11 = 0x12345678; r6..r10, r12, r13 and f2..f11 as the checks
# say; r19..r21 expected values; r16/r17/r18 as README.md says.
#
# Cycles: one clock per instruction (timing.def kIssue), plus kLoadUseInterlock (1) for
# each load whose destination the very next instruction reads: ld.l/ld.b then btne in
# checks 6, 7, 10, 16 and 20, fld.l then fxfr in check 11; 6 clocks. (A load's result
# is ready two clocks after it issues, scoreboard.cpp; an instruction that reads it one
# later waits one.) No FP arithmetic, no traps, no taken branch but the final `br .`.
# Instructions, check by check: setup 5; 1: 5, 2: 4, 3: 4, 4: 5, 5: 5, 6: 4, 7: 4,
# 8: 6, 9: 6, 10: 4, 11: 6, 12: 8, 13: 8, 14: 7, 15: 10, 16: 9, 17: 9, 18: 11, 19: 9,
# 20: 6, 21: 7, 22: 32, 23: 21, 24: 8, 25: 11; `passed` 3: 217 in all, 223 cycles,
# plus 1 for each of the 18 ixfr/fxfr results read by the very next instruction
# (kTransferUseInterlock, TF S7): 241.
# expect: halted self-branch at done
# expect: r16 = 0
# expect: r17 = 25
# expect: instructions = 217
# expect: cycles = 241
# What the stores left, as RAM holds it (little-endian):
# st.b 0x78 at +8, st.s 0x5678 at +10 over 0xaaaaaaaa (checks 8, 9); st.l at +12 (10).
# expect: mem32[data+8] = 0x5678aa78
# expect: mem32[data+12] = 0x12345678
# fst.q f8 (0x11111111 .. 0x44444444) at +32, then fst.l f9 over +32 (check 16).
# expect: mem32[data+32] = 0x22222222
# expect: mem32[data+36] = 0x22222222
# expect: mem32[data+40] = 0x33333333
# expect: mem32[data+44] = 0x44444444
# Big-endian stores (check 23): st.l at 56 lands at 60, st.s at 60 at 58, st.b at 62
# at 57; byte 56 stays 0: bytes 56..63 = 00 5a ef be 78 56 34 12.
# expect: mem64[data+56] = 0x12345678beef5a00
# fst.l 4(r12)++ with r12 = &data + 72 stored f6 = 0x77777777 at +76 (check 20); +64
# is unchanged; check 25's stores with negative offsets:
# expect: mem32[data+76] = 0x77777777
# expect: mem32[data+64] = 0x55555555
# expect: mem64[data+80] = 0x567878cc12345678
# Back in little-endian mode (check 24): epsr is its reset value again.
# expect: epsr = 0x00080402

        .text
_start: orh     h%data,%r0,%r4
        or      l%data,%r4,%r4              # r4 = &data
        orh     0x1234,%r0,%r11
        or      0x5678,%r11,%r11            # r11 = 0x12345678
        adds    -1,%r0,%r10                 # r10 = -1

# check 1: ld.b of 0x80 sign-extends to 0xffffff80
c1:     or      1,%r0,%r18
        ld.b    0(%r4),%r6
        orh     0xffff,%r0,%r19
        or      0xff80,%r19,%r19
        btne    %r19,%r6,failed

# check 2: ld.b of 0x7f is 0x0000007f
c2:     or      2,%r0,%r18
        ld.b    1(%r4),%r6
        or      0x7f,%r0,%r19
        btne    %r19,%r6,failed             # two after the load: no interlock

# check 3: ld.s at +2 reads bytes 0xff 0x01, little-endian 0x01ff, positive
c3:     or      3,%r0,%r18
        ld.s    2(%r4),%r6
        or      0x1ff,%r0,%r19
        btne    %r19,%r6,failed

# check 4: ld.s at +6 reads 0xfe 0xff: 0xfffe, negative, sign-extended to 0xfffffffe
c4:     or      4,%r0,%r18
        ld.s    6(%r4),%r6
        orh     0xffff,%r0,%r19
        or      0xfffe,%r19,%r19
        btne    %r19,%r6,failed

# check 5: ld.l at +4 reads 0x34 0x12 0xfe 0xff: 0xfffe1234
c5:     or      5,%r0,%r18
        ld.l    4(%r4),%r6
        orh     0xfffe,%r0,%r19
        or      0x1234,%r19,%r19
        btne    %r19,%r6,failed

# check 6: the register-offset form, r5 = 4: the same word
c6:     or      6,%r0,%r18
        or      4,%r0,%r5
        ld.l    %r5(%r4),%r6
        btne    %r19,%r6,failed             # reads the load at once: 1 interlock clock

# check 7: a negative register offset: r10 = -1 from r12 = &data + 8 reads byte +7, 0xff
c7:     or      7,%r0,%r18
        adds    8,%r4,%r12
        ld.b    %r10(%r12),%r6
        btne    %r10,%r6,failed             # 0xffffffff; 1 interlock clock

# check 8: st.b writes the low byte of r11, 0x78, at +8 and nothing else
c8:     or      8,%r0,%r18
        st.b    %r11,8(%r4)
        ld.l    8(%r4),%r6
        orh     0xaaaa,%r0,%r19
        or      0xaa78,%r19,%r19
        btne    %r19,%r6,failed

# check 9: st.s writes 0x5678 at +10: the word at +8 is bytes 78 aa 78 56, 0x5678aa78
c9:     or      9,%r0,%r18
        st.s    %r11,10(%r4)
        ld.l    8(%r4),%r6
        orh     0x5678,%r0,%r19
        or      0xaa78,%r19,%r19
        btne    %r19,%r6,failed

# check 10: st.l at +12
c10:    or      10,%r0,%r18
        st.l    %r11,12(%r4)
        ld.l    12(%r4),%r6
        btne    %r11,%r6,failed             # 1 interlock clock

# check 11: fld.l at +16: f4 = 0x11111111
c11:    or      11,%r0,%r18
        fld.l   16(%r4),%f4
        fxfr    %f4,%r6                     # reads f4 at once: 1 interlock clock
        orh     0x1111,%r0,%r19
        or      0x1111,%r19,%r19
        btne    %r19,%r6,failed

# check 12: fld.d at +16: the lower address to the even register, f4 = 0x11111111,
# f5 = 0x22222222
c12:    or      12,%r0,%r18
        fld.d   16(%r4),%f4
        orh     0x2222,%r0,%r20
        or      0x2222,%r20,%r20
        fxfr    %f4,%r6
        btne    %r19,%r6,failed
        fxfr    %f5,%r6
        btne    %r20,%r6,failed

# check 13: fld.q at +16: f8..f11 = 0x11111111 .. 0x44444444 in address order
c13:    or      13,%r0,%r18
        fld.q   16(%r4),%f8
        orh     0x4444,%r0,%r21
        or      0x4444,%r21,%r21
        fxfr    %f11,%r6
        btne    %r21,%r6,failed
        fxfr    %f8,%r6
        btne    %r19,%r6,failed

# check 14: fld.d into f0: f0 and f1 still read zero
c14:    or      14,%r0,%r18
        fld.d   16(%r4),%f0
        nop                                 # (the interlock on a discarded f0 is not in question here)
        fxfr    %f0,%r6
        btne    %r0,%r6,failed
        fxfr    %f1,%r6
        btne    %r0,%r6,failed

# check 15: fld.q into f0: f0, f1 stay zero, f2 = 0x33333333 and f3 = 0x44444444 load
c15:    or      15,%r0,%r18
        fld.q   16(%r4),%f0
        orh     0x3333,%r0,%r20
        or      0x3333,%r20,%r20
        fxfr    %f2,%r6
        btne    %r20,%r6,failed
        fxfr    %f3,%r6
        btne    %r21,%r6,failed
        fxfr    %f1,%r6
        btne    %r0,%r6,failed

# check 16: fst.q f8 at +32, then fst.l f9 over its first word
c16:    or      16,%r0,%r18
        fst.q   %f8,32(%r4)
        fst.l   %f9,32(%r4)
        ld.l    32(%r4),%r6
        ld.l    44(%r4),%r7
        btne    %r21,%r7,failed             # +44 = f11 = 0x44444444; 1 interlock clock
        orh     0x2222,%r0,%r19
        or      0x2222,%r19,%r19
        btne    %r19,%r6,failed             # +32 = f9 = 0x22222222

# check 17: fld.l 4(r12)++ with r12 = &data + 64 loads +68 and leaves r12 = &data + 68
c17:    or      17,%r0,%r18
        adds    64,%r4,%r12
        fld.l   4(%r12)++,%f6
        adds    68,%r4,%r7
        btne    %r7,%r12,failed             # the base holds the address used
        fxfr    %f6,%r6
        orh     0x6666,%r0,%r19
        or      0x6666,%r19,%r19
        btne    %r19,%r6,failed             # 0x66666666

# check 18: a negative offset, fld.d -8(r12)++ with r12 = &data + 72: loads +64,
# f6 = 0x55555555, f7 = 0x66666666, and leaves r12 = &data + 64
c18:    or      18,%r0,%r18
        adds    72,%r4,%r12
        fld.d   -8(%r12)++,%f6
        adds    64,%r4,%r7
        btne    %r7,%r12,failed
        fxfr    %f7,%r6
        btne    %r19,%r6,failed             # r19 = 0x66666666 from check 17
        fxfr    %f6,%r6
        orh     0x5555,%r0,%r19
        or      0x5555,%r19,%r19
        btne    %r19,%r6,failed

# check 19: a register offset, fld.l r13(r12)++ with r13 = 8: loads +72, r12 = &data + 72
c19:    or      19,%r0,%r18
        or      8,%r0,%r13
        fld.l   %r13(%r12)++,%f6
        adds    72,%r4,%r7
        btne    %r7,%r12,failed
        fxfr    %f6,%r6
        orh     0x7777,%r0,%r19
        or      0x7777,%r19,%r19
        btne    %r19,%r6,failed             # 0x77777777

# check 20: fst.l f6,4(r12)++ stores at +76 and leaves r12 = &data + 76
c20:    or      20,%r0,%r18
        fst.l   %f6,4(%r12)++
        adds    76,%r4,%r7
        btne    %r7,%r12,failed
        ld.l    76(%r4),%r6
        btne    %r19,%r6,failed             # 0x77777777; 1 interlock clock

# check 21: ixfr and fxfr copy the bit pattern; ixfr to f0 is dropped
c21:    or      21,%r0,%r18
        ixfr    %r11,%f6
        fxfr    %f6,%r6                     # ixfr is not a load: no interlock
        btne    %r11,%r6,failed
        ixfr    %r11,%f0
        fxfr    %f0,%r6
        btne    %r0,%r6,failed

# check 22: big-endian loads of "ABCDEFGH" at +48 (the Intel example, ISA-FACTS §11):
# a byte at A reads the little-endian byte A^7, a short A^6, a word A^4; fld.d is
# not swapped
c22:    or      22,%r0,%r18
        ld.c    %epsr,%r20
        orh     0x80,%r20,%r20              # epsr.BE, bit 23
        st.c    %r20,%epsr
        ld.b    48(%r4),%r6                 # byte 55: 'H' = 0x48
        ld.b    49(%r4),%r7                 # byte 54: 'G' = 0x47
        ld.s    48(%r4),%r8                 # bytes 54, 55 little-endian: 0x4847
        ld.s    50(%r4),%r9                 # bytes 52, 53: 0x4645
        ld.l    48(%r4),%r10                # bytes 52..55: 0x48474645
        ld.l    52(%r4),%r13                # bytes 48..51: 0x44434241
        fld.d   48(%r4),%f4                 # f4 = bytes 48..51, f5 = bytes 52..55
        fld.l   48(%r4),%f6                 # a word: bytes 52..55
        or      0x48,%r0,%r19
        btne    %r19,%r6,failed
        or      0x47,%r0,%r19
        btne    %r19,%r7,failed
        or      0x4847,%r0,%r19
        btne    %r19,%r8,failed
        or      0x4645,%r0,%r19
        btne    %r19,%r9,failed
        orh     0x4847,%r0,%r19
        or      0x4645,%r19,%r19
        btne    %r19,%r10,failed
        orh     0x4443,%r0,%r20
        or      0x4241,%r20,%r20
        btne    %r20,%r13,failed
        fxfr    %f5,%r6
        btne    %r19,%r6,failed             # f5 = 0x48474645
        fxfr    %f4,%r6
        btne    %r20,%r6,failed             # f4 = 0x44434241
        fxfr    %f6,%r6
        btne    %r19,%r6,failed             # f6 = 0x48474645

# check 23: big-endian stores at +56 land in the swapped lanes and read back through
# them; ld.l at the lower address of a doubleword sees what fld.d puts in the odd
# register
c23:    or      23,%r0,%r18
        st.l    %r11,56(%r4)                # to bytes 60..63
        or      0xbeef,%r0,%r7
        st.s    %r7,60(%r4)                 # to bytes 58, 59
        or      0x5a,%r0,%r7
        st.b    %r7,62(%r4)                 # to byte 57
        ld.l    56(%r4),%r6                 # 0x12345678 again
        ld.s    60(%r4),%r8                 # 0xbeef, sign-extended: 0xffffbeef
        ld.b    62(%r4),%r9                 # 0x5a
        fld.d   56(%r4),%f4                 # f4 = bytes 56..59 = 0xbeef5a00, f5 = 0x12345678
        btne    %r11,%r6,failed
        orh     0xffff,%r0,%r19
        or      0xbeef,%r19,%r19
        btne    %r19,%r8,failed
        btne    %r7,%r9,failed
        fxfr    %f5,%r6
        btne    %r11,%r6,failed
        fxfr    %f4,%r6
        orh     0xbeef,%r0,%r19
        or      0x5a00,%r19,%r19
        btne    %r19,%r6,failed

# check 24: back in little-endian mode the same bytes read 0xbeef5a00 and 0x12345678
c24:    or      24,%r0,%r18
        ld.c    %epsr,%r20
        andnoth 0x80,%r20,%r20
        st.c    %r20,%epsr
        ld.l    56(%r4),%r6
        ld.l    60(%r4),%r8
        btne    %r19,%r6,failed             # r19 = 0xbeef5a00 from check 23
        btne    %r11,%r8,failed

# check 25: the stores' split offsets are signed: from r12 = &data + 88, st.l to +80,
# st.s to +86, st.b to +85 over 0xcc bytes: the word at +84 is cc 78 78 56, 0x567878cc
c25:    or      25,%r0,%r18
        adds    88,%r4,%r12
        st.l    %r11,-8(%r12)
        st.s    %r11,-2(%r12)
        st.b    %r11,-3(%r12)
        ld.l    -8(%r12),%r6
        ld.l    -4(%r12),%r7
        btne    %r11,%r6,failed
        orh     0x5678,%r0,%r19
        or      0x78cc,%r19,%r19
        btne    %r19,%r7,failed

passed: mov     %r18,%r17                   # r17 = the number of checks run
done:   br      done
        nop
failed: mov     %r18,%r16                   # r16 = the number of the failing check
        br      .
        nop

        .data
        .align  16
data:   .byte   0x80, 0x7f, 0xff, 0x01, 0x34, 0x12, 0xfe, 0xff  # +0: integer loads
        .long   0xaaaaaaaa, 0xaaaaaaaa                          # +8: integer stores
        .long   0x11111111, 0x22222222, 0x33333333, 0x44444444  # +16: FP loads
        .long   0, 0, 0, 0                                      # +32: FP stores
        .ascii  "ABCDEFGH"                                      # +48: big-endian loads
        .long   0, 0                                            # +56: big-endian stores
        .long   0x55555555, 0x66666666, 0x77777777, 0x88888888  # +64: autoincrement
        .long   0xcccccccc, 0xcccccccc                          # +80: negative store offsets
