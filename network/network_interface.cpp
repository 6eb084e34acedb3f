#include "network/network_interface.h"

#include <algorithm>
#include <utility>

#include "cpu/cycle_model.h"
#include "mmu/register_access.h"

namespace xp860::network {

using namespace ni;

namespace {

// A body's DMA over the node's 64-bit bus: one first transfer, then bursts.
std::uint64_t dma_cycles(std::uint32_t bytes) {
    if (bytes == 0) return 0;
    const std::uint64_t transfers = (bytes + 7) / 8;
    return cpu::timing::kBusFirstTransfer + (transfers - 1) * cpu::timing::kBusBurstTransfer;
}

std::uint32_t buffered_bytes(std::uint32_t body_bytes) { return mesh_timing::packet_bytes(body_bytes); }

}  // namespace

NetworkInterface::NetworkInterface(NodeId node, const MeshGeometry& geometry, mmu::MemorySystem& memory,
                                   mmu::EventScheduler& events, mmu::InterruptLine line)
    : node_(node), geometry_(geometry), memory_(memory), events_(events), line_(line) {}

bool NetworkInterface::read(std::uint32_t offset, std::span<std::uint8_t> bytes, std::uint64_t cycle) {
    const Received* first = received_.empty() ? nullptr : &received_.front();
    switch (offset) {
        case kNodeId: return mmu::answer_register(bytes, node_);
        case kMeshShape: return mmu::answer_register(bytes, geometry_.width() | geometry_.height() << 16);
        case kControl: return mmu::answer_register(bytes, control_);
        case kSendStatus: return mmu::answer_register(bytes, send_status_at(cycle));
        case kReceiveCount: return mmu::answer_register(bytes, static_cast<std::uint32_t>(received_.size()));
        case kReceiveNode: return mmu::answer_register(bytes, first ? first->source : 0);
        case kReceiveType: return mmu::answer_register(bytes, first ? first->payload.type : 0);
        case kReceivePtype: return mmu::answer_register(bytes, first ? first->payload.ptype : 0);
        case kReceiveBytes:
            return mmu::answer_register(bytes, first ? static_cast<std::uint32_t>(first->payload.body.size()) : 0);
        case kReceiveStatus: return mmu::answer_register(bytes, taking_ ? 1 : 0);
        default: return false;
    }
}

bool NetworkInterface::write(std::uint32_t offset, std::span<const std::uint8_t> bytes, std::uint64_t cycle) {
    const std::optional<std::uint32_t> value = mmu::register_value(bytes);
    if (!value) return false;
    switch (offset) {
        case kControl:
            control_ = *value & kInterruptOnArrival;
            update_line();
            return true;
        case kSendNode: send_node_ = *value; return true;
        case kSendType: send_type_ = *value; return true;
        case kSendPtype: send_ptype_ = *value; return true;
        case kSendCount: send_count_ = *value; return true;
        case kSendAddress: send_address_ = *value; return true;
        case kReceiveAddress: receive_address_ = *value; return true;
        case kSendStart:
            // A start while the last message's body is still being read is refused:
            // the bus error tells the program it did not wait for SEND_STATUS.
            if (cycle < send_done_) return false;
            start_send(cycle);
            return true;
        case kReceiveTake:
            return !received_.empty() && !taking_ && start_take(cycle);
        default: return false;
    }
}

void NetworkInterface::start_send(std::uint64_t cycle) {
    if (send_node_ >= geometry_.node_count()) {
        send_status_ = kNoSuchNode;
        return;
    }
    if (send_count_ > mesh_timing::kMaxBodyBytes) {
        send_status_ = kTooLong;
        return;
    }
    MessagePayload payload{send_type_, send_ptype_, std::vector<std::uint8_t>(send_count_)};
    if (send_count_ > 0 && !memory_.dma_read(send_address_, payload.body, cycle)) {
        send_status_ = kBadAddress;
        return;
    }
    send_status_ = kIdle;
    // The head leaves once the interface has the descriptor and the first of the
    // body; the body streams behind it as the DMA reads it.
    const std::uint64_t inject = cycle + cpu::timing::kNetworkInterfaceSendSetup;
    send_done_ = inject + dma_cycles(send_count_);
    events_.schedule(*this, send_done_);
    if (send_node_ == node_) {
        // To itself: through its own router only, never into the mesh.
        arrive({node_, std::move(payload), inject + mesh_timing::tail_latency(0, send_count_)});
        return;
    }
    SentMessage sent;
    sent.mesh = MeshMessage{node_, send_node_, send_count_, inject, sequence_++, 0};
    sent.payload = std::move(payload);
    sent_.push_back(std::move(sent));
}

bool NetworkInterface::start_take(std::uint64_t cycle) {
    const auto size = static_cast<std::uint32_t>(received_.front().payload.body.size());
    // A body for memory that is not RAM is refused (a bus error), the message kept.
    if (size > 0 && !memory_.in_ram(receive_address_, size)) return false;
    taking_ = true;
    take_done_ = cycle + dma_cycles(size);
    if (size == 0) {
        event(cycle);  // nothing to move: the message goes at once
        return true;
    }
    events_.schedule(*this, take_done_);
    return true;
}

void NetworkInterface::event(std::uint64_t cycle) {
    while (!arriving_.empty() && arriving_.front().arrival <= cycle) {
        received_.push_back(std::move(arriving_.front()));
        arriving_.pop_front();
    }
    if (taking_ && take_done_ <= cycle) {
        const Received& first = received_.front();
        if (!first.payload.body.empty()) memory_.dma_write(receive_address_, first.payload.body, take_done_);
        received_.pop_front();
        taking_ = false;
    }
    update_line();
}

// The arrival interrupt: wanted while interrupts are on and a message is waiting.
bool NetworkInterface::line_wanted() const { return (control_ & kInterruptOnArrival) != 0 && !received_.empty(); }
void NetworkInterface::update_line() { line_.set(line_wanted()); }

std::uint32_t NetworkInterface::send_status_at(std::uint64_t cycle) const {
    return cycle < send_done_ ? kBusy : send_status_;
}

std::vector<SentMessage> NetworkInterface::take_sent() { return std::exchange(sent_, {}); }

void NetworkInterface::deliver(const MeshDelivery& delivery, MessagePayload payload) {
    arrive({delivery.message.source, std::move(payload), delivery.tail_arrival});
}

// Kept in arrival order; of equal arrivals, the one handed over first stays first.
void NetworkInterface::arrive(Received message) {
    const auto later = std::upper_bound(arriving_.begin(), arriving_.end(), message.arrival,
                                        [](std::uint64_t arrival, const Received& r) { return arrival < r.arrival; });
    const std::uint64_t arrival = message.arrival;
    arriving_.insert(later, std::move(message));
    events_.schedule(*this, arrival);
}

NetworkInterfaceState NetworkInterface::inspect(std::uint64_t cycle) const {
    NetworkInterfaceState state;
    state.interrupt_on_arrival = (control_ & kInterruptOnArrival) != 0;
    state.line_up = line_wanted();
    state.send_node = send_node_;
    state.send_type = send_type_;
    state.send_ptype = send_ptype_;
    state.send_count = send_count_;
    state.send_address = send_address_;
    state.send_status = send_status_at(cycle);
    state.receive_address = receive_address_;
    state.taking = taking_;
    for (const SentMessage& sent : sent_)
        state.sending.push_back({sent.mesh.destination, sent.payload.type, sent.payload.ptype, sent.mesh.body_bytes,
                                 sent.mesh.inject_cycle});
    const auto received = [](const Received& r) {
        return QueuedMessage{r.source, r.payload.type, r.payload.ptype, static_cast<std::uint32_t>(r.payload.body.size()),
                             r.arrival};
    };
    for (const Received& r : arriving_) state.arriving.push_back(received(r));
    for (const Received& r : received_) state.received.push_back(received(r));
    state.free_bytes = free_bytes();
    state.capacity_bytes = cpu::timing::kNetworkInterfaceReceiveBytes;
    return state;
}

std::uint32_t NetworkInterface::free_bytes() const {
    std::uint32_t used = 0;
    for (const Received& r : arriving_) used += buffered_bytes(static_cast<std::uint32_t>(r.payload.body.size()));
    for (const Received& r : received_) used += buffered_bytes(static_cast<std::uint32_t>(r.payload.body.size()));
    const std::uint32_t capacity = cpu::timing::kNetworkInterfaceReceiveBytes;
    return used >= capacity ? 0 : capacity - used;
}

}  // namespace xp860::network
