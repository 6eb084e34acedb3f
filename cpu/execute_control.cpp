// Control transfer (ISA-FACTS §5). Delayed branches name a target that takes
// effect after their slot; the others jump at once.
#include "cpu/cpu_state.h"
#include "cpu/core_step.h"
#include "cpu/execution.h"
#include "cpu/registers.h"

namespace xp860::cpu {
namespace {

void br(Execution& x) { x.delayed_branch(x.branch_target(0)); }

// call: r1 <- the address after the delay slot. DECISION: r1 is written before the
// slot runs (so a slot reading r1 sees the link); the reference cores write it after,
// the PRM text is unreachable, and a trap in the slot re-executes the call anyway.
void call(Execution& x) {
    x.set_reg(kReturnAddress, x.link_address);
    x.delayed_branch(x.branch_target(0));
}

void bc(Execution& x) {
    if (x.cc()) x.jump(x.branch_target(0));
}

void bnc(Execution& x) {
    if (!x.cc()) x.jump(x.branch_target(0));
}

// bc.t / bnc.t: the slot runs only when the branch is taken.
void bc_t(Execution& x) {
    if (x.cc()) x.delayed_branch(x.branch_target(0));
    else x.flow = Flow::SkipSlot;
}

void bnc_t(Execution& x) {
    if (!x.cc()) x.delayed_branch(x.branch_target(0));
    else x.flow = Flow::SkipSlot;
}

// bla s1,s2,target: branch on the old LCC, add s1 to s2 before the slot, and set LCC
// for the next bla to "the sum is not negative" (ISA-FACTS §5.5; the sign of the
// true 33-bit sum, as for adds). LCC is written now; a trap at the slot puts the old
// one back (CpuState::bla_slot), as if the write had waited for the slot.
void bla(Execution& x) {
    const bool old_lcc = (x.state.psr & psr::kLoopConditionCode) != 0;
    x.state.bla_slot = {x.pc + 4, old_lcc, true};
    const std::int64_t sum = std::int64_t{static_cast<std::int32_t>(x.reg(0))} +
                             static_cast<std::int32_t>(x.reg(1));
    x.set_reg(x.operand(1), static_cast<std::uint32_t>(sum));
    x.state.psr = sum >= 0 ? (x.state.psr | psr::kLoopConditionCode) : (x.state.psr & ~psr::kLoopConditionCode);
    if (old_lcc) x.delayed_branch(x.branch_target(2));
}

// bri s1: to the original s1. With a trap bit set it is the return from a trap:
// U <- PU, IM <- PIM, trap bits cleared. DECISION: the new psr takes effect after
// the delay slot, so the slot still runs with the trap handler's privilege (the
// NeXTdimension kernel restores r1 from its supervisor save area in that slot);
// the PRM's order of these steps was not reachable.
void bri(Execution& x) {
    x.delayed_branch(x.reg(0));
    const std::uint32_t psr_now = x.state.psr;
    if ((psr_now & psr::kTrapBits) == 0) return;
    std::uint32_t restored = psr_now & ~(psr::kTrapBits | psr::kUserMode | psr::kInterruptMode);
    if (psr_now & psr::kPreviousUserMode) restored |= psr::kUserMode;
    if (psr_now & psr::kPreviousInterruptMode) restored |= psr::kInterruptMode;
    x.rare |= Execution::kReturnsFromTrap;
    x.return_psr = restored;
}

// calli s1: r1 <- the address after the slot, jump to the original s1.
void calli(Execution& x) {
    x.delayed_branch(x.reg(0));
    x.set_reg(kReturnAddress, x.link_address);
}

// bte/btne s1,s2,target: s1 is a register or a 5-bit constant; no delay slot.
template <Src1 kSrc1>
void bte(Execution& x) {
    if (src1_unsigned<kSrc1>(x) == x.reg(1)) x.jump(x.branch_target(2));
}

template <Src1 kSrc1>
void btne(Execution& x) {
    if (src1_unsigned<kSrc1>(x) != x.reg(1)) x.jump(x.branch_target(2));
}

}  // namespace

void add_control_semantics() {
    define_semantics<br>("br");
    define_semantics<call>("call");
    define_semantics<bc>("bc");
    define_semantics<bnc>("bnc");
    define_semantics<bc_t>("bc.t");
    define_semantics<bnc_t>("bnc.t");
    define_semantics<bla>("bla");
    define_semantics<bri>("bri");
    define_semantics<calli>("calli");
    define_semantics_by_src1<bte<Src1::Register>, bte<Src1::Constant>>("bte");
    define_semantics_by_src1<btne<Src1::Register>, btne<Src1::Constant>>("btne");
}

}  // namespace xp860::cpu
