// Machines running the kernel, for the kernel's tests: every node boots the ROM
// and the kernel built at build time, with a user program (linked at USER_BASE
// with the NX library, in-process) or the seed's benchmark.
#pragma once

#include <memory>
#include <string>

#include "kernel/kernel_boot.h"
#include "network/machine.h"

namespace xp860::test {

// The user program `source` (i860 assembly, which may call the NX library), linked
// as the kernel's processes are.
toolchain::ObjectFile user_program(const std::string& source);
// A program the build made (relative to the build folder: "roms/bench/gap_bench").
toolchain::ObjectFile built_program(const std::string& relative);
// roms/bench/gap_bench as the build made it.
toolchain::ObjectFile benchmark_program();

struct BootedMachine {
    std::unique_ptr<network::Machine> machine;
    std::unique_ptr<kernel::KernelImage> kernel;
};

// A width x height machine with `program` on every node, in `profile`.
BootedMachine boot_machine(std::uint32_t width, std::uint32_t height, const toolchain::ObjectFile& program,
                           kernel::Profile profile = kernel::Profile::Osf1, unsigned threads = 1);

// Node `node`'s console output so far.
std::string console(BootedMachine& booted, network::NodeId node);

// tests/kernel/programs/NAME linked as user_program does.
toolchain::ObjectFile user_program_file(const std::string& name);

// The word at address `address` of node `node`'s process.
std::uint32_t user_word(BootedMachine& booted, network::NodeId node, std::uint32_t address);

// A global symbol's value in a linked program.
std::uint32_t symbol(const toolchain::ObjectFile& program, const std::string& name);

}  // namespace xp860::test
