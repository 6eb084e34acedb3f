#include "frontend/gui/run_control.h"

#include <algorithm>

#include "cpu/control_registers.h"
#include "cpu/decoder.h"
#include "cpu/registers.h"
#include "frontend/gui/history.h"
#include "frontend/gui/value_text.h"
#include "frontend/register_fields.h"

namespace xp860::gui {

using network::MachineEvent;

namespace {

bool has_marker(std::span<const TimelineMarker> markers, MarkerKind kind) {
    return std::ranges::any_of(markers, [&](const TimelineMarker& m) { return m.kind == kind; });
}

// What an event is, for a stop's message, when the timeline made no marker of it.
std::string event_text(const MachineEvent& event, std::span<const TimelineMarker> markers) {
    if (!markers.empty()) return markers.front().label;
    switch (event.kind) {
        case MachineEvent::Kind::ReturnFromTrap:
            return std::string("returned from trap into ") + (event.value != 0 ? "user" : "supervisor") + " mode at " +
                   address_text(event.address);
        case MachineEvent::Kind::TrapTaken:
            return "trap " + frontend::trap_names(event.value) + " taken at " + address_text(event.address);
        default: return "event at cycle " + std::to_string(event.cycle);
    }
}

// The events a goal waits for on its node.
std::optional<EventBreak> goal_event(RunGoal::Kind kind) {
    switch (kind) {
        case RunGoal::Kind::ToInterrupt: return EventBreak::Interrupt;
        case RunGoal::Kind::ToContextSwitch: return EventBreak::ContextSwitch;
        case RunGoal::Kind::ToTrap: return EventBreak::Trap;
        default: return std::nullopt;
    }
}

// The experiment's own runs go through breakpoints.
bool ignores_breakpoints(RunGoal::Kind kind) { return kind == RunGoal::Kind::Trials || kind == RunGoal::Kind::ToEnd; }

}  // namespace

std::string_view event_break_name(EventBreak kind) {
    switch (kind) {
        case EventBreak::Interrupt: return "interrupt";
        case EventBreak::ContextSwitch: return "switch";
        case EventBreak::Trap: return "trap";
        case EventBreak::MessageInjected: return "injected";
        case EventBreak::MessageDelivered: return "delivered";
        case EventBreak::Halt: return "halt";
    }
    return "?";
}

std::optional<EventBreak> event_break_named(std::string_view name) {
    for (const EventBreak kind : kEventBreaks)
        if (event_break_name(kind) == name) return kind;
    return std::nullopt;
}

bool event_is(EventBreak kind, const MachineEvent& event, std::span<const TimelineMarker> markers) {
    switch (kind) {
        case EventBreak::Interrupt:
            return event.kind == MachineEvent::Kind::TrapTaken && (event.value & cpu::psr::kInterrupt) != 0;
        case EventBreak::ContextSwitch:
            return event.kind == MachineEvent::Kind::ReturnFromTrap || has_marker(markers, MarkerKind::ContextSave) ||
                   has_marker(markers, MarkerKind::ContextRestore);
        case EventBreak::Trap: return event.kind == MachineEvent::Kind::TrapTaken;
        case EventBreak::MessageInjected: return event.kind == MachineEvent::Kind::MessageInjected;
        case EventBreak::MessageDelivered: return event.kind == MachineEvent::Kind::MessageDelivered;
        case EventBreak::Halt: return event.kind == MachineEvent::Kind::Halted;
    }
    return false;
}

bool is_call(network::Machine& machine, int node, std::uint32_t pc) {
    const auto word = machine.node(static_cast<network::NodeId>(node)).memory().peek_instruction(pc);
    const auto instruction = word ? cpu::decode(*word) : std::nullopt;
    return instruction && (instruction->form->mnemonic == "call" || instruction->form->mnemonic == "calli");
}

std::string describe(const network::RunResult& halt) {
    switch (halt.halt) {
        case network::RunResult::Halt::UnhandledTrap:
            return "trap " + frontend::trap_names(halt.trap_bits) + " at " + address_text(halt.pc) +
                   " (no handler: nothing is mapped at the trap vector)";
        case network::RunResult::Halt::SelfBranch: return "br . at " + address_text(halt.pc);
        case network::RunResult::Halt::CycleLimit: return "cycle limit at " + address_text(halt.pc);
        case network::RunResult::Halt::Unimplemented:
            return "not implemented yet at " + address_text(halt.pc) + (halt.detail.empty() ? "" : ": " + halt.detail);
        case network::RunResult::Halt::Exit: return "exit(" + std::to_string(halt.status) + ") at " + address_text(halt.pc);
        case network::RunResult::Halt::Abort: return "abort() at " + address_text(halt.pc);
    }
    return "?";
}

std::string describe(const Stop& stop) {
    const std::string node = stop.node >= 0 ? "node " + std::to_string(stop.node) + ": " : "";
    switch (stop.reason) {
        case Stop::Reason::Stepped: return node + "stepped to " + address_text(stop.pc);
        case Stop::Reason::Returned: return node + "returned to " + address_text(stop.pc);
        case Stop::Reason::Breakpoint: return node + "breakpoint at " + address_text(stop.pc);
        case Stop::Reason::Event: return node + stop.what + "; pc " + address_text(stop.pc);
        case Stop::Reason::Halted: return node + "halted at " + address_text(stop.pc);
        case Stop::Reason::CyclesDone: return "ran the cycles asked for";
        case Stop::Reason::TrialsDone: return "the trials asked for are done";
        case Stop::Reason::Finished: return "every node has halted";
        case Stop::Reason::Paused: return "paused";
        case Stop::Reason::NothingToRun: return node + "nothing to run: load a program, or reset a halted node";
    }
    return "?";
}

RunControl::RunControl(std::function<bool(int)> has_program, std::function<std::uint32_t()> trials_done)
    : has_program_(std::move(has_program)), trials_done_(std::move(trials_done)), history_(std::make_unique<History>()) {
    event_breaks_[static_cast<std::size_t>(EventBreak::Halt)] = true;
}

RunControl::~RunControl() = default;

void RunControl::attach(network::Machine& machine) {
    machine_ = &machine;
    history_->attach(machine);
    pursuit_.reset();
    stop_.reset();
    breakpoints_.resize(machine.node_count());
}

const cpu::CpuState& RunControl::state(int node) const {
    return machine_->node(static_cast<network::NodeId>(node)).core().state();
}

bool RunControl::any_breakpoints() const {
    return std::ranges::any_of(breakpoints_, [](const auto& set) { return !set.empty(); });
}

void RunControl::toggle_breakpoint(int node, std::uint32_t address) {
    std::set<std::uint32_t>& set = breakpoints_.at(static_cast<std::size_t>(node));
    if (!set.erase(address)) set.insert(address);
}

void RunControl::toggle_event_break(EventBreak kind) {
    bool& on = event_breaks_[static_cast<std::size_t>(kind)];
    on = !on;
}

Stop RunControl::finish(Stop stop) {
    pursuit_.reset();
    stop_.reset();
    if (stop.node >= 0 && stop.reason != Stop::Reason::Halted && stop.reason != Stop::Reason::NothingToRun)
        stop.pc = state(stop.node).pc;
    return stop;
}

Stop RunControl::step_into(int node) {
    pursuit_.reset();
    stop_.reset();
    if (!has_program_(node)) return {Stop::Reason::NothingToRun, node, 0, {}};
    const auto id = static_cast<network::NodeId>(node);
    if (machine_->halted(id)) return {Stop::Reason::Halted, node, machine_->halt(id)->pc, {}};
    const std::optional<network::NodeStep> step = machine_->step(id);
    machine_->run_to(state(node).cycles);
    history_->moved();
    if (step->halt) return {Stop::Reason::Halted, node, step->halt->pc, {}};
    return {Stop::Reason::Stepped, node, state(node).pc, {}};
}

std::optional<Stop> RunControl::start(const RunGoal& goal) {
    Pursuit pursuit;
    pursuit.goal = goal;
    pursuit.moved.assign(machine_->node_count(), false);
    if (goal.kind == RunGoal::Kind::Cycles) pursuit.target = machine_->cycle() + goal.count;
    if (goal.kind == RunGoal::Kind::StepOver) {
        const std::uint32_t pc = state(goal.node).pc;
        if (!is_call(*machine_, goal.node, pc) || !has_program_(goal.node) ||
            machine_->halted(static_cast<network::NodeId>(goal.node)))
            return step_into(goal.node);
        pursuit.call_pc = pc;
    }
    stop_.reset();
    pursuit_ = std::move(pursuit);
    return std::nullopt;
}

Stop RunControl::pause() { return finish({Stop::Reason::Paused, -1, 0, {}}); }

void RunControl::notice(const MachineEvent& event, std::span<const TimelineMarker> markers) {
    history_->notice(event, markers);
    if (!pursuit_ || stop_ || !has_program_(static_cast<int>(event.node))) return;
    const RunGoal& goal = pursuit_->goal;
    const int node = static_cast<int>(event.node);
    if (const auto wanted = goal_event(goal.kind); wanted && node == goal.node && event_is(*wanted, event, markers)) {
        stop_ = Stop{Stop::Reason::Event, node, 0, event_text(event, markers)};
        return;
    }
    if (ignores_breakpoints(goal.kind)) return;
    for (const EventBreak kind : kEventBreaks) {
        if (!breaks_on(kind) || !event_is(kind, event, markers)) continue;
        stop_ = kind == EventBreak::Halt ? Stop{Stop::Reason::Halted, node, event.address, {}}
                                         : Stop{Stop::Reason::Event, node, 0, event_text(event, markers)};
        return;
    }
}

bool RunControl::needs_single_steps(const Pursuit& pursuit) const {
    switch (pursuit.goal.kind) {
        case RunGoal::Kind::Trials:
        case RunGoal::Kind::ToEnd: return false;
        case RunGoal::Kind::Continue:
        case RunGoal::Kind::Cycles: {
            if (any_breakpoints()) return true;
            for (const EventBreak kind : kEventBreaks)
                if (kind != EventBreak::Halt && breaks_on(kind)) return true;
            return false;  // a halt ends its node's run anyway: where the run stops after it is exact enough
        }
        default: return true;
    }
}

std::optional<Stop> RunControl::advance(std::uint64_t max_cycles) {
    if (!pursuit_) return Stop{Stop::Reason::NothingToRun, -1, 0, {}};
    bool anything = false;
    for (int node = 0; node < static_cast<int>(machine_->node_count()); ++node)
        anything = anything || (has_program_(node) && !machine_->halted(static_cast<network::NodeId>(node)));
    if (!anything) return finish({Stop::Reason::NothingToRun, -1, 0, {}});
    Pursuit& pursuit = *pursuit_;
    return needs_single_steps(pursuit) ? advance_by_steps(pursuit, max_cycles) : advance_by_quanta(pursuit, max_cycles);
}

std::optional<Stop> RunControl::advance_by_quanta(Pursuit& pursuit, std::uint64_t max_cycles) {
    // Trials are checked between slices: short ones, so a run stops soon after its last trial.
    const std::uint64_t slice = network::Machine::kQuantum * (pursuit.goal.kind == RunGoal::Kind::Trials ? 64 : 4096);
    network::Machine& machine = *machine_;
    const std::uint64_t limit = machine.cycle() + std::min(max_cycles, UINT64_MAX - machine.cycle());  // no wrap
    for (;;) {
        if (stop_) return finish(*stop_);
        if (machine.all_halted()) return finish({Stop::Reason::Finished, -1, 0, {}});
        if (pursuit.goal.kind == RunGoal::Kind::Cycles && machine.cycle() >= pursuit.target)
            return finish({Stop::Reason::CyclesDone, -1, 0, {}});
        if (pursuit.goal.kind == RunGoal::Kind::Trials && trials_done_() >= pursuit.goal.count)
            return finish({Stop::Reason::TrialsDone, -1, 0, {}});
        if (machine.cycle() >= limit) return std::nullopt;
        std::uint64_t end = std::min(limit, machine.cycle() + slice);
        if (pursuit.goal.kind == RunGoal::Kind::Cycles) end = std::min(end, pursuit.target);
        machine.run_to(end);
        history_->moved();
    }
}

std::optional<Stop> RunControl::advance_by_steps(Pursuit& pursuit, std::uint64_t max_cycles) {
    network::Machine& machine = *machine_;
    const std::uint64_t limit = machine.cycle() + std::min(max_cycles, UINT64_MAX - machine.cycle());  // no wrap
    for (;;) {
        if (stop_) return finish(*stop_);
        if (pursuit.goal.kind == RunGoal::Kind::StepOver) {
            const auto id = static_cast<network::NodeId>(pursuit.goal.node);
            if (machine.halted(id)) return finish({Stop::Reason::Halted, pursuit.goal.node, machine.halt(id)->pc, {}});
        }
        const std::optional<network::NodeId> next = machine.laggard();
        if (!next) return finish({Stop::Reason::Finished, -1, 0, {}});
        const int node = static_cast<int>(*next);
        if (pursuit.goal.kind == RunGoal::Kind::Cycles && state(node).cycles >= pursuit.target)
            return finish({Stop::Reason::CyclesDone, -1, 0, {}});
        if (machine.cycle() >= limit) return std::nullopt;
        if (const auto stop = before_step(pursuit, node)) return finish(*stop);
        pursuit.moved[static_cast<std::size_t>(node)] = true;
        if (const std::optional<network::NodeStep> step = machine.step(*next)) after_step(pursuit, node, *step);
        history_->moved();
    }
}

// DECISION: stepping over a call runs until the pc reaches the return address the
// call left in r1 with the stack pointer back at (or above) the caller's, as the
// call's slot left it: a recursive call through the same site returns to the
// same pc deeper in the stack and does not stop the step. An interrupt taken before
// the call ran is served first; the call counts once it has executed.
std::optional<Stop> RunControl::before_step(Pursuit& pursuit, int node) const {
    const cpu::CpuState& s = state(node);
    if (pursuit.goal.kind == RunGoal::Kind::StepOver && node == pursuit.goal.node &&
        pursuit.call == Pursuit::Call::Inside && s.pc == pursuit.return_pc &&
        s.r[cpu::kStackPointer] >= pursuit.caller_stack_pointer)
        return Stop{Stop::Reason::Returned, node, s.pc, {}};
    if (ignores_breakpoints(pursuit.goal.kind)) return std::nullopt;
    if (pursuit.moved[static_cast<std::size_t>(node)] && breakpoints_[static_cast<std::size_t>(node)].contains(s.pc))
        return Stop{Stop::Reason::Breakpoint, node, s.pc, {}};
    return std::nullopt;
}

void RunControl::after_step(Pursuit& pursuit, int node, const network::NodeStep& step) const {
    if (pursuit.goal.kind != RunGoal::Kind::StepOver || node != pursuit.goal.node) return;
    const cpu::CpuState& s = state(node);
    switch (pursuit.call) {
        case Pursuit::Call::NotRun:
            if (step.outcome.kind == cpu::StepOutcome::Kind::Executed && step.outcome.pc == pursuit.call_pc) {
                pursuit.return_pc = s.r[cpu::kReturnAddress];
                pursuit.call = Pursuit::Call::InSlot;
            }
            break;
        case Pursuit::Call::InSlot:
            pursuit.caller_stack_pointer = s.r[cpu::kStackPointer];
            pursuit.call = Pursuit::Call::Inside;
            break;
        case Pursuit::Call::Inside: break;
    }
}

}  // namespace xp860::gui
