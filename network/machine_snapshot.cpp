// The node's, the network interface's and the machine's parts of a snapshot, and
// the in-memory snapshot made of them (machine_snapshot.h, docs/snapshots.md).
#include "network/machine_snapshot.h"

#include <algorithm>

namespace xp860::network {

using snapshot::SnapshotReader;
using snapshot::SnapshotWriter;

namespace {

void save_payload(SnapshotWriter& out, const MessagePayload& payload) {
    out(payload.type, payload.ptype);
    out.put_bytes(payload.body);
}

MessagePayload load_payload(SnapshotReader& in) {
    MessagePayload payload;
    in(payload.type, payload.ptype);
    const std::span<const std::uint8_t> body = in.get_bytes();
    payload.body.assign(body.begin(), body.end());
    return payload;
}

void save_halt(SnapshotWriter& out, const std::optional<RunResult>& halt) {
    out.put(halt.has_value());
    if (!halt) return;
    out.put(halt->halt);
    out(halt->pc, halt->trap_bits);
    out.put_string(halt->detail);
    out.put(halt->status);
}

std::optional<RunResult> load_halt(SnapshotReader& in) {
    if (!in.get<bool>()) return std::nullopt;
    RunResult halt;
    halt.halt = in.get_below<RunResult::Halt>(6, "halt");
    in(halt.pc, halt.trap_bits);
    halt.detail = in.get_string();
    in.get(halt.status);
    return halt;
}

// Lists an event's fields once: T is const when saving.
template <class Stream, class T>
void transfer(Stream& s, T& event, std::uint32_t nodes) {
    s(event.cycle);
    s.bounded(event.node, nodes, "node");
    s.bounded(event.kind, 6, "event kind");
    s(event.value, event.address);
}

}  // namespace

std::vector<mmu::Device*> Node::devices() const {
    std::vector<mmu::Device*> devices = {const_cast<mmu::Timer*>(&timer_), const_cast<mmu::Console*>(&console_),
                                         const_cast<mmu::InterruptController*>(&interrupts_),
                                         const_cast<mmu::HostDevice*>(&host_)};
    if (network_interface_) devices.push_back(network_interface_);
    return devices;
}

void Node::save(SnapshotWriter& out) const {
    out.tag("node");
    core_.save(out);
    memory_.save(out);
    const std::vector<mmu::Device*> listed = devices();
    events_.save(out, std::vector<const mmu::Device*>(listed.begin(), listed.end()));
    timer_.save(out);
    interrupts_.save(out);
    console_.save(out);
    host_.save(out);
}

void Node::load(SnapshotReader& in) {
    in.expect_tag("node");
    core_.load(in);
    memory_.load(in);
    events_.load(in, devices());
    timer_.load(in);
    interrupts_.load(in);
    console_.load(in);
    host_.load(in);
    idle_loop_.forget();  // seen on the state before: stepping sees the loop again
}

void NetworkInterface::save(SnapshotWriter& out) const {
    out.tag("ni  ");
    out(control_, send_node_, send_type_, send_ptype_, send_count_, send_address_, send_status_, sequence_,
        receive_address_, send_done_);
    out.put_size(sent_.size());
    for (const SentMessage& sent : sent_) {
        save_message(out, sent.mesh);
        save_payload(out, sent.payload);
    }
    for (const std::deque<Received>* queue : {&arriving_, &received_}) {
        out.put_size(queue->size());
        for (const Received& message : *queue) {
            out.put(message.source);
            save_payload(out, message.payload);
            out.put(message.arrival);
        }
    }
    out(taking_, take_done_);
}

void NetworkInterface::load(SnapshotReader& in) {
    in.expect_tag("ni  ");
    in(control_, send_node_, send_type_, send_ptype_, send_count_, send_address_, send_status_, sequence_,
       receive_address_, send_done_);
    sent_.resize(in.get_size(40));
    for (SentMessage& sent : sent_) {
        sent.mesh = load_message(in);
        sent.payload = load_payload(in);
    }
    for (std::deque<Received>* queue : {&arriving_, &received_}) {
        queue->resize(in.get_size(24));
        for (Received& message : *queue) {
            message.source = in.get_below<NodeId>(geometry_.node_count(), "source node");
            message.payload = load_payload(in);
            in.get(message.arrival);
        }
    }
    in(taking_, take_done_);
}

void Machine::save(SnapshotWriter& out) const {
    out.tag("mach");
    out(geometry().width(), geometry().height(), cycle_, quantum_end_);
    for (NodeId id = 0; id < node_count(); ++id) {
        nodes_[id]->save(out);
        interfaces_[id]->save(out);
        save_halt(out, halts_[id]);
        out.put_size(sent_recorded_[id]);
        out.put_size(recorded_events(id).size());
        for (const MachineEvent& event : recorded_events(id)) transfer(out, event, node_count());
    }
    mesh_.save(out);
    out.put(next_tag_);
    // By tag, so that the bytes do not depend on the hash table's order.
    std::vector<std::uint64_t> tags;
    for (const auto& [tag, unused] : in_flight_) tags.push_back(tag);
    std::ranges::sort(tags);
    out.put_size(tags.size());
    for (const std::uint64_t tag : tags) {
        out.put(tag);
        save_payload(out, in_flight_.at(tag));
    }
    out.put_size(pending_events_.size());
    for (const MachineEvent& event : pending_events_) transfer(out, event, node_count());
}

void Machine::load(SnapshotReader& in) {
    in.expect_tag("mach");
    if (in.get<std::uint32_t>() != geometry().width() || in.get<std::uint32_t>() != geometry().height())
        in.fail("a mesh of another size");
    in(cycle_, quantum_end_);
    if (quantum_end_ % kQuantum != 0 || quantum_end_ <= cycle_ || quantum_end_ - cycle_ > kQuantum)
        in.fail("a quantum that does not end on its boundary");
    std::uint32_t running = 0;
    for (NodeId id = 0; id < node_count(); ++id) {
        nodes_[id]->load(in);
        interfaces_[id]->load(in);
        halts_[id] = load_halt(in);
        running += halts_[id] ? 0 : 1;
        sent_recorded_[id] = in.get_size(0);
        if (sent_recorded_[id] > interfaces_[id]->sent().size()) in.fail("more messages recorded than sent");
        recorded_events(id).resize(in.get_size(21));
        for (MachineEvent& event : recorded_events(id)) transfer(in, event, node_count());
    }
    running_ = running;
    mesh_.load(in);
    in.get(next_tag_);
    in_flight_.clear();
    const std::size_t count = in.get_size(16);
    for (std::size_t i = 0; i < count; ++i) {
        const auto tag = in.get<std::uint64_t>();
        in_flight_[tag] = load_payload(in);
    }
    pending_events_.resize(in.get_size(21));
    for (MachineEvent& event : pending_events_) transfer(in, event, node_count());
}

MachineSnapshot take_snapshot(const Machine& machine) {
    SnapshotWriter out;
    machine.save(out);
    return {machine.cycle(), out.take()};
}

MachineSnapshot take_snapshot(const Node& node) {
    SnapshotWriter out;
    node.save(out);
    return {node.core().state().cycles, out.take()};
}

void restore_snapshot(Machine& machine, const MachineSnapshot& snapshot) {
    SnapshotReader in(snapshot.bytes);
    machine.load(in);
    in.expect_end();
    if (machine.cycle() != snapshot.cycle) in.fail("the machine's cycle differs from the snapshot's");
}

void restore_snapshot(Node& node, const MachineSnapshot& snapshot) {
    SnapshotReader in(snapshot.bytes);
    node.load(in);
    in.expect_end();
    if (node.core().state().cycles != snapshot.cycle) in.fail("the node's cycle differs from the snapshot's");
}

}  // namespace xp860::network
