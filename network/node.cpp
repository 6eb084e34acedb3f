#include "network/node.h"

#include <algorithm>
#include <optional>

#include "cpu/decoder.h"
#include "cpu/little_endian.h"
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

bool Node::is_branch_always(std::uint32_t address) {
    if (!memory_.contains(address, 4)) return false;
    const auto instruction = cpu::decode(cpu::load_little_endian(memory_.bytes(address, 4)));
    return instruction && instruction->form->mnemonic == "br";
}

RunResult Node::run(std::uint64_t max_cycles) {
    const std::uint64_t limit = core_.state().cycles + max_cycles;
    // The bare machine's halt: `br .`, once its slot ran (a bla or call to itself is a loop).
    std::optional<std::uint32_t> self_branch;
    while (core_.state().cycles < limit) {
        const cpu::StepOutcome outcome = core_.step();
        if (self_branch && outcome.kind == cpu::StepOutcome::Kind::Executed)
            return {RunResult::Halt::SelfBranch, *self_branch, 0, {}};
        const cpu::CpuState& s = core_.state();
        if (outcome.kind == cpu::StepOutcome::Kind::Executed && s.in_delay_slot && s.npc == outcome.pc &&
            is_branch_always(outcome.pc))
            self_branch = outcome.pc;
        else
            self_branch.reset();
        if (outcome.kind == cpu::StepOutcome::Kind::Unimplemented)
            return {RunResult::Halt::Unimplemented, outcome.pc, 0, outcome.unimplemented};
        if (outcome.kind == cpu::StepOutcome::Kind::Trapped && !memory_.contains(cpu::kTrapVector, 4))
            return {RunResult::Halt::UnhandledTrap, outcome.pc, outcome.trap_bits, {}};
    }
    return {RunResult::Halt::CycleLimit, core_.state().pc, 0, {}};
}

}  // namespace xp860::network
