# The compute node as the kernel sees it: the physical map and the device
# registers (docs/memory-map.md, docs/network-interface.md), the page-table bits
# (mmu/page_table.h) and the control-register bits it uses (cpu/control_registers.h).

        # Devices: one uncached 4 KB page each.
        .set    TIMER_BASE, 0xf0000000          # time-stamp counter and alarm
        .set    TIMER_COUNT, 0x0                # 8 bytes: fld.d reads the whole count
        .set    TIMER_ALARM, 0x8
        .set    TIMER_STATUS, 0xc
        .set    TIMER_TICKS_PER_SECOND, 50000000

        .set    CONSOLE_BASE, 0xf0001000
        .set    CONSOLE_DATA, 0x0

        .set    IC_BASE, 0xf0002000             # interrupt controller
        .set    IC_PENDING, 0x0
        .set    IC_ENABLE, 0x4
        .set    IC_SOFTWARE, 0x8
        .set    IC_LINE_NETWORK, 0x1            # bit of line 0: the network interface
        .set    IC_LINE_TIMER, 0x2              # bit of line 1: the alarm

        .set    NI_BASE, 0xf0010000             # network interface: a 64 KB window
        .set    NI_PAGES, 16

        .set    ROM_BASE, 0xfff00000            # boot ROM: the top megabyte

        # Page-table entries (i386-style; PDE bit 7 maps a 4 MB page).
        .set    PTE_P, 0x01
        .set    PTE_W, 0x02
        .set    PTE_U, 0x04
        .set    PTE_WT, 0x08
        .set    PTE_CD, 0x10
        .set    PTE_A, 0x20
        .set    PTE_D, 0x40
        .set    PDE_4MB, 0x80

        # psr
        .set    PSR_CC, 0x4
        .set    PSR_IM, 0x10
        .set    PSR_PIM, 0x20
        .set    PSR_U, 0x40
        .set    PSR_PU, 0x80
        .set    PSR_IT, 0x100
        .set    PSR_IN, 0x200
        .set    PSR_IAT, 0x400
        .set    PSR_DAT, 0x800
        .set    PSR_FT, 0x1000
        .set    PSR_TRAPS, 0x1f00
        .set    PSR_DS, 0x2000
        .set    PSR_DIM, 0x4000
        # epsr
        .set    EPSR_IL, 0x2000
        # dirbase
        .set    DIRBASE_ATE, 0x1
        .set    DIRBASE_ITI, 0x20

        # The network interface's registers (docs/network-interface.md).
        .set    NI_NODE_ID, 0x00                # this node's number, y * width + x
        .set    NI_MESH_SHAPE, 0x04             # width | height << 16
        .set    NI_CONTROL, 0x08                # bit 0: interrupt while a message waits
        .set    NI_SEND_NODE, 0x10
        .set    NI_SEND_TYPE, 0x14
        .set    NI_SEND_PTYPE, 0x18
        .set    NI_SEND_COUNT, 0x1c             # body bytes, 0..NI_MAX_BODY
        .set    NI_SEND_ADDRESS, 0x20           # the body's physical address (DMA)
        .set    NI_SEND_START, 0x24             # write: send the message described above
        .set    NI_SEND_STATUS, 0x28            # 0 idle, 1 busy, else an error (below)
        .set    NI_RECV_COUNT, 0x40             # messages waiting, 0 when none
        .set    NI_RECV_NODE, 0x44              # the first waiting message's source node
        .set    NI_RECV_TYPE, 0x48
        .set    NI_RECV_PTYPE, 0x4c
        .set    NI_RECV_BYTES, 0x50             # its body's length
        .set    NI_RECV_ADDRESS, 0x54           # where its body goes (physical, DMA)
        .set    NI_RECV_TAKE, 0x58              # write: move the body there, drop the message
        .set    NI_RECV_STATUS, 0x5c            # 0 idle, 1 the body is still moving
        .set    NI_MAX_BODY, 4096
        .set    NI_SEND_BUSY, 1
        .set    NI_SEND_BAD_NODE, 2
        .set    NI_SEND_TOO_LONG, 3
