# paging.s: a bare-machine program that turns paging on itself (the frontend test
# checks its cycles under `xp860 run --json`). It maps virtual 0x40000 and 0x41000
# onto the frames at 0x13000 and 0x14000, loads through the first, and stores and
# loads through the second, whose entry starts with A clear. Page-table entry bits
# (ISA-FACTS §10.2): P 0x1, W 0x2, U 0x4, A 0x20, D 0x40.
        .text
        .globl  _start
_start:
        orh     h%directory,%r0,%r4     # the directory's frame, and ATE
        or      l%directory,%r4,%r4
        or      1,%r4,%r4
        st.c    %r4,%dirbase            # translation from the next fetch on
        orh     0x4,%r0,%r5             # 0x40000
        ld.l    0(%r5),%r6              # 5, from 0x13000
        adds    1,%r6,%r6
        st.l    %r6,0x1000(%r5)         # 0x41000: its walk sets A
        ld.l    0x1000(%r5),%r7         # 6, from 0x14000
        br      .                       # the bare machine's halt
        nop

        .data
        .align  4096
directory:                              # 0x11000
        .long   table + 0x03            # 0-4 MB: P W, A clear
        .space  4092
table:                                  # 0x12000
        .space  0x40
        .long   0x00010000 + 0x21       # 0x10000, the code: P A
        .space  0x100 - 0x44
        .long   0x00013000 + 0x63       # 0x40000: P W A D
        .long   0x00014000 + 0x43       # 0x41000: P W D, A clear
        .space  4096 - 0x108
        .long   5                       # 0x13000
        .space  4092
        .long   0                       # 0x14000
