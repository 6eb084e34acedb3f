#include "network/idle_loop.h"

namespace xp860::network {

namespace {

// Calls f(a's time, b's time, c's time) for each of the scoreboard's times.
template <typename A, typename B, typename C, typename F>
void each_time(A& a, B& b, C& c, F f) {
    for (std::size_t i = 0; i < a.integer_ready.size(); ++i) f(a.integer_ready[i], b.integer_ready[i], c.integer_ready[i]);
    for (std::size_t i = 0; i < a.fp_ready.size(); ++i) f(a.fp_ready[i], b.fp_ready[i], c.fp_ready[i]);
    f(a.adder_free, b.adder_free, c.adder_free);
    f(a.multiplier_free, b.multiplier_free, c.multiplier_free);
    f(a.cc_ready, b.cc_ready, c.cc_ready);
}

}  // namespace

bool IdleLoop::repeats(const cpu::CpuState& earlier, const cpu::CpuState& later, std::uint64_t period,
                       const cpu::Scoreboard& step) {
    if (later.cycles < earlier.cycles || (later.cycles - earlier.cycles) % period != 0) return false;
    const std::uint64_t passes = (later.cycles - earlier.cycles) / period;
    if (later.instructions - earlier.instructions != 2 * passes) return false;
    // A time the loop writes moves on by the period each pass; one it does not write
    // must be past when the pass starts, so that no pass waits for it.
    bool same_times = true;
    each_time(earlier.scoreboard, later.scoreboard, step, [&](std::uint64_t before, std::uint64_t after, std::uint64_t by) {
        const bool kept = by == 0 ? after == before && before <= earlier.cycles
                                  : by == period && after == before + passes * period;
        same_times = same_times && kept;
    });
    if (!same_times) return false;
    cpu::CpuState timeless = later;
    timeless.cycles = earlier.cycles;
    timeless.instructions = earlier.instructions;
    timeless.scoreboard = earlier.scoreboard;
    return timeless == earlier;
}

void IdleLoop::passed(const cpu::CpuState& state, const mmu::MemoryStatistics& statistics) {
    if (period_ != 0 && statistics == statistics_ && !state.interrupt_line &&
        repeats(*seen_, state, period_, step_)) {
        seen_ = state;  // the loop seen repeating passes on (some of its passes skipped)
        return;
    }
    period_ = 0;
    if (seen_ && statistics == statistics_ && state.instructions == seen_->instructions + 2 &&
        state.cycles > seen_->cycles && !state.interrupt_line) {
        const std::uint64_t period = state.cycles - seen_->cycles;
        cpu::Scoreboard step;  // what each time moved by in the pass
        each_time(seen_->scoreboard, state.scoreboard, step,
                  [](std::uint64_t before, std::uint64_t after, std::uint64_t& by) { by = after - before; });
        if (repeats(*seen_, state, period, step)) {
            period_ = period;
            step_ = step;
        }
    }
    seen_ = state;
    slot_.reset();
    statistics_ = statistics;
}

void IdleLoop::stopped(const cpu::CpuState& state, const mmu::MemoryStatistics& statistics) {
    if (period_ == 0 || statistics != statistics_ || !state.in_delay_slot || state.pc != seen_->pc + 4 ||
        state.npc != seen_->pc || state.cycles <= seen_->cycles)
        return;
    // In the slot of a later pass: the branch of the pass has run, no more.
    const std::uint64_t passes = (state.cycles - seen_->cycles) / period_;
    if (state.instructions == seen_->instructions + 2 * passes + 1) slot_ = state;
}

const cpu::CpuState* IdleLoop::reference(const cpu::CpuState& state,
                                         const mmu::MemoryStatistics& statistics) const {
    if (period_ == 0 || state.interrupt_line || statistics != statistics_) return nullptr;
    if (repeats(*seen_, state, period_, step_)) return &*seen_;
    if (slot_ && repeats(*slot_, state, period_, step_)) return &*slot_;
    return nullptr;
}

bool IdleLoop::skip(cpu::CpuState& state, const mmu::MemoryStatistics& statistics, std::uint64_t until) const {
    if (until <= state.cycles || !idle(state, statistics)) return false;
    const std::uint64_t passes = (until - state.cycles - 1) / period_;
    if (passes == 0) return false;
    state.cycles += passes * period_;
    state.instructions += 2 * passes;
    cpu::Scoreboard& times = state.scoreboard;
    each_time(step_, times, times, [passes](std::uint64_t by, std::uint64_t& time, std::uint64_t&) { time += by * passes; });
    return true;
}

}  // namespace xp860::network
