# total.s: stores r18 at the global `total`; returns through r1.
        .text
        .globl  store_total
store_total:
        orh     ha%total,%r0,%r31
        st.l    %r18,l%total(%r31)
        bri     %r1
        nop

        .bss
        .globl  total
        .align  4
total:  .space  4
