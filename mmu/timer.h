// The node's time-stamp counter and alarm: what dclock() reads, and what a kernel's
// scheduler ticks on. Registers (docs/memory-map.md):
//   0x0 COUNT_LO  read   low word of the count; reading it latches the high word
//   0x4 COUNT_HI  read   high word, as latched by the last COUNT_LO read
//                        (an 8-byte read at 0x0, fld.d, gets the whole count at once)
//   0x8 ALARM     read   ticks until the alarm fires, 0 when it is not armed
//                 write  N: fire N ticks after this write; 0 disarms; either way a
//                        fired alarm's line goes down
//   0xC STATUS    read   bit 0: the alarm fired and holds its interrupt line up
//                 write  bit 0 set: lower the line
// The count advances kTimerTicksPerCycle (cpu/timing.def, an ASSUMPTION: the Paragon's
// RPM clock rate is unpublished) per core cycle, and is 0 at power-on; the alarm
// counts in cycles. dclock() is count / TIMER_TICKS_PER_SECOND (kernel/machine.i).
#pragma once

#include <cstdint>

#include "cpu/cycle_model.h"
#include "mmu/device.h"
#include "mmu/event_scheduler.h"
#include "mmu/interrupt_controller.h"
#include "snapshot/snapshot_stream.h"

namespace xp860::mmu {

class Timer final : public Device {
public:
    // `ticks_per_cycle`: the cycle model's kTimerTicksPerCycle.
    Timer(EventScheduler& events, InterruptLine alarm_line, std::uint32_t ticks_per_cycle = cpu::timing::kTimerTicksPerCycle)
        : events_(events), line_(alarm_line), ticks_per_cycle_(ticks_per_cycle) {}

    std::string_view name() const override { return "timer"; }
    bool read(std::uint32_t offset, std::span<std::uint8_t> bytes, std::uint64_t cycle) override;
    bool write(std::uint32_t offset, std::span<const std::uint8_t> bytes, std::uint64_t cycle) override;
    void event(std::uint64_t cycle) override;

    // Its part of a machine snapshot (docs/snapshots.md).
    void save(snapshot::SnapshotWriter& out) const;
    void load(snapshot::SnapshotReader& in);

private:
    void set_fired(bool fired);
    // The fields save() and load() carry, listed once (mmu_snapshot.cpp): Self is
    // const when saving.
    template <class Stream, class Self>
    static void transfer(Stream& s, Self& self);

    EventScheduler& events_;
    InterruptLine line_;
    std::uint64_t ticks(std::uint64_t cycle) const { return cycle * ticks_per_cycle_; }

    std::uint32_t ticks_per_cycle_;
    std::uint32_t latched_high_ = 0;
    std::uint64_t alarm_at_ = 0;  // the cycle the armed alarm fires at
    bool armed_ = false, fired_ = false;
};

}  // namespace xp860::mmu
