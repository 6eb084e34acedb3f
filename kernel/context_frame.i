# The context frame: every piece of architectural state of one user context, as
# the kernel saves it on the way in and restores it on the way out. Offsets from
# the frame's base, which is 16-byte aligned (fst.q/fld.q move the FP registers
# four at a time).

        .set    CTX_R, 0            # r0..r31 at CTX_R + 4n (r0's slot unused)
        .set    CTX_F, 128          # f0..f31 at CTX_F + 4n
        .set    CTX_PSR, 256        # psr as the trap found it (PU, PIM, DIM, DS...)
        .set    CTX_EPSR, 260
        .set    CTX_PC, 264         # where the context resumes
        .set    CTX_FSR, 268        # fsr read first: the last stages' status, RM, FTE...
        .set    CTX_FSR2, 272       # fsr after one drain: the second stages' status
        .set    CTX_FSR1, 276       # after two drains: the first stages' status
        .set    CTX_ADDER, 280      # the adder's stages 3, 2, 1: 8 bytes each
        .set    CTX_MULTIPLIER, 304 # the multiplier's stages 3, 2, 1
        .set    CTX_LOAD, 328       # the load pipe's stages 3, 2, 1
        .set    CTX_GRAPHICS, 352   # the graphics stage
        .set    CTX_KR, 360
        .set    CTX_KI, 368
        .set    CTX_T, 376
        .set    CTX_MERGE, 384
        .set    CTX_SCRATCH, 392    # what the drains' pfld read: any 8 readable bytes
        .set    CTX_SIZE, 400
