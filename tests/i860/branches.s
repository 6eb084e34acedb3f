# branches.s: control transfer and its cycle costs (ISA-FACTS §5, TIMING-FACTS B1):
# the delayed branches br, call, calli, bri, bc.t, bnc.t and bla run the next
# instruction (the slot) before the transfer, except that bc.t/bnc.t annul their slot
# when not taken; bc, bnc, bte and btne have no slot; call/calli link past the slot;
# bri and calli jump to their register as it was before the slot; bla adds before its
# slot, branches on the old LCC and sets the new one.
#
# Each check records in r6 which of its instructions ran, one bit each, and compares.
# r4 = 1; r7, r8 as the checks say; r19 an expected address; r16/r17/r18 as README.md.
#
# Cycles (timing.def): one clock per instruction issued (kIssue); a delayed branch
# costs nothing more, its slot hides the fetch; a taken bc/bnc/bte/btne adds
# kTakenBranchBubble (1); a bc.t/bnc.t not taken adds kAnnulledSlot (1) for the slot it
# fetched and dropped (an annulled slot is not an instruction executed). No loads, no
# FP, no traps.
#   instructions                                  extra clocks
#   setup 1
#   check 1: or mov br slot btne           5
#   check 2: or mov call slot bri slot br nop
#            orh or btne btne btne        13
#   check 3: or orh or calli slot bri nop br nop
#            orh or btne                  12
#   check 4: or orh or bri slot btne       6
#   check 5: or mov subs bnc.t bc.t slot
#            btne                          7     1 (bnc.t annulled)
#   check 6: or mov bc.t bnc.t slot btne   6     1 (bc.t annulled)
#   check 7: or mov bc or bnc btne         6     1 (bnc taken)
#   check 8: or mov subu bnc mov bc btne   7     1 (bc taken)
#   check 9: or mov or bte bte... (below) 11     3 (three taken)
#   check 10: or orh or bte btne           5
#   check 11: or adds or mov bla nop, 6 x (bla slot), btne adds btne ld.c and btne
#                                         24
#   passed: mov br nop                     3
#   106 instructions, 7 extra clocks: 113 cycles.
# expect: halted self-branch at done
# expect: r16 = 0
# expect: r17 = 11
# expect: instructions = 106
# expect: cycles = 113
# call and calli linked r1 past their slots; the bla loop left r8 = 5 - 7 = -2.
# expect: r1 = ret3
# expect: r8 = 0xfffffffe

        .text
_start: or      1,%r0,%r4

# check 1: br runs its slot, then the target; the instruction after the slot never runs
c1:     or      1,%r0,%r18
        mov     %r0,%r6
        br      1f
        or      1,%r6,%r6                   # the slot
        or      2,%r6,%r6                   # not run
1:      btne    1,%r6,failed

# check 2: call links r1 = call + 8 (past its slot) before the slot runs (DECISION in
# execute_control.cpp), so the slot reads the link; bri with no trap bit set is a
# plain indirect branch with a slot, back to the link
c2:     or      2,%r0,%r18
        mov     %r0,%r6
        call    sub2
        mov     %r1,%r7                     # the slot: r7 = the link
ret2:   br      1f                          # sub2 returns here
        nop
1:      orh     h%ret2,%r0,%r19
        or      l%ret2,%r19,%r19
        btne    %r19,%r1,failed             # r1 = ret2
        btne    %r19,%r7,failed             # the slot saw it
        btne    1,%r6,failed                # bri's slot ran

# check 3: calli links r1 = calli + 8 and jumps to r8 as it was before its slot
# cleared it (ISA-FACTS §5.1)
c3:     or      3,%r0,%r18
        orh     h%sub3,%r0,%r8
        or      l%sub3,%r8,%r8
        calli   %r8
        mov     %r0,%r8                     # the slot
ret3:   br      1f                          # sub3 returns here
        nop
1:      orh     h%ret3,%r0,%r19
        or      l%ret3,%r19,%r19
        btne    %r19,%r1,failed

# check 4: bri jumps to r8 as it was before its slot cleared it
c4:     or      4,%r0,%r18
        orh     h%1f,%r0,%r8
        or      l%1f,%r8,%r8
        bri     %r8
        mov     %r0,%r8                     # the slot
1:      btne    %r0,%r8,failed              # the slot ran

# check 5: with CC = 1, bnc.t is not taken and annuls its slot; bc.t is taken and
# runs it
c5:     or      5,%r0,%r18
        mov     %r0,%r6
        subs    0,%r4,%r0                   # 0 - 1: src2 > src1, CC = 1
        bnc.t   1f
        or      1,%r6,%r6                   # annulled
        bc.t    2f
        or      2,%r6,%r6                   # the slot
        or      4,%r6,%r6                   # not run
1:      or      8,%r6,%r6                   # not run
2:      btne    2,%r6,failed

# check 6: with CC = 0 (the `or` that sets r18), bc.t annuls its slot, bnc.t runs it
c6:     or      6,%r0,%r18
        mov     %r0,%r6
        bc.t    1f
        or      1,%r6,%r6                   # annulled
        bnc.t   2f
        or      2,%r6,%r6                   # the slot
        or      4,%r6,%r6                   # not run
1:      or      8,%r6,%r6                   # not run
2:      btne    2,%r6,failed

# check 7: bc and bnc have no slot: with CC = 0 bc falls through to the next
# instruction and bnc goes straight to its target
c7:     or      7,%r0,%r18
        mov     %r0,%r6
        bc      1f
        or      1,%r6,%r6                   # runs: bc fell through
        bnc     2f
        or      2,%r6,%r6                   # not run: no slot
1:      or      4,%r6,%r6                   # not run
2:      btne    1,%r6,failed

# check 8: with CC = 1, bnc falls through and bc is taken
c8:     or      8,%r0,%r18
        mov     %r0,%r6
        subu    %r4,%r4,%r0                 # 1 - 1, no borrow: CC = 1
        bnc     1f
        mov     %r4,%r6                     # runs: r6 = 1 (a shift, so CC stays 1)
        bc      2f
        or      2,%r6,%r6                   # not run
1:      or      4,%r6,%r6                   # not run
2:      btne    1,%r6,failed

# check 9: bte and btne with a register or a 5-bit constant, taken and not, no slot
c9:     or      9,%r0,%r18
        mov     %r0,%r6
        or      17,%r0,%r7
        bte     17,%r7,1f                   # 17 = 17: taken
        or      1,%r6,%r6                   # not run
1:      btne    %r7,%r0,2f                  # 17 != 0: taken
        or      2,%r6,%r6                   # not run
2:      bte     %r7,%r0,3f                  # 17 = 0 is false: not taken
        or      4,%r6,%r6                   # runs
3:      btne    16,%r7,4f                   # 16 != 17: taken
        or      8,%r6,%r6                   # not run
4:      btne    17,%r7,5f                   # not taken
        or      16,%r6,%r6                  # runs
5:      btne    20,%r6,failed               # 4 | 16

# check 10: bte/btne compare whole registers: a constant 1 is not 0x80000001
c10:    or      10,%r0,%r18
        orh     0x8000,%r0,%r7
        or      1,%r7,%r7
        bte     1,%r7,failed                # not taken
        btne    %r7,%r7,failed              # not taken

# check 11: the bla loop idiom (ISA-FACTS §5.5): r7 = -1, r8 = N = 5. The priming
# bla (LCC = 0 at reset: not taken, falls to bla + 8 after its slot) sets r8 = 4 and
# LCC = (4 >= 0) = 1. The loop's bla then runs with the old LCC: taken with r8 = 3, 2,
# 1, 0 (LCC stays 1), taken once more with r8 = -1 (LCC = 0), and not taken with
# r8 = -2: its slot runs N + 1 = 6 times; r8 ends at -2, LCC at 0.
c11:    or      11,%r0,%r18
        adds    -1,%r0,%r7
        or      5,%r0,%r8
        mov     %r0,%r6
        bla     %r7,%r8,1f
        nop
1:      bla     %r7,%r8,1b
        adds    1,%r6,%r6                   # the slot
        btne    6,%r6,failed
        adds    -2,%r0,%r19
        btne    %r19,%r8,failed
        ld.c    %psr,%r20
        and     8,%r20,%r20                 # LCC, psr bit 3
        btne    %r0,%r20,failed

passed: mov     %r18,%r17                   # r17 = the number of checks run
done:   br      done
        nop
failed: mov     %r18,%r16                   # r16 = the number of the failing check
        br      .
        nop

sub2:   bri     %r1
        or      1,%r6,%r6                   # bri's slot
sub3:   bri     %r1
        nop
