# setjmp and longjmp for the i860 C ABI (docs/abi.md, ABI-FACTS.md): a jmp_buf
# (<setjmp.h>, 8-byte aligned) keeps what a call must preserve, so longjmp can
# return from setjmp a second time:
#   0  r1 (setjmp's return address)   4  r2 = sp   8  r3 = fp
#  12..56  r4..r15                   64 f2:f3   72 f4:f5   80 f6:f7

        .text
        .align  8

# int setjmp(jmp_buf env): saves the state, returns 0
        .globl  setjmp
setjmp: st.l    %r1,0(%r16)
        st.l    %r2,4(%r16)
        st.l    %r3,8(%r16)
        st.l    %r4,12(%r16)
        st.l    %r5,16(%r16)
        st.l    %r6,20(%r16)
        st.l    %r7,24(%r16)
        st.l    %r8,28(%r16)
        st.l    %r9,32(%r16)
        st.l    %r10,36(%r16)
        st.l    %r11,40(%r16)
        st.l    %r12,44(%r16)
        st.l    %r13,48(%r16)
        st.l    %r14,52(%r16)
        st.l    %r15,56(%r16)
        fst.d   %f2,64(%r16)
        fst.d   %f4,72(%r16)
        fst.d   %f6,80(%r16)
        bri     %r1
        mov     %r0,%r16                # (delay slot) the first return gives 0

# void longjmp(jmp_buf env, int value): back into setjmp's caller, returning
# value, or 1 if value is 0 (C11 7.13.2.1)
        .globl  longjmp
longjmp:
        fld.d   64(%r16),%f2
        fld.d   72(%r16),%f4
        fld.d   80(%r16),%f6
        ld.l    12(%r16),%r4
        ld.l    16(%r16),%r5
        ld.l    20(%r16),%r6
        ld.l    24(%r16),%r7
        ld.l    28(%r16),%r8
        ld.l    32(%r16),%r9
        ld.l    36(%r16),%r10
        ld.l    40(%r16),%r11
        ld.l    44(%r16),%r12
        ld.l    48(%r16),%r13
        ld.l    52(%r16),%r14
        ld.l    56(%r16),%r15
        ld.l    0(%r16),%r1
        ld.l    4(%r16),%r2
        ld.l    8(%r16),%r3
        bte     %r0,%r17,1f             # value 0 becomes 1 (bte has no delay slot)
        bri     %r1
        mov     %r17,%r16               # (delay slot)
1:      bri     %r1
        adds    1,%r0,%r16              # (delay slot)
