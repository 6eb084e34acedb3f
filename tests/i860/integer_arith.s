# integer_arith.s: adds, addu, subs and subu in their register and immediate forms:
# the result, psr.CC and epsr.OF of each (ISA-FACTS §4.1, the DECISIONs in
# cpu/execute_integer.cpp), a result sent to r0, and intovr falling through while OF
# is clear (intovr trapping on OF is in traps.s).
#
# Each check sets its number in r18, forces CC and OF to the opposite of what the
# instruction under test must give (so a flag it failed to write is caught), runs the
# instruction, captures psr and epsr at once, and compares the result, CC (psr bit 2)
# and OF (epsr bit 24). A mismatch branches to `failed` with the check's number.
#
# Registers: r4 = 1, r5 = 2, r7 = 0xffffffff, r8 = 0x7fffffff, r9 = 0x80000000;
# r6 the result, r19 an expected value, r20 psr, r21 epsr; r16/r17/r18 as README.md says.
#
# Cycles: no loads, no FP, no traps, and no taken branch but the final `br .` (a
# delayed branch, whose slot hides its fetch): every instruction issues in one clock
# (timing.def kIssue), so cycles = instructions. Instructions: 7 of setup; checks 1-32
# are 10 each plus the ones that build their expected value in r19 (6: 2, 8: 2, 9: 2,
# 16: 1, 32: 2), 320 + 9 = 329; check 33 has 11, check 34 has 3; `passed` runs 3
# (mov, br, its slot). 7 + 329 + 11 + 3 + 3 = 353.
# expect: halted self-branch at done
# expect: r16 = 0
# expect: r17 = 34
# expect: instructions = 353
# expect: cycles = 353
# Check 34 leaves r6 = 1 + 2 with CC = 0 and OF = 0; no shift ran, so psr is all zeros;
# epsr is its reset value: type 2 (XP), stepping 4 (B2) in bits 12:8, DCS 2 in 21:18.
# expect: r6 = 3
# expect: psr = 0x00000000
# expect: epsr = 0x00080402

        .text
_start: or      1,%r0,%r4
        or      2,%r0,%r5
        orh     0xffff,%r0,%r7
        or      0xffff,%r7,%r7
        orh     0x7fff,%r0,%r8
        or      0xffff,%r8,%r8
        orh     0x8000,%r0,%r9

# check 1: adds %r4,%r5: 1 + 2
#   = 3; the true sum is not negative: CC = 0; no signed overflow: OF = 0
c1:     or      1,%r0,%r18
        addu    %r7,%r7,%r0                 # CC = OF = 1 before (0xffffffff + 0xffffffff carries)
        adds    %r4,%r5,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    3,%r6,failed                # result 0x00000003
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        btne    %r0,%r21,failed             # OF = 0

# check 2: adds %r4,%r7: 1 + -1
#   = 0; a zero sum is not negative: CC = 0; OF = 0
c2:     or      2,%r0,%r18
        addu    %r7,%r7,%r0                 # CC = OF = 1 before (0xffffffff + 0xffffffff carries)
        adds    %r4,%r7,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r0,%r6,failed              # result 0x00000000
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        btne    %r0,%r21,failed             # OF = 0

# check 3: adds %r9,%r0: 0x80000000 + 0
#   = 0x80000000; the true sum -2^31 is negative: CC = 1 (DECISION, ISA-FACTS 13 #2:
#   the reference cores negate 0x80000000 and get CC = 0); operands of unlike sign: OF = 0
c3:     or      3,%r0,%r18
        adds    %r8,%r4,%r0                 # CC = 0, OF = 1 before (0x7fffffff + 1)
        adds    %r9,%r0,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r9,%r6,failed              # result 0x80000000
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        btne    %r0,%r21,failed             # OF = 0

# check 4: adds %r8,%r4: 0x7fffffff + 1
#   = 0x80000000; the true sum +2^31 is positive: CC = 0; it does not fit: OF = 1
c4:     or      4,%r0,%r18
        subu    %r4,%r4,%r0                 # CC = 1, OF = 0 before (1 - 1, no borrow)
        adds    %r8,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r9,%r6,failed              # result 0x80000000
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1

# check 5: adds %r9,%r9: 0x80000000 + 0x80000000
#   = 0 (mod 2^32); the true sum -2^32 is negative: CC = 1; OF = 1
c5:     or      5,%r0,%r18
        addu    %r0,%r0,%r0                 # CC = OF = 0 before (0 + 0)
        adds    %r9,%r9,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r0,%r6,failed              # result 0x00000000
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1

# check 6: adds %r7,%r7: -1 + -1
#   = 0xfffffffe; negative: CC = 1; -2 fits: OF = 0
c6:     or      6,%r0,%r18
        adds    %r8,%r4,%r0                 # CC = 0, OF = 1 before (0x7fffffff + 1)
        adds    %r7,%r7,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        orh     0xffff,%r0,%r19
        or      0xfffe,%r19,%r19
        btne    %r19,%r6,failed             # result 0xfffffffe
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        btne    %r0,%r21,failed             # OF = 0

# check 7: adds -2,%r4: the constant is sign-extended, 0xfffffffe + 1
#   = 0xffffffff; CC = 1; operands of unlike sign: OF = 0 (ISA-FACTS 13 #1: both
#   reference cores apply the subtraction rule here and set OF)
c7:     or      7,%r0,%r18
        adds    %r8,%r4,%r0                 # CC = 0, OF = 1 before (0x7fffffff + 1)
        adds    -2,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r7,%r6,failed              # result 0xffffffff
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        btne    %r0,%r21,failed             # OF = 0

# check 8: adds -32768,%r0: the constant 0x8000 sign-extends
#   = 0xffff8000; CC = 1; OF = 0
c8:     or      8,%r0,%r18
        adds    %r8,%r4,%r0                 # CC = 0, OF = 1 before (0x7fffffff + 1)
        adds    -32768,%r0,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        orh     0xffff,%r0,%r19
        or      0x8000,%r19,%r19
        btne    %r19,%r6,failed             # result 0xffff8000
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        btne    %r0,%r21,failed             # OF = 0

# check 9: adds 32767,%r8: 0x7fffffff + 0x7fff
#   = 0x80007ffe; the true sum is positive: CC = 0; it does not fit: OF = 1
c9:     or      9,%r0,%r18
        subu    %r4,%r4,%r0                 # CC = 1, OF = 0 before (1 - 1, no borrow)
        adds    32767,%r8,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        orh     0x8000,%r0,%r19
        or      0x7ffe,%r19,%r19
        btne    %r19,%r6,failed             # result 0x80007ffe
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1

# check 10: addu %r4,%r5: 1 + 2
#   = 3; no carry out of bit 31: CC = OF = 0
c10:    or      10,%r0,%r18
        addu    %r7,%r7,%r0                 # CC = OF = 1 before (0xffffffff + 0xffffffff carries)
        addu    %r4,%r5,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    3,%r6,failed                # result 0x00000003
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        btne    %r0,%r21,failed             # OF = 0

# check 11: addu %r7,%r4: 0xffffffff + 1
#   = 0 with a carry out of bit 31: CC = OF = 1
c11:    or      11,%r0,%r18
        addu    %r0,%r0,%r0                 # CC = OF = 0 before (0 + 0)
        addu    %r7,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r0,%r6,failed              # result 0x00000000
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1

# check 12: addu %r9,%r9: 0x80000000 + 0x80000000
#   = 0 with a carry: CC = OF = 1
c12:    or      12,%r0,%r18
        addu    %r0,%r0,%r0                 # CC = OF = 0 before (0 + 0)
        addu    %r9,%r9,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r0,%r6,failed              # result 0x00000000
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1

# check 13: addu %r8,%r4: 0x7fffffff + 1
#   = 0x80000000; no carry: CC = OF = 0 (signed overflow does not count for addu)
c13:    or      13,%r0,%r18
        addu    %r7,%r7,%r0                 # CC = OF = 1 before (0xffffffff + 0xffffffff carries)
        addu    %r8,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r9,%r6,failed              # result 0x80000000
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        btne    %r0,%r21,failed             # OF = 0

# check 14: addu %r0,%r4: 0 + 1
#   = 1; no carry, so CC = 0 although 1 >= 0 unsigned (the PRM footnote GCC's
#   i860.md cites: CC is the carry, taken literally); OF = 0
c14:    or      14,%r0,%r18
        addu    %r7,%r7,%r0                 # CC = OF = 1 before (0xffffffff + 0xffffffff carries)
        addu    %r0,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    1,%r6,failed                # result 0x00000001
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        btne    %r0,%r21,failed             # OF = 0

# check 15: addu -1,%r4: the constant sign-extends to 0xffffffff, + 1
#   = 0 with a carry: CC = OF = 1
c15:    or      15,%r0,%r18
        addu    %r0,%r0,%r0                 # CC = OF = 0 before (0 + 0)
        addu    -1,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r0,%r6,failed              # result 0x00000000
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1

# check 16: addu 0x7fff,%r7: 0x7fff + 0xffffffff
#   = 0x00007ffe with a carry: CC = OF = 1
c16:    or      16,%r0,%r18
        addu    %r0,%r0,%r0                 # CC = OF = 0 before (0 + 0)
        addu    0x7fff,%r7,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        or      0x7ffe,%r0,%r19
        btne    %r19,%r6,failed             # result 0x00007ffe
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1

# check 17: subu %r5,%r4: 2 - 1 (src1 - src2)
#   = 1; src2 <= src1, no borrow: CC = 1, OF = 0
c17:    or      17,%r0,%r18
        adds    %r8,%r4,%r0                 # CC = 0, OF = 1 before (0x7fffffff + 1)
        subu    %r5,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    1,%r6,failed                # result 0x00000001
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        btne    %r0,%r21,failed             # OF = 0

# check 18: subu %r4,%r5: 1 - 2
#   = 0xffffffff; src2 > src1 borrows: CC = 0, OF = 1
c18:    or      18,%r0,%r18
        subu    %r4,%r4,%r0                 # CC = 1, OF = 0 before (1 - 1, no borrow)
        subu    %r4,%r5,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r7,%r6,failed              # result 0xffffffff
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1

# check 19: subu %r4,%r4: 1 - 1
#   = 0; src2 <= src1: CC = 1, OF = 0
c19:    or      19,%r0,%r18
        adds    %r8,%r4,%r0                 # CC = 0, OF = 1 before (0x7fffffff + 1)
        subu    %r4,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r0,%r6,failed              # result 0x00000000
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        btne    %r0,%r21,failed             # OF = 0

# check 20: subu %r0,%r7: 0 - 0xffffffff
#   = 1; borrows: CC = 0, OF = 1
c20:    or      20,%r0,%r18
        subu    %r4,%r4,%r0                 # CC = 1, OF = 0 before (1 - 1, no borrow)
        subu    %r0,%r7,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    1,%r6,failed                # result 0x00000001
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1

# check 21: subu %r9,%r4: 0x80000000 - 1
#   = 0x7fffffff; no borrow: CC = 1, OF = 0 (signed overflow does not count for subu)
c21:    or      21,%r0,%r18
        adds    %r8,%r4,%r0                 # CC = 0, OF = 1 before (0x7fffffff + 1)
        subu    %r9,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r8,%r6,failed              # result 0x7fffffff
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        btne    %r0,%r21,failed             # OF = 0

# check 22: subu 5,%r4: the constant form is constant - src2, 5 - 1
#   = 4; CC = 1, OF = 0
c22:    or      22,%r0,%r18
        adds    %r8,%r4,%r0                 # CC = 0, OF = 1 before (0x7fffffff + 1)
        subu    5,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    4,%r6,failed                # result 0x00000004
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        btne    %r0,%r21,failed             # OF = 0

# check 23: subu -1,%r7: 0xffffffff (sign-extended) - 0xffffffff
#   = 0; CC = 1, OF = 0
c23:    or      23,%r0,%r18
        adds    %r8,%r4,%r0                 # CC = 0, OF = 1 before (0x7fffffff + 1)
        subu    -1,%r7,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r0,%r6,failed              # result 0x00000000
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        btne    %r0,%r21,failed             # OF = 0

# check 24: subu 0,%r4: 0 - 1
#   = 0xffffffff; borrows: CC = 0, OF = 1
c24:    or      24,%r0,%r18
        subu    %r4,%r4,%r0                 # CC = 1, OF = 0 before (1 - 1, no borrow)
        subu    0,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r7,%r6,failed              # result 0xffffffff
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1

# check 25: subs %r4,%r5: 1 - 2
#   = 0xffffffff; src2 > src1 (2 > 1): CC = 1; -1 fits: OF = 0
c25:    or      25,%r0,%r18
        adds    %r8,%r4,%r0                 # CC = 0, OF = 1 before (0x7fffffff + 1)
        subs    %r4,%r5,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r7,%r6,failed              # result 0xffffffff
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        btne    %r0,%r21,failed             # OF = 0

# check 26: subs %r5,%r4: 2 - 1
#   = 1; 1 > 2 is false: CC = 0; OF = 0
c26:    or      26,%r0,%r18
        addu    %r7,%r7,%r0                 # CC = OF = 1 before (0xffffffff + 0xffffffff carries)
        subs    %r5,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    1,%r6,failed                # result 0x00000001
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        btne    %r0,%r21,failed             # OF = 0

# check 27: subs %r4,%r4: 1 - 1
#   = 0; equal is not greater: CC = 0; OF = 0
c27:    or      27,%r0,%r18
        addu    %r7,%r7,%r0                 # CC = OF = 1 before (0xffffffff + 0xffffffff carries)
        subs    %r4,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r0,%r6,failed              # result 0x00000000
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        btne    %r0,%r21,failed             # OF = 0

# check 28: subs %r9,%r4: 0x80000000 - 1
#   = 0x7fffffff; 1 > -2^31: CC = 1; the true -2^31 - 1 does not fit: OF = 1
c28:    or      28,%r0,%r18
        addu    %r0,%r0,%r0                 # CC = OF = 0 before (0 + 0)
        subs    %r9,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r8,%r6,failed              # result 0x7fffffff
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1

# check 29: subs %r8,%r7: 0x7fffffff - -1
#   = 0x80000000; -1 > 2^31 - 1 is false: CC = 0; the true 2^31 does not fit: OF = 1
c29:    or      29,%r0,%r18
        subu    %r4,%r4,%r0                 # CC = 1, OF = 0 before (1 - 1, no borrow)
        subs    %r8,%r7,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r9,%r6,failed              # result 0x80000000
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1

# check 30: subs %r7,%r9: -1 - -2^31
#   = 0x7fffffff; -2^31 > -1 is false: CC = 0; fits: OF = 0
c30:    or      30,%r0,%r18
        addu    %r7,%r7,%r0                 # CC = OF = 1 before (0xffffffff + 0xffffffff carries)
        subs    %r7,%r9,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r8,%r6,failed              # result 0x7fffffff
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        btne    %r0,%r21,failed             # OF = 0

# check 31: subs 5,%r4: constant - src2, 5 - 1
#   = 4; 1 > 5 is false: CC = 0; OF = 0
c31:    or      31,%r0,%r18
        addu    %r7,%r7,%r0                 # CC = OF = 1 before (0xffffffff + 0xffffffff carries)
        subs    5,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    4,%r6,failed                # result 0x00000004
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        btne    %r0,%r21,failed             # OF = 0

# check 32: subs -32768,%r4: -32768 - 1
#   = 0xffff7fff; 1 > -32768: CC = 1; OF = 0
c32:    or      32,%r0,%r18
        adds    %r8,%r4,%r0                 # CC = 0, OF = 1 before (0x7fffffff + 1)
        subs    -32768,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        orh     0xffff,%r0,%r19
        or      0x7fff,%r19,%r19
        btne    %r19,%r6,failed             # result 0xffff7fff
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        btne    %r0,%r21,failed             # OF = 0

# check 33: adds %r8,%r4,%r0: a result sent to r0 is dropped; the flags are written
#   0x7fffffff + 1: CC = 0, OF = 1 (as check 4); r0 still reads 0, so r0 | r4 = 1
c33:    or      33,%r0,%r18
        subu    %r4,%r4,%r0                 # CC = 1, OF = 0 before (1 - 1, no borrow)
        adds    %r8,%r4,%r0
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        or      %r0,%r4,%r6
        btne    1,%r6,failed                # r0 | 1 = 1
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1

# check 34: intovr with OF clear does nothing (PRM p.75: it traps iff OF = 1)
c34:    or      34,%r0,%r18
        addu    %r4,%r5,%r6                 # 1 + 2, no carry: OF = 0
        intovr

passed: mov     %r18,%r17                   # r17 = the number of checks run
done:   br      done
        nop
failed: mov     %r18,%r16                   # r16 = the number of the failing check
        br      .
        nop
