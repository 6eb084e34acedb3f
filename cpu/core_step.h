// The fast steps of each semantics function (Core::fast_step<f, ...>), which run() takes
// for instructions straight from the fetch lines: the general step's sequence for
// one instruction (issue_cycle() and record_issue() on the scoreboard, the
// semantics, transfer() to the next pc, the general finish for anything unusual),
// with the semantics called directly so that the compiler inlines them into it.
// Included by core.cpp and by every execute_*.cpp, whose define_semantics<f>()
// makes the fast steps of each semantics function it registers.
#pragma once

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

// Where control goes after a step whose core instruction's flow is `flow`, and what
// that costs beyond issue: finish_step()'s rule, which fast_step() shares.
struct Transfer {
    std::uint32_t pc;
    std::uint32_t npc;
    bool in_delay_slot;
    std::uint32_t cycles;
};
inline Transfer transfer(Flow flow, std::uint32_t npc, std::uint32_t target, std::uint32_t step_bytes,
                         const CycleModel& model) {
    switch (flow) {
        case Flow::Next: break;
        case Flow::Jump: return {target, target + step_bytes, false, model.kTakenBranchBubble};
        case Flow::SkipSlot: return {npc + step_bytes, npc + 2 * step_bytes, false, model.kAnnulledSlot};
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
// looks for); otherwise the step ends here as finish_step() would end it. The
// general step's version of all this is execute_words<1>(). kUnchecked: the version
// for ops whose fast_checks are 0, which skips those checks and, their profile being
// integer_only, the scoreboard's FP half (the same cycles: issue_cycle() and
// record_issue() do nothing more for such a profile).
template <Semantics kSemantics, bool kUnchecked>
XP860_INLINE_CALLEES StepEnd Core::fast_step(Core& core, const DecodedOp& op, std::uint32_t pc,
                                             std::uint32_t npc) {
    CpuState& s = core.state_;
    if (!kUnchecked && op.fast_checks != 0) [[unlikely]] {
        if ((op.fast_checks & kFastStepLeavesToGeneral) != 0 || s.fp_result_exception_pending ||
            (s.psr & psr::kKillNextFloatingPoint) != 0)
            return core.execute_step_at(pc, npc);
    }
    const std::uint64_t issue = kUnchecked ? integer_issue_cycle(s.scoreboard, op.profile, s.cycles)
                                           : issue_cycle(s.scoreboard, op.profile, s.cycles);
    const std::uint64_t issued = core.model_.kIssue + core.model_.kMemoryAccess + (issue - s.cycles);
    Execution x{s, core.memory_, core.model_, op.insn, pc, pc + 8, true};
    kSemantics(x);
    if ((x.trap_bits | x.rare) != 0) [[unlikely]] {
        if (x.rare == Execution::kLeftToGeneral) return core.execute_step_at(pc, npc);
        return core.finish_rare_step(RareOutputs::of(x), pc, npc, op, issue, issued);
    }
    if (kUnchecked) record_integer_issue(s.scoreboard, op.profile, issue, x.data_delay_cycles);
    else record_issue(s.scoreboard, op.profile, issue, x.data_delay_cycles);
    const std::uint64_t cycles = issued + x.freeze_cycles;
    if (op.branches_to_itself(x.flow, x.target, pc)) [[unlikely]]
        return core.finish_single_step(pc, npc, op, cycles, x.flow, x.target);
    const Transfer to = transfer(x.flow, npc, x.target, 4, core.model_);
    s.cycles += cycles + to.cycles;
    s.instructions += 1;
    if (x.flow == Flow::Next) return StepEnd::Plain;
    s.pc = to.pc;
    s.npc = to.npc;
    s.in_delay_slot = to.in_delay_slot;
    return StepEnd::Jumped;
}

template <Semantics kSemantics>
constexpr Implementation implementation_of() {
    return {kSemantics, &Core::fast_step<kSemantics, false>, &Core::fast_step<kSemantics, true>};
}

template <Semantics kSemantics>
void define_semantics(std::string_view mnemonic) {
    define_semantics(mnemonic, implementation_of<kSemantics>());
}

// For semantics templates on Src1 (execution.h): each form gets the version for its
// src1, a register or a constant.
template <Semantics kRegister, Semantics kConstant>
void define_semantics_by_src1(std::string_view mnemonic) {
    define_semantics(mnemonic, implementation_of<kRegister>(), implementation_of<kConstant>());
}

}  // namespace xp860::cpu
