# The FP status register for <fenv.h> (misc/fenv.c). Written with U clear, so the
# pipelines' result-status bits stay as the last operations left them.

        .text
        .align  8

# unsigned long __xp860_get_fsr(void)
        .globl  __xp860_get_fsr
__xp860_get_fsr:
        ld.c    %fsr,%r16
        bri     %r1
        nop

# void __xp860_set_fsr(unsigned long value)
        .globl  __xp860_set_fsr
__xp860_set_fsr:
        andnot  0x10,%r16,%r16          # U
        st.c    %r16,%fsr
        bri     %r1
        nop
