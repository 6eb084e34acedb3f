#include "cpu/core.h"
#include "cpu/little_endian.h"

#include <array>

#include "cpu/cycle_model.h"
#include "cpu/decoder.h"
#include "cpu/execution.h"

namespace xp860::cpu {
namespace {

// Whether the instruction reads integer register `number` (for the load-use interlock).
bool reads_register(const Instruction& insn, int number) {
    if (number <= 0) return false;
    for (std::size_t i = 0; i < insn.form->operand_count; ++i) {
        const OperandKind kind = insn.form->operands[i].kind;
        if ((kind == OperandKind::IntSrc1 || kind == OperandKind::IntSrc2) && insn.operands[i] == number)
            return true;
    }
    return false;
}

// Features whose semantics are not written yet stop the run instead of running wrong.
std::string missing_feature(const Instruction& insn, const CpuState& state) {
    if (insn.dual) return "dual-instruction mode (" + std::string(insn.form->mnemonic) + " with the D bit)";
    if (insn.form->unit == Unit::Memory && (state.epsr & epsr::kBigEndian) != 0)
        return "big-endian data mode (epsr.BE)";
    if (semantics_for(*insn.form) == nullptr) return std::string(insn.form->mnemonic);
    return "";
}

}  // namespace

Core::Core(MemoryPort& memory) : memory_(memory) { reset(); }

void Core::reset() {
    const bool interrupt_line = state_.interrupt_line;
    state_ = CpuState{};
    state_.epsr = epsr::kResetValue;
    state_.interrupt_line = interrupt_line;
}

StepOutcome Core::take_trap(std::uint32_t trap_bits, std::uint32_t fault_pc, std::uint64_t cycles) {
    CpuState& s = state_;
    std::uint32_t psr_value = s.psr & ~(psr::kPreviousUserMode | psr::kPreviousInterruptMode |
                                        psr::kUserMode | psr::kInterruptMode);
    if (s.psr & psr::kUserMode) psr_value |= psr::kPreviousUserMode;
    if (s.psr & psr::kInterruptMode) psr_value |= psr::kPreviousInterruptMode;
    s.psr = psr_value | trap_bits;
    if (!s.fir_unread) {
        s.fir = fault_pc;
        s.fir_unread = true;
    }
    s.dirbase &= ~dirbase::kBusLock;  // "Clears the BL bit of dirbase" (TF C7)
    s.pc = kTrapVector;
    s.npc = kTrapVector + 4;
    s.in_delay_slot = false;
    s.psr_after_slot.reset();
    s.last_load_destination = -1;
    cycles += timing::kTrapEntry;
    s.cycles += cycles;
    return StepOutcome{StepOutcome::Kind::Trapped, fault_pc, trap_bits, cycles, {}};
}

StepOutcome Core::step() {
    CpuState& s = state_;
    const std::uint32_t pc = s.pc;
    const bool user = (s.psr & psr::kUserMode) != 0;

    // DECISION (ISA-FACTS §9.5, §14.11: recognition points unknown): an asserted INT
    // with IM set is taken before any instruction that is not a delay slot, so the
    // handler never has to back up over a branch; fir is the instruction not yet run.
    if (s.interrupt_line && (s.psr & psr::kInterruptMode) != 0 && !s.in_delay_slot)
        return take_trap(psr::kInterrupt, pc, 0);

    std::array<std::uint8_t, 4> bytes{};
    const AccessResult fetch = memory_.read(pc, bytes, AccessKind::InstructionFetch, user);
    std::uint64_t cycles = timing::kIssue + timing::kMemoryAccess + fetch.extra_cycles;
    if (fetch.fault || pc % 4 != 0) return take_trap(psr::kInstructionAccessTrap, pc, cycles);
    // Instruction words are little-endian whatever epsr.BE says (ISA-FACTS §3).
    const std::uint32_t word = load_little_endian(bytes);
    const auto insn = decode(word);
    // DECISION (ISA-FACTS §9.2, §13 #10): an unrecognized word raises IT, as Previous does.
    if (!insn) return take_trap(psr::kInstructionTrap, pc, cycles);
    if (const std::string missing = missing_feature(*insn, s); !missing.empty())
        return StepOutcome{StepOutcome::Kind::Unimplemented, pc, 0, 0, missing};

    if (reads_register(*insn, s.last_load_destination)) cycles += timing::kLoadUseInterlock;
    Execution x{s, memory_, *insn, pc};
    // KNF: a trap handler's way to skip an FP instruction that already ran before
    // the trap; it kills the next one and clears itself (ISA-FACTS §8.5, PRM p.141).
    if ((s.psr & psr::kKillNextFloatingPoint) != 0 && insn->form->is_floating_point())
        s.psr &= ~psr::kKillNextFloatingPoint;
    else
        semantics_for(*insn->form)(x);
    if (x.unimplemented) return StepOutcome{StepOutcome::Kind::Unimplemented, pc, 0, 0, *x.unimplemented};
    cycles += x.extra_cycles;
    if (x.trap_bits != 0) return take_trap(x.trap_bits, pc, cycles);

    s.last_load_destination = x.load_destination;
    if (s.in_delay_slot && s.psr_after_slot) {
        s.psr = *s.psr_after_slot;
        s.psr_after_slot.reset();
    }
    if (x.return_from_trap_psr) s.psr_after_slot = x.return_from_trap_psr;
    if (x.jump_target) {
        s.pc = *x.jump_target;
        s.npc = s.pc + 4;
        s.in_delay_slot = false;
        cycles += timing::kTakenBranchBubble;
    } else if (x.skip_delay_slot) {
        s.pc = s.npc + 4;
        s.npc = s.pc + 4;
        s.in_delay_slot = false;
        cycles += timing::kAnnulledSlot;
    } else if (x.delayed_target) {
        s.pc = s.npc;
        s.npc = *x.delayed_target;
        s.in_delay_slot = true;
    } else {
        s.pc = s.npc;
        s.npc += 4;
        s.in_delay_slot = false;
    }
    s.cycles += cycles;
    ++s.instructions;
    return StepOutcome{StepOutcome::Kind::Executed, pc, 0, cycles, {}};
}

}  // namespace xp860::cpu
