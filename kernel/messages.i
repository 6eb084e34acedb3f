# The kernel's message tables (messages.s): posted receives, and messages that
# arrived before any receive matched them.

        # A posted receive (irecv, crecv through irecv, hrecv): its id is its
        # index + 1. States: free, posted (waiting for a message), done (the message
        # is in the buffer; msgdone/msgwait release it), handler due (hrecv: done,
        # its handler not yet run; released when it starts).
        .set    POST_STATE, 0
        .set    POST_TYPESEL, 4         # -1 matches any type
        .set    POST_BUFFER, 8          # the process's address
        .set    POST_CAPACITY, 12       # the buffer's bytes
        .set    POST_HANDLER, 16        # 0 for a plain receive
        .set    POST_TRAMPOLINE, 20     # where the handler returns to (the NX library's)
        .set    POST_TYPE, 24           # the message received: type, bytes, node, ptype
        .set    POST_BYTES, 28
        .set    POST_NODE, 32
        .set    POST_PTYPE, 36
        .set    POST_ORDER, 40          # posting order: the oldest matching post wins
        .set    POST_SIZE, 48
        .set    POSTS, 16

        .set    STATE_FREE, 0
        .set    STATE_POSTED, 1
        .set    STATE_DONE, 2
        .set    STATE_HANDLER_DUE, 3

        # A message no receive was posted for: its header and its body, up to the
        # largest the network carries. Slots are taken in arrival order.
        .set    EARLY_USED, 0           # 0 free, else the arrival order (1, 2, ...)
        .set    EARLY_TYPE, 4
        .set    EARLY_BYTES, 8
        .set    EARLY_NODE, 12
        .set    EARLY_PTYPE, 16
        .set    EARLY_BODY, 32          # 32-byte aligned for the NI's DMA
        .set    EARLY_SIZE, 4128        # 32 + NI_MAX_BODY
        .set    EARLIES, 32

        # The last message a receive completed with (infocount, infonode, infotype).
        .set    LAST_COUNT, 0
        .set    LAST_NODE, 4
        .set    LAST_TYPE, 8

        # Send ids: sends complete before isend returns, so their ids are done at once.
        .set    SEND_ID, 0x100
