# graphics.s: the graphics unit and the load pipe (ISA-FACTS §6.3, §6.4, §6.7, §7;
# cpu/execute_graphics.cpp): fiadd/fisub wrap at 32 or 64 bits; faddp shifts MERGE
# right and ORs in the sum's colour fields for 8-, 16- and 32-bit pixels (psr.PS);
# faddz does the same with 16-bit Z fields; form ORs MERGE in and clears it; fzchks/
# fzchkl keep the smaller unsigned Z per lane, record in psr.PM which lanes took fsrc2,
# and clear MERGE; pst.d stores the pixels whose PM bit is set (bit i = the pixel at
# address + i * size, DECISION in execute_graphics.cpp) and shifts PM by the pixels per
# 64 bits; pfiadd goes through the one-stage graphics pipe (fsr.IRP); pfld through the
# three-stage load pipe (fsr.LRP), which fld leaves alone.
#
# r4 = &data, r10 = &pixels, r7 = 0xffffffff; r19 expected values, r20 psr values,
# r21.. captures; r16/r17/r18 as README.md says. 64-bit values are written high word
# first: 0x1122334455667788 is f(n+1) = 0x11223344, f(n) = 0x55667788.
#
# Cycles: one clock per instruction (timing.def kIssue). The graphics unit's results
# are ready the next clock (kGraphicsLatency 1), as are pfld's (it writes what left
# the pipe); every fld.d is read two or more clocks after it issued (kLoadUseInterlock
# never waits: check 9 has a nop for it) and no ld.l is read by the next instruction;
# nothing traps, no non-delayed branch is taken. Instructions, check by check: setup 4;
# 1: 7, 2: 8, 3: 7, 4: 29, 5: 14, 6: 14, 7: 14, 8: 23, 9: 14, 10: 18, 11: 29, 12: 15,
# 13: 18, 14: 37; `passed` 3: 254. Beyond the issue clocks: 1 for each of the 7 st.c
# to psr (kPsrWrite 2, TF S14) and for each of the 20 ixfr/fxfr results read by the very
# next instruction (kTransferUseInterlock, TF S7): 254 + 7 + 20 = 281 cycles.
# expect: halted self-branch at done
# expect: r16 = 0
# expect: r17 = 14
# expect: instructions = 254
# expect: cycles = 281
# The pixel stores of checks 10-12, over 0xee bytes:
# expect: mem64[pixels] = 0xee77ee5544ee22ee
# expect: mem64[pixels+8] = 0xeeee66554433eeee
# expect: mem64[pixels+16] = 0x8877eeeeeeee2211
# expect: mem64[pixels+24] = 0x88776655eeeeeeee
# expect: r9 = pixels+16
# expect: merge = 0
# expect: psr = 0x00800000

        .text
_start: orh     h%data,%r0,%r4
        or      l%data,%r4,%r4
        orh     0xffff,%r0,%r7
        or      0xffff,%r7,%r7

# check 1: fiadd.ss 0xffffffff + 1 wraps to 0 in 32 bits
c1:     or      1,%r0,%r18
        ixfr    %r7,%f2
        or      1,%r0,%r20
        ixfr    %r20,%f3                    # f3:f2 = 0x00000001ffffffff
        fiadd.ss %f2,%f3,%f12
        fxfr    %f12,%r6
        btne    %r0,%r6,failed

# check 2: fiadd.dd carries across the words: 0x00000001ffffffff + 1 = 0x0000000200000000
c2:     or      2,%r0,%r18
        ixfr    %r20,%f4
        ixfr    %r0,%f5                     # f5:f4 = 1
        fiadd.dd %f2,%f4,%f12
        fxfr    %f12,%r6
        btne    %r0,%r6,failed
        fxfr    %f13,%r6
        btne    2,%r6,failed

# check 3: fisub.dd is fsrc1 - fsrc2: 1 - 0x00000001ffffffff = 0xfffffffe00000002
c3:     or      3,%r0,%r18
        fisub.dd %f4,%f2,%f12
        fxfr    %f12,%r6
        btne    2,%r6,failed
        fxfr    %f13,%r6
        adds    -2,%r0,%r19
        btne    %r19,%r6,failed

# check 4: faddp with 8-bit pixels (PS = 00): MERGE >>= 8, then the sum's bits 15:8 of
# each 16-bit lane (0xff00ff00ff00ff00) go in. From MERGE = 0 (reset):
#   0x1122334455667788 + 0x0101010101010101 = 0x1223344556677889 (to f13:f12);
#   MERGE = 0x1200340056007800
#   0xaa00bb00cc00dd00 + 0: MERGE = 0x0012003400560078 | 0xaa00bb00cc00dd00
#                                 = 0xaa12bb34cc56dd78
# form f0 then reads MERGE and clears it: a second form gives 0
c4:     or      4,%r0,%r18
        st.c    %r0,%psr
        fld.d   0(%r4),%f14
        fld.d   8(%r4),%f16
        fld.d   16(%r4),%f18
        faddp   %f14,%f16,%f12
        faddp   %f18,%f0,%f20
        form    %f0,%f22
        form    %f0,%f24
        fxfr    %f12,%r6
        orh     0x5667,%r0,%r19
        or      0x7889,%r19,%r19
        btne    %r19,%r6,failed
        fxfr    %f13,%r6
        orh     0x1223,%r0,%r19
        or      0x3445,%r19,%r19
        btne    %r19,%r6,failed
        fxfr    %f22,%r6
        orh     0xcc56,%r0,%r19
        or      0xdd78,%r19,%r19
        btne    %r19,%r6,failed
        fxfr    %f23,%r6
        orh     0xaa12,%r0,%r19
        or      0xbb34,%r19,%r19
        btne    %r19,%r6,failed
        fxfr    %f24,%r6
        btne    %r0,%r6,failed
        fxfr    %f25,%r6
        btne    %r0,%r6,failed

# check 5: faddp with 16-bit pixels (PS = 01): MERGE >>= 6, then bits 15:10 of each
# lane (0xfc00fc00fc00fc00):
#   0xfc00fc00fc00fc00: MERGE = 0xfc00fc00fc00fc00
#   0x8400840084008400: MERGE = 0x03f003f003f003f0 | 0x8400840084008400
#                             = 0x87f087f087f087f0
c5:     or      5,%r0,%r18
        orh     0x0040,%r0,%r20
        st.c    %r20,%psr
        fld.d   24(%r4),%f14
        fld.d   32(%r4),%f16
        faddp   %f14,%f0,%f12
        faddp   %f16,%f0,%f12
        form    %f0,%f22
        fxfr    %f22,%r6
        orh     0x87f0,%r0,%r19
        or      0x87f0,%r19,%r19
        btne    %r19,%r6,failed
        fxfr    %f23,%r6
        btne    %r19,%r6,failed

# check 6: faddp with 32-bit pixels (PS = 10): MERGE >>= 8, then bits 31:24 of each
# 32-bit lane (0xff000000ff000000):
#   0x123456789abcdef0: MERGE = 0x120000009a000000
#   0x34000000bc000000: MERGE = 0x00120000009a0000 | 0x34000000bc000000
#                             = 0x34120000bc9a0000
c6:     or      6,%r0,%r18
        orh     0x0080,%r0,%r20
        st.c    %r20,%psr
        fld.d   40(%r4),%f14
        fld.d   48(%r4),%f16
        faddp   %f14,%f0,%f12
        faddp   %f16,%f0,%f12
        form    %f0,%f22
        fxfr    %f22,%r6
        orh     0xbc9a,%r0,%r19
        btne    %r19,%r6,failed
        fxfr    %f23,%r6
        orh     0x3412,%r0,%r19
        btne    %r19,%r6,failed

# check 7: faddz: MERGE >>= 16, then the sum's 0xffff0000ffff0000 fields:
#   0x1111222233334444: MERGE = 0x1111000033330000
#   0x5555666677778888: MERGE = 0x0000111100003333 | 0x5555000077770000
#                             = 0x5555111177773333
c7:     or      7,%r0,%r18
        fld.d   56(%r4),%f14
        fld.d   64(%r4),%f16
        faddz   %f14,%f0,%f12
        faddz   %f16,%f0,%f12
        form    %f0,%f22
        fxfr    %f22,%r6
        orh     0x7777,%r0,%r19
        or      0x3333,%r19,%r19
        btne    %r19,%r6,failed
        fxfr    %f23,%r6
        orh     0x5555,%r0,%r19
        or      0x1111,%r19,%r19
        btne    %r19,%r6,failed

# check 8: fzchks on four unsigned 16-bit lanes (lane 3 first): fsrc1 = 0005 0010 0100
# 8000, fsrc2 = 0004 0020 0100 7fff. Lane 0: 7fff <= 8000 (unsigned): fsrc2's; lane 1:
# equal: fsrc2's; lane 2: 0020 > 0010: fsrc1's; lane 3: fsrc2's. Result 0004 0010 0100
# 7fff; PM = 0xf0 >> 4 | 0b1011 << 4 = 0xbf; MERGE (made nonzero by a faddz) is cleared
c8:     or      8,%r0,%r18
        orh     0xf000,%r0,%r20             # PM = 0xf0, PS = 00
        st.c    %r20,%psr
        fld.d   72(%r4),%f14
        fld.d   80(%r4),%f16
        faddz   %f14,%f14,%f0               # MERGE = 0x000a000002010000
        fzchks  %f14,%f16,%f12
        ld.c    %psr,%r21
        form    %f0,%f22
        fxfr    %f12,%r6
        orh     0x0100,%r0,%r19
        or      0x7fff,%r19,%r19
        btne    %r19,%r6,failed
        fxfr    %f13,%r6
        orh     0x0004,%r0,%r19
        or      0x0010,%r19,%r19
        btne    %r19,%r6,failed
        orh     0xbf00,%r0,%r19
        btne    %r19,%r21,failed            # psr: PM = 0xbf, nothing else
        fxfr    %f22,%r6
        btne    %r0,%r6,failed
        fxfr    %f23,%r6
        btne    %r0,%r6,failed

# check 9: fzchkl on two 32-bit lanes: fsrc1 = 00000001 80000000, fsrc2 = 00000002
# 7fffffff: lane 0 takes fsrc2's 7fffffff, lane 1 fsrc1's 1; PM = 0xbf >> 2 | 0b01 << 6
# = 0x6f
c9:     or      9,%r0,%r18
        fld.d   88(%r4),%f14
        fld.d   96(%r4),%f16
        nop
        fzchkl  %f14,%f16,%f12
        ld.c    %psr,%r21
        fxfr    %f12,%r6
        orh     0x7fff,%r0,%r19
        or      0xffff,%r19,%r19
        btne    %r19,%r6,failed
        fxfr    %f13,%r6
        btne    1,%r6,failed
        orh     0x6f00,%r0,%r19
        btne    %r19,%r21,failed

# check 10: pst.d with 8-bit pixels and PM = 0x5a (bits 1, 3, 4, 6) stores bytes 1, 3,
# 4 and 6 of 0x8877665544332211 (in memory 11 22 33 44 55 66 77 88) over 0xee:
# ee 22 ee 44 55 ee 77 ee; PM moves on by 8 pixels: 0
c10:    or      10,%r0,%r18
        orh     0x5a00,%r0,%r20
        st.c    %r20,%psr
        fld.d   104(%r4),%f14
        orh     h%pixels,%r0,%r10
        or      l%pixels,%r10,%r10
        mov     %r10,%r9
        pst.d   %f14,0(%r9)
        ld.c    %psr,%r21
        ld.l    0(%r9),%r22
        ld.l    4(%r9),%r23
        orh     0x44ee,%r0,%r19
        or      0x22ee,%r19,%r19
        btne    %r19,%r22,failed
        orh     0xee77,%r0,%r19
        or      0xee55,%r19,%r19
        btne    %r19,%r23,failed
        btne    %r0,%r21,failed             # psr = 0: PM shifted out, CC clear

# check 11: 16-bit pixels, PM = 0x96: the first pst.d stores pixels 1 and 2 (PM's low
# four bits 0110; bytes 2-5) at pixels + 8 and shifts PM by 4 to 0x09; the second
# stores pixels 0 and 3 (1001) at pixels + 16 and leaves PM = 0; both autoincrement r9
c11:    or      11,%r0,%r18
        orh     0x9640,%r0,%r20             # PM = 0x96, PS = 01
        st.c    %r20,%psr
        pst.d   %f14,8(%r9)++
        ld.c    %psr,%r21
        pst.d   %f14,8(%r9)++
        ld.c    %psr,%r22
        orh     0x0940,%r0,%r19
        btne    %r19,%r21,failed            # PM = 0x09, PS = 01
        orh     0x0040,%r0,%r19
        btne    %r19,%r22,failed            # PM = 0
        ld.l    -8(%r9),%r23
        ld.l    -4(%r9),%r24
        ld.l    0(%r9),%r25
        ld.l    4(%r9),%r26
        orh     0x4433,%r0,%r19
        or      0xeeee,%r19,%r19
        btne    %r19,%r23,failed            # ee ee 33 44
        orh     0xeeee,%r0,%r19
        or      0x6655,%r19,%r19
        btne    %r19,%r24,failed            # 55 66 ee ee
        orh     0xeeee,%r0,%r19
        or      0x2211,%r19,%r19
        btne    %r19,%r25,failed            # 11 22 ee ee
        orh     0x8877,%r0,%r19
        or      0xeeee,%r19,%r19
        btne    %r19,%r26,failed            # ee ee 77 88
        adds    16,%r10,%r19
        btne    %r19,%r9,failed             # r9 = pixels + 16

# check 12: 32-bit pixels, PM = 0x02: pixel 1, the high word, at pixels + 24; PM = 0
c12:    or      12,%r0,%r18
        orh     0x0280,%r0,%r20             # PM = 0x02, PS = 10
        st.c    %r20,%psr
        pst.d   %f14,8(%r9)
        ld.c    %psr,%r21
        ld.l    24(%r10),%r22
        ld.l    28(%r10),%r23
        orh     0x0080,%r0,%r19
        btne    %r19,%r21,failed
        orh     0xeeee,%r0,%r19
        or      0xeeee,%r19,%r19
        btne    %r19,%r22,failed
        orh     0x8877,%r0,%r19
        or      0x6655,%r19,%r19
        btne    %r19,%r23,failed

# check 13: the one-stage graphics pipe: pfiadd writes what the stage held (with its
# IRP) and puts its own sum there. The stage holds reset's single 0 first.
#   pfiadd.ss 1 + 1: f12 <- 0; stage = 2
#   pfiadd.dd 0x00000001ffffffff + 1: f14 <- 2; stage = 0x0000000200000000, double: IRP
#   pfiadd.ss 0 + 0: f17:f16 <- 0x0000000200000000 (a pair: the stage's IRP); IRP clear
c13:    or      13,%r0,%r18
        pfiadd.ss %f3,%f3,%f12
        pfiadd.dd %f2,%f4,%f14
        ld.c    %fsr,%r21
        pfiadd.ss %f0,%f0,%f16
        ld.c    %fsr,%r22
        fxfr    %f12,%r6
        btne    %r0,%r6,failed
        fxfr    %f14,%r6
        btne    2,%r6,failed
        fxfr    %f16,%r6
        btne    %r0,%r6,failed
        fxfr    %f17,%r6
        btne    2,%r6,failed
        andh    0x0800,%r21,%r21            # fsr.IRP, bit 27
        bte     %r0,%r21,failed
        andh    0x0800,%r22,%r22
        btne    %r0,%r22,failed

# check 14: the three-stage load pipe. L = [stage 1, 2, 3]; it starts as reset's
# single zeros, and an fld between pflds leaves it alone:
#   pfld.l +0: f12 <- 0; L = [0x55667788, 0, 0]
#   pfld.d +8: f14 <- 0; L = [0x0101010101010101d, 0x55667788, 0]
#   fld.l +16 (to f20: the pipe does not move)
#   pfld.l +4: f16 <- 0; L = [0x11223344, d, 0x55667788]; fsr.LRP (bit 26) = 0
#   pfld.l: f18 <- 0x55667788; last is the double now: LRP = 1
#   pfld.l: f23:f22 <- 0x0101010101010101
#   pfld.l: f24 <- 0x11223344
c14:    or      14,%r0,%r18
        ixfr    %r7,%f12
        ixfr    %r7,%f14
        ixfr    %r7,%f16
        pfld.l  0(%r4),%f12
        pfld.d  8(%r4),%f14
        fld.l   16(%r4),%f20
        pfld.l  4(%r4),%f16
        ld.c    %fsr,%r21
        pfld.l  0(%r4),%f18
        ld.c    %fsr,%r22
        pfld.l  0(%r4),%f22
        pfld.l  0(%r4),%f24
        fxfr    %f12,%r6
        btne    %r0,%r6,failed
        fxfr    %f14,%r6
        btne    %r0,%r6,failed
        fxfr    %f16,%r6
        btne    %r0,%r6,failed
        fxfr    %f18,%r6
        orh     0x5566,%r0,%r19
        or      0x7788,%r19,%r19
        btne    %r19,%r6,failed
        fxfr    %f22,%r6
        orh     0x0101,%r0,%r19
        or      0x0101,%r19,%r19
        btne    %r19,%r6,failed
        fxfr    %f23,%r6
        btne    %r19,%r6,failed
        fxfr    %f24,%r6
        orh     0x1122,%r0,%r19
        or      0x3344,%r19,%r19
        btne    %r19,%r6,failed
        andh    0x0400,%r21,%r21
        btne    %r0,%r21,failed
        andh    0x0400,%r22,%r22
        bte     %r0,%r22,failed

passed: mov     %r18,%r17                   # r17 = the number of checks run
done:   br      done
        nop
failed: mov     %r18,%r16                   # r16 = the number of the failing check
        br      .
        nop

        .data
        .align  8
data:   .long   0x55667788, 0x11223344      # +0
        .long   0x01010101, 0x01010101      # +8
        .long   0xcc00dd00, 0xaa00bb00      # +16
        .long   0xfc00fc00, 0xfc00fc00      # +24
        .long   0x84008400, 0x84008400      # +32
        .long   0x9abcdef0, 0x12345678      # +40
        .long   0xbc000000, 0x34000000      # +48
        .long   0x33334444, 0x11112222      # +56
        .long   0x77778888, 0x55556666      # +64
        .long   0x01008000, 0x00050010      # +72: Z lanes 0005 0010 0100 8000
        .long   0x01007fff, 0x00040020      # +80: 0004 0020 0100 7fff
        .long   0x80000000, 0x00000001      # +88
        .long   0x7fffffff, 0x00000002      # +96
        .long   0x44332211, 0x88776655      # +104: pixels to store
        .align  8
pixels: .long   0xeeeeeeee, 0xeeeeeeee, 0xeeeeeeee, 0xeeeeeeee
        .long   0xeeeeeeee, 0xeeeeeeee, 0xeeeeeeee, 0xeeeeeeee
