#include "network/node.h"

#include <algorithm>
#include <limits>
#include <utility>

#include "cpu/control_registers.h"
#include "cpu/registers.h"

namespace xp860::network {

Node::Node(NodeConfig config)
    : skip_idle_(config.skip_idle),
      bus_(config.ram_bytes, std::move(config.rom_image)),
      interrupts_([this](bool asserted) { core_.set_interrupt_line(asserted); }),
      timer_(events_, mmu::InterruptLine(interrupts_, mmu::kTimerLine), config.cycle_model.kTimerTicksPerCycle),
      memory_(bus_, config.timing, config.cycle_model),
      host_(memory_, events_),
      core_(memory_, config.cycle_model) {
    bus_.attach(timer_, mmu::kTimerBase, mmu::kDevicePageBytes);
    bus_.attach(console_, mmu::kConsoleBase, mmu::kDevicePageBytes);
    bus_.attach(interrupts_, mmu::kInterruptControllerBase, mmu::kDevicePageBytes);
    bus_.attach(host_, mmu::kHostBase, mmu::kDevicePageBytes);
    memory_.set_interrupt_controller(interrupts_);
    memory_.attach_clock(core_.state().cycles);
    // A device the core writes during a run may want to act before the run would end.
    events_.on_schedule([this](std::uint64_t cycle) { core_.limit_run_to(cycle); });
}

std::string_view halt_name(RunResult::Halt halt) {
    switch (halt) {
        case RunResult::Halt::UnhandledTrap: return "trap";
        case RunResult::Halt::SelfBranch: return "self-branch";
        case RunResult::Halt::CycleLimit: return "cycle-limit";
        case RunResult::Halt::Unimplemented: return "unimplemented";
        case RunResult::Halt::Exit: return "exit";
        case RunResult::Halt::Abort: return "abort";
    }
    return "?";
}

void Node::attach_network_interface(mmu::Device& device) {
    bus_.attach(device, mmu::kNetworkInterfaceBase, mmu::kNetworkInterfaceBytes);
    network_interface_ = &device;
}

bool Node::load(std::uint32_t address, std::span<const std::uint8_t> bytes) {
    if (!memory_.in_ram(address, bytes.size())) return false;
    memory_.load(address, bytes);
    idle_loop_.forget();  // the loop's code may have changed
    return true;
}

void Node::reset() {
    core_.reset();
    idle_loop_.forget();
}

void Node::start_at(std::uint32_t entry) {
    reset();
    cpu::CpuState& state = core_.state();
    state.pc = entry;
    state.npc = entry + 4;
    state.r[cpu::kStackPointer] = (bus_.ram_bytes() - 16) & ~15u;
}

bool Node::trap_vector_answers() {
    const std::optional<std::uint32_t> physical = memory_.peek_translation(cpu::kTrapVector);
    return physical && memory_.answers(*physical);
}

std::optional<RunResult> Node::halt_for(const cpu::RunOutcome& outcome) {
    // The host device's exit and abort end the run after the instruction that called.
    if (const std::optional<mmu::HostEnd>& end = host_.end()) {
        const bool exit = end->kind == mmu::HostEnd::Kind::Exit;
        return RunResult{exit ? RunResult::Halt::Exit : RunResult::Halt::Abort, core_.state().pc, 0, {}, end->status};
    }
    switch (outcome.reason) {
        case cpu::RunOutcome::Reason::Trapped:
            // With nothing at the trap vector the first trap ends the run.
            if (trap_vector_answers()) return std::nullopt;
            return RunResult{RunResult::Halt::UnhandledTrap, outcome.pc, outcome.trap_bits, {}};
        case cpu::RunOutcome::Reason::Unimplemented:
            return RunResult{RunResult::Halt::Unimplemented, outcome.pc, 0, outcome.unimplemented};
        case cpu::RunOutcome::Reason::SelfBranch: {
            // `br .` is the bare machine's halt, unless an interrupt can still end it:
            // interrupts enabled and the line up, a device event to come, or a
            // network interface a message may reach.
            const cpu::CpuState& s = core_.state();
            const bool interruptible = (s.psr & cpu::psr::kInterruptMode) != 0 &&
                                       (s.interrupt_line || events_.next_cycle().has_value() || network_interface_ != nullptr);
            if (interruptible) return std::nullopt;
            return RunResult{RunResult::Halt::SelfBranch, outcome.pc, 0, {}};
        }
        case cpu::RunOutcome::Reason::CycleLimit: break;
    }
    return std::nullopt;
}

std::optional<std::uint64_t> Node::idle_until() const {
    if (!idle_loop_.repeating() || !skip_idle_ || memory_.watches_fetches() ||
        !idle_loop_.idle(core_.state(), memory_.statistics()))
        return std::nullopt;
    return events_.next_cycle().value_or(std::numeric_limits<std::uint64_t>::max());
}

NodeStep Node::step() {
    events_.run_due(core_.state().cycles);
    NodeStep result{core_.step(), std::nullopt};
    const cpu::StepOutcome& outcome = result.outcome;
    using Kind = cpu::StepOutcome::Kind;
    if (outcome.kind != Kind::Executed) idle_loop_.forget();
    using Reason = cpu::RunOutcome::Reason;
    if (outcome.kind == Kind::Trapped)
        result.halt = halt_for({Reason::Trapped, outcome.pc, outcome.trap_bits, {}});
    else if (outcome.kind == Kind::Unimplemented)
        result.halt = halt_for({Reason::Unimplemented, outcome.pc, 0, outcome.unimplemented});
    else if (outcome.self_branch_done)
        result.halt = halt_for({Reason::SelfBranch, core_.state().pc, 0, {}});
    else
        result.halt = halt_for({Reason::CycleLimit, core_.state().pc, 0, {}});  // only an exit stops it
    return result;
}

RunResult Node::run(std::uint64_t max_cycles, cpu::StepObserver* observer) {
    const std::uint64_t start = core_.state().cycles;
    const std::uint64_t end =
        max_cycles > std::numeric_limits<std::uint64_t>::max() - start ? std::numeric_limits<std::uint64_t>::max()
                                                                         : start + max_cycles;
    for (;;) {
        events_.run_due(core_.state().cycles);
        if (core_.state().cycles >= end) return {RunResult::Halt::CycleLimit, core_.state().pc, 0, {}};
        const std::uint64_t until = std::min(end, events_.next_cycle().value_or(end));
        // An observer hears of every step, and a fetch watch of every fetch: those step.
        const bool repeating = idle_loop_.repeating();
        if (repeating && skip_idle_ && observer == nullptr && !memory_.watches_fetches())
            idle_loop_.skip(core_.state(), memory_.statistics(), until);
        const cpu::RunOutcome outcome = core_.run(until, true, observer);
        if (outcome.reason == cpu::RunOutcome::Reason::SelfBranch)
            idle_loop_.passed(core_.state(), memory_.statistics());
        else if (outcome.reason != cpu::RunOutcome::Reason::CycleLimit)
            idle_loop_.forget();
        else if (repeating)
            idle_loop_.stopped(core_.state(), memory_.statistics());
        if (std::optional<RunResult> halt = halt_for(outcome)) return std::move(*halt);
    }
}

}  // namespace xp860::network
