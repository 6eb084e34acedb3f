// Moving results through the FP pipelines (ISA-FACTS §6.4): a pipelined instruction
// takes the value leaving its unit's last stage for its destination, the unit
// advances one stage, the new result enters stage 1, and fsr then shows the status
// of the new last stage.
#pragma once

#include <span>

#include "cpu/fp_arith.h"
#include "cpu/fp_registers.h"

namespace xp860::cpu {

inline std::uint8_t stage_status(const fp::Status& status) {
    return static_cast<std::uint8_t>((status.underflow ? kStageUnderflow : 0) |
                                     (status.overflow ? kStageOverflow : 0) |
                                     (status.inexact ? kStageInexact : 0) |
                                     (status.add_one ? kStageAddOne : 0));
}

inline PipelineStage stage_of(const fp::Result& result, bool is_double) {
    return {result.bits, is_double, stage_status(result.status)};
}

// Advances the first `stages.size()` stages of a pipe; returns the stage that left.
inline PipelineStage advance_pipeline(std::span<PipelineStage> stages, const PipelineStage& entering) {
    const PipelineStage leaving = stages.back();
    for (std::size_t i = stages.size() - 1; i > 0; --i) stages[i] = stages[i - 1];
    stages.front() = entering;
    return leaving;
}

// fsr's view of a unit's last stage: its result-status bits and precision bit.
inline void show_stage(CpuState& state, const PipelineStage& last, int status_shift, std::uint32_t status_mask,
                       std::uint32_t double_bit) {
    std::uint32_t fsr_value = state.fsr & ~(status_mask | double_bit);
    if (status_mask != 0) fsr_value |= static_cast<std::uint32_t>(last.status) << status_shift;
    if (last.is_double) fsr_value |= double_bit;
    state.fsr = fsr_value;
}

inline void show_adder(CpuState& state) {
    show_stage(state, state.pipes.adder[2], fsr::kAdderStatusShift, fsr::kAdderStatus, fsr::kAdderDouble);
}
// The multiplier's last stage is stage 2 for double sources, 3 for single.
inline void show_multiplier(CpuState& state, std::size_t depth) {
    show_stage(state, state.pipes.multiplier[depth - 1], fsr::kMultiplierStatusShift, fsr::kMultiplierStatus,
               fsr::kMultiplierDouble);
}
inline void show_load(CpuState& state) { show_stage(state, state.pipes.load[2], 0, 0, fsr::kLoadDouble); }
inline void show_graphics(CpuState& state) { show_stage(state, state.pipes.graphics, 0, 0, fsr::kGraphicsDouble); }

}  // namespace xp860::cpu
