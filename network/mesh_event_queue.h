// The mesh simulation's pending events, earliest first, in an order that is a pure
// function of the events themselves: (cycle, kind, key). Two runs that hold the same
// events pop them in the same order whatever order they were pushed in, which is what
// makes the mesh independent of the order callers submit messages.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "snapshot/snapshot_stream.h"

namespace xp860::network {

struct MeshEvent {
    // Within a cycle, releases come first (a channel is held over a half-open interval
    // and can be taken again in the cycle it is released), then deliveries accepted
    // after back-pressure, then heads asking for channels.
    enum class Kind : std::uint8_t { Release, Accept, Request };

    // The order, packed: cycle * 4 + kind (cycles stay below 2^62, kMaxMeshCycle plus
    // the longest packet), then for a release the channel, otherwise the packet's
    // (source << 32 | sequence).
    std::uint64_t when = 0;
    std::uint64_t key = 0;
    std::uint32_t target = 0;  // Release: the channel; otherwise the packet's slot

    static MeshEvent make(std::uint64_t cycle, Kind kind, std::uint64_t key, std::uint32_t target) {
        return {cycle << 2 | static_cast<std::uint64_t>(kind), key, target};
    }
    std::uint64_t cycle() const { return when >> 2; }
    Kind kind() const { return static_cast<Kind>(when & 3); }

    friend bool operator<(const MeshEvent& a, const MeshEvent& b) {
        return a.when != b.when ? a.when < b.when : a.key < b.key;
    }
};

// A binary min-heap on a vector that keeps its capacity: no allocation once warm.
class MeshEventQueue {
public:
    bool empty() const { return events_.empty(); }
    const MeshEvent& top() const { return events_.front(); }
    void push(const MeshEvent& event) {
        events_.push_back(event);
        std::push_heap(events_.begin(), events_.end(), Later{});
    }
    MeshEvent pop() {
        std::pop_heap(events_.begin(), events_.end(), Later{});
        const MeshEvent event = events_.back();
        events_.pop_back();
        return event;
    }

    // Its part of a snapshot: the heap as it is, so events pop in the same order.
    // load() checks that each event's target is below `targets[kind]`.
    void save(snapshot::SnapshotWriter& out) const;
    void load(snapshot::SnapshotReader& in, const std::uint32_t (&targets)[3]);

private:
    struct Later {
        bool operator()(const MeshEvent& a, const MeshEvent& b) const { return b < a; }
    };
    std::vector<MeshEvent> events_;
};

}  // namespace xp860::network
