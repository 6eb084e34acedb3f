#include "cpu/core.h"

#include <bit>
#include <cstring>
#include <span>

#include "cpu/cycle_model.h"
#include "cpu/fp_registers.h"
#include "cpu/little_endian.h"

namespace xp860::cpu {
namespace {

// The instructions that report a pending FP result exception (PRM p.141): any FP
// instruction, fst and pst, and fld, pfld and ixfr when the registers they write
// overlap those holding the exceptional scalar result (the registers fsr.RR names,
// one or a pair; a pipelined result is in no register yet).
bool reports_fp_result_exception(const Instruction& insn, const IssueProfile& profile, const CpuState& s) {
    const InstructionForm& form = *insn.form;
    if (form.is_floating_point()) return true;
    if (form.memory_role == MemoryRole::Store) return form.operands[0].kind == OperandKind::FpDest;
    return form.unit == Unit::Memory && (profile.fp_destinations & s.fp_exception_registers) != 0;
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

// An instruction word from host memory, whatever the host's byte order.
std::uint32_t word_at(const std::uint8_t* bytes) {
    std::uint32_t word;
    std::memcpy(&word, bytes, 4);
    if constexpr (std::endian::native == std::endian::big)
        word = (word >> 24) | ((word >> 8) & 0xff00u) | ((word << 8) & 0xff0000u) | (word << 24);
    return word;
}

}  // namespace

Core::Core(MemoryPort& memory) : memory_(memory) { reset(); }

void Core::reset() {
    const bool interrupt_line = state_.interrupt_line;
    state_ = CpuState{};
    state_.epsr = epsr::kResetValue;
    state_.interrupt_line = interrupt_line;
    memory_.control_changed(state_.dirbase | dirbase::kInvalidate, state_.epsr);
}

void Core::fill(DecodedOp& entry, std::uint32_t word) {
    entry = DecodedOp{};
    entry.word = word;
    entry.filled = true;
    // DECISION (ISA-FACTS §9.2, §13 #10): an unrecognized word raises IT, as Previous does.
    if (const std::optional<Instruction> insn = decode(word)) {
        entry.valid = true;
        entry.insn = *insn;
        entry.execute = semantics_for(*insn->form);
        entry.profile = make_issue_profile(*insn);
        entry.branch_always = insn->form->mnemonic == "br";
    }
}

Core::Completed Core::take_trap(std::uint32_t trap_bits, std::uint32_t fault_pc, std::uint64_t cycles) {
    CpuState& s = state_;
    if (trap_listener_ != nullptr) trap_listener_->trap_taken(trap_bits, fault_pc, s.cycles);
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
    // "Clears the BL bit of dirbase" (TF C7); a sequence cut short is marked in IL.
    if ((s.dirbase & dirbase::kBusLock) != 0) {
        s.dirbase &= ~dirbase::kBusLock;
        s.epsr |= epsr::kInterlock;
        memory_.control_changed(s.dirbase, s.epsr);
    }
    s.pc = kTrapVector;
    s.npc = kTrapVector + 4;
    s.in_delay_slot = false;
    s.psr_after_slot.reset();
    cycles += timing::kTrapEntry;
    s.cycles += cycles;
    last_ = {fault_pc, trap_bits, {}, false};
    return Completed::Trapped;
}

Core::Completed Core::stop_unimplemented(std::uint32_t pc, std::string_view what) {
    last_ = {pc, 0, what, false};
    return Completed::Unimplemented;
}

Core::Completed Core::execute_step() {
    CpuState& s = state_;
    // DECISION (ISA-FACTS §9.5, §14.11: recognition points unknown): an asserted INT
    // with IM set is taken before any instruction (or pair) that is not a delay slot,
    // so the handler never has to back up over a branch; fir is the step not yet run.
    // It waits while a locked sequence runs (TF S16).
    const bool locked = (s.dirbase & dirbase::kBusLock) != 0;
    if (s.interrupt_line && (s.psr & psr::kInterruptMode) != 0 && !s.in_delay_slot && !locked) [[unlikely]]
        return take_trap(psr::kInterrupt, s.pc, 0);
    if (locked) [[unlikely]] {
        if (s.locked_instructions_left == 0) {
            s.epsr |= epsr::kInterlock;  // the missing unlock: IL alone (PRM Table 7-1)
            return take_trap(0, s.pc, 0);
        }
        --s.locked_instructions_left;
    }
    return runs_pairs(s.mode) ? execute_words<2>() : execute_words<1>();
}

// One step of kWords instructions. A pair is fetched as one 64-bit word: the FP half
// at the 8-byte boundary, the core half above it (ISA-FACTS §8.1), issued together
// in one clock (TF A16).
template <std::uint32_t kWords>
Core::Completed Core::execute_words() {
    CpuState& s = state_;
    const std::uint32_t pc = s.pc;
    constexpr std::uint32_t kBytes = 4 * kWords;
    const bool user = (s.psr & psr::kUserMode) != 0;
    if (kWords == 2 && pc % 8 != 0)
        return stop_unimplemented(pc, "a dual-instruction pair at an address that is not 8-byte aligned");

    // Instruction words are little-endian whatever epsr.BE says (ISA-FACTS §3).
    std::array<std::uint32_t, kWords> words{};
    std::uint64_t cycles = timing::kIssue + timing::kMemoryAccess;
    const VouchedLine& line = memory_.fast_path.fetch[FastPath::set_of(pc)];
    if (pc % 4 == 0 && line.tag == FastPath::tag_of(pc, user)) [[likely]] {
        for (std::uint32_t i = 0; i < kWords; ++i) words[i] = word_at(line.host + pc % FastPath::kLineBytes + 4 * i);
    } else {
        if (pc % 4 != 0) return take_trap(psr::kInstructionAccessTrap, pc, cycles);
        std::array<std::uint8_t, kBytes> bytes{};
        const AccessResult fetch = memory_.read({pc, AccessKind::InstructionFetch, AccessSpace::Memory, user}, bytes);
        cycles += fetch.freeze_cycles;
        if (fetch.fault != AccessResult::Fault::None) {
            if (fetch.fault == AccessResult::Fault::Bus) {
                s.bear = fetch.bus_error_address;
                s.epsr |= epsr::kBusErrorFlag;
            }
            return take_trap(psr::kInstructionAccessTrap, pc, cycles);
        }
        for (std::uint32_t i = 0; i < kWords; ++i) words[i] = word_at(bytes.data() + 4 * i);
    }

    std::array<const DecodedOp*, kWords> ops{};
    for (std::uint32_t i = 0; i < kWords; ++i) {
        ops[i] = &decoded(words[i]);
        if (!ops[i]->valid) return take_trap(psr::kInstructionTrap, pc, cycles);
        if (ops[i]->execute == nullptr) return stop_unimplemented(pc + 4 * i, ops[i]->insn.form->mnemonic);
    }

    // Both halves of a pair issue in the same clock, once every operand is ready.
    const std::uint64_t earliest = s.cycles + cycles - timing::kIssue - timing::kMemoryAccess;
    std::uint64_t issue = earliest;
    for (const DecodedOp* op : ops) issue = issue_cycle(s.scoreboard, op->profile, issue);
    cycles += issue - earliest;

    // The FP half runs first, then the core half (as Previous runs pairs). DECISION
    // (ISA-FACTS §8.6, Previous's model; the PRM is silent): when the FP half is a
    // compare, the core half sees the CC from before it, and the compare's CC stands.
    const bool cc_before = (s.psr & psr::kConditionCode) != 0;
    const bool compare_pair = kWords == 2 && is_compare(*ops[0]->insn.form);
    const std::uint32_t link = pc + 2 * kBytes;
    std::array<std::uint32_t, kWords> data_delay{};
    Flow flow = Flow::Next;
    std::uint32_t target = 0;
    std::optional<std::uint32_t> return_psr;
    bool d_bit = false;
    for (std::uint32_t i = 0; i < kWords; ++i) {
        const Instruction& insn = ops[i]->insn;
        d_bit = d_bit || insn.dual;
        // DECISION (PRM p.144: a trap handler "disables FP traps" before it drains the
        // pipelines): a pending report waits while fsr.FTE is clear, so a handler that
        // clears FTE first can save and restore the FP state without taking it, and the
        // interrupted program gets its FT on its next reporting instruction.
        if (s.fp_result_exception_pending && (s.fsr & fsr::kTrapEnable) != 0 &&
            reports_fp_result_exception(insn, ops[i]->profile, s)) [[unlikely]] {
            s.fp_result_exception_pending = false;
            return take_trap(psr::kFloatingPointTrap, pc, cycles);
        }
        Execution x{s, memory_, insn, pc + 4 * i, link};
        const bool cc_after_fp = (s.psr & psr::kConditionCode) != 0;
        if (i == 1 && compare_pair) x.set_cc(cc_before);
        // KNF: a trap handler's way to skip an FP instruction that already ran before
        // the trap; it kills the next one and clears itself (ISA-FACTS §8.5, PRM p.141).
        if ((s.psr & psr::kKillNextFloatingPoint) != 0 && insn.form->is_floating_point()) [[unlikely]]
            s.psr &= ~psr::kKillNextFloatingPoint;
        else
            ops[i]->execute(x);
        if (i == 1 && compare_pair) x.set_cc(cc_after_fp);
        cycles += x.freeze_cycles;
        data_delay[i] = x.data_delay_cycles;
        if ((x.trap_bits | x.rare) != 0) [[unlikely]] {
            if ((x.rare & Execution::kUnimplemented) != 0) return stop_unimplemented(x.pc, x.unimplemented);
            if ((x.rare & Execution::kControlChanged) != 0)
                memory_.control_changed(
                    s.dirbase | ((x.rare & Execution::kInvalidate) != 0 ? dirbase::kInvalidate : 0), s.epsr);
            // In a pair fir names the FP half even when the core half traps (PRM p.136).
            if (x.trap_bits != 0) return take_trap(x.trap_bits, pc, cycles);
            if ((x.rare & Execution::kReturnsFromTrap) != 0) return_psr = x.return_psr;
        }
        // Only the core half (the last word) transfers control.
        if (i == kWords - 1) {
            flow = x.flow;
            target = x.target;
        }
    }

    for (std::uint32_t i = 0; i < kWords; ++i) record_issue(s.scoreboard, ops[i]->profile, issue, data_delay[i]);
    if (s.in_delay_slot && s.psr_after_slot) [[unlikely]] {
        s.psr = *s.psr_after_slot & ~(psr::kDualInstructionMode | psr::kDelayedSwitch);
        s.mode = mode_from_bits(*s.psr_after_slot);
        s.psr_after_slot.reset();
        if (trap_listener_ != nullptr)
            trap_listener_->returned_from_trap(s.npc, (s.psr & psr::kUserMode) != 0, s.cycles + cycles);
    } else if (kWords == 2 || s.mode != InstructionMode::Single || d_bit) [[unlikely]] {
        s.mode = next_mode(s.mode, d_bit);
    }
    if (return_psr) [[unlikely]]
        s.psr_after_slot = return_psr;
    const std::uint32_t next_bytes = runs_pairs(s.mode) ? 8 : 4;
    switch (flow) {
        case Flow::Next:
            s.pc = s.npc;
            s.npc = s.pc + next_bytes;
            s.in_delay_slot = false;
            break;
        case Flow::Jump:
            s.pc = target;
            s.npc = target + next_bytes;
            s.in_delay_slot = false;
            cycles += timing::kTakenBranchBubble;
            break;
        case Flow::SkipSlot:
            s.pc = s.npc + next_bytes;
            s.npc = s.pc + next_bytes;
            s.in_delay_slot = false;
            cycles += timing::kAnnulledSlot;
            break;
        case Flow::Delayed:
            s.pc = s.npc;
            s.npc = target;
            s.in_delay_slot = true;
            break;
    }
    s.cycles += cycles;
    s.instructions += kWords;
    last_.self_branch = flow == Flow::Delayed && target == pc && ops[kWords - 1]->branch_always;
    return Completed::Executed;
}

StepOutcome Core::outcome_of(Completed completed, std::uint32_t pc, std::uint64_t start_cycle) const {
    StepOutcome outcome;
    outcome.kind = completed == Completed::Executed  ? StepOutcome::Kind::Executed
                   : completed == Completed::Trapped ? StepOutcome::Kind::Trapped
                                                     : StepOutcome::Kind::Unimplemented;
    outcome.pc = completed == Completed::Executed ? pc : last_.pc;
    outcome.trap_bits = completed == Completed::Trapped ? last_.trap_bits : 0;
    outcome.start_cycle = start_cycle;
    outcome.cycles = state_.cycles - start_cycle;
    outcome.unimplemented = std::string(last_.unimplemented);
    outcome.self_branch = completed == Completed::Executed && last_.self_branch;
    return outcome;
}

StepOutcome Core::step() {
    const std::uint32_t pc = state_.pc;
    const std::uint64_t start_cycle = state_.cycles;
    return outcome_of(execute_step(), pc, start_cycle);
}

RunOutcome Core::run(std::uint64_t until_cycle, bool stop_at_traps, StepObserver* observer) {
    bool slot_of_self_branch = false;
    run_until_ = until_cycle;
    while (state_.cycles < run_until_) {
        const std::uint32_t pc = state_.pc;
        const std::uint64_t start_cycle = state_.cycles;
        const Completed completed = execute_step();
        if (observer != nullptr) [[unlikely]]
            observer->stepped(outcome_of(completed, pc, start_cycle));
        if (completed == Completed::Executed) [[likely]] {
            if (slot_of_self_branch) return {RunOutcome::Reason::SelfBranch, state_.pc, 0, {}};
            slot_of_self_branch = last_.self_branch;
            continue;
        }
        slot_of_self_branch = false;
        if (completed == Completed::Unimplemented)
            return {RunOutcome::Reason::Unimplemented, last_.pc, 0, std::string(last_.unimplemented)};
        if (stop_at_traps) return {RunOutcome::Reason::Trapped, last_.pc, last_.trap_bits, {}};
    }
    return {RunOutcome::Reason::CycleLimit, state_.pc, 0, {}};
}

}  // namespace xp860::cpu
