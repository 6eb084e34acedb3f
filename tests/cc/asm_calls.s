# Hand-written halves of asm_calls.c, in the ABI of docs/abi.md.
        .text
        .align  8

# int asm_sum3(int a, int b, int c): a leaf, no frame.
        .globl  asm_sum3
asm_sum3:
        adds    %r16,%r17,%r16
        bri     %r1
        adds    %r18,%r16,%r16

# double asm_scale(double x, int k): x * k, in f8:f9.
        .globl  asm_scale
asm_scale:
        ixfr    %r16,%f10               # k as a double, by the 2^52 trick (k >= 0)
        orh     0x4330,%r0,%r17
        ixfr    %r17,%f11
        ixfr    %r0,%f12
        ixfr    %r17,%f13
        fsub.dd %f10,%f12,%f10
        fmul.dd %f8,%f10,%f8
        bri     %r1
        nop

# int asm_calls_c(int x): returns c_twice(x) + 1, calling compiled code.
        .globl  asm_calls_c
asm_calls_c:
        adds    -16,%sp,%sp
        st.l    %fp,0(%sp)
        st.l    %r1,4(%sp)
        mov     %sp,%fp
        mov     %sp,%r28
        call    c_twice
        nop
        adds    1,%r16,%r16
        ld.l    4(%fp),%r1
        ld.l    0(%fp),%fp
        bri     %r1
        adds    16,%sp,%sp

# long long asm_wide(long long a): a + 1, argument in f8:f9, result in r16:r17.
        .globl  asm_wide
asm_wide:
        fxfr    %f8,%r16
        fxfr    %f9,%r17
        addu    1,%r16,%r16
        bnc     1f
        adds    1,%r17,%r17
1:      bri     %r1
        nop
