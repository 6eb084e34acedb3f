#include "frontend/timeline/message_traffic.h"

#include <algorithm>

namespace xp860::timeline {

using network::MachineEvent;

std::optional<MeshMessage> MessageTraffic::observe(const MachineEvent& event) {
    if (event.kind == MachineEvent::Kind::MessageInjected) {
        in_flight_.push_back({event.node, event.value, event.address, event.cycle, std::nullopt});
        return std::nullopt;
    }
    if (event.kind != MachineEvent::Kind::MessageDelivered) return std::nullopt;
    const auto sent = std::ranges::find_if(
        in_flight_, [&](const MeshMessage& m) { return m.from == event.value && m.to == event.node; });
    if (sent == in_flight_.end()) return std::nullopt;  // injected before the stream was followed
    MeshMessage message = *sent;
    message.delivered = event.cycle;
    in_flight_.erase(sent);
    recent_.push_back(message);
    if (recent_.size() > kRecent) recent_.pop_front();
    ++delivered_count_;
    return message;
}

}  // namespace xp860::timeline
