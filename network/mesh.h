// The Paragon's 2D mesh as a deterministic timing model: dimension-order (X then Y)
// wormhole routing of packets between W x H nodes, with contention, holding of
// channels by blocked packets, and back-pressure from full receive buffers. It knows
// nothing of nodes or CPUs: the network interface submits packets and is handed
// deliveries; the multi-node scheduler calls advance() between quanta.
// docs/mesh.md describes the model, its formula, its assumptions and its use.
//
// The model, per packet of P = header + body bytes, S = ceil(2P / 7) cycles long:
//  - Its head asks for the injection channel I cycles after the inject cycle, and for
//    each next channel R cycles (one router) after taking the previous one. A channel
//    goes to the waiting head that asked first (ties: the smaller (source, sequence)
//    key); a head that must wait keeps the channels its worm covers (below).
//  - It streams at link rate behind its head, with R cycles of bytes in each router, so
//    the worm reaches n = floor(S / R) channels back from its head. The channel n
//    behind a channel taken at cycle h is released at h + S - n R; once the head is
//    accepted into the destination's buffer at cycle g, channel j of the last index L
//    is released at g + S - (L - j) R. A head that waits therefore delays exactly the
//    releases of the channels its worm still covers, and uncontended every channel is
//    held for S cycles from the cycle its head took it.
//  - The ejection channel is granted like any other, in the order heads reach it, and
//    the packet is accepted when the destination has room for its P bytes; until then
//    it holds the ejection channel and its worm (nothing is dropped). Head and tail
//    arrive E cycles after the head and tail leave the ejection channel: g + E and
//    g + S + E.
//
// DECISION (no source: PARAGON-FACTS §5 #4): a packet to its own node is refused
// (MeshError::SelfAddressed). It would meet only one router and arrive in less than
// minimum_latency(), which would break the scheduler's quantum rule; the kernel's NX
// layer copies a message to its own node in memory instead.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "network/mesh_error.h"
#include "network/mesh_event_queue.h"
#include "network/mesh_geometry.h"
#include "network/mesh_timing.h"
#include "snapshot/snapshot_stream.h"

namespace xp860::network {

using Cycle = mesh_timing::Cycle;

// Inject and advance cycles beyond this (about 730 years at 50 MHz) are refused, so
// that no cycle the simulation computes reaches 2^62 (MeshEvent packs it in 62 bits).
inline constexpr Cycle kMaxMeshCycle = Cycle{1} << 60;

struct MeshMessage {
    NodeId source = 0;
    NodeId destination = 0;
    std::uint32_t body_bytes = 0;
    Cycle inject_cycle = 0;      // the cycle the source's interface starts the packet
    std::uint32_t sequence = 0;  // per source; (source, sequence) is the tie-break key
    std::uint64_t tag = 0;       // the caller's own handle, returned untouched

    friend bool operator==(const MeshMessage&, const MeshMessage&) = default;
};

struct MeshDelivery {
    MeshMessage message;
    Cycle head_arrival = 0;  // the first byte is in the destination's receive buffer
    Cycle tail_arrival = 0;  // the whole packet is: the delivery cycle

    friend bool operator==(const MeshDelivery&, const MeshDelivery&) = default;
};

// A message's and a delivery's part of a snapshot (the mesh's, an interface's).
void save_message(snapshot::SnapshotWriter& out, const MeshMessage& message);
MeshMessage load_message(snapshot::SnapshotReader& in);
void save_delivery(snapshot::SnapshotWriter& out, const MeshDelivery& delivery);
MeshDelivery load_delivery(snapshot::SnapshotReader& in);

struct MeshCreated;

class Mesh {
public:
    static MeshCreated create(std::uint32_t width, std::uint32_t height);

    const MeshGeometry& geometry() const { return geometry_; }

    // The scheduler's quantum bound: no packet between distinct nodes arrives sooner.
    static constexpr Cycle minimum_latency() { return mesh_timing::minimum_latency(); }

    // Takes a packet for the next advance, in any order among the others. Refused with
    // an error (and not taken) when it is bad: outside the mesh, to itself, too large,
    // or against the contract below. Sequence numbers of one source must be unique and
    // larger than those submitted before the last advance (a send counter is).
    MeshError submit(const MeshMessage& message);

    struct Advanced {
        MeshError error = MeshError::None;
        // Every packet whose tail arrives before the cycle advanced to and that no
        // earlier advance returned, by (tail arrival, destination, source, sequence).
        // Valid until the next call.
        std::span<const MeshDelivery> deliveries;
    };

    // The contract: when advance(to) is called, every packet injected before
    // to - minimum_latency() has been submitted; later submissions must be injected at
    // or after that cycle (else InjectedTooLate). A scheduler that, at each boundary t,
    // submits what its nodes injected before t and advances to t + Q with
    // Q <= minimum_latency() keeps it, and no packet injected in a quantum is delivered
    // before that quantum ends.
    //
    // free_bytes[node]: the free bytes of each node's receive buffer at this boundary.
    // Until the next advance the mesh accepts packets against that figure, less the
    // bytes of packets it accepted and has not yet returned; a packet refused for lack
    // of room is retried at the first cycle the next advance simulates. The overload
    // without it gives every buffer unlimited room.
    Advanced advance(Cycle to, std::span<const std::uint32_t> free_bytes);
    Advanced advance(Cycle to);

    // Packets submitted and not yet returned by an advance: in the network or waiting.
    std::size_t in_flight() const { return in_flight_; }

    // Its part of a machine snapshot (docs/snapshots.md): the packets, channels,
    // pending events and accounting. A packet's route and length are worked out
    // again from its message; load() checks every index against the mesh.
    void save(snapshot::SnapshotWriter& out) const;
    void load(snapshot::SnapshotReader& in);

private:
    static constexpr std::uint32_t kNoSlot = UINT32_MAX;

    // A packet from its submission until its acceptance into the destination's buffer.
    struct Packet {
        MeshMessage message;
        Route route;
        Cycle serialization = 0;      // S
        std::uint32_t worm_span = 0;  // n = floor(S / R)
        std::uint32_t index = 0;      // route index of the channel the head asks for or holds
        std::uint32_t next_waiter = kNoSlot;
    };

    struct Channel {
        std::uint32_t holder = kNoSlot;
        std::uint32_t first_waiter = kNoSlot;  // heads waiting, in the order they asked
        std::uint32_t last_waiter = kNoSlot;
    };

    explicit Mesh(MeshGeometry geometry);

    Advanced advance_with(Cycle to, bool unlimited, std::span<const std::uint32_t> free_bytes);
    bool sequences_unique();
    void admit_batch();
    void retry_refused(Cycle window_start);
    void simulate(Cycle injection_horizon, Cycle link_horizon, Cycle ejection_horizon);
    void request(std::uint32_t slot, Cycle cycle);
    void release(ChannelId channel, Cycle cycle);
    void grant(std::uint32_t slot, ChannelId channel, Cycle cycle);
    void accept(std::uint32_t slot, Cycle cycle);
    bool has_room(const Packet& packet) const;
    void schedule_request(std::uint32_t slot, Cycle cycle);
    void schedule_release(ChannelId channel, Cycle cycle);
    MeshEventQueue& queue_for(ChannelKind kind) { return queues_[static_cast<std::size_t>(kind)]; }
    void collect_deliveries(Cycle to);

    MeshGeometry geometry_;
    std::vector<Channel> channels_;
    std::vector<Packet> packets_;
    std::vector<std::uint32_t> free_slots_;
    // One queue per channel kind, because each kind is final up to its own horizon.
    MeshEventQueue queues_[3];

    std::vector<MeshMessage> batch_;            // submitted since the last advance
    std::vector<std::uint64_t> sequence_floor_;  // per source: the smallest sequence still new
    std::vector<std::uint32_t> refused_;        // slots holding an ejection channel, waiting for room

    bool unlimited_room_ = true;
    std::vector<std::uint64_t> free_bytes_;  // per node, as of the last advance
    std::vector<std::uint64_t> reserved_;    // per node: accepted, not yet returned

    std::vector<MeshDelivery> pending_;    // accepted, tail not yet returned
    std::vector<MeshDelivery> delivered_;  // what the last advance returned

    Cycle advanced_to_ = 0;
    Cycle sealed_ = 0;  // every packet injected before this has been submitted
    Cycle ejection_horizon_ = 0;
    std::size_t in_flight_ = 0;
};

struct MeshCreated {
    std::optional<Mesh> mesh;  // present when error == None
    MeshError error = MeshError::None;
};

}  // namespace xp860::network
