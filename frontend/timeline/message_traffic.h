// The messages on the mesh, read from the Machine's event stream: those injected
// and not yet delivered (the mesh map draws them in flight) and the last ones
// delivered, with their latency.
#pragma once

#include <cstdint>
#include <deque>
#include <optional>

#include "network/machine_event.h"

namespace xp860::timeline {

struct MeshMessage {
    network::NodeId from = 0, to = 0;
    std::uint32_t bytes = 0;
    std::uint64_t injected = 0;
    std::optional<std::uint64_t> delivered;  // the cycle its tail arrived
};

class MessageTraffic {
public:
    static constexpr std::size_t kRecent = 16;

    // An injection or a delivery (other events are ignored). Returns the message a
    // delivery completes.
    //
    // DECISION: a delivery is paired with the oldest message in flight between the
    // same two nodes: dimension-order routing gives both the same path, and a
    // wormhole packet cannot pass another on its channels (docs/mesh.md).
    std::optional<MeshMessage> observe(const network::MachineEvent& event);

    const std::deque<MeshMessage>& in_flight() const { return in_flight_; }  // oldest first
    const std::deque<MeshMessage>& recent() const { return recent_; }        // the last delivered, newest last
    std::uint64_t delivered_count() const { return delivered_count_; }

private:
    std::deque<MeshMessage> in_flight_;
    std::deque<MeshMessage> recent_;
    std::uint64_t delivered_count_ = 0;
};

}  // namespace xp860::timeline
