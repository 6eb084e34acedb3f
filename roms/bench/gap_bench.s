# The seed's benchmark (Riesen 1996, Figure 3.1; PARAGON-FACTS §1.3), one program
# for both nodes of a 2-node mesh.
#
# Node 1, the receiver, for each trial: posts the receive for a zero-length
# message of type DATA (hrecv with a handler that sets `gotit`, or irecv), tells
# node 0 it is ready, then spins at user level taking dclock() time stamps until
# `gotit` changes (hrecv) or msgdone() says the message is in (irecv). The largest
# gap between successive stamps spans the message's arrival; less the smallest
# gap, an ordinary loop iteration, it is the trial's cost. The program averages
# the costs itself, as the paper did.
#
# Node 0, the sender, for each trial: waits for READY, waits `send_delay` loop
# iterations more (three clocks each) so that the receiver is surely spinning, and
# sends the DATA message.
#
# The host sets `variant` and `trials` before the run (by symbol, like argv;
# `send_delay` keeps the value below) and reads `mean_cost` and, for each trial,
# a record in `results` (seconds, doubles): the cost, the smallest gap (the loop's
# own), the stamp that starts the largest gap and that gap; `trials_done` counts
# trials as they end.

        .set    TYPE_DATA, 1
        .set    TYPE_READY, 2
        .set    STAMPS, 1024            # the time stamps kept: a ring of doubles
        .set    VARIANT_HRECV, 0
        .set    VARIANT_IRECV, 1
        .set    RESULT_COST, 0          # a trial's record in `results`
        .set    RESULT_LOOP_GAP, 8
        .set    RESULT_GAP_START, 16
        .set    RESULT_GAP, 24
        .set    RESULT_SIZE, 32
        .set    MAX_TRIALS, 10000

        .text
        .align  8
        .globl  _start
_start:
        call    mynode
        nop
        btne    %r16,%r0,receiver

sender: call    trial_count
        nop
        mov     %r16,%r4
1:      bte     %r4,%r0,done
        mov     TYPE_READY,%r16
        orh     h%message,%r0,%r17
        or      l%message,%r17,%r17
        mov     0,%r18
        call    crecv                   # the receiver has posted its receive
        nop
        orh     ha%send_delay,%r0,%r5   # and is on its way into the loop
        ld.l    l%send_delay(%r5),%r5
2:      adds    -1,%r5,%r5
        btne    %r5,%r0,2b
        mov     TYPE_DATA,%r16
        orh     h%message,%r0,%r17
        or      l%message,%r17,%r17
        mov     0,%r18
        mov     1,%r19
        mov     0,%r20
        call    csend
        nop
        br      1b
        adds    -1,%r4,%r4

receiver:
        orh     h%results,%r0,%r5       # r5: where this trial's record goes
        or      l%results,%r5,%r5
        mov     0,%r6                   # r6: trials done
        orh     ha%variant,%r0,%r7
        ld.l    l%variant(%r7),%r7      # r7: hrecv (0) or irecv (1)
        orh     h%stamps,%r0,%r8        # r8: the ring of time stamps
        or      l%stamps,%r8,%r8
        call    trial_count
        nop
        mov     %r16,%r9
        ixfr    %r0,%f4                 # f4:f5 = the sum of the costs
        ixfr    %r0,%f5

trial:  bte     %r6,%r9,average
        orh     ha%gotit,%r0,%r10
        st.l    %r0,l%gotit(%r10)
        mov     TYPE_DATA,%r16
        orh     h%message,%r0,%r17
        or      l%message,%r17,%r17
        mov     0,%r18
        btne    %r7,%r0,1f
        orh     h%handler,%r0,%r19
        or      l%handler,%r19,%r19
        call    hrecv
        nop
        br      2f
        nop
1:      call    irecv
        nop
2:      mov     %r16,%r11               # r11: the irecv's id
        mov     TYPE_READY,%r16
        orh     h%message,%r0,%r17
        or      l%message,%r17,%r17
        mov     0,%r18
        mov     0,%r19
        mov     0,%r20
        call    csend
        nop

        # The loop Figure 3.1 times: a stamp, then the test; once the test says
        # the message is in, one more stamp, so that the gap spanning the arrival is
        # closed even when the interrupt came between a stamp and its test.
        mov     0,%r12                  # r12: stamps taken
spin:   call    stamp
        nop
        btne    %r7,%r0,3f
        orh     ha%gotit,%r0,%r13
        ld.l    l%gotit(%r13),%r13
        bte     %r13,%r0,spin
        br      4f
        nop
3:      mov     %r11,%r16
        call    msgdone
        nop
        bte     %r16,%r0,spin
4:      call    stamp
        nop

        # The largest and the smallest gap of the ring, in time order.
        mov     STAMPS,%r13             # how many stamps the ring holds
        subu    %r13,%r12,%r0           # CC: taken <= STAMPS
        bnc     5f
        mov     %r12,%r13
5:      subs    %r12,%r13,%r14          # r14: the oldest stamp's number
        and     STAMPS-1,%r14,%r15
        shl     3,%r15,%r15
        adds    %r15,%r8,%r15
        fld.d   0(%r15),%f10            # f10: the stamp before
        ixfr    %r0,%f12                # f12:f13 = the largest gap (0)
        ixfr    %r0,%f13
        orh     0x7ff0,%r0,%r15         # f14:f15 = the smallest (infinity)
        ixfr    %r15,%f15
        ixfr    %r0,%f14
        adds    -1,%r13,%r13            # gaps: stamps - 1
6:      bte     %r13,%r0,7f
        adds    1,%r14,%r14
        and     STAMPS-1,%r14,%r15
        shl     3,%r15,%r15
        adds    %r15,%r8,%r15
        fld.d   0(%r15),%f16
        fsub.dd %f16,%f10,%f18          # this gap
        fmov.dd %f16,%f10
        pfgt.dd %f18,%f12,%f0           # CC: larger than the largest
        bnc     8f
        fmov.dd %f18,%f12
        fsub.dd %f16,%f18,%f20          # f20: the stamp it starts at
8:      pfgt.dd %f14,%f18,%f0           # CC: smaller than the smallest
        bnc     9f
        fmov.dd %f18,%f14
9:      br      6b
        adds    -1,%r13,%r13
7:      fsub.dd %f12,%f14,%f16          # the trial's cost
        fst.d   %f16,RESULT_COST(%r5)
        fst.d   %f14,RESULT_LOOP_GAP(%r5)
        fst.d   %f20,RESULT_GAP_START(%r5)
        fst.d   %f12,RESULT_GAP(%r5)
        adds    RESULT_SIZE,%r5,%r5
        fadd.dd %f16,%f4,%f4
        adds    1,%r6,%r6
        orh     ha%trials_done,%r0,%r13
        br      trial
        st.l    %r6,l%trials_done(%r13)

        # The mean: the sum times 1/trials (no divide: frcp's 8-bit seed and
        # Newton steps, x = x (2 - n x), exact enough after three).
average:
        bte     %r9,%r0,done
        ixfr    %r9,%f20                # trials as a double, by the 2^52 trick
        orh     0x4330,%r0,%r15
        ixfr    %r15,%f21
        orh     ha%two52,%r0,%r15
        fld.d   l%two52(%r15),%f22
        fsub.dd %f20,%f22,%f20          # n
        frcp.dd %f20,%f24               # x0 ~ 1/n
        orh     0x4000,%r0,%r15         # 2.0
        ixfr    %r15,%f27
        ixfr    %r0,%f26
        mov     4,%r15
10:     fmul.dd %f20,%f24,%f28          # n x
        fsub.dd %f26,%f28,%f28          # 2 - n x
        fmul.dd %f24,%f28,%f24          # x (2 - n x)
        adds    -1,%r15,%r15
        btne    %r15,%r0,10b
        fmul.dd %f4,%f24,%f4
        orh     ha%mean_cost,%r0,%r15
        fst.d   %f4,l%mean_cost(%r15)

done:   orh     h%done_message,%r0,%r16
        or      l%done_message,%r16,%r16
        mov     5,%r17
        call    write
        nop
        mov     0,%r16
        call    _exit
        nop

# trial_count() -> `trials`, at most MAX_TRIALS (the records `results` holds).
trial_count:
        orh     ha%trials,%r0,%r16
        ld.l    l%trials(%r16),%r16
        orh     h%MAX_TRIALS,%r0,%r17
        or      l%MAX_TRIALS,%r17,%r17
        subu    %r17,%r16,%r0           # CC: trials <= MAX_TRIALS
        bc      1f
        mov     %r17,%r16
1:      bri     %r1
        nop

# stamp(): dclock() into the ring at r8, entry r12, and r12 + 1. Keeps r1 in r14.
stamp:  mov     %r1,%r14
        call    dclock
        nop
        and     STAMPS-1,%r12,%r13
        shl     3,%r13,%r13
        adds    %r13,%r8,%r13
        fst.d   %f8,0(%r13)
        bri     %r14
        adds    1,%r12,%r12

# The hrecv handler: handler(type, count, node, ptype) sets the flag and returns.
handler:
        orh     ha%gotit,%r0,%r16
        mov     1,%r17
        bri     %r1
        st.l    %r17,l%gotit(%r16)

        .data
        .align  8
        .globl  variant, trials, mean_cost, results, trials_done
variant:
        .long   VARIANT_HRECV
trials: .long   10
        .globl  send_delay
send_delay:
        .long   400
        .align  8
mean_cost:
        .double 0.0
two52:  .long   0, 0x43300000
gotit:  .long   0
trials_done:
        .long   0
done_message:
        .ascii  "done\n"
        .align  4
message:
        .long   0

        .bss
        .align  8
stamps: .space  STAMPS * 8
results:
        .space  MAX_TRIALS * RESULT_SIZE
