// A machine's timeline as it runs: one lane per node fed from the Machine's event
// stream (timeline_feed.h), the messages between lanes (message_traffic.h), and,
// for the experiment, its trials' gaps. The app's session keeps one, and so do
// `xp860 run --mesh --perfetto` and `xp860 bench --perfetto`: what they write is
// the same Chrome trace (chrome_trace.h).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "frontend/timeline/message_traffic.h"
#include "frontend/timeline/timeline_feed.h"
#include "frontend/timeline/timeline_model.h"
#include "kernel/gap_experiment.h"
#include "network/machine.h"

namespace xp860::timeline {

// A node's lane: its name, and whether the node runs anything (else the lane stays
// empty, and its events are not followed).
struct LaneSetup {
    std::string name;
    bool followed = true;
};

class TimelineRecorder {
public:
    // One lane per node of `machine`. `kernel`: the nodes run the kernel, and the
    // machine marks their phases. The lanes start at each node's cycle, in the mode
    // its psr says. The caller hands every event to observe() (Machine::subscribe).
    TimelineRecorder(const network::Machine& machine, const std::vector<LaneSetup>& lanes, bool kernel);

    // One event of the machine's stream; the markers it added to its node's lane.
    std::span<const TimelineMarker> observe(const network::MachineEvent& event);
    // The markers recorded on node `node`'s lane at `cycle`: what an event seen again
    // (the machine replayed from a snapshot) made when it was observed.
    std::span<const TimelineMarker> markers_at(network::NodeId node, std::uint64_t cycle) const;
    // What is known up to `now`, the machine's cycle: the open segments reach it.
    void extend(std::uint64_t now);
    // The gaps of `trials` not recorded yet (the experiment's trials, in order), on
    // the lane of node `receiver`.
    void record_gaps(std::span<const kernel::Trial> trials, network::NodeId receiver);

    const TimelineModel& model() const { return model_; }
    const MessageTraffic& traffic() const { return traffic_; }

private:
    std::vector<std::optional<TimelineFeed>> feeds_;  // per node; none where no lane is kept
    TimelineModel model_;
    MessageTraffic traffic_;
};

// The experiment's lanes: node 0 the sender, node 1 the receiver. The experiment marks
// the receiver's phases; this marks the sender's too (its READY messages interrupt
// it), which only watches: nothing computed changes.
std::vector<LaneSetup> experiment_lanes(kernel::GapExperiment& experiment,
                                                         const kernel::KernelImage& kernel);

}  // namespace xp860::timeline
