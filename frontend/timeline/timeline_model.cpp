#include "frontend/timeline/timeline_model.h"

#include <algorithm>

namespace xp860::timeline {

const char* lane_mode_name(LaneMode mode) {
    switch (mode) {
        case LaneMode::User: return "user";
        case LaneMode::Kernel: return "kernel";
        case LaneMode::Handler: return "handler";
        case LaneMode::Idle: return "idle";
    }
    return "?";
}

const char* marker_kind_name(MarkerKind kind) {
    switch (kind) {
        case MarkerKind::MessageInjected: return "message injected";
        case MarkerKind::MessageDelivered: return "message arrived";
        case MarkerKind::InterruptTaken: return "interrupt taken";
        case MarkerKind::ContextSave: return "context save";
        case MarkerKind::HandlerStart: return "handler start";
        case MarkerKind::ContextRestore: return "handler end, context restore";
        case MarkerKind::ReturnToUser: return "return to user";
        case MarkerKind::Trap: return "trap";
        case MarkerKind::Halt: return "halt";
    }
    return "?";
}

std::uint64_t TimelineModel::end_cycle() const {
    std::uint64_t end = 0;
    for (const TimelineLane& lane : lanes) end = std::max(end, lane.end_cycle);
    return end;
}

}  // namespace xp860::timeline
