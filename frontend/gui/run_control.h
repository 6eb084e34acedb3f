// Run control of a set of bare nodes: step one instruction, step over a call, run
// N cycles, run to a trap, run until a breakpoint or halt; pause. It knows no
// screen: the desktop app drives it a slice at a time between frames, a script
// drives it to the end. It is meant to move into the Machine API when that exists.
//
// DECISION: stepping (into or over) moves the selected node only and the others
// wait; running moves every node that can run, the one furthest behind in cycles
// first (ties to the lower number), so nodes stay within one instruction of each
// other. Until the mesh joins them nodes cannot affect each other, so this order
// changes nothing they compute; it is the Machine's scheduler that will define it.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "frontend/gui/node_events.h"
#include "network/node.h"

namespace xp860::gui {

// One node under run control: the node, what was observed of it, its breakpoints
// and its halt.
class ControlledNode {
public:
    explicit ControlledNode(const network::NodeConfig& config);

    // Puts a started node (a program loaded, pc at its entry) in place of the old
    // one: the events start again, the halt is cleared; breakpoints stay.
    void attach(std::unique_ptr<network::Node> node);

    // One instruction, recording its trap, mode change and halt. Only when runnable().
    network::NodeStep step();

    bool loaded() const { return loaded_; }
    bool runnable() const { return loaded_ && !halt_; }
    const network::Node& node() const { return *node_; }
    network::Node& node() { return *node_; }
    const NodeEventLog& events() const { return events_; }
    const std::optional<network::RunResult>& halt() const { return halt_; }
    const std::set<std::uint32_t>& breakpoints() const { return breakpoints_; }
    void toggle_breakpoint(std::uint32_t address);
    bool at_breakpoint() const { return breakpoints_.contains(node_->core().state().pc); }

private:
    std::unique_ptr<network::Node> node_;
    bool loaded_ = false;
    NodeEventLog events_;
    std::optional<network::RunResult> halt_;
    std::set<std::uint32_t> breakpoints_;
};

struct Stop {
    enum class Reason : std::uint8_t {
        Stepped,      // one instruction of the node done
        Returned,     // step over: the call returned to the instruction after its slot
        Breakpoint,   // the node's pc reached a breakpoint (it has not executed)
        Trap,         // run to trap: the node took a trap
        Halted,       // the node halted (trap with no handler, `br .`, unimplemented)
        CyclesDone,   // run N cycles: every node ran them
        Paused,       // by the user or a script's budget
        NothingToRun,  // no node has a program, or every one has halted
    };
    Reason reason = Reason::Stepped;
    int node = -1;  // the node it happened on; -1 when it is about no one node
    std::uint32_t pc = 0;
    std::uint32_t trap_bits = 0;
};

struct RunGoal {
    enum class Kind : std::uint8_t {
        Continue,  // until a breakpoint or a halt
        Cycles,    // `cycles` more cycles on every node (or a breakpoint or halt)
        ToTrap,    // until a trap is taken (or a breakpoint or halt)
        StepOver,  // node `node`: a call with its slot up to its return; anything else one step
    };
    Kind kind = Kind::Continue;
    std::uint64_t cycles = 0;
    int node = 0;
};

// "node 0: breakpoint at 0x00010024", "node 1: halted: trap IT at 0x0001002c", ...
std::string describe(const Stop& stop);
// "trap IT at 0x0001002c", "br . at 0x00010040", "not implemented: pfld.q at ..."
std::string describe(const network::RunResult& halt);

class RunControl {
public:
    RunControl(int node_count, const network::NodeConfig& config);

    int node_count() const { return static_cast<int>(nodes_.size()); }
    ControlledNode& node(int index) { return *nodes_.at(static_cast<std::size_t>(index)); }
    const ControlledNode& node(int index) const { return *nodes_.at(static_cast<std::size_t>(index)); }

    // One instruction of `index`, breakpoints aside. Cancels a goal in progress.
    Stop step_into(int index);

    // Sets the goal advance() pursues, replacing any other.
    void start(const RunGoal& goal);
    bool running() const { return goal_.has_value(); }
    // Pursues the goal for at most `max_cycles` cycles of the node furthest behind;
    // the stop once it is reached, nullopt while it is still on.
    std::optional<Stop> advance(std::uint64_t max_cycles);
    Stop pause();

private:
    struct Pursuit {
        RunGoal goal;
        std::vector<std::uint64_t> targets;  // Cycles: each node's cycle to reach
        std::vector<bool> moved;             // a node's first step ignores the breakpoint it sits on
        enum class Call : std::uint8_t { NotSeen, InSlot, Inside } call = Call::NotSeen;  // StepOver
        std::uint32_t return_pc = 0;           // r1 as the call left it
        std::uint32_t caller_stack_pointer = 0;  // r2 once the call's slot ran
    };

    std::optional<Stop> advance_step_over(Pursuit& pursuit, std::uint64_t limit);
    std::optional<Stop> step_and_check(Pursuit& pursuit, int index);
    // The node (of those that may run towards the goal) furthest behind, or -1.
    int next_node(const Pursuit& pursuit) const;
    Stop finish(const Stop& stop);

    std::vector<std::unique_ptr<ControlledNode>> nodes_;
    std::optional<Pursuit> goal_;
};

}  // namespace xp860::gui
