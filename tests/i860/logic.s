# logic.s: and, andnot, or, xor in their register and immediate forms, and the h-forms
# andh, andnoth, orh, xorh: results, psr.CC, and epsr.OF left alone (ISA-FACTS §4.2):
# CC is set iff the result is zero; immediates are zero-extended (the h-forms shift them
# to the high half); andnot complements src1.
#
# Each check sets its number in r18 with `or`, which leaves CC = 0; where the
# instruction under test must give CC = 0, an `xor` of r18 with itself sets CC = 1
# first, so a CC it failed to write is caught. The setup sets OF = 1, which checks 1-23
# find untouched; check 24 clears it and checks 24-25 find it still clear.
#
# Registers: r4 = 0x12345678, r5 = 0x0f0f0f0f, r7 = 0xffffffff; r6 the result, r19 an
# expected value, r20 psr, r21 epsr; r16/r17/r18 as README.md says.
#
# Cycles: no loads, no FP, no traps, no taken branch but the final `br .`: one clock
# per instruction (timing.def kIssue). Instructions: 7 of setup; checks 1-25 have 9
# each (225), plus 1 for each of the 18 that expect CC = 0, plus the expected values
# built in r19 (checks 1, 9, 14, 20, 22: 2 each; 2, 3, 6, 8, 10, 12, 13, 15, 17, 21,
# 23: 1 each; 21 in all), plus check 24's addu: 225 + 18 + 21 + 1 = 265; check 26 has
# 5; `passed` runs 3. 7 + 265 + 5 + 3 = 280.
# expect: halted self-branch at done
# expect: r16 = 0
# expect: r17 = 26
# expect: instructions = 280
# expect: cycles = 280
# Check 26's bit test set CC = 1, but its own `and 4,%r20,%r20` then found CC's bit
# set (4, not zero) and left CC = 0; OF was cleared by check 24.
# expect: psr = 0x00000000
# expect: epsr = 0x00080402

        .text
_start: orh     0x1234,%r0,%r4
        or      0x5678,%r4,%r4
        orh     0x0f0f,%r0,%r5
        or      0x0f0f,%r5,%r5
        orh     0xffff,%r0,%r7
        or      0xffff,%r7,%r7
        addu    %r7,%r7,%r0                 # OF = 1: 0xffffffff + 0xffffffff carries

# check 1: and %r5,%r4
#   0x0f0f0f0f & 0x12345678 = 0x02040608: not zero, CC = 0
c1:     or      1,%r0,%r18                  # CC = 0 now (the result is not zero)
        xor     %r18,%r18,%r0               # CC = 1 before
        and     %r5,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        orh     0x0204,%r0,%r19
        or      0x0608,%r19,%r19
        btne    %r19,%r6,failed             # result 0x02040608
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 2: and 0xff00,%r4
#   0x0000ff00 & 0x12345678 = 0x00005600
c2:     or      2,%r0,%r18                  # CC = 0 now (the result is not zero)
        xor     %r18,%r18,%r0               # CC = 1 before
        and     0xff00,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        or      0x5600,%r0,%r19
        btne    %r19,%r6,failed             # result 0x00005600
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 3: and 0x8000,%r7: the constant zero-extends
#   0x00008000 & 0xffffffff = 0x00008000 (sign extension would give 0xffff8000)
c3:     or      3,%r0,%r18                  # CC = 0 now (the result is not zero)
        xor     %r18,%r18,%r0               # CC = 1 before
        and     0x8000,%r7,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        or      0x8000,%r0,%r19
        btne    %r19,%r6,failed             # result 0x00008000
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 4: and 0,%r4
#   = 0: CC = 1
c4:     or      4,%r0,%r18                  # CC = 0 now (the result is not zero)
        and     0,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r0,%r6,failed              # result 0x00000000
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 5: and %r4,%r7
#   0x12345678 & 0xffffffff = 0x12345678
c5:     or      5,%r0,%r18                  # CC = 0 now (the result is not zero)
        xor     %r18,%r18,%r0               # CC = 1 before
        and     %r4,%r7,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r4,%r6,failed              # result 0x12345678
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 6: andh 0xffff,%r4: the constant shifted to the high half
#   0xffff0000 & 0x12345678 = 0x12340000
c6:     or      6,%r0,%r18                  # CC = 0 now (the result is not zero)
        xor     %r18,%r18,%r0               # CC = 1 before
        andh    0xffff,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        orh     0x1234,%r0,%r19
        btne    %r19,%r6,failed             # result 0x12340000
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 7: andh 0xedcb,%r4
#   0xedcb0000 & 0x12345678 = 0 (0xedcb = ~0x1234): CC = 1
c7:     or      7,%r0,%r18                  # CC = 0 now (the result is not zero)
        andh    0xedcb,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r0,%r6,failed              # result 0x00000000
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 8: andh 0x8000,%r7
#   0x80000000 & 0xffffffff = 0x80000000
c8:     or      8,%r0,%r18                  # CC = 0 now (the result is not zero)
        xor     %r18,%r18,%r0               # CC = 1 before
        andh    0x8000,%r7,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        orh     0x8000,%r0,%r19
        btne    %r19,%r6,failed             # result 0x80000000
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 9: andnot %r5,%r4: the complement applies to src1
#   ~0x0f0f0f0f & 0x12345678 = 0xf0f0f0f0 & 0x12345678 = 0x10305070
c9:     or      9,%r0,%r18                  # CC = 0 now (the result is not zero)
        xor     %r18,%r18,%r0               # CC = 1 before
        andnot  %r5,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        orh     0x1030,%r0,%r19
        or      0x5070,%r19,%r19
        btne    %r19,%r6,failed             # result 0x10305070
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 10: andnot 0xffff,%r4: the constant zero-extends, then is complemented
#   ~0x0000ffff & 0x12345678 = 0x12340000
c10:    or      10,%r0,%r18                 # CC = 0 now (the result is not zero)
        xor     %r18,%r18,%r0               # CC = 1 before
        andnot  0xffff,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        orh     0x1234,%r0,%r19
        btne    %r19,%r6,failed             # result 0x12340000
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 11: andnot %r4,%r4
#   ~x & x = 0: CC = 1
c11:    or      11,%r0,%r18                 # CC = 0 now (the result is not zero)
        andnot  %r4,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r0,%r6,failed              # result 0x00000000
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 12: andnoth 0x1234,%r4
#   ~0x12340000 & 0x12345678 = 0x00005678
c12:    or      12,%r0,%r18                 # CC = 0 now (the result is not zero)
        xor     %r18,%r18,%r0               # CC = 1 before
        andnoth 0x1234,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        or      0x5678,%r0,%r19
        btne    %r19,%r6,failed             # result 0x00005678
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 13: andnoth 0xffff,%r7
#   ~0xffff0000 & 0xffffffff = 0x0000ffff
c13:    or      13,%r0,%r18                 # CC = 0 now (the result is not zero)
        xor     %r18,%r18,%r0               # CC = 1 before
        andnoth 0xffff,%r7,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        or      0xffff,%r0,%r19
        btne    %r19,%r6,failed             # result 0x0000ffff
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 14: or %r5,%r4
#   0x0f0f0f0f | 0x12345678 = 0x1f3f5f7f
c14:    or      14,%r0,%r18                 # CC = 0 now (the result is not zero)
        xor     %r18,%r18,%r0               # CC = 1 before
        or      %r5,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        orh     0x1f3f,%r0,%r19
        or      0x5f7f,%r19,%r19
        btne    %r19,%r6,failed             # result 0x1f3f5f7f
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 15: or 0x8000,%r0: the constant zero-extends
#   = 0x00008000
c15:    or      15,%r0,%r18                 # CC = 0 now (the result is not zero)
        xor     %r18,%r18,%r0               # CC = 1 before
        or      0x8000,%r0,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        or      0x8000,%r0,%r19
        btne    %r19,%r6,failed             # result 0x00008000
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 16: or %r0,%r0
#   = 0: CC = 1
c16:    or      16,%r0,%r18                 # CC = 0 now (the result is not zero)
        or      %r0,%r0,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r0,%r6,failed              # result 0x00000000
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 17: orh 0x8000,%r0
#   = 0x80000000
c17:    or      17,%r0,%r18                 # CC = 0 now (the result is not zero)
        xor     %r18,%r18,%r0               # CC = 1 before
        orh     0x8000,%r0,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        orh     0x8000,%r0,%r19
        btne    %r19,%r6,failed             # result 0x80000000
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 18: orh 0,%r0
#   = 0: CC = 1
c18:    or      18,%r0,%r18                 # CC = 0 now (the result is not zero)
        orh     0,%r0,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r0,%r6,failed              # result 0x00000000
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 19: xor %r4,%r4
#   x ^ x = 0: CC = 1
c19:    or      19,%r0,%r18                 # CC = 0 now (the result is not zero)
        xor     %r4,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r0,%r6,failed              # result 0x00000000
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 20: xor 0xffff,%r4
#   0x0000ffff ^ 0x12345678 = 0x1234a987
c20:    or      20,%r0,%r18                 # CC = 0 now (the result is not zero)
        xor     %r18,%r18,%r0               # CC = 1 before
        xor     0xffff,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        orh     0x1234,%r0,%r19
        or      0xa987,%r19,%r19
        btne    %r19,%r6,failed             # result 0x1234a987
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 21: xorh 0x1234,%r4
#   0x12340000 ^ 0x12345678 = 0x00005678
c21:    or      21,%r0,%r18                 # CC = 0 now (the result is not zero)
        xor     %r18,%r18,%r0               # CC = 1 before
        xorh    0x1234,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        or      0x5678,%r0,%r19
        btne    %r19,%r6,failed             # result 0x00005678
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 22: xor %r5,%r4
#   0x0f0f0f0f ^ 0x12345678 = 0x1d3b5977
c22:    or      22,%r0,%r18                 # CC = 0 now (the result is not zero)
        xor     %r18,%r18,%r0               # CC = 1 before
        xor     %r5,%r4,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        orh     0x1d3b,%r0,%r19
        or      0x5977,%r19,%r19
        btne    %r19,%r6,failed             # result 0x1d3b5977
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 23: xorh 0xffff,%r7
#   0xffff0000 ^ 0xffffffff = 0x0000ffff
c23:    or      23,%r0,%r18                 # CC = 0 now (the result is not zero)
        xor     %r18,%r18,%r0               # CC = 1 before
        xorh    0xffff,%r7,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        or      0xffff,%r0,%r19
        btne    %r19,%r6,failed             # result 0x0000ffff
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1, untouched

# check 24: or %r4,%r0 with OF clear: logic does not set OF either
#   0x12345678 | 0 = 0x12345678
c24:    or      24,%r0,%r18                 # CC = 0 now (the result is not zero)
        addu    %r0,%r0,%r0                 # OF = 0 from here on (0 + 0 does not carry)
        xor     %r18,%r18,%r0               # CC = 1 before
        or      %r4,%r0,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r4,%r6,failed              # result 0x12345678
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0
        andh    0x100,%r21,%r21
        btne    %r0,%r21,failed             # OF = 0, untouched

# check 25: and 0,%r7 with OF clear
#   = 0: CC = 1
c25:    or      25,%r0,%r18                 # CC = 0 now (the result is not zero)
        and     0,%r7,%r6
        ld.c    %psr,%r20
        ld.c    %epsr,%r21
        btne    %r0,%r6,failed              # result 0x00000000
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1
        andh    0x100,%r21,%r21
        btne    %r0,%r21,failed             # OF = 0, untouched

# check 26: and 0x80,%r4,%r0: a bit test (GCC's idiom), the result dropped, CC written
#   0x00000080 & 0x12345678 = 0 (bit 7 of 0x78 is clear): CC = 1
c26:    or      26,%r0,%r18                 # CC = 0 before
        and     0x80,%r4,%r0
        ld.c    %psr,%r20
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1

passed: mov     %r18,%r17                   # r17 = the number of checks run
done:   br      done
        nop
failed: mov     %r18,%r16                   # r16 = the number of the failing check
        br      .
        nop
