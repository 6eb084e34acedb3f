// Events devices ask for at future cycles: a timer's alarm, a message's arrival.
// The node runs the core only up to the next one (Core::run's limit), delivers it,
// and runs on; a device that schedules an earlier event while the core runs (because
// the core has just written it) ends the run in progress there through the hook.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "mmu/device.h"
#include "snapshot/snapshot_stream.h"

namespace xp860::mmu {

class EventScheduler {
public:
    // `device.event(cycle)` is called once the node's clock has reached `cycle`.
    void schedule(Device& device, std::uint64_t cycle);
    // Drops every event `device` has pending.
    void cancel(const Device& device);

    std::optional<std::uint64_t> next_cycle() const;
    // Delivers every event due at or before `now`, earliest first, events of the same
    // cycle in the order they were scheduled (so runs are deterministic), including
    // events those deliveries schedule for cycles up to `now`.
    void run_due(std::uint64_t now);

    // Called with the cycle of every event scheduled from now on.
    void on_schedule(std::function<void(std::uint64_t)> hook) { hook_ = std::move(hook); }

    // Its part of a machine snapshot: the events pending, each naming its device by
    // its place in `devices` (every device of the node that may schedule).
    void save(snapshot::SnapshotWriter& out, std::span<const Device* const> devices) const;
    void load(snapshot::SnapshotReader& in, std::span<Device* const> devices);

private:
    struct Pending {
        std::uint64_t cycle;
        std::uint64_t order;
        Device* device;
    };
    std::vector<Pending> pending_;  // few at a time: a linear search finds the next
    std::uint64_t scheduled_ = 0;
    std::function<void(std::uint64_t)> hook_;
};

}  // namespace xp860::mmu
