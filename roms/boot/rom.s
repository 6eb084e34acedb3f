# The boot ROM: the top megabyte of the address space (0xFFF00000). The processor
# starts at 0xFFFFFF00 after reset, and every trap enters there too, so the code
# at the vector tells them apart: a reset leaves no trap bit in psr and no IL in
# epsr (PRM Table 7-1). A trap frees r1 into p0, keeps the psr it found in p1,
# clears the trap bits (so that bri is a plain jump) and goes to the kernel's trap
# entry, whose address the kernel left at KERNEL_TRAP_ENTRY. With paging on, the
# kernel maps this page at the same virtual address.

        .include "machine.i"
        .include "layout.i"

        .text
        .globl  reset
reset:
        # What the PRM asks of reset code (p.144): FP traps off and the pipelines'
        # state zeroed with dummy operations: three each through the adder, the
        # multiplier and the load pipe, one through the graphics pipe; KR, KI, T
        # loaded with zero; MERGE cleared by form.
        st.c    %r0,%fsr
        pfadd.ss %f0,%f0,%f0
        pfadd.ss %f0,%f0,%f0
        pfadd.ss %f0,%f0,%f0
        pfmul.ss %f0,%f0,%f0
        pfmul.ss %f0,%f0,%f0
        pfmul.ss %f0,%f0,%f0
        pfld.d  0(%r0),%f0
        pfld.d  0(%r0),%f0
        pfld.d  0(%r0),%f0
        pfiadd.dd %f0,%f0,%f0
        r2apt.dd %f0,%f0,%f0
        i2apt.dd %f0,%f0,%f0
        form    %f0,%f0
        ld.c    %fir,%r0                # fir free for the first trap
        orh     h%KERNEL_BASE,%r0,%r1   # the kernel, loaded there before reset
        or      l%KERNEL_BASE,%r1,%r1
        bri     %r1
        nop

        .section .reset,"ax"            # 0xFFFFFF00: reset and trap vector
vector:
        st.c    %r1,%p0
        ld.c    %psr,%r1
        st.c    %r1,%p1
        and     PSR_TRAPS,%r1,%r0
        bnc     trap
        ld.c    %epsr,%r1
        and     EPSR_IL,%r1,%r0
        bnc     trap
        br      reset
        nop
trap:   ld.c    %p1,%r1
        andnot  PSR_TRAPS,%r1,%r1
        st.c    %r1,%psr
        ld.l    KERNEL_TRAP_ENTRY(%r0),%r1
        bri     %r1
        nop
