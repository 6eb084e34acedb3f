// What the timeline shows, as plain data: one lane per node on a cycle axis, the
// lane cut into segments by what the node was doing, and markers at events. The
// timeline widget draws only this, so any source can feed it: today the events
// run control observes (timeline_feed.h), later the Machine's event stream.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace xp860::gui {

// What a node is doing during a segment. Kernel, Handler and Idle come with the
// kernel's phase marks; today a lane is only User or Supervisor.
enum class LaneMode : std::uint8_t { User, Supervisor, Kernel, Handler, Idle };

const char* lane_mode_name(LaneMode mode);

struct TimelineSegment {
    std::uint64_t begin = 0;  // first cycle
    std::uint64_t end = 0;    // one past the last cycle
    LaneMode mode = LaneMode::Supervisor;
};

enum class MarkerKind : std::uint8_t { Trap, Halt };

struct TimelineMarker {
    std::uint64_t cycle = 0;
    std::uint64_t end_cycle = 0;  // == cycle for an instant
    MarkerKind kind = MarkerKind::Trap;
    std::string label;  // "trap IT at 0x0001002c"
};

struct TimelineLane {
    std::string name;                       // "node 0: sum"
    std::vector<TimelineSegment> segments;  // in cycle order, touching
    std::vector<TimelineMarker> markers;    // in cycle order
    std::uint64_t end_cycle = 0;            // how far the lane is known
    std::optional<std::uint64_t> missing_from;  // events after this cycle were not recorded
};

struct TimelineModel {
    std::vector<TimelineLane> lanes;

    std::uint64_t end_cycle() const;
};

}  // namespace xp860::gui
