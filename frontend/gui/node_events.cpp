#include "frontend/gui/node_events.h"

namespace xp860::gui {

void NodeEventLog::record(const NodeEvent& event) {
    if (events_.size() < kCapacity) {
        events_.push_back(event);
    } else if (!full_since_) {
        full_since_ = event.cycle;
    }
}

void NodeEventLog::clear() {
    events_.clear();
    full_since_.reset();
}

}  // namespace xp860::gui
