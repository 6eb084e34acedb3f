#include "cpu/core.h"

#include <bit>
#include <cstring>
#include <span>

#include "cpu/core_step.h"
#include "cpu/little_endian.h"

namespace xp860::cpu {
namespace {

bool runs_pairs(InstructionMode mode) {
    return mode == InstructionMode::Dual || mode == InstructionMode::LeavingDual;
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

}  // namespace

Core::Core(MemoryPort& memory, const CycleModel& model) : memory_(memory), model_(model) { reset(); }

void Core::reset() {
    const bool interrupt_line = state_.interrupt_line;
    state_ = CpuState{};
    state_.epsr = epsr::kResetValue;
    state_.interrupt_line = interrupt_line;
    self_branch_slot_ = false;
    memory_.control_changed(state_.dirbase | dirbase::kInvalidate, state_.epsr);
}

void Core::invalidate_decoded() {
    // Both at once: the predecoded lines point into the decode cache.
    decode_cache_.fill(DecodedOp{});
    predecoded_lines_.fill(PredecodedLine{});
}

void Core::fill(DecodedOp& entry, std::uint32_t word) const {
    entry = DecodedOp{};
    entry.fast_step = &Core::general_step;
    entry.word = word;
    entry.filled = true;
    // DECISION (ISA-FACTS §9.2, §13 #10): an unrecognized word raises IT, as Previous does.
    if (const std::optional<Instruction> insn = decode(word)) {
        entry.valid = true;
        entry.insn = *insn;
        const Implementation& implementation = implementation_for(*insn->form);
        entry.execute = implementation.execute;
        entry.profile = make_issue_profile(*insn, model_);
        entry.branch_always = insn->form->mnemonic == "br";
        if (insn->dual || insn->form->unit == Unit::System) entry.fast_checks |= kFastStepLeavesToGeneral;
        if (!entry.profile.integer_only || insn->form->is_floating_point()) entry.fast_checks |= kFastStepFloatingPoint;
        if (entry.execute != nullptr)
            entry.fast_step = entry.fast_checks == 0 ? implementation.unchecked_fast_step : implementation.fast_step;
    }
}

StepEnd Core::take_trap(std::uint32_t trap_bits, std::uint32_t fault_pc, std::uint64_t cycles) {
    CpuState& s = state_;
    if (trap_listener_ != nullptr) trap_listener_->trap_taken(trap_bits, fault_pc, s.cycles);
    if (s.bla_slot.armed && s.bla_slot.slot == fault_pc) {
        s.psr = s.bla_slot.lcc_before ? (s.psr | psr::kLoopConditionCode) : (s.psr & ~psr::kLoopConditionCode);
    }
    s.bla_slot.armed = false;
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
    cycles += model_.kTrapEntry;
    s.cycles += cycles;
    last_ = {fault_pc, trap_bits, {}, false};
    return StepEnd::Trapped;
}

StepEnd Core::stop_unimplemented(std::uint32_t pc, std::string_view what) {
    last_ = {pc, 0, what, false};
    return StepEnd::Unimplemented;
}

StepEnd Core::execute_step() {
    CpuState& s = state_;
    // An asserted INT with IM set is taken before any instruction, or pair in dual
    // mode, delay slots included (TF S16); fir is the step not yet run, and in a slot
    // the handler backs up to the branch (TF C14, ISA-FACTS §5.9). It waits while a
    // locked sequence runs (S16).
    const bool locked = (s.dirbase & dirbase::kBusLock) != 0;
    if (s.interrupt_line && (s.psr & psr::kInterruptMode) != 0 && !locked) [[unlikely]]
        return take_trap(psr::kInterrupt, s.pc, model_.kInterruptRecognition);
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
StepEnd Core::execute_words() {
    CpuState& s = state_;
    const std::uint32_t pc = s.pc;
    constexpr std::uint32_t kBytes = 4 * kWords;
    const bool user = (s.psr & psr::kUserMode) != 0;
    // Instruction words are little-endian whatever epsr.BE says (ISA-FACTS §3).
    std::array<std::uint32_t, kWords> words{};
    StepEffects effects(model_.kIssue + model_.kMemoryAccess);
    // DECISION (ISA-FACTS §8.1: a pair is an 8-byte aligned doubleword; §8.4: what a
    // pair elsewhere does is not found): the fetch of a pair not on an 8-byte boundary
    // is an instruction-access trap at it, as a fetch not on a 4-byte boundary is.
    if (kWords == 2 && pc % 8 != 0) return take_trap(psr::kInstructionAccessTrap, pc, effects.cycles);
    const VouchedLine& line = memory_.fast_path.fetch[FastPath::set_of(pc)];
    if (pc % 4 == 0 && line.tag == FastPath::tag_of(pc, user)) [[likely]] {
        for (std::uint32_t i = 0; i < kWords; ++i) words[i] = load_little_endian_word(line.host + pc % FastPath::kLineBytes + 4 * i);
    } else {
        if (pc % 4 != 0) return take_trap(psr::kInstructionAccessTrap, pc, effects.cycles);
        std::array<std::uint8_t, kBytes> bytes{};
        const AccessResult fetch = memory_.read({pc, AccessKind::InstructionFetch, AccessSpace::Memory, user}, bytes);
        effects.cycles += fetch.freeze_cycles;
        if (fetch.fault != AccessResult::Fault::None) {
            if (fetch.fault == AccessResult::Fault::Bus) {
                s.bear = fetch.bus_error_address;
                s.epsr |= epsr::kBusErrorFlag;
            }
            return take_trap(psr::kInstructionAccessTrap, pc, effects.cycles);
        }
        for (std::uint32_t i = 0; i < kWords; ++i) words[i] = load_little_endian_word(bytes.data() + 4 * i);
    }

    std::array<const DecodedOp*, kWords> ops{};
    for (std::uint32_t i = 0; i < kWords; ++i) {
        ops[i] = &decoded(words[i]);
        if (!ops[i]->valid) return take_trap(psr::kInstructionTrap, pc, effects.cycles);
        if (ops[i]->execute == nullptr) return stop_unimplemented(pc + 4 * i, ops[i]->insn.form->mnemonic);
    }
    const StepEnd end = issue_and_execute<kWords>(ops, pc, effects);
    if (end != StepEnd::Executed) return end;
    return finish_step<kWords>(pc, effects, *ops[kWords - 1]);
}

// Issues the instructions of a step once every operand is ready (both halves of a
// pair in the same clock), runs them and records what they will deliver. Executed:
// they all ran and finish_step() comes next; otherwise a trap or a stop ended the
// step.
template <std::uint32_t kWords>
inline StepEnd Core::issue_and_execute(const std::array<const DecodedOp*, kWords>& ops, std::uint32_t pc,
                                       StepEffects& effects) {
    CpuState& s = state_;
    const std::uint64_t earliest = s.cycles + effects.cycles - model_.kIssue - model_.kMemoryAccess;
    std::uint64_t issue = earliest;
    for (const DecodedOp* op : ops) issue = issue_cycle(s.scoreboard, op->profile, issue);
    effects.cycles += issue - earliest;

    // The FP half runs first, then the core half (as Previous runs pairs). DECISION
    // (ISA-FACTS §8.6, Previous's model; the PRM is silent): when the FP half is a
    // compare, the core half sees the CC from before it, and the compare's CC stands.
    const bool cc_before = (s.psr & psr::kConditionCode) != 0;
    const bool compare_pair = kWords == 2 && ops[0]->profile.compare;
    const std::uint32_t link = pc + 8 * kWords;
    std::array<std::uint32_t, kWords> data_delay{};
    for (std::uint32_t i = 0; i < kWords; ++i) {
        const bool* cc_seen = i == 1 && compare_pair ? &cc_before : nullptr;
        // Only the core half (the last word) transfers control: the FP half's flow is
        // overwritten.
        const StepEnd end = execute_instruction(*ops[i], pc, pc + 4 * i, link, cc_seen, effects, data_delay[i]);
        if (end != StepEnd::Executed) [[unlikely]]
            return end;
    }
    for (std::uint32_t i = 0; i < kWords; ++i) record_issue(s.scoreboard, ops[i]->profile, issue, data_delay[i]);
    return StepEnd::Executed;
}

// One instruction of the step at `step_pc`: the FP result exception it may report,
// KNF, its semantics, and what they asked of the core. Executed, or how the step
// ended.
inline StepEnd Core::execute_instruction(const DecodedOp& op, std::uint32_t step_pc, std::uint32_t pc,
                                         std::uint32_t link, const bool* cc_seen, StepEffects& effects,
                                         std::uint32_t& data_delay) {
    CpuState& s = state_;
    const Instruction& insn = op.insn;
    effects.d_bit = effects.d_bit || insn.dual;
    // DECISION (PRM p.144: a trap handler "disables FP traps" before it drains the
    // pipelines): a pending report waits while fsr.FTE is clear, so a handler that
    // clears FTE first can save and restore the FP state without taking it, and the
    // interrupted program gets its FT on its next reporting instruction.
    if (s.fp_result_exception_pending && (s.fsr & fsr::kTrapEnable) != 0 && reports_fp_result_exception(insn, op.profile, s))
        [[unlikely]]
        return report_fp_result_exception(step_pc, effects.cycles);
    Execution x{s, memory_, model_, insn, pc, link};
    const bool cc_after_fp = (s.psr & psr::kConditionCode) != 0;
    if (cc_seen != nullptr) x.set_cc(*cc_seen);
    // KNF: a trap handler's way to skip an FP instruction that already ran before
    // the trap; it kills the next one and clears itself (ISA-FACTS §8.5, PRM p.141).
    if ((s.psr & psr::kKillNextFloatingPoint) != 0 && insn.form->is_floating_point()) [[unlikely]]
        s.psr &= ~psr::kKillNextFloatingPoint;
    else
        op.execute(x);
    if (cc_seen != nullptr) x.set_cc(cc_after_fp);
    if (collect_outputs(x, effects, data_delay)) [[unlikely]]
        return rare_outputs(RareOutputs::of(x), step_pc, effects.cycles);
    return StepEnd::Executed;
}

// What the semantics left in `x` (an Execution, or its RareOutputs) for the rest of
// the step; true when they raised a trap or a rare output, for rare_outputs().
template <typename Outputs>
inline bool Core::collect_outputs(const Outputs& x, StepEffects& effects, std::uint32_t& data_delay) {
    effects.cycles += x.freeze_cycles;
    data_delay = x.data_delay_cycles;
    effects.flow = x.flow;
    effects.target = x.target;
    if ((x.trap_bits | x.rare) == 0) [[likely]]
        return false;
    if ((x.rare & Execution::kReturnsFromTrap) != 0) effects.return_psr = x.return_psr;
    return true;
}

StepEnd Core::report_fp_result_exception(std::uint32_t step_pc, std::uint64_t cycles) {
    state_.fp_result_exception_pending = false;
    return take_trap(psr::kFloatingPointTrap, step_pc, cycles);
}


// What few instructions ask of the core (Execution::rare), and traps.
StepEnd Core::rare_outputs(const RareOutputs& x, std::uint32_t step_pc, std::uint64_t cycles) {
    if ((x.rare & Execution::kControlChanged) != 0)
        memory_.control_changed(
            state_.dirbase | ((x.rare & Execution::kInvalidate) != 0 ? dirbase::kInvalidate : 0), state_.epsr);
    // In a pair fir names the FP half even when the core half traps (PRM p.136).
    if (x.trap_bits != 0) return take_trap(x.trap_bits, step_pc, cycles);
    return StepEnd::Executed;
}

// The end of a step: the mode it leaves, where control goes, what it cost.
template <std::uint32_t kWords>
StepEnd Core::finish_step(std::uint32_t pc, const StepEffects& effects, const DecodedOp& last) {
    CpuState& s = state_;
    const std::uint64_t cycles = effects.cycles;
    if (s.in_delay_slot && s.psr_after_slot) [[unlikely]] {
        s.psr = *s.psr_after_slot & ~(psr::kDualInstructionMode | psr::kDelayedSwitch);
        s.mode = mode_from_bits(*s.psr_after_slot);
        s.psr_after_slot.reset();
        if (trap_listener_ != nullptr)
            trap_listener_->returned_from_trap(s.npc, (s.psr & psr::kUserMode) != 0, s.cycles + cycles);
    } else if (kWords == 2 || s.mode != InstructionMode::Single || effects.d_bit) [[unlikely]] {
        s.mode = next_mode(s.mode, effects.d_bit);
    }
    if (effects.return_psr) [[unlikely]]
        s.psr_after_slot = effects.return_psr;
    const Transfer to = transfer(effects.flow, s.npc, effects.target, runs_pairs(s.mode) ? 8 : 4, model_);
    s.pc = to.pc;
    s.npc = to.npc;
    s.in_delay_slot = to.in_delay_slot;
    s.cycles += cycles + to.cycles;
    s.instructions += kWords;
    last_.self_branch = last.branches_to_itself(effects.flow, effects.target, pc);
    return StepEnd::Executed;
}

// fast_step()'s end when the semantics raised a trap or a rare output: the rest of
// execute_instruction() and issue_and_execute(), then finish_step(). `cycles`:
// what the step has cost before the semantics' freeze.
StepEnd Core::finish_rare_step(const RareOutputs& outputs, std::uint32_t pc, std::uint32_t npc, const DecodedOp& op,
                               std::uint64_t issue, std::uint64_t cycles) {
    state_.pc = pc;
    state_.npc = npc;
    StepEffects effects(cycles);
    effects.d_bit = op.insn.dual;
    std::uint32_t data_delay = 0;
    collect_outputs(outputs, effects, data_delay);
    const StepEnd end = rare_outputs(outputs, pc, effects.cycles);
    if (end != StepEnd::Executed) return end;
    record_issue(state_.scoreboard, op.profile, issue, data_delay);
    return finish_step<1>(pc, effects, op);
}

// fast_step()'s end for a step it does not finish itself.
StepEnd Core::finish_single_step(std::uint32_t pc, std::uint32_t npc, const DecodedOp& op, std::uint64_t cycles,
                                 Flow flow, std::uint32_t target) {
    state_.pc = pc;
    state_.npc = npc;
    StepEffects effects(cycles);
    effects.d_bit = op.insn.dual;
    effects.flow = flow;
    effects.target = target;
    return finish_step<1>(pc, effects, op);
}

Core::PredecodedLine& Core::predecoded_line(std::size_t set, const std::uint8_t* host) {
    // A stand-in for a word not looked up yet; its word 0 matches only a word 0, which
    // the general step then runs.
    static const DecodedOp kNotLookedUp{.fast_step = &Core::general_step};
    PredecodedLine& entry = predecoded_lines_[set];
    if (entry.host != host) [[unlikely]] {
        entry.host = host;
        entry.ops.fill(&kNotLookedUp);
    }
    return entry;
}

// run()'s steps while it needs to see none of them: those execute_step() would
// make, one after the other, until one traps or stops, or a `br .` has run, or the
// run's cycle is reached. In single-instruction mode, out of locked sequences and of
// the slots of returning bri, they run from the vouched fetch lines (run_lines());
// the others are general steps.
StepEnd Core::run_steps() {
    CpuState& s = state_;
    for (;;) {
        const bool from_lines = s.mode == InstructionMode::Single && !s.psr_after_slot &&
                                (s.dirbase & dirbase::kBusLock) == 0 && s.pc % 4 == 0 && s.npc % 4 == 0;
        const bool interruptible = (s.psr & psr::kInterruptMode) != 0;
        const StepEnd end = !from_lines ? execute_step() : interruptible ? run_lines<true>() : run_lines<false>();
        if (end != StepEnd::Executed || last_.self_branch || s.cycles >= run_until_) return end;
    }
}

// Steps straight from the vouched fetch lines, each execute_step()'s: the same fetch
// (a vouched line, the word read from it), the same decode (the predecoded op is the
// decode cache's entry for that word), and the op's fast_step(), which is
// execute_words<1>() after the fetch. It goes on while the steps are plain or
// branches and returns the first other step's end (a trap, a general step at a
// boundary it cannot check), or Executed at the run's cycle, with pc and npc
// written. On entry: single-instruction mode out of a locked sequence and of a
// returning bri's slot, pc and npc aligned; kInterruptible is psr.IM.
template <bool kInterruptible>
StepEnd Core::run_lines() {
    CpuState& s = state_;
    // Only trap entry, bri and st.c change psr.U and psr.IM, and none of them runs here.
    const bool user = (s.psr & psr::kUserMode) != 0;
    std::uint32_t pc = s.pc;
    for (;;) {  // one fetch line after the other
        const std::size_t set = FastPath::set_of(pc);
        const VouchedLine& line = memory_.fast_path.fetch[set];
        const std::uint32_t tag = FastPath::tag_of(pc, user);
        // Out of a delay slot npc is pc + 4, and pc and npc are written only when the
        // loop ends; in a slot they are CpuState's (a branch wrote them). A misaligned pc
        // (bri and calli go where a register says) is the general step's IAT.
        if (pc % 4 != 0 || line.tag != tag) [[unlikely]]
            return execute_step_at(pc, s.in_delay_slot ? s.npc : pc + 4);
        const DecodedOp** const ops = predecoded_line(set, line.host).ops.data();
        // The step at pc from this line. The line is checked for every word: the memory
        // system may have revoked it.
        const auto step = [&](std::uint32_t npc) {
            if (line.tag != tag) [[unlikely]]
                return execute_step_at(pc, npc);
            const std::uint32_t slot = pc / 4 % kLineWords;
            const std::uint32_t word = load_little_endian_word(line.host + 4 * slot);
            const DecodedOp* op = ops[slot];
            if (op->word != word) [[unlikely]] {
                op = &decoded(word);
                ops[slot] = op;
            }
            return op->fast_step(*this, *op, pc, npc);
        };
        const auto run_reached = [&] {
            if (s.cycles < run_until_) [[likely]]
                return false;
            last_.self_branch = false;
            return true;
        };
        if (s.in_delay_slot) [[unlikely]] {
            // The slot of a delayed branch: npc is the target.
            const std::uint32_t npc = s.npc;
            if (kInterruptible && s.interrupt_line) [[unlikely]]
                return execute_step_at(pc, npc);
            const StepEnd end = step(npc);
            if (end == StepEnd::Plain) {
                s.in_delay_slot = false;
                pc = npc;
                if (run_reached()) return stop_at(pc, pc + 4);
            } else if (end == StepEnd::Jumped) {
                pc = s.pc;
                if (run_reached()) return StepEnd::Executed;
            } else {
                return end;
            }
            continue;
        }
        StepEnd end;
        do {
            // execute_step()'s check that can fail here.
            if (kInterruptible && s.interrupt_line) [[unlikely]]
                return execute_step_at(pc, pc + 4);
            end = step(pc + 4);
            if (end == StepEnd::Plain) [[likely]] {
                pc += 4;
                if (run_reached()) [[unlikely]]
                    return stop_at(pc, pc + 4);
            } else if (end == StepEnd::Jumped) {
                pc = s.pc;
                if (run_reached()) return StepEnd::Executed;
            } else {
                return end;
            }
        } while (end == StepEnd::Plain && pc % FastPath::kLineBytes != 0);
    }
}

// The general step at `pc` after run_lines()' steps, which leave pc and npc unwritten.
StepEnd Core::execute_step_at(std::uint32_t pc, std::uint32_t npc) {
    state_.pc = pc;
    state_.npc = npc;
    return execute_step();
}

// run_lines()' end at the run's cycle after a plain step: pc and npc written.
StepEnd Core::stop_at(std::uint32_t pc, std::uint32_t npc) {
    state_.pc = pc;
    state_.npc = npc;
    return StepEnd::Executed;
}

// The fast step of a word without one (not an instruction, or no semantics yet): the
// general step, which traps or stops.
StepEnd Core::general_step(Core& core, const DecodedOp&, std::uint32_t pc, std::uint32_t npc) {
    return core.execute_step_at(pc, npc);
}

StepOutcome Core::outcome_of(StepEnd completed, std::uint32_t pc, std::uint64_t start_cycle,
                             bool self_branch_done) const {
    StepOutcome outcome;
    outcome.kind = completed == StepEnd::Executed  ? StepOutcome::Kind::Executed
                   : completed == StepEnd::Trapped ? StepOutcome::Kind::Trapped
                                                     : StepOutcome::Kind::Unimplemented;
    outcome.pc = completed == StepEnd::Executed ? pc : last_.pc;
    outcome.trap_bits = completed == StepEnd::Trapped ? last_.trap_bits : 0;
    outcome.start_cycle = start_cycle;
    outcome.cycles = state_.cycles - start_cycle;
    outcome.unimplemented = std::string(last_.unimplemented);
    outcome.self_branch = completed == StepEnd::Executed && last_.self_branch;
    outcome.self_branch_done = self_branch_done;
    return outcome;
}

bool Core::closes_self_branch(StepEnd completed) {
    const bool executed = completed == StepEnd::Executed;
    const bool done = executed && self_branch_slot_;
    self_branch_slot_ = executed && last_.self_branch;
    return done;
}

StepOutcome Core::step() {
    const std::uint32_t pc = state_.pc;
    const std::uint64_t start_cycle = state_.cycles;
    const StepEnd completed = execute_step();
    return outcome_of(completed, pc, start_cycle, closes_self_branch(completed));
}

RunOutcome Core::run(std::uint64_t until_cycle, bool stop_at_traps, StepObserver* observer) {
    run_until_ = until_cycle;
    while (state_.cycles < run_until_) {
        StepEnd completed;
        bool self_branch_done;
        if (observer == nullptr && !self_branch_slot_) [[likely]] {
            completed = run_steps();
            self_branch_done = closes_self_branch(completed);
        } else {
            const std::uint32_t pc = state_.pc;
            const std::uint64_t start_cycle = state_.cycles;
            completed = execute_step();
            self_branch_done = closes_self_branch(completed);
            if (observer != nullptr) observer->stepped(outcome_of(completed, pc, start_cycle, self_branch_done));
        }
        if (self_branch_done) return {RunOutcome::Reason::SelfBranch, state_.pc, 0, {}};
        if (completed == StepEnd::Executed) [[likely]]
            continue;
        if (completed == StepEnd::Unimplemented)
            return {RunOutcome::Reason::Unimplemented, last_.pc, 0, std::string(last_.unimplemented)};
        if (stop_at_traps) return {RunOutcome::Reason::Trapped, last_.pc, last_.trap_bits, {}};
    }
    return {RunOutcome::Reason::CycleLimit, state_.pc, 0, {}};
}

}  // namespace xp860::cpu
