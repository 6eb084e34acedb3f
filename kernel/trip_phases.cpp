#include "kernel/trip_phases.h"

#include <numeric>

#include "cpu/control_registers.h"

namespace xp860::kernel {
namespace {

using network::MachineEvent;

constexpr std::uint32_t kSendMark = 0x100;  // beyond interrupt_phases.h's marks

}  // namespace

std::string_view trip_phase_name(TripPhase phase) {
    switch (phase) {
        case TripPhase::SendCall: return "send_call";
        case TripPhase::Wire: return "wire";
        case TripPhase::InterruptWait: return "interrupt_wait";
        case TripPhase::InterruptEntry: return "interrupt_entry";
        case TripPhase::KernelNetRead: return "kernel_net_read";
        case TripPhase::Return: return "return";
        case TripPhase::Wake: return "wake";
        case TripPhase::User: return "user";
    }
    return "?";
}

std::uint64_t Trip::total() const { return std::accumulate(cycles.begin(), cycles.end(), std::uint64_t{0}); }

TripPhases::TripPhases(const KernelImage& kernel, network::NodeId a, network::NodeId b)
    : kernel_(kernel), nodes_{Node{a, InterruptPhases(a)}, Node{b, InterruptPhases(b)}} {}

void TripPhases::attach(network::Machine& machine) {
    for (const Node& n : nodes_) {
        for (const PhaseMark& mark : phase_marks(kernel_))
            machine.mark_phase(n.id, mark.address, static_cast<std::uint32_t>(mark.phase));
        machine.mark_phase(n.id, kernel_.symbol("sys_isend"), kSendMark);
    }
    machine.subscribe([this](const MachineEvent& event) { observe(event); });
}

// The sender's send ends the trip into it, if one is open, and starts the next.
void TripPhases::send_begins(Node& sender) {
    if (open_ && open_->trip.receiver == sender.id && open_->interrupt) {
        Open& o = *open_;
        const InterruptRecord& in = *o.interrupt;
        auto& c = o.trip.cycles;
        c[static_cast<std::size_t>(TripPhase::SendCall)] = o.injected - o.trip.start;
        c[static_cast<std::size_t>(TripPhase::Wire)] = o.delivered - o.injected;
        c[static_cast<std::size_t>(TripPhase::InterruptWait)] = in.taken - o.delivered;
        for (const auto& [trip_phase, phase] : {std::pair{TripPhase::InterruptEntry, Phase::InterruptEntry},
                                               std::pair{TripPhase::KernelNetRead, Phase::KernelNetRead},
                                               std::pair{TripPhase::Return, Phase::Return}})
            c[static_cast<std::size_t>(trip_phase)] = in.cycles[static_cast<std::size_t>(phase)];
        c[static_cast<std::size_t>(TripPhase::Wake)] = sender.last_user_return - in.resumed;
        c[static_cast<std::size_t>(TripPhase::User)] = sender.last_trap - sender.last_user_return;
        trips_.push_back(o.trip);
    }
    const network::NodeId receiver = sender.id == nodes_[0].id ? nodes_[1].id : nodes_[0].id;
    open_ = Open{};
    open_->trip = {sender.id, receiver, sender.last_trap, {}};
}

void TripPhases::observe(const MachineEvent& event) {
    if (event.node != nodes_[0].id && event.node != nodes_[1].id) return;
    Node& n = node(event.node);
    if (event.kind != MachineEvent::Kind::Phase || event.value < kPhaseCount) n.interrupts.observe(event);
    switch (event.kind) {
        case MachineEvent::Kind::TrapTaken: n.last_trap = event.cycle; break;
        case MachineEvent::Kind::ReturnFromTrap:
            if (event.value == 1) n.last_user_return = event.cycle;
            break;
        case MachineEvent::Kind::Phase:
            if (event.value == kSendMark) send_begins(n);
            break;
        case MachineEvent::Kind::MessageInjected:
            if (open_ && open_->trip.sender == n.id && open_->injected == 0) open_->injected = event.cycle;
            break;
        case MachineEvent::Kind::MessageDelivered:
            if (open_ && open_->trip.receiver == n.id && open_->delivered == 0) {
                open_->delivered = event.cycle;
                open_->interrupts_before = n.interrupts.interrupts().size();
            }
            break;
        default: break;
    }
    // The first interrupt the receiver finishes serving after the delivery.
    if (open_ && open_->delivered != 0 && !open_->interrupt && open_->trip.receiver == n.id &&
        n.interrupts.interrupts().size() > open_->interrupts_before)
        open_->interrupt = n.interrupts.interrupts()[open_->interrupts_before];
}

}  // namespace xp860::kernel
