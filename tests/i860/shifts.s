# shifts.s: shl, shr, shra with register and immediate counts, shrd, and psr.SC
# (ISA-FACTS §4.3): shr writes its count to SC, shl and shra do not, shrd shifts the
# pair src1:src2 right by SC; counts of 32 and more use their low 5 bits (DECISION in
# cpu/execute_integer.cpp, ISA-FACTS §14.3); no shift changes CC or OF.
#
# Each check sets its number in r18 with `or` (CC = 0), sets CC = 1 with an `xor`
# where CC must be found untouched at 1, runs the shift, captures psr, and compares
# the result, SC (psr bits 21:17, compared as SC << 17) and CC. The setup sets OF = 1;
# check 21 finds it still set.
#
# Registers: r4 = 0x87654321, r5 = 0xab, r7 = 0xffffffff, counts r8 = 37, r9 = 32,
# r10 = 33, r11 = 0x10000000; r6 the result, r19 an expected value, r20 psr, r21 SC.
#
# Cycles: no loads, no FP, no traps, no taken branch but the final `br .`: one clock
# per instruction (timing.def kIssue). Instructions: 10 of setup; checks 1-20 have 8
# each (160), plus the CC = 1 preset in all but check 19 (19), plus check 15-18's
# SC setting (1, 1, 1, 4: 7), plus the results built in r19 (checks 1, 2, 5, 6, 7, 10,
# 12, 15, 18: 2 each; 3, 17: 1 each; 20), plus an `orh` for each nonzero SC (checks
# 6, 7, 9-15, 17-20: 13): 160 + 19 + 7 + 20 + 13 = 219; check 21 has 4; `passed` 3.
# 10 + 219 + 4 + 3 = 236 instructions; the setup's st.c to psr takes a second clock
# (kPsrWrite 2, TF S14): 237 cycles.
# expect: halted self-branch at done
# expect: r16 = 0
# expect: r17 = 21
# expect: instructions = 236
# expect: cycles = 237
# SC = 12 is left from check 18 (0x00180000); check 21's andh left CC = 0 (its result
# 0x01000000 is not zero); OF = 1 from the setup.
# expect: psr = 0x00180000
# expect: epsr = 0x01080402

        .text
_start: orh     0x8765,%r0,%r4
        or      0x4321,%r4,%r4
        or      0xab,%r0,%r5
        orh     0xffff,%r0,%r7
        or      0xffff,%r7,%r7
        addu    %r7,%r7,%r0                 # OF = 1: 0xffffffff + 0xffffffff carries
        or      37,%r0,%r8
        or      32,%r0,%r9
        or      33,%r0,%r10
        orh     0x1000,%r0,%r11

# check 1: shl 4,%r4
#   0x87654321 << 4 = 0x76543210; no shr has run: SC = 0
c1:     or      1,%r0,%r18                  # CC = 0 now
        xor     %r18,%r18,%r0               # CC = 1 before
        shl     4,%r4,%r6
        ld.c    %psr,%r20
        orh     0x7654,%r0,%r19
        or      0x3210,%r19,%r19
        btne    %r19,%r6,failed             # result 0x76543210
        andh    0x3e,%r20,%r21              # psr.SC, bits 21:17
        btne    %r0,%r21,failed             # SC = 0
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1, untouched

# check 2: shl %r8,%r4 with a count of 37 in r8
#   DECISION (ISA-FACTS 14.3): the low 5 bits count, 37 & 31 = 5: 0x87654321 << 5 = 0xeca86420
c2:     or      2,%r0,%r18                  # CC = 0 now
        xor     %r18,%r18,%r0               # CC = 1 before
        shl     %r8,%r4,%r6
        ld.c    %psr,%r20
        orh     0xeca8,%r0,%r19
        or      0x6420,%r19,%r19
        btne    %r19,%r6,failed             # result 0xeca86420
        andh    0x3e,%r20,%r21              # psr.SC, bits 21:17
        btne    %r0,%r21,failed             # SC = 0
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1, untouched

# check 3: shl 31,%r4
#   bit 0 of 0x87654321 becomes bit 31: 0x80000000
c3:     or      3,%r0,%r18                  # CC = 0 now
        xor     %r18,%r18,%r0               # CC = 1 before
        shl     31,%r4,%r6
        ld.c    %psr,%r20
        orh     0x8000,%r0,%r19
        btne    %r19,%r6,failed             # result 0x80000000
        andh    0x3e,%r20,%r21              # psr.SC, bits 21:17
        btne    %r0,%r21,failed             # SC = 0
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1, untouched

# check 4: shl %r9,%r4 with a count of 32 in r9
#   32 & 31 = 0: unchanged, 0x87654321 (not 0, as a count taken whole would give)
c4:     or      4,%r0,%r18                  # CC = 0 now
        xor     %r18,%r18,%r0               # CC = 1 before
        shl     %r9,%r4,%r6
        ld.c    %psr,%r20
        btne    %r4,%r6,failed              # result 0x87654321
        andh    0x3e,%r20,%r21              # psr.SC, bits 21:17
        btne    %r0,%r21,failed             # SC = 0
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1, untouched

# check 5: shl 33,%r4: an immediate count above 31
#   33 & 31 = 1: 0x87654321 << 1 = 0x0eca8642
c5:     or      5,%r0,%r18                  # CC = 0 now
        xor     %r18,%r18,%r0               # CC = 1 before
        shl     33,%r4,%r6
        ld.c    %psr,%r20
        orh     0x0eca,%r0,%r19
        or      0x8642,%r19,%r19
        btne    %r19,%r6,failed             # result 0x0eca8642
        andh    0x3e,%r20,%r21              # psr.SC, bits 21:17
        btne    %r0,%r21,failed             # SC = 0
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1, untouched

# check 6: shr 4,%r4: logical, and psr.SC = 4
#   0x87654321 >> 4 = 0x08765432 (zero-filled)
c6:     or      6,%r0,%r18                  # CC = 0 now
        xor     %r18,%r18,%r0               # CC = 1 before
        shr     4,%r4,%r6
        ld.c    %psr,%r20
        orh     0x0876,%r0,%r19
        or      0x5432,%r19,%r19
        btne    %r19,%r6,failed             # result 0x08765432
        andh    0x3e,%r20,%r21              # psr.SC, bits 21:17
        orh     0x0008,%r0,%r19
        btne    %r19,%r21,failed            # SC = 4
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1, untouched

# check 7: shr %r8,%r4 with 37 in r8
#   37 & 31 = 5: 0x87654321 >> 5 = 0x043b2a19; SC takes the same 5 bits: SC = 5
c7:     or      7,%r0,%r18                  # CC = 0 now
        xor     %r18,%r18,%r0               # CC = 1 before
        shr     %r8,%r4,%r6
        ld.c    %psr,%r20
        orh     0x043b,%r0,%r19
        or      0x2a19,%r19,%r19
        btne    %r19,%r6,failed             # result 0x043b2a19
        andh    0x3e,%r20,%r21              # psr.SC, bits 21:17
        orh     0x000a,%r0,%r19
        btne    %r19,%r21,failed            # SC = 5
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1, untouched

# check 8: shr %r9,%r4 with 32 in r9
#   32 & 31 = 0: unchanged; SC = 0
c8:     or      8,%r0,%r18                  # CC = 0 now
        xor     %r18,%r18,%r0               # CC = 1 before
        shr     %r9,%r4,%r6
        ld.c    %psr,%r20
        btne    %r4,%r6,failed              # result 0x87654321
        andh    0x3e,%r20,%r21              # psr.SC, bits 21:17
        btne    %r0,%r21,failed             # SC = 0
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1, untouched

# check 9: shr 31,%r4
#   = 1 (bit 31 of 0x87654321); SC = 31
c9:     or      9,%r0,%r18                  # CC = 0 now
        xor     %r18,%r18,%r0               # CC = 1 before
        shr     31,%r4,%r6
        ld.c    %psr,%r20
        btne    1,%r6,failed                # result 0x00000001
        andh    0x3e,%r20,%r21              # psr.SC, bits 21:17
        orh     0x003e,%r0,%r19
        btne    %r19,%r21,failed            # SC = 31
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1, untouched

# check 10: shra 4,%r4: arithmetic
#   0x87654321 >> 4 with the sign copied in = 0xf8765432; shra leaves SC = 31
c10:    or      10,%r0,%r18                 # CC = 0 now
        xor     %r18,%r18,%r0               # CC = 1 before
        shra    4,%r4,%r6
        ld.c    %psr,%r20
        orh     0xf876,%r0,%r19
        or      0x5432,%r19,%r19
        btne    %r19,%r6,failed             # result 0xf8765432
        andh    0x3e,%r20,%r21              # psr.SC, bits 21:17
        orh     0x003e,%r0,%r19
        btne    %r19,%r21,failed            # SC = 31
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1, untouched

# check 11: shra 31,%r4
#   all sign bits: 0xffffffff; SC = 31
c11:    or      11,%r0,%r18                 # CC = 0 now
        xor     %r18,%r18,%r0               # CC = 1 before
        shra    31,%r4,%r6
        ld.c    %psr,%r20
        btne    %r7,%r6,failed              # result 0xffffffff
        andh    0x3e,%r20,%r21              # psr.SC, bits 21:17
        orh     0x003e,%r0,%r19
        btne    %r19,%r21,failed            # SC = 31
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1, untouched

# check 12: shra %r10,%r4 with 33 in r10
#   33 & 31 = 1: 0xc3b2a190 (not all sign bits, as a count taken whole would give)
c12:    or      12,%r0,%r18                 # CC = 0 now
        xor     %r18,%r18,%r0               # CC = 1 before
        shra    %r10,%r4,%r6
        ld.c    %psr,%r20
        orh     0xc3b2,%r0,%r19
        or      0xa190,%r19,%r19
        btne    %r19,%r6,failed             # result 0xc3b2a190
        andh    0x3e,%r20,%r21              # psr.SC, bits 21:17
        orh     0x003e,%r0,%r19
        btne    %r19,%r21,failed            # SC = 31
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1, untouched

# check 13: shra 3,%r5: a positive value
#   0xab >> 3 = 0x15
c13:    or      13,%r0,%r18                 # CC = 0 now
        xor     %r18,%r18,%r0               # CC = 1 before
        shra    3,%r5,%r6
        ld.c    %psr,%r20
        btne    21,%r6,failed               # result 0x00000015
        andh    0x3e,%r20,%r21              # psr.SC, bits 21:17
        orh     0x003e,%r0,%r19
        btne    %r19,%r21,failed            # SC = 31
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1, untouched

# check 14: shra %r0,%r4: a count of 0
#   unchanged: 0x87654321
c14:    or      14,%r0,%r18                 # CC = 0 now
        xor     %r18,%r18,%r0               # CC = 1 before
        shra    %r0,%r4,%r6
        ld.c    %psr,%r20
        btne    %r4,%r6,failed              # result 0x87654321
        andh    0x3e,%r20,%r21              # psr.SC, bits 21:17
        orh     0x003e,%r0,%r19
        btne    %r19,%r21,failed            # SC = 31
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1, untouched

# check 15: shrd %r5,%r4 after shr 8: the low word of src1:src2 shifted right by SC
#   (0x000000ab:0x87654321) >> 8 = 0xab876543
c15:    or      15,%r0,%r18                 # CC = 0 now
        xor     %r18,%r18,%r0               # CC = 1 before
        shr     8,%r0,%r0                   # SC = 8; the result goes to r0
        shrd    %r5,%r4,%r6
        ld.c    %psr,%r20
        orh     0xab87,%r0,%r19
        or      0x6543,%r19,%r19
        btne    %r19,%r6,failed             # result 0xab876543
        andh    0x3e,%r20,%r21              # psr.SC, bits 21:17
        orh     0x0010,%r0,%r19
        btne    %r19,%r21,failed            # SC = 8
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1, untouched

# check 16: shrd %r5,%r4 after shr 0
#   with SC = 0 the result is src2: 0x87654321
c16:    or      16,%r0,%r18                 # CC = 0 now
        xor     %r18,%r18,%r0               # CC = 1 before
        shr     0,%r0,%r0                   # SC = 0
        shrd    %r5,%r4,%r6
        ld.c    %psr,%r20
        btne    %r4,%r6,failed              # result 0x87654321
        andh    0x3e,%r20,%r21              # psr.SC, bits 21:17
        btne    %r0,%r21,failed             # SC = 0
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1, untouched

# check 17: shrd %r5,%r4 after shr 31
#   (0xab << 1) | (0x87654321 >> 31) = 0x156 | 1 = 0x157
c17:    or      17,%r0,%r18                 # CC = 0 now
        xor     %r18,%r18,%r0               # CC = 1 before
        shr     31,%r0,%r0                  # SC = 31
        shrd    %r5,%r4,%r6
        ld.c    %psr,%r20
        or      0x0157,%r0,%r19
        btne    %r19,%r6,failed             # result 0x00000157
        andh    0x3e,%r20,%r21              # psr.SC, bits 21:17
        orh     0x003e,%r0,%r19
        btne    %r19,%r21,failed            # SC = 31
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1, untouched

# check 18: shrd %r5,%r4 with SC = 12 written by st.c psr (SC is a writable field)
#   (0x87654321 >> 12) | (0xab << 20) = 0x00087654 | 0x0ab00000 = 0x0ab87654
c18:    or      18,%r0,%r18                 # CC = 0 now
        xor     %r18,%r18,%r0               # CC = 1 before
        ld.c    %psr,%r20
        andnoth 0x3e,%r20,%r20              # clear SC
        orh     0x18,%r20,%r20              # SC = 12: 12 << 17 = 0x00180000
        st.c    %r20,%psr
        shrd    %r5,%r4,%r6
        ld.c    %psr,%r20
        orh     0x0ab8,%r0,%r19
        or      0x7654,%r19,%r19
        btne    %r19,%r6,failed             # result 0x0ab87654
        andh    0x3e,%r20,%r21              # psr.SC, bits 21:17
        orh     0x0018,%r0,%r19
        btne    %r19,%r21,failed            # SC = 12
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1, untouched

# check 19: shl 4,%r11 with CC = 0 before: a zero result does not set CC, as logic would
#   0x10000000 << 4 = 0 (the bit falls off); CC stays 0; SC = 12 still
c19:    or      19,%r0,%r18                 # CC = 0 now
        shl     4,%r11,%r6
        ld.c    %psr,%r20
        btne    %r0,%r6,failed              # result 0x00000000
        andh    0x3e,%r20,%r21              # psr.SC, bits 21:17
        orh     0x0018,%r0,%r19
        btne    %r19,%r21,failed            # SC = 12
        and     4,%r20,%r20
        btne    %r0,%r20,failed             # CC = 0, untouched

# check 20: mov %r4,%r6 (shl %r0,%r4,%r6)
#   = 0x87654321; CC stays 1
c20:    or      20,%r0,%r18                 # CC = 0 now
        xor     %r18,%r18,%r0               # CC = 1 before
        mov     %r4,%r6
        ld.c    %psr,%r20
        btne    %r4,%r6,failed              # result 0x87654321
        andh    0x3e,%r20,%r21              # psr.SC, bits 21:17
        orh     0x0018,%r0,%r19
        btne    %r19,%r21,failed            # SC = 12
        and     4,%r20,%r20
        bte     %r0,%r20,failed             # CC = 1, untouched

# check 21: twenty checks of shifts later, OF is still the 1 the setup left
c21:    or      21,%r0,%r18
        ld.c    %epsr,%r21
        andh    0x100,%r21,%r21
        bte     %r0,%r21,failed             # OF = 1

passed: mov     %r18,%r17                   # r17 = the number of checks run
done:   br      done
        nop
failed: mov     %r18,%r16                   # r16 = the number of the failing check
        br      .
        nop
