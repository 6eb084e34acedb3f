// One compute node as far as it exists today: an i860 XP core on flat RAM. The mesh
// issue adds the network interface and the multi-node machine around it.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "cpu/core.h"
#include "mmu/flat_memory.h"

namespace xp860::network {

inline constexpr std::uint32_t kDefaultRamBytes = 32u << 20;  // the Paragon node's 32 MB (issue 4 default)

struct RunResult {
    enum class Halt : std::uint8_t {
        UnhandledTrap,  // a trap was taken and nothing is mapped at the trap vector
        SelfBranch,     // a delayed branch to itself (`br .`) ran its delay slot
        CycleLimit,     // the cycle budget ran out
        Unimplemented,  // the core met an instruction or mode it cannot execute yet
    };
    Halt halt = Halt::CycleLimit;
    std::uint32_t pc = 0;         // the trapped / unimplemented instruction, the self-branch, or the next one
    std::uint32_t trap_bits = 0;  // psr trap bits of an UnhandledTrap
    std::string detail;           // what is unimplemented
};

// One instruction of the node: what the core did, and the halt it caused, if any.
struct NodeStep {
    cpu::StepOutcome outcome;
    std::optional<RunResult> halt;
};

class Node {
public:
    explicit Node(std::uint32_t ram_bytes = kDefaultRamBytes);

    // Copies `bytes` into RAM at `address`; false if they do not fit.
    bool load(std::uint32_t address, std::span<const std::uint8_t> bytes);

    // The bare-machine start (no boot ROM): reset, then supervisor mode with paging
    // off at `entry`, the stack pointer (r2) at the top of RAM less 16 bytes.
    void start_at(std::uint32_t entry);

    // One step of the core with run()'s halt rules, for callers that stop between
    // instructions (breakpoints, single steps). After a halt the core steps on as
    // it is (into the unmapped trap vector, round `br .`); callers stop at the halt.
    NodeStep step();

    // Steps until a halt or until `max_cycles` more cycles have passed; an observer
    // hears of every step.
    RunResult run(std::uint64_t max_cycles, cpu::StepObserver* observer = nullptr);

    cpu::Core& core() { return core_; }
    const cpu::Core& core() const { return core_; }
    mmu::FlatMemory& memory() { return memory_; }
    const mmu::FlatMemory& memory() const { return memory_; }

private:
    mmu::FlatMemory memory_;
    cpu::Core core_;
    // step(): the last step was a `br .`, so its slot, once it runs, halts the node.
    bool in_self_branch_slot_ = false;
};

}  // namespace xp860::network
