#include "network/node.h"

#include <algorithm>

#include "cpu/registers.h"

namespace xp860::network {

Node::Node(std::uint32_t ram_bytes) : memory_(ram_bytes), core_(memory_) {}

bool Node::load(std::uint32_t address, std::span<const std::uint8_t> bytes) {
    if (!memory_.contains(address, bytes.size())) return false;
    std::ranges::copy(bytes, memory_.bytes(address, static_cast<std::uint32_t>(bytes.size())).begin());
    return true;
}

void Node::start_at(std::uint32_t entry) {
    core_.reset();
    cpu::CpuState& state = core_.state();
    state.pc = entry;
    state.npc = entry + 4;
    state.r[cpu::kStackPointer] = (memory_.size() - 16) & ~15u;
}

RunResult Node::run(std::uint64_t max_cycles) {
    const std::uint64_t limit = core_.state().cycles + max_cycles;
    while (core_.state().cycles < limit) {
        const cpu::StepOutcome outcome = core_.step();
        if (outcome.kind == cpu::StepOutcome::Kind::Unimplemented)
            return {RunResult::Halt::Unimplemented, outcome.pc, 0, outcome.unimplemented};
        if (outcome.kind == cpu::StepOutcome::Kind::Trapped && !memory_.contains(cpu::kTrapVector, 4))
            return {RunResult::Halt::UnhandledTrap, outcome.pc, outcome.trap_bits, {}};
    }
    return {RunResult::Halt::CycleLimit, core_.state().pc, 0, {}};
}

}  // namespace xp860::network
