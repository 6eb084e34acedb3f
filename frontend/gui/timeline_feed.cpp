#include "frontend/gui/timeline_feed.h"

#include "frontend/gui/run_control.h"
#include "frontend/register_fields.h"
#include "frontend/gui/value_text.h"

namespace xp860::gui {
namespace {

LaneMode mode_of(bool user) { return user ? LaneMode::User : LaneMode::Supervisor; }

// Ends the open segment at `cycle` and opens one in `mode` there.
void switch_mode(TimelineLane& lane, std::uint64_t cycle, LaneMode mode) {
    if (!lane.segments.empty()) {
        TimelineSegment& open = lane.segments.back();
        open.end = cycle;
        if (open.begin == open.end) lane.segments.pop_back();  // a mode held for no cycle
    }
    lane.segments.push_back({cycle, cycle, mode});
}

}  // namespace

void TimelineFeed::restart(TimelineLane& lane) {
    lane.segments.clear();
    lane.markers.clear();
    lane.end_cycle = 0;
    lane.missing_from.reset();
    consumed_ = 0;
    halted_ = false;
}

void TimelineFeed::update(TimelineLane& lane, const NodeEventLog& log, std::uint64_t now) {
    const std::span<const NodeEvent> events = log.events();
    for (; consumed_ < events.size(); ++consumed_) {
        const NodeEvent& event = events[consumed_];
        switch (event.kind) {
            case NodeEvent::Kind::Started:
            case NodeEvent::Kind::ModeChange: switch_mode(lane, event.cycle, mode_of(event.user)); break;
            case NodeEvent::Kind::Trap:
                lane.markers.push_back({event.cycle, event.end_cycle, MarkerKind::Trap,
                                        "trap " + frontend::trap_names(event.trap_bits) + " at " +
                                            address_text(event.pc)});
                break;
            case NodeEvent::Kind::Halted: {
                network::RunResult halt{event.halt, event.pc, event.trap_bits, {}};
                lane.markers.push_back({event.cycle, event.cycle, MarkerKind::Halt, "halted: " + describe(halt)});
                halted_ = true;
                break;
            }
        }
        lane.end_cycle = std::max(lane.end_cycle, event.cycle);
    }
    if (!halted_) lane.end_cycle = std::max(lane.end_cycle, now);
    if (!lane.segments.empty()) lane.segments.back().end = lane.end_cycle;
    lane.missing_from = log.full_since();
}

}  // namespace xp860::gui
