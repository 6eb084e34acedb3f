// The pieces of a step that run instructions: issue them on the scoreboard, run
// their semantics, record what they will deliver. They are templates over how the
// semantics are called, so that the general step (Core::execute_words, which calls
// through the decoded op) and each instruction's fast step (Core::fast_step, which
// calls its own semantics directly and lets the compiler inline them) are the same
// code. Included by core.cpp and by every execute_*.cpp, whose define_semantics<>()
// makes the fast step of each semantics function it registers.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "cpu/control_registers.h"
#include "cpu/core.h"
#include "cpu/cycle_model.h"
#include "cpu/fp_registers.h"

// fast_step() is generated for each semantics function so that the compiler can
// inline the semantics into it: GCC and Clang are asked to inline everything it
// calls in its translation unit; other compilers decide for themselves.
#if defined(__GNUC__)
#define XP860_INLINE_CALLEES [[gnu::flatten]]
#else
#define XP860_INLINE_CALLEES
#endif

namespace xp860::cpu {

// Issues the instructions of a step once every operand is ready (both halves of a
// pair in the same clock), runs them and records what they will deliver. Executed:
// they all ran and finish_step() comes next; otherwise a trap or a stop ended the
// step.
template <std::uint32_t kWords, typename Call>
inline StepEnd Core::issue_and_execute(const std::array<const DecodedOp*, kWords>& ops, std::uint32_t pc,
                                       StepEffects& effects) {
    CpuState& s = state_;
    const std::uint64_t earliest = s.cycles + effects.cycles - timing::kIssue - timing::kMemoryAccess;
    std::uint64_t issue = earliest;
    for (const DecodedOp* op : ops) issue = issue_cycle(s.scoreboard, op->profile, issue);
    effects.cycles += issue - earliest;

    // The FP half runs first, then the core half (as Previous runs pairs). DECISION
    // (ISA-FACTS §8.6, Previous's model; the PRM is silent): when the FP half is a
    // compare, the core half sees the CC from before it, and the compare's CC stands.
    const bool cc_before = (s.psr & psr::kConditionCode) != 0;
    const bool compare_pair = kWords == 2 && is_compare(*ops[0]->insn.form);
    const std::uint32_t link = pc + 8 * kWords;
    std::array<std::uint32_t, kWords> data_delay{};
    for (std::uint32_t i = 0; i < kWords; ++i) {
        const bool* cc_seen = i == 1 && compare_pair ? &cc_before : nullptr;
        // Only the core half (the last word) transfers control: the FP half's flow is
        // overwritten.
        const StepEnd end = execute_instruction<Call>(*ops[i], pc, pc + 4 * i, link, cc_seen, effects, data_delay[i]);
        if (end != StepEnd::Executed) [[unlikely]]
            return end;
    }
    for (std::uint32_t i = 0; i < kWords; ++i) record_issue(s.scoreboard, ops[i]->profile, issue, data_delay[i]);
    return StepEnd::Executed;
}

// One instruction of the step at `step_pc`: the FP result exception it may report,
// KNF, its semantics, and what they asked of the core. Executed, or how the step
// ended.
template <typename Call>
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
    if (s.fp_result_exception_pending && (s.fsr & fsr::kTrapEnable) != 0 && reports_fp_result_exception(insn, s))
        [[unlikely]]
        return report_fp_result_exception(step_pc, effects.cycles);
    Execution x{s, memory_, insn, pc, link};
    const bool cc_after_fp = (s.psr & psr::kConditionCode) != 0;
    if (cc_seen != nullptr) x.set_cc(*cc_seen);
    // KNF: a trap handler's way to skip an FP instruction that already ran before
    // the trap; it kills the next one and clears itself (ISA-FACTS §8.5, PRM p.141).
    if ((s.psr & psr::kKillNextFloatingPoint) != 0 && insn.form->is_floating_point()) [[unlikely]]
        s.psr &= ~psr::kKillNextFloatingPoint;
    else
        Call::run(op, x);
    if (cc_seen != nullptr) x.set_cc(cc_after_fp);
    if (collect_outputs(x, effects, data_delay)) [[unlikely]]
        return rare_outputs(RareOutputs::of(x), step_pc, pc, effects.cycles);
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
    effects.rare = true;
    if ((x.rare & Execution::kReturnsFromTrap) != 0) effects.return_psr = x.return_psr;
    return true;
}

// Where control goes after a step whose core instruction's flow is `flow`, and what
// that costs beyond issue: finish_step()'s rule, which fast_step() shares.
struct Transfer {
    std::uint32_t pc;
    std::uint32_t npc;
    bool in_delay_slot;
    std::uint32_t cycles;
};
inline Transfer transfer(Flow flow, std::uint32_t npc, std::uint32_t target, std::uint32_t step_bytes) {
    switch (flow) {
        case Flow::Next: break;
        case Flow::Jump: return {target, target + step_bytes, false, timing::kTakenBranchBubble};
        case Flow::SkipSlot: return {npc + step_bytes, npc + 2 * step_bytes, false, timing::kAnnulledSlot};
        case Flow::Delayed: return {npc, target, true, 0};
    }
    return {npc, npc + step_bytes, false, 0};
}

// A step of run_lines(): single-instruction mode out of a locked sequence, the word
// at `pc` fetched from a vouched line and found to be `op`'s, CpuState::pc and npc
// not yet written (they are `pc` and `npc`; in_delay_slot is). It is
// execute_words<1>() after the fetch, with the semantics called directly. What is
// rare is left to the general step before anything has changed (kFastStep... checks:
// a pending FP result exception execute_instruction() may report, KNF, a mode
// switch, psr.U or psr.IM changing), or after the semantics to finish_rare_step() (a
// trap, a rare output) or finish_single_step() (a `br` to itself, the halt run()
// looks for); otherwise the step ends here as finish_step() would end it.
template <Semantics kSemantics>
XP860_INLINE_CALLEES StepEnd Core::fast_step(Core& core, const DecodedOp& op, std::uint32_t pc,
                                             std::uint32_t npc) {
    CpuState& s = core.state_;
    if (op.fast_checks != 0) [[unlikely]] {
        if ((op.fast_checks & kFastStepLeavesToGeneral) != 0 || s.fp_result_exception_pending ||
            (s.psr & psr::kKillNextFloatingPoint) != 0)
            return core.execute_step_at(pc, npc);
    }
    const std::uint64_t issue = issue_cycle(s.scoreboard, op.profile, s.cycles);
    const std::uint64_t issued = timing::kIssue + timing::kMemoryAccess + (issue - s.cycles);
    Execution x{s, core.memory_, op.insn, pc, pc + 8};
    kSemantics(x);
    if ((x.trap_bits | x.rare) != 0) [[unlikely]]
        return core.finish_rare_step(RareOutputs::of(x), pc, npc, op, issue, issued);
    record_issue(s.scoreboard, op.profile, issue, x.data_delay_cycles);
    const std::uint64_t cycles = issued + x.freeze_cycles;
    if (x.flow == Flow::Delayed && x.target == pc && op.branch_always) [[unlikely]]
        return core.finish_single_step(pc, npc, op, cycles, x.flow, x.target);
    const Transfer to = transfer(x.flow, npc, x.target, 4);
    s.cycles += cycles + to.cycles;
    s.instructions += 1;
    if (x.flow == Flow::Next) return StepEnd::Plain;
    s.pc = to.pc;
    s.npc = to.npc;
    s.in_delay_slot = to.in_delay_slot;
    return StepEnd::Jumped;
}

template <Semantics kSemantics>
void define_semantics(std::string_view mnemonic) {
    define_semantics(mnemonic, kSemantics, &Core::fast_step<kSemantics>);
}

// For semantics templates on Src1 (execution.h): each form gets the version for its
// src1, a register or a constant.
template <Semantics kRegister, Semantics kConstant>
void define_semantics_by_src1(std::string_view mnemonic) {
    define_semantics(mnemonic, kRegister, &Core::fast_step<kRegister>, kConstant, &Core::fast_step<kConstant>);
}

}  // namespace xp860::cpu
