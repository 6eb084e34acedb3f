// A node's network interface: the device in the node's NI slot (mmu/memory_map.h)
// that sends messages into the mesh and receives them from it, moving bodies by DMA
// and interrupting on arrival. docs/network-interface.md gives the register map; in
// short (32-bit registers, offsets from kNetworkInterfaceBase):
//   0x00 NODE_ID      r   this node, y * width + x
//   0x04 MESH_SHAPE   r   width | height << 16
//   0x08 CONTROL      rw  bit 0: interrupt while a received message waits
//   0x10 SEND_NODE, 0x14 SEND_TYPE, 0x18 SEND_PTYPE, 0x1C SEND_COUNT (body bytes),
//   0x20 SEND_ADDRESS (the body's physical address)     w   the next message
//   0x24 SEND_START   w   send it; 0x28 SEND_STATUS r: 0 idle, 1 busy, 2 no such
//                         node, 3 too long (the message was not sent)
//   0x40 RECV_COUNT   r   messages received and waiting, oldest first
//   0x44 RECV_NODE, 0x48 RECV_TYPE, 0x4C RECV_PTYPE, 0x50 RECV_BYTES  r  the oldest's
//   0x54 RECV_ADDRESS w   where its body goes (physical); 0x58 RECV_TAKE w: move the
//                         body there and drop the message; 0x5C RECV_STATUS r: 1 while
//                         the body is still moving
// The interrupt line (kNetworkInterfaceLine) is up while CONTROL bit 0 is set and a
// message waits. The machine (machine.h) takes what the interface sent at each
// quantum boundary and hands it the mesh's deliveries, which it makes visible at
// their arrival cycle; the interface's free buffer space is the mesh's back-pressure.
#pragma once

#include <cstdint>
#include <deque>
#include <span>
#include <vector>

#include "mmu/device.h"
#include "mmu/event_scheduler.h"
#include "mmu/interrupt_controller.h"
#include "mmu/memory_system.h"
#include "network/mesh.h"

namespace xp860::network {

// The register map above, for the interface and for inspectors that show it.
namespace ni {
enum Register : std::uint32_t {
    kNodeId = 0x00, kMeshShape = 0x04, kControl = 0x08,
    kSendNode = 0x10, kSendType = 0x14, kSendPtype = 0x18, kSendCount = 0x1c, kSendAddress = 0x20,
    kSendStart = 0x24, kSendStatus = 0x28,
    kReceiveCount = 0x40, kReceiveNode = 0x44, kReceiveType = 0x48, kReceivePtype = 0x4c, kReceiveBytes = 0x50,
    kReceiveAddress = 0x54, kReceiveTake = 0x58, kReceiveStatus = 0x5c,
};

enum SendStatus : std::uint32_t { kIdle = 0, kBusy = 1, kNoSuchNode = 2, kTooLong = 3, kBadAddress = 4 };

inline constexpr std::uint32_t kInterruptOnArrival = 1;  // CONTROL's bit 0
}  // namespace ni

// What travels with a packet besides its mesh routing: NX's header fields and the body.
struct MessagePayload {
    std::uint32_t type = 0;
    std::uint32_t ptype = 0;
    std::vector<std::uint8_t> body;
};

// A message this interface started, for the machine to submit to the mesh.
struct SentMessage {
    MeshMessage mesh;  // source, destination, body bytes, inject cycle, sequence
    MessagePayload payload;
};

// What an inspector shows of one message the interface holds.
struct QueuedMessage {
    NodeId node = 0;  // received: where it came from; sent: where it goes
    std::uint32_t type = 0, ptype = 0, bytes = 0;
    std::uint64_t cycle = 0;  // received: its arrival; sent: its injection into the mesh
};

// The interface as a person inspects it (the desktop app): its registers as the
// program would read them at `cycle`, and its queues. Reading it changes nothing.
struct NetworkInterfaceState {
    bool interrupt_on_arrival = false;  // CONTROL bit 0
    bool line_up = false;               // the interrupt line
    std::uint32_t send_node = 0, send_type = 0, send_ptype = 0, send_count = 0, send_address = 0;
    std::uint32_t send_status = 0;      // as SEND_STATUS reads: 1 while the body is still being read
    std::uint32_t receive_address = 0;
    bool taking = false;                // RECV_STATUS: a body is moving to receive_address
    std::vector<QueuedMessage> sending;   // started since the last quantum boundary, not yet in the mesh
    std::vector<QueuedMessage> arriving;  // the mesh has handed them over; their tails are still on the way
    std::vector<QueuedMessage> received;  // in the receive buffer, oldest first (the RECV_ registers show it)
    std::uint32_t free_bytes = 0, capacity_bytes = 0;
};

class NetworkInterface final : public mmu::Device {
public:
    NetworkInterface(NodeId node, const MeshGeometry& geometry, mmu::MemorySystem& memory,
                     mmu::EventScheduler& events, mmu::InterruptLine line);

    std::string_view name() const override { return "network interface"; }
    bool read(std::uint32_t offset, std::span<std::uint8_t> bytes, std::uint64_t cycle) override;
    bool write(std::uint32_t offset, std::span<const std::uint8_t> bytes, std::uint64_t cycle) override;
    void event(std::uint64_t cycle) override;

    // The machine's side. What was sent since the last take_sent(), in the order
    // sent: sent() to look, take_sent() to take it.
    std::span<const SentMessage> sent() const { return sent_; }
    std::vector<SentMessage> take_sent();
    // A delivery from the mesh; it is in the receive buffer at its tail_arrival cycle.
    void deliver(const MeshDelivery& delivery, MessagePayload payload);
    // Room in the receive buffer for packets the mesh has not yet handed over.
    std::uint32_t free_bytes() const;

    std::size_t waiting() const { return received_.size(); }
    NetworkInterfaceState inspect(std::uint64_t cycle) const;

    // Its part of a machine snapshot (docs/snapshots.md): registers, the message
    // being sent, the messages arriving and received, and the DMA in progress.
    void save(snapshot::SnapshotWriter& out) const;
    void load(snapshot::SnapshotReader& in);

private:
    struct Received {
        NodeId source;
        MessagePayload payload;
        std::uint64_t arrival;  // the cycle it is in the buffer
    };
    void start_send(std::uint64_t cycle);
    bool start_take(std::uint64_t cycle);
    void arrive(Received message);
    bool line_wanted() const;
    void update_line();
    std::uint32_t send_status_at(std::uint64_t cycle) const;

    NodeId node_;
    MeshGeometry geometry_;
    mmu::MemorySystem& memory_;
    mmu::EventScheduler& events_;
    mmu::InterruptLine line_;

    std::uint32_t control_ = 0;
    std::uint32_t send_node_ = 0, send_type_ = 0, send_ptype_ = 0, send_count_ = 0, send_address_ = 0;
    std::uint32_t send_status_ = 0;
    std::uint64_t send_done_ = 0;  // SEND_STATUS reads busy until this cycle
    std::uint32_t sequence_ = 0;
    std::vector<SentMessage> sent_;

    std::deque<Received> arriving_;  // handed over by the machine, arrival still to come
    std::deque<Received> received_;  // in the buffer, oldest first
    std::uint32_t receive_address_ = 0;
    bool taking_ = false;            // a body is moving to receive_address_
    std::uint64_t take_done_ = 0;
};

}  // namespace xp860::network
