// The node's 64-bit bus in time (DECISION TF S11 in memory_system.h): it carries one
// cycle at a time, in order; a store goes into the write buffer and holds the
// pipeline up only when the buffer is full. It also keeps the pipeline's freezes
// within a step, counted on from the core's clock, since every wait for the bus is
// one. The memory system decides which cycles an access needs; this decides when
// they run and what the pipeline waits.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "cpu/memory_port.h"
#include "snapshot/snapshot_stream.h"

namespace xp860::mmu {

class BusTiming {
public:
    // A transfer's clocks (the first and each further 64 bits), and the write
    // buffer's entries.
    BusTiming(std::uint32_t single_transfer, std::uint32_t burst_transfer, std::uint32_t write_buffer_entries)
        : single_transfer_(single_transfer), burst_transfer_(burst_transfer), entries_(write_buffer_entries) {}

    // The core's cycle counter (CpuState::cycles). Within a step it runs on by the
    // freezes charged in that step.
    void attach_clock(const std::uint64_t& cycles) { clock_ = &cycles; }

    // The core's clock plus what this step has frozen so far.
    std::uint64_t now() {
        const std::uint64_t clock = clock_ != nullptr ? *clock_ : 0;
        if (clock != step_start_) {
            step_start_ = clock;
            step_frozen_ = 0;
        }
        return step_start_ + step_frozen_;
    }
    void freeze_until(std::uint64_t cycle, cpu::AccessResult& result) {
        const std::uint64_t at = now();
        if (cycle <= at) return;
        result.freeze_cycles += static_cast<std::uint32_t>(cycle - at);
        step_frozen_ += cycle - at;
    }

    // Takes the bus for `duration` from when it is free, holding nothing up; returns
    // when it started.
    std::uint64_t occupy(std::uint32_t duration) {
        const std::uint64_t start = std::max(now(), free_);
        free_ = start + duration;
        return start;
    }
    // A bus cycle of `duration` the pipeline waits for; returns when it started.
    std::uint64_t wait(std::uint32_t duration, cpu::AccessResult& result) {
        const std::uint64_t start = occupy(duration);
        freeze_until(free_, result);
        return start;
    }
    // A read the pipeline issues once the bus is free (it freezes until then) and
    // then runs past: its data reaches the register `data_delay` clocks later than a
    // hit's would, while the bus stays busy for `duration`. Returns when it started.
    std::uint64_t read(std::uint32_t duration, std::uint32_t data_delay, cpu::AccessResult& result) {
        freeze_until(free_, result);
        const std::uint64_t start = occupy(duration);
        result.data_delay_cycles += data_delay;
        return start;
    }
    // A write posted in the write buffer; returns when its bus cycle starts. A full
    // buffer freezes the pipeline until its oldest entry is done, and `stalls` counts
    // those clocks.
    std::uint64_t post(std::uint32_t duration, cpu::AccessResult& result, std::uint64_t& stalls);

    // Another bus master's cycle, which starts no earlier than `cycle`, nor before the
    // bus is free; hold() then keeps the bus for `duration`.
    void start_no_earlier(std::uint64_t cycle) { free_ = std::max(free_, cycle); }
    void hold(std::uint64_t cycle, std::uint32_t duration) {
        start_no_earlier(cycle);
        free_ += duration;
    }

    // A single transfer, plus a burst transfer for each further 64 bits.
    std::uint32_t transfer_cycles(std::size_t bytes) const {
        const auto transfers = static_cast<std::uint32_t>((bytes + 7) / 8);
        return single_transfer_ + (transfers - 1) * burst_transfer_;
    }

    // Its part of the memory system's snapshot: the step's freezes, when the bus is
    // free, and when each buffered write finishes.
    void save(snapshot::SnapshotWriter& out) const;
    void load(snapshot::SnapshotReader& in);

private:
    // The fields save() and load() carry, listed once (mmu_snapshot.cpp): Self is
    // const when saving.
    template <class Stream, class Self>
    static void transfer(Stream& s, Self& self);

    std::uint32_t single_transfer_, burst_transfer_, entries_;
    const std::uint64_t* clock_ = nullptr;
    std::uint64_t step_start_ = 0, step_frozen_ = 0;
    std::uint64_t free_ = 0;                   // the cycle the bus finishes what it has been given
    std::vector<std::uint64_t> write_buffer_;  // the cycles its entries reach the bus and finish
};

}  // namespace xp860::mmu
