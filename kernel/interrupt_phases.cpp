#include "kernel/interrupt_phases.h"

#include <stdexcept>

#include "cpu/control_registers.h"

namespace xp860::kernel {

using network::MachineEvent;

std::string_view phase_name(Phase phase) {
    switch (phase) {
        case Phase::InterruptEntry: return "interrupt_entry";
        case Phase::KernelNetRead: return "kernel_net_read";
        case Phase::ContextSave: return "context_save";
        case Phase::Handler: return "handler";
        case Phase::ContextRestore: return "context_restore";
        case Phase::Return: return "return";
    }
    return "?";
}

std::vector<PhaseMark> phase_marks(const KernelImage& kernel) {
    return {{kernel.symbol("net_service"), Phase::KernelNetRead},
            {kernel.symbol("invoke_handler"), Phase::ContextSave},
            {kernel.symbol("trap_return"), Phase::Return}};
}

// A record past the present that the replay does not give again was of a future
// an edit discarded: it goes, with every record after it.
void InterruptPhases::finish() {
    if (count_ < done_.size() && done_[count_] != current_) done_.resize(count_);
    if (count_ == done_.size()) done_.push_back(current_);
    ++count_;
}

void InterruptPhases::rewind(const Mark& mark) {
    if (mark.count > done_.size()) throw std::logic_error("InterruptPhases::rewind: a mark of another reading");
    active_ = mark.active;
    phase_ = mark.phase;
    phase_start_ = mark.phase_start;
    current_ = mark.current;
    count_ = mark.count;
}

void InterruptPhases::enter(Phase phase, std::uint64_t cycle) {
    current_.cycles[static_cast<std::size_t>(phase_)] += cycle - phase_start_;
    phase_ = phase;
    phase_start_ = cycle;
}

// The order within one interrupt: entry, then net_service; from there either
// invoke_handler (an hrecv) or trap_return (nothing to run); a handler starts at
// the return into user mode and ends at the trap its trampoline makes; its restore
// ends where trap_return starts. trap_return is also how the handler is entered, so
// it counts as the final phase only once no handler is being entered.
void InterruptPhases::observe(const MachineEvent& event) {
    if (event.node != node_) return;
    const bool interrupt = event.kind == MachineEvent::Kind::TrapTaken && (event.value & cpu::psr::kInterrupt) != 0;
    if (!active_) {
        if (!interrupt) return;
        active_ = true;
        current_ = {};
        current_.taken = event.cycle;
        phase_ = Phase::InterruptEntry;
        phase_start_ = event.cycle;
        return;
    }
    switch (event.kind) {
        case MachineEvent::Kind::Phase: {
            const auto mark = static_cast<Phase>(event.value);
            if (phase_ == Phase::InterruptEntry && mark == Phase::KernelNetRead) enter(mark, event.cycle);
            else if (phase_ == Phase::KernelNetRead && mark != Phase::KernelNetRead) enter(mark, event.cycle);
            else if (phase_ == Phase::ContextRestore && mark == Phase::Return) enter(mark, event.cycle);
            break;
        }
        case MachineEvent::Kind::ReturnFromTrap:
            if (event.value == 0) break;  // still in supervisor mode
            if (phase_ == Phase::ContextSave) {
                current_.handler = true;
                enter(Phase::Handler, event.cycle);
            } else if (phase_ == Phase::Return) {
                enter(Phase::Return, event.cycle);
                current_.resumed = event.cycle;
                current_.resumed_pc = event.address;
                finish();
                active_ = false;
            }
            break;
        case MachineEvent::Kind::TrapTaken:
            if (phase_ == Phase::Handler) enter(Phase::ContextRestore, event.cycle);
            break;
        default: break;
    }
}

}  // namespace xp860::kernel
