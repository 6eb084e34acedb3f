// Where the cycles of an interrupt go, read from the machine's event stream: the
// trap taken, the kernel routines the core enters (phase marks on their first
// instructions, which observe without changing anything), the returns to user
// mode. For each interrupt a node serves, from the IN trap to the return into the
// interrupted program:
//
//   interrupt_entry   the trap, the ROM's vector, trap_entry's saves and dispatch,
//                     until net_service starts
//   kernel_net_read   net_service reading the message from the network interface
//                     and matching it, and the check for a due handler
//   context_save      invoke_handler: the process's state saved, the handler's
//                     context built, until the handler runs in user mode
//   handler           the handler itself, until its trampoline's system call
//   context_restore   that call: the process's state back in the machine
//   return            trap_return, until the interrupted program runs again
//
// (an irecv has no context_save, handler or context_restore.)
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "kernel/kernel_boot.h"
#include "network/machine_event.h"

namespace xp860::kernel {

enum class Phase : std::uint8_t {
    InterruptEntry, KernelNetRead, ContextSave, Handler, ContextRestore, Return,
};
inline constexpr std::size_t kPhaseCount = 6;

std::string_view phase_name(Phase phase);

// The kernel routines that start phases, as marks for Machine::mark_phase: the
// mark of each is its Phase.
struct PhaseMark {
    std::uint32_t address;
    Phase phase;
};
std::vector<PhaseMark> phase_marks(const KernelImage& kernel);

// One interrupt a node served.
struct InterruptRecord {
    std::uint64_t taken = 0;        // the cycle the IN trap was taken
    std::uint64_t resumed = 0;      // the cycle the interrupted program ran again
    std::uint32_t resumed_pc = 0;   // where it did (fir: the step the interrupt came before)
    bool handler = false;           // it ran an hrecv handler
    std::array<std::uint64_t, kPhaseCount> cycles{};

    std::uint64_t total() const { return resumed - taken; }
    bool operator==(const InterruptRecord&) const = default;
};

// Follows one node's events and keeps a record of each interrupt it served.
class InterruptPhases {
public:
    explicit InterruptPhases(network::NodeId node) : node_(node) {}

    void observe(const network::MachineEvent& event);
    std::span<const InterruptRecord> interrupts() const { return {done_.data(), count_}; }

    // Where the reading stands, to keep beside a snapshot of the machine and come
    // back to when the snapshot is restored and its events are published again
    // (frontend/gui/history.h). The records past a mark back are kept, as the
    // future a replay recomputes, so a later mark can be come back to as well.
    struct Mark {
        bool active = false;
        Phase phase = Phase::InterruptEntry;
        std::uint64_t phase_start = 0;
        InterruptRecord current;
        std::size_t count = 0;
    };
    Mark mark() const { return {active_, phase_, phase_start_, current_, count_}; }
    void rewind(const Mark& mark);

    // The interrupt being served, while one is (a debugger stopped inside it): the
    // phase it is in, since which cycle, and its record so far (the phases before
    // this one; `resumed` not yet known).
    bool serving() const { return active_; }
    Phase phase() const { return phase_; }
    std::uint64_t phase_start() const { return phase_start_; }
    const InterruptRecord& current() const { return current_; }

private:
    void enter(Phase phase, std::uint64_t cycle);
    void finish();

    network::NodeId node_;
    bool active_ = false;
    Phase phase_ = Phase::InterruptEntry;
    std::uint64_t phase_start_ = 0;
    InterruptRecord current_;
    // The interrupts served, as far as the machine has been; the first count_ are
    // those before its present (fewer after a rewind).
    std::vector<InterruptRecord> done_;
    std::size_t count_ = 0;
};

}  // namespace xp860::kernel
