// The core's part of a machine snapshot: CpuState, field by field, and whether a
// `br .`'s slot comes next. The decode caches are not saved: they are a function of
// the words they hold.
#include "cpu/core.h"

namespace xp860::cpu {
namespace {

using snapshot::SnapshotReader;
using snapshot::SnapshotWriter;

void save_stage(SnapshotWriter& out, const PipelineStage& stage) {
    out.put(stage.value);
    out.put(stage.is_double);
    out.put(stage.status);
}

void load_stage(SnapshotReader& in, PipelineStage& stage) {
    in.get(stage.value);
    in.get(stage.is_double);
    in.get(stage.status);
}

template <std::size_t N>
void save_pipe(SnapshotWriter& out, const std::array<PipelineStage, N>& pipe) {
    for (const PipelineStage& stage : pipe) save_stage(out, stage);
}

template <std::size_t N>
void load_pipe(SnapshotReader& in, std::array<PipelineStage, N>& pipe) {
    for (PipelineStage& stage : pipe) load_stage(in, stage);
}

// A field added to these must be saved below: their sizes (on the LP64 hosts the
// emulator builds for) are a reminder.
static_assert(sizeof(CpuState) == 1096, "CpuState changed: save and load its new fields");
static_assert(sizeof(Scoreboard) == 536, "Scoreboard changed: save and load its new fields");
static_assert(sizeof(FpPipelines) == 160, "FpPipelines changed: save and load its new fields");

// Every field of CpuState, in its declaration order; load_state() mirrors it.
void save_state(SnapshotWriter& out, const CpuState& s) {
    out.put(s.r);
    out.put(s.f);
    out.put(s.pc);
    out.put(s.npc);
    for (const std::uint32_t control : {s.fir, s.psr, s.epsr, s.dirbase, s.db, s.fsr, s.bear, s.ccr}) out.put(control);
    out.put(s.p);
    save_pipe(out, s.pipes.adder);
    save_pipe(out, s.pipes.multiplier);
    save_pipe(out, s.pipes.load);
    save_stage(out, s.pipes.graphics);
    for (const std::uint64_t value : {s.kr, s.ki, s.t, s.merge}) out.put(value);
    out.put(s.fir_unread);
    out.put(s.fp_result_exception_pending);
    out.put(s.fp_exception_registers);
    out.put(s.mode);
    out.put(s.in_delay_slot);
    out.put(s.bla_slot.slot);
    out.put(s.bla_slot.lcc_before);
    out.put(s.bla_slot.armed);
    out.put(s.psr_after_slot.has_value());
    out.put(s.psr_after_slot.value_or(0));
    out.put(s.interrupt_line);
    out.put(s.locked_instructions_left);
    out.put(s.cycles);
    out.put(s.instructions);
    out.put(s.scoreboard.integer_ready);
    out.put(s.scoreboard.fp_ready);
    for (const std::uint64_t cycle : {s.scoreboard.adder_free, s.scoreboard.multiplier_free, s.scoreboard.cc_ready})
        out.put(cycle);
}

void load_state(SnapshotReader& in, CpuState& s) {
    in.get(s.r);
    in.get(s.f);
    in.get(s.pc);
    in.get(s.npc);
    for (std::uint32_t* control : {&s.fir, &s.psr, &s.epsr, &s.dirbase, &s.db, &s.fsr, &s.bear, &s.ccr}) in.get(*control);
    in.get(s.p);
    load_pipe(in, s.pipes.adder);
    load_pipe(in, s.pipes.multiplier);
    load_pipe(in, s.pipes.load);
    load_stage(in, s.pipes.graphics);
    for (std::uint64_t* value : {&s.kr, &s.ki, &s.t, &s.merge}) in.get(*value);
    in.get(s.fir_unread);
    in.get(s.fp_result_exception_pending);
    in.get(s.fp_exception_registers);
    s.mode = in.get_below<InstructionMode>(4, "instruction mode");
    in.get(s.in_delay_slot);
    in.get(s.bla_slot.slot);
    in.get(s.bla_slot.lcc_before);
    in.get(s.bla_slot.armed);
    const bool return_pending = in.get<bool>();
    const auto psr_after = in.get<std::uint32_t>();
    s.psr_after_slot = return_pending ? std::optional(psr_after) : std::nullopt;
    in.get(s.interrupt_line);
    in.get(s.locked_instructions_left);
    in.get(s.cycles);
    in.get(s.instructions);
    in.get(s.scoreboard.integer_ready);
    in.get(s.scoreboard.fp_ready);
    for (std::uint64_t* cycle : {&s.scoreboard.adder_free, &s.scoreboard.multiplier_free, &s.scoreboard.cc_ready})
        in.get(*cycle);
}

}  // namespace

void Core::save(SnapshotWriter& out) const {
    out.tag("core");
    save_state(out, state_);
    out.put(self_branch_slot_);
}

void Core::load(SnapshotReader& in) {
    in.expect_tag("core");
    CpuState state;
    load_state(in, state);
    const bool self_branch_slot = in.get<bool>();
    state_ = state;
    self_branch_slot_ = self_branch_slot;
    run_until_ = 0;
    last_ = {};
    invalidate_decoded();
}

}  // namespace xp860::cpu
