// Running a small i860 program in a test: assemble (with -mxp), link at the default
// layout, load on a bare 1 MB node, run, and keep the final state and RAM.
//
// The core's tests run on the memory system's Ideal timing (mmu/memory_system.h):
// every access costs what a cache hit costs, so their cycle counts are the core's
// cycle model alone, as they were derived; what misses, walks and bus cycles add is
// tested in mmu.* on Modelled nodes.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cpu/cpu_state.h"
#include "network/node.h"

namespace xp860::test {

inline constexpr std::uint32_t kText = 0x00010000;  // the linker's default .text address
inline constexpr std::uint32_t kRam = 1u << 20;

struct ProgramRun {
    network::RunResult result;
    cpu::CpuState state;
    std::vector<std::uint8_t> memory;  // the whole RAM after the run, as loads see it
    mmu::MemoryStatistics statistics;
    std::string console;               // what the program wrote to the console

    std::vector<std::uint8_t> bytes(std::uint32_t address, std::size_t count) const {
        return {memory.begin() + address, memory.begin() + address + static_cast<std::ptrdiff_t>(count)};
    }
};

struct ProgramSetup {
    bool interrupt_line = false;  // the INT pin held asserted from the start
    mmu::MemoryTiming timing = mmu::MemoryTiming::Ideal;
    cpu::CycleModel cycle_model{};
};
// A node as `xp860 run` builds one: the memory system's costs included.
inline constexpr ProgramSetup kModelled{.interrupt_line = false, .timing = mmu::MemoryTiming::Modelled, .cycle_model = {}};

// The word DRAM itself holds at `address` (mmu::MemorySystem::memory_contents).
std::uint32_t dram_word(network::Node& node, std::uint32_t address);

// A 1 MB node with `source` loaded and started at its entry, for tests that run it
// themselves.
std::unique_ptr<network::Node> node_with_program(const std::string& source, const ProgramSetup& setup = {});

// node_with_program, run for at most `max_cycles`, and what it left.
ProgramRun run_program(const std::string& source, const ProgramSetup& setup = {}, std::uint64_t max_cycles = 100'000);
ProgramRun finish(network::Node& node, std::uint64_t max_cycles = 100'000);

// Runs `source` followed, in .text, by `trap %r0,%r0,%r0`, and requires the run to
// stop at that breakpoint.
ProgramRun run_to_breakpoint(const std::string& source);

}  // namespace xp860::test
