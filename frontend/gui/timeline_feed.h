// Feeds a timeline lane from a node's event log, incrementally: each update
// consumes only the events recorded since the last one, so a long run costs the
// timeline nothing per frame beyond its new events.
#pragma once

#include <cstdint>
#include <span>

#include "frontend/gui/node_events.h"
#include "frontend/gui/timeline_model.h"

namespace xp860::gui {

class TimelineFeed {
public:
    // Adds the segments and markers of `events` past those already consumed, and
    // stretches the lane's open segment to `now` (unless the node has halted).
    void update(TimelineLane& lane, const NodeEventLog& log, std::uint64_t now);
    // The log was cleared: the lane starts again empty.
    void restart(TimelineLane& lane);

private:
    std::size_t consumed_ = 0;
    bool halted_ = false;
};

}  // namespace xp860::gui
