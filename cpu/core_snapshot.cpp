// The core's part of a machine snapshot: CpuState, field by field, and whether a
// `br .`'s slot comes next. The decode caches are not saved: they are a function of
// the words they hold.
#include "cpu/core.h"

namespace xp860::cpu {
namespace {

using snapshot::SnapshotReader;
using snapshot::SnapshotWriter;

// Each transfer() lists a part's fields once: T is const when saving.
template <class Stream, class T>
void transfer(Stream& s, T& stage) {
    s(stage.value, stage.is_double, stage.status);
}

template <class Stream, class Pipe>
void transfer_pipe(Stream& s, Pipe& pipe) {
    for (auto& stage : pipe) transfer(s, stage);
}

// A field added to these must be listed below: their sizes (on the LP64 hosts the
// emulator builds for) are a reminder.
static_assert(sizeof(CpuState) == 1096, "CpuState changed: save and load its new fields");
static_assert(sizeof(Scoreboard) == 536, "Scoreboard changed: save and load its new fields");
static_assert(sizeof(FpPipelines) == 160, "FpPipelines changed: save and load its new fields");

// Every field of CpuState, in its declaration order.
template <class Stream, class T>
void transfer_state(Stream& s, T& x) {
    s(x.r, x.f, x.pc, x.npc, x.fir, x.psr, x.epsr, x.dirbase, x.db, x.fsr, x.bear, x.ccr, x.p);
    transfer_pipe(s, x.pipes.adder);
    transfer_pipe(s, x.pipes.multiplier);
    transfer_pipe(s, x.pipes.load);
    transfer(s, x.pipes.graphics);
    s(x.kr, x.ki, x.t, x.merge, x.fir_unread, x.fp_result_exception_pending, x.fp_exception_registers);
    s.bounded(x.mode, 4, "instruction mode");
    s(x.in_delay_slot, x.bla_slot.slot, x.bla_slot.lcc_before, x.bla_slot.armed, x.psr_after_slot,
      x.interrupt_line, x.locked_instructions_left, x.cycles, x.instructions);
    auto& b = x.scoreboard;
    s(b.integer_ready, b.fp_ready, b.adder_free, b.multiplier_free, b.cc_ready);
}

}  // namespace

void Core::save(SnapshotWriter& out) const {
    out.tag("core");
    transfer_state(out, state_);
    out.put(self_branch_slot_);
}

void Core::load(SnapshotReader& in) {
    in.expect_tag("core");
    CpuState state;
    transfer_state(in, state);
    const bool self_branch_slot = in.get<bool>();
    state_ = state;
    self_branch_slot_ = self_branch_slot;
    run_until_ = 0;
    last_ = {};
    invalidate_decoded();
}

}  // namespace xp860::cpu
