# Interrupts: trap.s comes here when psr.IN was set, with the interrupted
# context's integer state saved. The interrupt controller says which lines are
# up; the network interface's is the one the kernel serves (net_service), the
# alarm's is lowered. Then a handler may be due (handler.s), or the context resumes.

        .include "machine.i"
        .include "layout.i"
        .include "context_frame.i"

        .text
        .align  8
        .globl  interrupt
interrupt:
        orh     h%IC_BASE,%r0,%r8
        or      l%IC_BASE,%r8,%r8
        ld.l    IC_PENDING(%r8),%r9
        and     IC_LINE_TIMER,%r9,%r0
        bc      1f
        orh     h%TIMER_BASE,%r0,%r10
        mov     1,%r11
        st.l    %r11,TIMER_STATUS(%r10)
1:      and     IC_LINE_NETWORK,%r9,%r0
        bc      2f
        call    net_service
        nop
2:      br      deliver_or_return
        nop

# A fault of the process (an access it may not make, an FP trap, a trap that is
# not a system call): it is reported on the console and the node stops, as a
# process killed with no one left to run.
        .globl  process_fault
process_fault:
        orh     h%fault_message,%r0,%r16
        or      l%fault_message,%r16,%r16
        call    console_string
        nop
        ld.l    CURRENT_FRAME(%r0),%r15
        ld.l    CTX_PSR(%r15),%r16
        call    console_number
        nop
        orh     h%at_message,%r0,%r16
        or      l%at_message,%r16,%r16
        call    console_string
        nop
        ld.l    CURRENT_FRAME(%r0),%r15
        ld.l    CTX_PC(%r15),%r16
        call    console_number
        nop
        mov     10,%r16
        call    console_char
        nop
        br      node_halted
        nop

        .data
fault_message:
        .asciz  "process fault: psr "
at_message:
        .asciz  " at pc "
