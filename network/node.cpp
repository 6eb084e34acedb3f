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
    in_self_branch_slot_ = false;
}

NodeStep Node::step() {
    NodeStep result{core_.step(), std::nullopt};
    const cpu::StepOutcome& outcome = result.outcome;
    const bool executed = outcome.kind == cpu::StepOutcome::Kind::Executed;
    if (executed && in_self_branch_slot_)
        result.halt = RunResult{RunResult::Halt::SelfBranch, core_.state().pc, 0, {}};
    in_self_branch_slot_ = executed && outcome.self_branch;
    if (outcome.kind == cpu::StepOutcome::Kind::Unimplemented)
        result.halt = RunResult{RunResult::Halt::Unimplemented, outcome.pc, 0, outcome.unimplemented};
    else if (outcome.kind == cpu::StepOutcome::Kind::Trapped && !memory_.contains(cpu::kTrapVector, 4))
        result.halt = RunResult{RunResult::Halt::UnhandledTrap, outcome.pc, outcome.trap_bits, {}};
    return result;
}

RunResult Node::run(std::uint64_t max_cycles, cpu::StepObserver* observer) {
    // With nothing mapped at the trap vector the first trap ends the run; `br .` is
    // the bare machine's halt, once its slot ran (a bla or call to itself is a loop).
    const bool handler = memory_.contains(cpu::kTrapVector, 4);
    const cpu::RunOutcome outcome = core_.run(core_.state().cycles + max_cycles, !handler, observer);
    switch (outcome.reason) {
        case cpu::RunOutcome::Reason::Trapped: return {RunResult::Halt::UnhandledTrap, outcome.pc, outcome.trap_bits, {}};
        case cpu::RunOutcome::Reason::Unimplemented:
            return {RunResult::Halt::Unimplemented, outcome.pc, 0, outcome.unimplemented};
        case cpu::RunOutcome::Reason::SelfBranch: return {RunResult::Halt::SelfBranch, outcome.pc, 0, {}};
        case cpu::RunOutcome::Reason::CycleLimit: break;
    }
    return {RunResult::Halt::CycleLimit, outcome.pc, 0, {}};
}

}  // namespace xp860::network
