# Where the kernel keeps things, and the user process's address space.
#
# Physical memory: the kernel's low-memory globals, then the kernel itself, in the
# first 4 MB (mapped 1:1, supervisor only, by one 4 MB page); the user process's
# 4 MB at USER_PHYS, mapped at USER_BASE. The host's loader (kernel::KernelImage::install)
# puts the kernel, the user program and the boot block there before reset.

        # Low-memory globals: below 32 KB, so an ld/st with r0 as base reaches them
        # without a free register (the trap vector has none).
        .set    BOOT_BLOCK, 0x100               # written by the host before reset
        .set    BOOT_MAGIC, 0x100               # 0x58383630, "X860"
        .set    BOOT_PROFILE, 0x104             # 0 osf1 (full context switch), 1 light
        .set    BOOT_USER_ENTRY, 0x108          # the user program's entry point
        .set    BOOT_MAGIC_VALUE, 0x58383630

        .set    KERNEL_TRAP_ENTRY, 0x200        # where the ROM's vector sends traps
        .set    CURRENT_FRAME, 0x204            # the context the last trap saved into
        .set    R1_SCRATCH, 0x208               # r1 for the way out (trap_return)
        .set    KERNEL_STACK_TOP, 0x20c

        .set    KERNEL_BASE, 0x8000             # the kernel's text, then data and bss

        # The user process: its program (linked at USER_BASE), then its stacks.
        .set    USER_BASE, 0x40000000
        .set    USER_PHYS, 0x00400000
        .set    USER_BYTES, 0x00400000
        .set    USER_STACK_TOP, 0x403ffff0      # the program's stack grows down from here
        .set    HANDLER_STACK_TOP, 0x403efff0   # an hrecv handler's, 64 KB below it
        .set    USER_CLOCK, TIMER_BASE          # the timer page, readable from user mode

        # Kernel profiles (BOOT_PROFILE).
        .set    PROFILE_OSF1, 0
        .set    PROFILE_LIGHT, 1
