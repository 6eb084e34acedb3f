// The mesh's part of a machine snapshot (docs/snapshots.md): what is in flight.
#include <algorithm>

#include "network/mesh.h"

namespace xp860::network {

using snapshot::SnapshotReader;
using snapshot::SnapshotWriter;

namespace {

// Each transfer() lists a part's fields once: T is const when saving.
template <class Stream, class T>
void transfer(Stream& s, T& m) {
    s(m.source, m.destination, m.body_bytes, m.inject_cycle, m.sequence, m.tag);
}

template <class Stream, class T>
void transfer_delivery(Stream& s, T& delivery) {
    transfer(s, delivery.message);
    s(delivery.head_arrival, delivery.tail_arrival);
}

}  // namespace

void save_message(SnapshotWriter& out, const MeshMessage& m) { transfer(out, m); }

MeshMessage load_message(SnapshotReader& in) {
    MeshMessage m;
    transfer(in, m);
    return m;
}

void save_delivery(SnapshotWriter& out, const MeshDelivery& delivery) { transfer_delivery(out, delivery); }

MeshDelivery load_delivery(SnapshotReader& in) {
    MeshDelivery delivery;
    transfer_delivery(in, delivery);
    return delivery;
}

void MeshEventQueue::save(SnapshotWriter& out) const {
    out.put_size(events_.size());
    for (const MeshEvent& event : events_) {
        out(event.when, event.key, event.target);
    }
}

void MeshEventQueue::load(SnapshotReader& in, const std::uint32_t (&targets)[3]) {
    events_.resize(in.get_size(20));
    for (MeshEvent& event : events_) {
        in(event.when, event.key, event.target);
        const auto kind = static_cast<std::size_t>(event.kind());
        if (kind >= 3 || event.target >= targets[kind]) in.fail("a mesh event out of range");
    }
    if (!std::is_heap(events_.begin(), events_.end(), Later{})) in.fail("mesh events out of order");
}

namespace {

template <typename T>
void save_vector(SnapshotWriter& out, const std::vector<T>& values) {
    out.put_size(values.size());
    for (const T value : values) out.put(value);
}

// A vector of exactly `size` values (a per-node table), or of any size up to what
// the bytes hold when `size` is 0.
template <typename T>
void load_vector(SnapshotReader& in, std::vector<T>& values, std::size_t size = 0) {
    values.resize(in.get_size(sizeof(T)));
    if (size != 0 && values.size() != size) in.fail("a per-node table of the wrong size");
    for (T& value : values) in.get(value);
}

}  // namespace

void Mesh::save(SnapshotWriter& out) const {
    out.tag("mesh");
    out.put_size(packets_.size());
    for (const Packet& packet : packets_) {
        save_message(out, packet.message);
        out(packet.index, packet.next_waiter);
    }
    for (const Channel& channel : channels_)
        for (const std::uint32_t slot : {channel.holder, channel.first_waiter, channel.last_waiter}) out.put(slot);
    save_vector(out, free_slots_);
    for (const MeshEventQueue& queue : queues_) queue.save(out);
    out.put_size(batch_.size());
    for (const MeshMessage& message : batch_) save_message(out, message);
    save_vector(out, sequence_floor_);
    save_vector(out, refused_);
    out.put(unlimited_room_);
    save_vector(out, free_bytes_);
    save_vector(out, reserved_);
    out.put_size(pending_.size());
    for (const MeshDelivery& delivery : pending_) save_delivery(out, delivery);
    out(advanced_to_, sealed_, ejection_horizon_);
    out.put_size(in_flight_);
}

void Mesh::load(SnapshotReader& in) {
    in.expect_tag("mesh");
    const std::uint32_t nodes = geometry_.node_count();
    const auto check_message = [&](const MeshMessage& m) {
        if (m.source >= nodes || m.destination >= nodes || m.source == m.destination ||
            m.body_bytes > mesh_timing::kMaxBodyBytes || m.inject_cycle > kMaxMeshCycle)
            in.fail("a message the mesh cannot carry");
    };
    packets_.resize(in.get_size(32));
    const auto slots = static_cast<std::uint32_t>(packets_.size());
    const auto check_slot = [&](std::uint32_t slot) {
        if (slot != kNoSlot && slot >= slots) in.fail("a packet slot out of range");
    };
    for (Packet& packet : packets_) {
        packet.message = load_message(in);
        check_message(packet.message);
        packet.route = geometry_.route(packet.message.source, packet.message.destination);
        packet.serialization = mesh_timing::serialization_cycles(mesh_timing::packet_bytes(packet.message.body_bytes));
        packet.worm_span = static_cast<std::uint32_t>(
            std::min<Cycle>(packet.serialization / mesh_timing::kRouterDelay, packet.route.last_index()));
        in.get(packet.index);
        if (packet.index > packet.route.last_index()) in.fail("a packet past its route");
        in.get(packet.next_waiter);
        check_slot(packet.next_waiter);
    }
    for (Channel& channel : channels_)
        for (std::uint32_t* slot : {&channel.holder, &channel.first_waiter, &channel.last_waiter}) {
            in.get(*slot);
            check_slot(*slot);
        }
    load_vector(in, free_slots_);
    for (const std::uint32_t slot : free_slots_)
        if (slot >= slots) in.fail("a free packet slot out of range");
    const std::uint32_t targets[3] = {static_cast<std::uint32_t>(channels_.size()), slots, slots};
    for (MeshEventQueue& queue : queues_) queue.load(in, targets);
    batch_.resize(in.get_size(32));
    for (MeshMessage& message : batch_) {
        message = load_message(in);
        check_message(message);
    }
    load_vector(in, sequence_floor_, nodes);
    load_vector(in, refused_);
    for (const std::uint32_t slot : refused_)
        if (slot >= slots) in.fail("a refused packet slot out of range");
    in.get(unlimited_room_);
    load_vector(in, free_bytes_, nodes);
    load_vector(in, reserved_, nodes);
    pending_.resize(in.get_size(48));
    for (MeshDelivery& delivery : pending_) {
        delivery = load_delivery(in);
        check_message(delivery.message);
    }
    delivered_.clear();
    in(advanced_to_, sealed_, ejection_horizon_);
    in_flight_ = in.get_size(0);
}

}  // namespace xp860::network
