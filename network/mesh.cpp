#include "network/mesh.h"

#include <algorithm>
#include <utility>

namespace xp860::network {

namespace {

using mesh_timing::kEjectionOverhead;
using mesh_timing::kInjectionOverhead;
using mesh_timing::kRouterDelay;

// The tie-break key of a packet: the order of its events among others in one cycle.
std::uint64_t key_of(const MeshMessage& message) { return std::uint64_t{message.source} << 32 | message.sequence; }

bool by_key(const MeshMessage& a, const MeshMessage& b) { return key_of(a) < key_of(b); }

bool by_delivery_order(const MeshDelivery& a, const MeshDelivery& b) {
    if (a.tail_arrival != b.tail_arrival) return a.tail_arrival < b.tail_arrival;
    if (a.message.destination != b.message.destination) return a.message.destination < b.message.destination;
    return by_key(a.message, b.message);
}

}  // namespace

MeshCreated Mesh::create(std::uint32_t width, std::uint32_t height) {
    MeshCreated created;
    created.error = MeshGeometry::check(width, height);
    if (created.error == MeshError::None) created.mesh.emplace(Mesh(MeshGeometry(width, height)));
    return created;
}

Mesh::Mesh(MeshGeometry geometry)
    : geometry_(geometry),
      channels_(geometry.channel_count()),
      sequence_floor_(geometry.node_count(), 0),
      free_bytes_(geometry.node_count(), 0),
      reserved_(geometry.node_count(), 0) {}

MeshError Mesh::submit(const MeshMessage& message) {
    if (!geometry_.contains(message.source)) return MeshError::SourceOutsideMesh;
    if (!geometry_.contains(message.destination)) return MeshError::DestinationOutsideMesh;
    if (message.source == message.destination) return MeshError::SelfAddressed;
    if (message.body_bytes > mesh_timing::kMaxBodyBytes) return MeshError::BodyTooLarge;
    if (message.inject_cycle > kMaxMeshCycle) return MeshError::CycleOutOfRange;
    if (message.inject_cycle < sealed_) return MeshError::InjectedTooLate;
    if (message.sequence < sequence_floor_[message.source]) return MeshError::SequenceReused;
    batch_.push_back(message);
    ++in_flight_;
    return MeshError::None;
}

Mesh::Advanced Mesh::advance(Cycle to, std::span<const std::uint32_t> free_bytes) {
    if (free_bytes.size() != geometry_.node_count()) return {MeshError::FreeSpaceSizeMismatch, {}};
    return advance_with(to, false, free_bytes);
}

Mesh::Advanced Mesh::advance(Cycle to) { return advance_with(to, true, {}); }

// Why each kind of channel is final up to its own horizon: a packet not yet submitted
// is injected at or after `sealed_`, asks for its injection channel at sealed_ + I or
// later, for its first link R cycles after that, and for an ejection channel (it has
// at least one hop) R cycles later still. Before those cycles it can take nothing from
// a submitted packet, so every event of that kind of channel earlier than its horizon
// is the same whatever is submitted later. And every delivery before `to` is decided
// by then: its tail arrives g + S + E < to = sealed_ + minimum_latency() cycles, so
// its acceptance g is before sealed_ + I + 2R, the ejection horizon (S >= S(header)).
Mesh::Advanced Mesh::advance_with(Cycle to, bool unlimited, std::span<const std::uint32_t> free_bytes) {
    if (to > kMaxMeshCycle) return {MeshError::CycleOutOfRange, {}};
    if (to < advanced_to_) return {MeshError::AdvanceBackwards, {}};
    if (!sequences_unique()) return {MeshError::SequenceReused, {}};

    unlimited_room_ = unlimited;
    std::copy(free_bytes.begin(), free_bytes.end(), free_bytes_.begin());
    admit_batch();
    retry_refused(ejection_horizon_);

    advanced_to_ = to;
    sealed_ = to > minimum_latency() ? to - minimum_latency() : 0;
    const Cycle injection_horizon = sealed_ + kInjectionOverhead;
    const Cycle link_horizon = injection_horizon + kRouterDelay;
    ejection_horizon_ = link_horizon + kRouterDelay;
    simulate(injection_horizon, link_horizon, ejection_horizon_);
    collect_deliveries(to);
    return {MeshError::None, delivered_};
}

bool Mesh::sequences_unique() {
    std::sort(batch_.begin(), batch_.end(), by_key);
    const auto same_key = [](const MeshMessage& a, const MeshMessage& b) { return key_of(a) == key_of(b); };
    return std::adjacent_find(batch_.begin(), batch_.end(), same_key) == batch_.end();
}

void Mesh::admit_batch() {
    for (const MeshMessage& message : batch_) {
        std::uint32_t slot;
        if (free_slots_.empty()) {
            slot = static_cast<std::uint32_t>(packets_.size());
            packets_.emplace_back();
        } else {
            slot = free_slots_.back();
            free_slots_.pop_back();
        }
        Packet& packet = packets_[slot];
        packet.message = message;
        packet.route = geometry_.route(message.source, message.destination);
        packet.serialization = mesh_timing::serialization_cycles(mesh_timing::packet_bytes(message.body_bytes));
        packet.worm_span = static_cast<std::uint32_t>(
            std::min<Cycle>(packet.serialization / kRouterDelay, packet.route.last_index()));
        packet.index = 0;
        packet.next_waiter = kNoSlot;
        sequence_floor_[message.source] = std::max<std::uint64_t>(sequence_floor_[message.source],
                                                                  std::uint64_t{message.sequence} + 1);
        schedule_request(slot, message.inject_cycle + kInjectionOverhead);
    }
    batch_.clear();
}

// Room a buffer gains is seen at advances only, so a refused packet can be accepted at
// the earliest in the first cycle this advance simulates for ejection channels.
void Mesh::retry_refused(Cycle window_start) {
    std::erase_if(refused_, [&](std::uint32_t slot) {
        const Packet& packet = packets_[slot];
        if (!has_room(packet)) return false;
        queue_for(ChannelKind::Ejection)
            .push(MeshEvent::make(window_start, MeshEvent::Kind::Accept, key_of(packet.message), slot));
        return true;
    });
}

void Mesh::simulate(Cycle injection_horizon, Cycle link_horizon, Cycle ejection_horizon) {
    const Cycle horizons[3] = {injection_horizon, link_horizon, ejection_horizon};
    for (;;) {
        // The earliest event that is final: kinds interleave in cycle order, so every
        // event a handler creates (never earlier than the one it handles) comes after.
        MeshEventQueue* next = nullptr;
        for (std::size_t kind = 0; kind < 3; ++kind) {
            MeshEventQueue& queue = queues_[kind];
            if (queue.empty() || queue.top().cycle() >= horizons[kind]) continue;
            if (next == nullptr || queue.top() < next->top()) next = &queue;
        }
        if (next == nullptr) return;
        const MeshEvent event = next->pop();
        switch (event.kind()) {
            case MeshEvent::Kind::Release: release(event.target, event.cycle()); break;
            case MeshEvent::Kind::Accept: accept(event.target, event.cycle()); break;
            case MeshEvent::Kind::Request: request(event.target, event.cycle()); break;
        }
    }
}

void Mesh::request(std::uint32_t slot, Cycle cycle) {
    Packet& packet = packets_[slot];
    const ChannelId id = packet.route.channel(packet.index);
    Channel& channel = channels_[id];
    if (channel.holder == kNoSlot && channel.first_waiter == kNoSlot) {
        grant(slot, id, cycle);
        return;
    }
    packet.next_waiter = kNoSlot;
    if (channel.last_waiter == kNoSlot) {
        channel.first_waiter = slot;
    } else {
        packets_[channel.last_waiter].next_waiter = slot;
    }
    channel.last_waiter = slot;
}

void Mesh::release(ChannelId id, Cycle cycle) {
    Channel& channel = channels_[id];
    channel.holder = kNoSlot;
    const std::uint32_t waiter = channel.first_waiter;
    if (waiter == kNoSlot) return;
    channel.first_waiter = packets_[waiter].next_waiter;
    if (channel.first_waiter == kNoSlot) channel.last_waiter = kNoSlot;
    grant(waiter, id, cycle);
}

void Mesh::grant(std::uint32_t slot, ChannelId id, Cycle cycle) {
    channels_[id].holder = slot;
    Packet& packet = packets_[slot];
    if (packet.index == packet.route.last_index()) {
        if (has_room(packet)) {
            accept(slot, cycle);
        } else {
            refused_.push_back(slot);
        }
        return;
    }
    // The worm's tail now leaves the channel worm_span behind the head.
    if (packet.index >= packet.worm_span) {
        schedule_release(packet.route.channel(packet.index - packet.worm_span),
                         cycle + packet.serialization - Cycle{packet.worm_span} * kRouterDelay);
    }
    ++packet.index;
    schedule_request(slot, cycle + kRouterDelay);
}

// The head is in the destination's buffer at `cycle`: the worm drains at link rate,
// releasing the channels it still covers, and the packet's arrival is known.
void Mesh::accept(std::uint32_t slot, Cycle cycle) {
    const Packet& packet = packets_[slot];
    const std::uint32_t last = packet.route.last_index();
    for (std::uint32_t index = last - packet.worm_span; index <= last; ++index) {
        const Cycle drained = cycle + packet.serialization - Cycle{last - index} * kRouterDelay;
        schedule_release(packet.route.channel(index), drained);
    }
    const NodeId destination = packet.message.destination;
    reserved_[destination] += mesh_timing::packet_bytes(packet.message.body_bytes);
    pending_.push_back({packet.message, cycle + kEjectionOverhead, cycle + packet.serialization + kEjectionOverhead});
    free_slots_.push_back(slot);
}

bool Mesh::has_room(const Packet& packet) const {
    if (unlimited_room_) return true;
    const NodeId destination = packet.message.destination;
    const std::uint64_t needed = mesh_timing::packet_bytes(packet.message.body_bytes);
    return free_bytes_[destination] >= reserved_[destination] + needed;
}

void Mesh::schedule_request(std::uint32_t slot, Cycle cycle) {
    const Packet& packet = packets_[slot];
    const ChannelKind kind = kind_of(packet.route.channel(packet.index));
    queue_for(kind).push(MeshEvent::make(cycle, MeshEvent::Kind::Request, key_of(packet.message), slot));
}

void Mesh::schedule_release(ChannelId channel, Cycle cycle) {
    queue_for(kind_of(channel)).push(MeshEvent::make(cycle, MeshEvent::Kind::Release, channel, channel));
}

void Mesh::collect_deliveries(Cycle to) {
    delivered_.clear();
    std::erase_if(pending_, [&](const MeshDelivery& delivery) {
        if (delivery.tail_arrival >= to) return false;
        delivered_.push_back(delivery);
        reserved_[delivery.message.destination] -= mesh_timing::packet_bytes(delivery.message.body_bytes);
        --in_flight_;
        return true;
    });
    std::sort(delivered_.begin(), delivered_.end(), by_delivery_order);
}

}  // namespace xp860::network
