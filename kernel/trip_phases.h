// Where the time of an NX message's one-way trip goes, in a csend/crecv ping-pong
// (roms/bench/nx/nx_bench.c), read from the machine's event stream as
// interrupt_phases.h reads an interrupt: the sender's system call trap, the kernel's
// isend (a mark on sys_isend), the message's injection and delivery, the
// receiver's interrupt and its phases, its returns to user mode, and its next
// send. A trip runs from the sender's send trap to the receiver's next send trap:
//
//   send_call        the sender's trap, its system call and isend, until the
//                    network interface injects the message
//   wire             the interface and the mesh: injection to the tail's delivery
//   interrupt_wait   delivered, until the receiver takes the interrupt (interrupts
//                    are on in msgwait only at its trap instruction, between retries)
//   interrupt_entry, kernel_net_read, return
//                    the interrupt (interrupt_phases.h)
//   wake             the waiting process's retried msgwait finding the receive
//                    done, to its last return into user mode
//   user             crecv's return through the library and the program's loop,
//                    into the next csend's trap
//
// In a ping-pong the trips alternate direction and each starts where the last
// ended, so a round trip is two of them.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "kernel/interrupt_phases.h"
#include "network/machine.h"

namespace xp860::kernel {

enum class TripPhase : std::uint8_t {
    SendCall, Wire, InterruptWait, InterruptEntry, KernelNetRead, Return, Wake, User,
};
inline constexpr std::size_t kTripPhaseCount = 8;
std::string_view trip_phase_name(TripPhase phase);

struct Trip {
    network::NodeId sender = 0, receiver = 0;
    std::uint64_t start = 0;  // the sender's send trap
    std::array<std::uint64_t, kTripPhaseCount> cycles{};

    std::uint64_t total() const;
};

// Follows the two nodes of a ping-pong; attach() before the machine runs.
class TripPhases {
public:
    TripPhases(const KernelImage& kernel, network::NodeId a, network::NodeId b);
    void attach(network::Machine& machine);
    // The trips ended so far, in order (the last, not ended by a send, is not one).
    const std::vector<Trip>& trips() const { return trips_; }

private:
    struct Node {
        network::NodeId id;
        InterruptPhases interrupts;
        std::uint64_t last_trap = 0, last_user_return = 0;
    };
    struct Open {  // a trip under way, into `receiver`
        Trip trip;
        std::uint64_t injected = 0, delivered = 0;
        std::optional<InterruptRecord> interrupt;
        std::size_t interrupts_before = 0;  // the receiver's interrupts served before delivery
    };

    void observe(const network::MachineEvent& event);
    Node& node(network::NodeId id) { return id == nodes_[0].id ? nodes_[0] : nodes_[1]; }
    void send_begins(Node& sender);

    const KernelImage& kernel_;
    std::array<Node, 2> nodes_;
    std::optional<Open> open_;
    std::vector<Trip> trips_;
};

}  // namespace xp860::kernel
