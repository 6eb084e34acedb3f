#include "frontend/gui/run_control.h"

#include "cpu/control_registers.h"
#include "cpu/decoder.h"
#include "cpu/little_endian.h"
#include "cpu/registers.h"
#include "frontend/register_fields.h"
#include "frontend/gui/value_text.h"

namespace xp860::gui {
namespace {

bool is_user(const cpu::CpuState& state) { return (state.psr & cpu::psr::kUserMode) != 0; }

bool is_call_at(const network::Node& node, std::uint32_t address) {
    if (!node.memory().in_ram(address, 4)) return false;
    const auto instruction = cpu::decode(cpu::load_little_endian(node.memory().bytes(address, 4)));
    return instruction && (instruction->form->mnemonic == "call" || instruction->form->mnemonic == "calli");
}

}  // namespace

std::string describe(const network::RunResult& halt) {
    switch (halt.halt) {
        case network::RunResult::Halt::UnhandledTrap:
            return "trap " + frontend::trap_names(halt.trap_bits) + " at " + address_text(halt.pc) +
                   " (no handler: nothing is mapped at the trap vector)";
        case network::RunResult::Halt::SelfBranch: return "br . at " + address_text(halt.pc);
        case network::RunResult::Halt::CycleLimit: return "cycle limit at " + address_text(halt.pc);
        case network::RunResult::Halt::Unimplemented:
            return "not implemented yet at " + address_text(halt.pc) + (halt.detail.empty() ? "" : ": " + halt.detail);
    }
    return "?";
}

std::string describe(const Stop& stop) {
    const std::string node = stop.node >= 0 ? "node " + std::to_string(stop.node) + ": " : "";
    switch (stop.reason) {
        case Stop::Reason::Stepped: return node + "stepped to " + address_text(stop.pc);
        case Stop::Reason::Returned: return node + "returned to " + address_text(stop.pc);
        case Stop::Reason::Breakpoint: return node + "breakpoint at " + address_text(stop.pc);
        case Stop::Reason::Trap:
            return node + "trap " + frontend::trap_names(stop.trap_bits) + " taken at " + address_text(stop.pc);
        case Stop::Reason::Halted: return node + "halted at " + address_text(stop.pc);
        case Stop::Reason::CyclesDone: return "ran the cycles asked for";
        case Stop::Reason::Paused: return "paused";
        case Stop::Reason::NothingToRun: return node + "nothing to run: load a program, or reset a halted node";
    }
    return "?";
}

ControlledNode::ControlledNode(const network::NodeConfig& config) : node_(std::make_unique<network::Node>(config)) {}

void ControlledNode::attach(std::unique_ptr<network::Node> node) {
    node_ = std::move(node);
    loaded_ = true;
    halt_.reset();
    events_.clear();
    const cpu::CpuState& s = node_->core().state();
    NodeEvent started;
    started.kind = NodeEvent::Kind::Started;
    started.cycle = started.end_cycle = s.cycles;
    started.pc = s.pc;
    started.user = is_user(s);
    events_.record(started);
}

network::NodeStep ControlledNode::step() {
    const cpu::CpuState& s = node_->core().state();
    const bool was_user = is_user(s);
    const std::uint64_t first_cycle = s.cycles;
    network::NodeStep result = node_->step();
    NodeEvent event;
    event.cycle = first_cycle;
    event.end_cycle = s.cycles;
    if (result.outcome.kind == cpu::StepOutcome::Kind::Trapped) {
        event.kind = NodeEvent::Kind::Trap;
        event.pc = result.outcome.pc;
        event.trap_bits = result.outcome.trap_bits;
        events_.record(event);
    }
    if (is_user(s) != was_user) {
        event.kind = NodeEvent::Kind::ModeChange;
        event.cycle = s.cycles;
        event.pc = s.pc;
        event.user = is_user(s);
        events_.record(event);
    }
    if (result.halt) {
        halt_ = result.halt;
        event.kind = NodeEvent::Kind::Halted;
        event.cycle = s.cycles;
        event.pc = result.halt->pc;
        event.trap_bits = result.halt->trap_bits;
        event.halt = result.halt->halt;
        events_.record(event);
    }
    return result;
}

void ControlledNode::toggle_breakpoint(std::uint32_t address) {
    if (!breakpoints_.erase(address)) breakpoints_.insert(address);
}

RunControl::RunControl(int node_count, const network::NodeConfig& config) {
    for (int i = 0; i < node_count; ++i) nodes_.push_back(std::make_unique<ControlledNode>(config));
}

Stop RunControl::step_into(int index) {
    goal_.reset();
    ControlledNode& n = node(index);
    if (!n.loaded()) return {Stop::Reason::NothingToRun, index, 0, 0};
    if (n.halt()) return {Stop::Reason::Halted, index, n.halt()->pc, n.halt()->trap_bits};
    const network::NodeStep result = n.step();
    if (result.halt) return {Stop::Reason::Halted, index, result.halt->pc, result.halt->trap_bits};
    return {Stop::Reason::Stepped, index, n.node().core().state().pc, 0};
}

void RunControl::start(const RunGoal& goal) {
    Pursuit pursuit;
    pursuit.goal = goal;
    pursuit.moved.assign(nodes_.size(), false);
    for (const auto& n : nodes_) pursuit.targets.push_back(n->node().core().state().cycles + goal.cycles);
    goal_ = pursuit;
}

Stop RunControl::pause() { return finish({Stop::Reason::Paused, -1, 0, 0}); }

Stop RunControl::finish(const Stop& stop) {
    goal_.reset();
    return stop;
}

int RunControl::next_node(const Pursuit& pursuit) const {
    int best = -1;
    for (std::size_t i = 0; i < nodes_.size(); ++i) {
        const ControlledNode& n = *nodes_[i];
        if (!n.runnable()) continue;
        const std::uint64_t cycles = n.node().core().state().cycles;
        if (pursuit.goal.kind == RunGoal::Kind::Cycles && cycles >= pursuit.targets[i]) continue;
        if (best < 0 || cycles < nodes_[static_cast<std::size_t>(best)]->node().core().state().cycles)
            best = static_cast<int>(i);
    }
    return best;
}

std::optional<Stop> RunControl::step_and_check(Pursuit& pursuit, int index) {
    ControlledNode& n = node(index);
    const auto i = static_cast<std::size_t>(index);
    if (pursuit.moved[i] && n.at_breakpoint())
        return Stop{Stop::Reason::Breakpoint, index, n.node().core().state().pc, 0};
    pursuit.moved[i] = true;
    const network::NodeStep result = n.step();
    if (result.outcome.kind == cpu::StepOutcome::Kind::Trapped && pursuit.goal.kind == RunGoal::Kind::ToTrap)
        return Stop{Stop::Reason::Trap, index, result.outcome.pc, result.outcome.trap_bits};
    if (result.halt) return Stop{Stop::Reason::Halted, index, result.halt->pc, result.halt->trap_bits};
    return std::nullopt;
}

std::optional<Stop> RunControl::advance(std::uint64_t max_cycles) {
    if (!goal_) return Stop{Stop::Reason::NothingToRun, -1, 0, 0};
    Pursuit& pursuit = *goal_;
    if (pursuit.goal.kind == RunGoal::Kind::StepOver) return advance_step_over(pursuit, max_cycles);
    const int first = next_node(pursuit);
    if (first < 0) return finish({Stop::Reason::NothingToRun, -1, 0, 0});
    const std::uint64_t limit = node(first).node().core().state().cycles + max_cycles;
    for (;;) {
        const int index = next_node(pursuit);
        if (index < 0) return finish({Stop::Reason::CyclesDone, -1, 0, 0});  // only Cycles runs out of nodes
        if (node(index).node().core().state().cycles >= limit) return std::nullopt;
        if (const auto stop = step_and_check(pursuit, index)) return finish(*stop);
    }
}

// DECISION: stepping over a call runs until the pc reaches the return address the
// call left in r1 with the stack pointer back at (or above) the caller's, as the
// call's slot left it: a recursive call through the same site returns to the
// same pc deeper in the stack and does not stop the step.
std::optional<Stop> RunControl::advance_step_over(Pursuit& pursuit, std::uint64_t max_cycles) {
    const int index = pursuit.goal.node;
    ControlledNode& n = node(index);
    if (!n.loaded()) return finish({Stop::Reason::NothingToRun, index, 0, 0});
    if (n.halt()) return finish({Stop::Reason::Halted, index, n.halt()->pc, n.halt()->trap_bits});
    const cpu::CpuState& s = n.node().core().state();
    if (pursuit.call == Pursuit::Call::NotSeen) {
        if (!is_call_at(n.node(), s.pc)) return finish(step_into(index));
        if (const auto stop = step_and_check(pursuit, index)) return finish(*stop);
        pursuit.return_pc = s.r[cpu::kReturnAddress];
        pursuit.call = Pursuit::Call::InSlot;
    }
    if (pursuit.call == Pursuit::Call::InSlot) {
        if (const auto stop = step_and_check(pursuit, index)) return finish(*stop);
        pursuit.caller_stack_pointer = s.r[cpu::kStackPointer];
        pursuit.call = Pursuit::Call::Inside;
    }
    const std::uint64_t limit = s.cycles + max_cycles;
    while (s.cycles < limit) {
        if (s.pc == pursuit.return_pc && s.r[cpu::kStackPointer] >= pursuit.caller_stack_pointer)
            return finish({Stop::Reason::Returned, index, s.pc, 0});
        if (const auto stop = step_and_check(pursuit, index)) return finish(*stop);
    }
    return std::nullopt;
}

}  // namespace xp860::gui
