// Fills a node's timeline lane from the Machine's event stream, one event at a
// time as the machine publishes them: segments by mode, the phases of each
// interrupt (read by kernel::InterruptPhases from the kernel's phase marks, on a
// node running the kernel), and markers. Nothing here watches the core: what the
// lane shows is what the stream says.
#pragma once

#include <cstdint>
#include <optional>

#include "frontend/timeline/timeline_model.h"
#include "kernel/interrupt_phases.h"
#include "network/machine_event.h"

namespace xp860::timeline {

class TimelineFeed {
public:
    // A lane keeps at most this many segments, phases and markers each; past it the
    // lane says from which cycle on it is incomplete, rather than grow without bound.
    static constexpr std::size_t kLaneCapacity = std::size_t{1} << 21;

    // `kernel`: the node runs the kernel and the machine marks its phases
    // (kernel::phase_marks). `mode`: what the node does from cycle `start` on.
    TimelineFeed(network::NodeId node, bool kernel, LaneMode mode, std::uint64_t start);

    // Opens the lane's first segment.
    void start(TimelineLane& lane) const;
    // One event of this node. Returns how many markers it added (the lane's last ones).
    std::size_t observe(TimelineLane& lane, const network::MachineEvent& event);
    // What is known up to `now` (the machine's cycle): the open segment and phase reach it.
    void extend(TimelineLane& lane, std::uint64_t now) const;

    LaneMode mode() const { return mode_; }

private:
    void switch_mode(TimelineLane& lane, std::uint64_t cycle, LaneMode mode);
    void mark(TimelineLane& lane, std::uint64_t cycle, MarkerKind kind, std::string label);
    void follow_phases(TimelineLane& lane, const network::MachineEvent& event, bool was_serving,
                       kernel::Phase was_phase);
    bool full(TimelineLane& lane, std::uint64_t cycle) const;
    LaneMode user_mode_after(std::uint32_t resume_pc);

    network::NodeId node_;
    std::optional<kernel::InterruptPhases> phases_;
    LaneMode mode_;
    std::uint64_t start_;
    std::optional<std::uint32_t> call_at_;     // the system call whose kernel work is under way: its trap's address
    std::optional<std::uint32_t> waiting_at_;  // the trap a blocking call retries, while it waits there
};

}  // namespace xp860::timeline
