#include "cpu/core.h"
#include "cpu/little_endian.h"

#include <array>

#include "cpu/cycle_model.h"
#include "cpu/decoder.h"
#include "cpu/execution.h"
#include "cpu/fp_registers.h"
#include "cpu/scoreboard.h"

namespace xp860::cpu {
namespace {

// Instructions whose semantics are not written yet stop the run instead of running wrong.
std::string missing_feature(const Instruction& insn) {
    if (semantics_for(*insn.form) == nullptr) return std::string(insn.form->mnemonic);
    return "";
}

// How a step changes the flow of control, taken from its last (core) instruction.
struct StepEffects {
    std::optional<std::uint32_t> jump_target;
    std::optional<std::uint32_t> delayed_target;
    bool skip_delay_slot = false;
    std::optional<std::uint32_t> return_from_trap_psr;
};

// The instructions that report a pending FP result exception (PRM p.141): any FP
// instruction, fst and pst, and fld, pfld and ixfr when their destination is the
// register holding the exceptional result (fsr.RR).
bool reports_fp_result_exception(const Instruction& insn, const CpuState& s) {
    const InstructionForm& form = *insn.form;
    if (form.is_floating_point()) return true;
    if (form.memory_role == MemoryRole::Store) return form.operands[0].kind == OperandKind::FpDest;
    // fld, pfld and ixfr: the Memory-unit instructions that write an FP register.
    const bool writes_fp =
        form.unit == Unit::Memory && form.operands[form.operand_count - 1].kind == OperandKind::FpDest;
    if (!writes_fp) return false;
    const auto result_register = static_cast<std::int32_t>((s.fsr & fsr::kResultRegister) >> fsr::kResultRegisterShift);
    const std::int32_t destination = insn.operands[form.operand_count - 1];
    return (destination & ~1) == (result_register & ~1);
}

bool runs_pairs(InstructionMode mode) {
    return mode == InstructionMode::Dual || mode == InstructionMode::LeavingDual;
}

bool is_compare(const InstructionForm& form) {
    const std::uint32_t op = form.match & 0x7f;
    return form.is_floating_point() && (op == 0x34 || op == 0x35);
}

// The mode after a step, given whether its FP instruction had the D bit.
InstructionMode next_mode(InstructionMode mode, bool d_bit) {
    switch (mode) {
        case InstructionMode::Single: return d_bit ? InstructionMode::EnteringDual : InstructionMode::Single;
        case InstructionMode::EnteringDual: return InstructionMode::Dual;
        case InstructionMode::Dual: return d_bit ? InstructionMode::Dual : InstructionMode::LeavingDual;
        case InstructionMode::LeavingDual: return d_bit ? InstructionMode::Dual : InstructionMode::Single;
    }
    return mode;
}

// Trap entry records the mode in psr.DIM and a pending switch in psr.DS (PRM p.136
// steps 5 and 6); a returning bri restores the mode from them (ISA-FACTS §8.5).
std::uint32_t mode_bits(InstructionMode mode) {
    std::uint32_t bits = runs_pairs(mode) ? psr::kDualInstructionMode : 0;
    if (mode == InstructionMode::EnteringDual || mode == InstructionMode::LeavingDual) bits |= psr::kDelayedSwitch;
    return bits;
}

InstructionMode mode_from_bits(std::uint32_t psr_value) {
    const bool dim = (psr_value & psr::kDualInstructionMode) != 0;
    const bool ds = (psr_value & psr::kDelayedSwitch) != 0;
    if (dim) return ds ? InstructionMode::LeavingDual : InstructionMode::Dual;
    return ds ? InstructionMode::EnteringDual : InstructionMode::Single;
}

}  // namespace

Core::Core(MemoryPort& memory) : memory_(memory) { reset(); }

void Core::reset() {
    const bool interrupt_line = state_.interrupt_line;
    state_ = CpuState{};
    state_.epsr = epsr::kResetValue;
    state_.interrupt_line = interrupt_line;
}

const std::optional<Instruction>& Core::decode_cached(std::uint32_t word) {
    // Mix the opcode into the index: neighbouring instructions differ in all fields.
    DecodedWord& entry = decode_cache_[(word ^ (word >> 16) ^ (word >> 26)) % kDecodeCacheSize];
    if (!entry.filled || entry.word != word) entry = {word, true, decode(word)};
    return entry.instruction;
}

StepOutcome Core::take_trap(std::uint32_t trap_bits, std::uint32_t fault_pc, std::uint64_t cycles) {
    CpuState& s = state_;
    std::uint32_t psr_value = s.psr & ~(psr::kPreviousUserMode | psr::kPreviousInterruptMode |
                                        psr::kUserMode | psr::kInterruptMode);
    if (s.psr & psr::kUserMode) psr_value |= psr::kPreviousUserMode;
    if (s.psr & psr::kInterruptMode) psr_value |= psr::kPreviousInterruptMode;
    s.psr = (psr_value & ~(psr::kDualInstructionMode | psr::kDelayedSwitch)) | mode_bits(s.mode) | trap_bits;
    s.mode = InstructionMode::Single;  // the handler starts in single-instruction mode (TF C8)
    if (!s.fir_unread) {
        s.fir = fault_pc;
        s.fir_unread = true;
    }
    s.dirbase &= ~dirbase::kBusLock;  // "Clears the BL bit of dirbase" (TF C7)
    s.pc = kTrapVector;
    s.npc = kTrapVector + 4;
    s.in_delay_slot = false;
    s.psr_after_slot.reset();
    cycles += timing::kTrapEntry;
    s.cycles += cycles;
    return StepOutcome{StepOutcome::Kind::Trapped, fault_pc, trap_bits, cycles, {}};
}

StepOutcome Core::step() {
    CpuState& s = state_;
    const std::uint32_t pc = s.pc;
    const bool user = (s.psr & psr::kUserMode) != 0;

    // DECISION (ISA-FACTS §9.5, §14.11: recognition points unknown): an asserted INT
    // with IM set is taken before any instruction (or pair) that is not a delay slot,
    // so the handler never has to back up over a branch; fir is the step not yet run.
    if (s.interrupt_line && (s.psr & psr::kInterruptMode) != 0 && !s.in_delay_slot)
        return take_trap(psr::kInterrupt, pc, 0);

    // A pair is fetched as one 64-bit word: the FP half at the 8-byte boundary, the
    // core half above it (ISA-FACTS §8.1), issued together in one clock (TF A16).
    const bool pair = runs_pairs(s.mode);
    const std::uint32_t step_bytes = pair ? 8 : 4;
    if (pair && pc % 8 != 0)
        return StepOutcome{StepOutcome::Kind::Unimplemented, pc, 0, 0,
                           "a dual-instruction pair at an address that is not 8-byte aligned"};
    std::array<std::uint8_t, 8> bytes{};
    const auto fetched = std::span(bytes).first(step_bytes);
    const AccessResult fetch = memory_.read(pc, fetched, AccessKind::InstructionFetch, user);
    std::uint64_t cycles = timing::kIssue + timing::kMemoryAccess + fetch.extra_cycles;
    if (fetch.fault || pc % 4 != 0) return take_trap(psr::kInstructionAccessTrap, pc, cycles);

    // Instruction words are little-endian whatever epsr.BE says (ISA-FACTS §3).
    std::array<std::optional<Instruction>, 2> insns;
    for (std::uint32_t i = 0; i < step_bytes / 4; ++i) {
        insns[i] = decode_cached(load_little_endian(fetched.subspan(4 * i, 4)));
        // DECISION (ISA-FACTS §9.2, §13 #10): an unrecognized word raises IT, as Previous does.
        if (!insns[i]) return take_trap(psr::kInstructionTrap, pc, cycles);
        if (const std::string missing = missing_feature(*insns[i]); !missing.empty())
            return StepOutcome{StepOutcome::Kind::Unimplemented, pc + 4 * i, 0, 0, missing};
    }

    // The FP half runs first, then the core half (as Previous runs pairs). DECISION
    // (ISA-FACTS §8.6, Previous's model; the PRM is silent): when the FP half is a
    // compare, the core half sees the CC from before it, and the compare's CC stands.
    const bool cc_before = (s.psr & psr::kConditionCode) != 0;
    const bool compare_pair = pair && is_compare(*insns[0]->form);
    const std::uint32_t link = pc + 2 * step_bytes;
    const std::uint32_t words = step_bytes / 4;
    // Both halves of a pair issue in the same clock, once every operand is ready.
    std::uint64_t issue = s.cycles + fetch.extra_cycles;
    for (std::uint32_t i = 0; i < words; ++i) issue = issue_cycle(s.scoreboard, *insns[i], issue);
    cycles += issue - (s.cycles + fetch.extra_cycles);
    StepEffects effects;
    bool d_bit = false;
    for (std::uint32_t i = 0; i < words; ++i) {
        const Instruction& insn = *insns[i];
        d_bit = d_bit || insn.dual;
        if (s.fp_result_exception_pending && reports_fp_result_exception(insn, s)) {
            s.fp_result_exception_pending = false;
            return take_trap(psr::kFloatingPointTrap, pc, cycles);
        }
        Execution x{s, memory_, insn, pc + 4 * i, link};
        const bool cc_after_fp = (s.psr & psr::kConditionCode) != 0;
        if (i == 1 && compare_pair) x.set_cc(cc_before);
        // KNF: a trap handler's way to skip an FP instruction that already ran before
        // the trap; it kills the next one and clears itself (ISA-FACTS §8.5, PRM p.141).
        if ((s.psr & psr::kKillNextFloatingPoint) != 0 && insn.form->is_floating_point())
            s.psr &= ~psr::kKillNextFloatingPoint;
        else
            semantics_for(*insn.form)(x);
        if (i == 1 && compare_pair) x.set_cc(cc_after_fp);
        if (x.unimplemented) return StepOutcome{StepOutcome::Kind::Unimplemented, x.pc, 0, 0, *x.unimplemented};
        cycles += x.extra_cycles;
        // In a pair fir names the FP half even when the core half traps (PRM p.136).
        if (x.trap_bits != 0) return take_trap(x.trap_bits, pc, cycles);
        // Only the core half (the last word) transfers control.
        if (i == words - 1) effects = StepEffects{x.jump_target, x.delayed_target, x.skip_delay_slot,
                                                  x.return_from_trap_psr};
    }

    for (std::uint32_t i = 0; i < words; ++i) record_issue(s.scoreboard, *insns[i], issue);
    if (s.in_delay_slot && s.psr_after_slot) {
        s.psr = *s.psr_after_slot & ~(psr::kDualInstructionMode | psr::kDelayedSwitch);
        s.mode = mode_from_bits(*s.psr_after_slot);
        s.psr_after_slot.reset();
    } else {
        s.mode = next_mode(s.mode, d_bit);
    }
    if (effects.return_from_trap_psr) s.psr_after_slot = effects.return_from_trap_psr;
    const std::uint32_t next_bytes = runs_pairs(s.mode) ? 8 : 4;
    if (effects.jump_target) {
        s.pc = *effects.jump_target;
        s.npc = s.pc + next_bytes;
        s.in_delay_slot = false;
        cycles += timing::kTakenBranchBubble;
    } else if (effects.skip_delay_slot) {
        s.pc = s.npc + next_bytes;
        s.npc = s.pc + next_bytes;
        s.in_delay_slot = false;
        cycles += timing::kAnnulledSlot;
    } else if (effects.delayed_target) {
        s.pc = s.npc;
        s.npc = *effects.delayed_target;
        s.in_delay_slot = true;
    } else {
        s.pc = s.npc;
        s.npc = s.pc + next_bytes;
        s.in_delay_slot = false;
    }
    s.cycles += cycles;
    s.instructions += words;
    return StepOutcome{StepOutcome::Kind::Executed, pc, 0, cycles, {}};
}

}  // namespace xp860::cpu
