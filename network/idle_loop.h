// A node's core idling in `br .` with interrupts on (a kernel waiting for an
// interrupt, a bare program waiting for a message) costs nothing to simulate: once
// one pass of the loop (the branch and its slot) has left the core exactly as it
// found it, but for the time, every later pass does the same, until an interrupt
// ends the loop, and an interrupt comes only from a device event, which the node
// knows in advance. So the node moves the core over whole passes at once, to the
// last pass that starts before the event, and steps from there: the cycles, the
// instruction count and every other piece of state end where stepping each pass
// would have left them.
//
// What one pass must leave unchanged for the loop to count as idle: every field of
// the core's state but the cycle and instruction counts and the scoreboard, whose
// times either stay (long past) or move on by exactly the pass's cycles; the memory
// system's statistics (no miss, no bus access, no device touched); and two
// instructions must have run (no interrupt taken and returned from in between).
// The caches' replacement trees are touched in the same order every pass, which
// leaves them as one pass does. Fetch watches (phase marks) see every fetch, so a
// watched node steps.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "cpu/cpu_state.h"
#include "mmu/memory_system.h"

namespace xp860::network {

// What the node knows of its core's idle loop. Derived from stepping, never needed
// to resume a run: a snapshot may leave it out (the loop is seen again in two passes).
class IdleLoop {
public:
    // The core has just finished a pass of an interruptible `br .` (Core::run said
    // SelfBranch); `state` is at the branch again.
    void passed(const cpu::CpuState& state, const mmu::MemoryStatistics& statistics);
    // Something else happened: what was seen no longer describes the core.
    void forget() {
        seen_.reset();
        slot_.reset();
        period_ = 0;
    }
    // A run ended (at its cycle) with the core in `state`: if that is the slot of a
    // pass of the loop seen repeating, the slot repeats as the top does.
    void stopped(const cpu::CpuState& state, const mmu::MemoryStatistics& statistics);

    // When the core stands at the top of the loop seen repeating, and `until` is more
    // than a pass away, moves it over the whole passes that start before `until`
    // less one (the last runs as a step would). Returns whether it moved.
    bool skip(cpu::CpuState& state, const mmu::MemoryStatistics& statistics, std::uint64_t until) const;

    // Whether a pass has been seen to repeat the one before (skip() and stopped() do
    // nothing until then): a quick test for the run loop.
    bool repeating() const { return period_ != 0; }

    // Whether the core stands where skip() can move it (the top of the loop seen
    // repeating, or its slot), with no interrupt waiting: idle until a device event.
    bool idle(const cpu::CpuState& state, const mmu::MemoryStatistics& statistics) const;

private:
    // A place in a pass: cycles and instructions since its top.
    struct Place {
        std::uint64_t cycles = 0;
        std::uint32_t instructions = 0;
        friend bool operator==(const Place&, const Place&) = default;
    };
    // Whether `later` is `earlier` after some whole number of passes of `period`
    // cycles, each moving the scoreboard's times by `step`.
    static bool repeats(const cpu::CpuState& earlier, const cpu::CpuState& later, std::uint64_t period,
                        const cpu::Scoreboard& step);

    std::optional<cpu::CpuState> seen_;  // the state at the top of the last pass seen
    std::optional<Place> slot_;          // where its slot starts, once a run has stopped there
    mmu::MemoryStatistics statistics_;   // the memory system's statistics then
    std::uint64_t period_ = 0;           // cycles per pass, once one pass repeated the one before
    std::vector<std::size_t> moving_;    // the scoreboard's times a pass moves on by period_ (each_time's order)
};

}  // namespace xp860::network
