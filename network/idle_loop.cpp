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

// The scoreboard's time number `i`, in each_time's order.
std::uint64_t& time_at(cpu::Scoreboard& scoreboard, std::size_t i) {
    constexpr std::size_t kRegisters = std::tuple_size_v<decltype(scoreboard.integer_ready)>;
    if (i < kRegisters) return scoreboard.integer_ready[i];
    if (i < 2 * kRegisters) return scoreboard.fp_ready[i - kRegisters];
    if (i == 2 * kRegisters) return scoreboard.adder_free;
    if (i == 2 * kRegisters + 1) return scoreboard.multiplier_free;
    return scoreboard.cc_ready;
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
    if (idle(state, statistics)) return;  // the loop seen repeating passes on (some passes skipped)
    period_ = 0;
    slot_.reset();
    if (seen_ && statistics == statistics_ && state.instructions == seen_->instructions + 2 &&
        state.cycles > seen_->cycles && !state.interrupt_line) {
        const std::uint64_t period = state.cycles - seen_->cycles;
        cpu::Scoreboard step;  // what each time moved by in the pass
        each_time(seen_->scoreboard, state.scoreboard, step,
                  [](std::uint64_t before, std::uint64_t after, std::uint64_t& by) { by = after - before; });
        if (repeats(*seen_, state, period, step)) {
            period_ = period;
            moving_.clear();
            std::size_t i = 0;
            each_time(step, step, step, [&](std::uint64_t by, std::uint64_t, std::uint64_t) {
                if (by != 0) moving_.push_back(i);
                ++i;
            });
        }
    }
    seen_ = state;
    statistics_ = statistics;
}

void IdleLoop::stopped(const cpu::CpuState& state, const mmu::MemoryStatistics& statistics) {
    if (period_ == 0 || slot_ || statistics != statistics_ || !state.in_delay_slot || state.pc != seen_->pc + 4 ||
        state.cycles <= seen_->cycles)
        return;
    // In the slot of a later pass: the branch of the pass has run, no more.
    const std::uint64_t passes = (state.cycles - seen_->cycles) / period_;
    if (state.instructions == seen_->instructions + 2 * passes + 1)
        slot_ = Place{(state.cycles - seen_->cycles) % period_, 1};
}

// Once a pass has been seen to repeat the one before, the core can leave the loop
// only by a trap (an interrupt; Node forgets the loop at every trap), so where it
// stands in the loop says all: the top or the slot, whole passes on.
bool IdleLoop::idle(const cpu::CpuState& state, const mmu::MemoryStatistics& statistics) const {
    if (period_ == 0 || state.interrupt_line || statistics != statistics_ || state.psr != seen_->psr ||
        state.cycles < seen_->cycles)
        return false;
    const Place at{(state.cycles - seen_->cycles) % period_, state.in_delay_slot ? 1u : 0u};
    const Place top{0, 0};
    if (!(at == top || (slot_ && at == *slot_))) return false;
    const std::uint64_t passes = (state.cycles - seen_->cycles) / period_;
    return state.pc == seen_->pc + 4 * at.instructions && state.instructions == seen_->instructions + 2 * passes + at.instructions;
}

bool IdleLoop::skip(cpu::CpuState& state, const mmu::MemoryStatistics& statistics, std::uint64_t until) const {
    if (until <= state.cycles || !idle(state, statistics)) return false;
    const std::uint64_t passes = (until - state.cycles - 1) / period_;
    if (passes == 0) return false;
    state.cycles += passes * period_;
    state.instructions += 2 * passes;
    for (const std::size_t i : moving_) time_at(state.scoreboard, i) += passes * period_;
    return true;
}

}  // namespace xp860::network
