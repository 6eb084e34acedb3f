#include "frontend/gui/timeline_model.h"

#include <algorithm>

namespace xp860::gui {

const char* lane_mode_name(LaneMode mode) {
    switch (mode) {
        case LaneMode::User: return "user";
        case LaneMode::Supervisor: return "supervisor";
        case LaneMode::Kernel: return "kernel";
        case LaneMode::Handler: return "handler";
        case LaneMode::Idle: return "idle";
    }
    return "?";
}

std::uint64_t TimelineModel::end_cycle() const {
    std::uint64_t end = 0;
    for (const TimelineLane& lane : lanes) end = std::max(end, lane.end_cycle);
    return end;
}

}  // namespace xp860::gui
