// Run control of a network::Machine, as a debugger drives it: one instruction of a
// node, step over a call, run and pause, run N cycles, to the next interrupt or
// context switch of a node, to a number of experiment trials, breakpoints on
// addresses and on events. It knows no screen: the desktop app drives it a slice at
// a time between frames, a script to the end.
//
// Everything goes through the Machine's own API (step, run_to, laggard), so the
// quantum rule holds and a run controlled here computes exactly what one
// Machine::run computes (network.machine, kernel.experiment test that).
//
// DECISION: a run that must stop at an exact place (a breakpoint on an address or
// an event, a step over, a goal of events) moves the machine one instruction at a
// time, the node furthest behind first, so every node is within a step of the
// others and the first event in cycle order is the one it stops at; it stops after
// the step that made the event, once the machine has published it (every node has
// run past its cycle). Any other run goes quantum by quantum at full speed.
// A single step moves the selected node only; the others then run up to its cycle
// (breakpoints aside), so the views show one moment of the whole machine.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "frontend/gui/timeline_names.h"
#include "network/machine.h"

namespace xp860::gui {

class History;

// What can stop a run when it happens, on any node.
enum class EventBreak : std::uint8_t {
    Interrupt,         // an interrupt is taken
    ContextSwitch,     // a return from trap, or the kernel's context save or restore for a handler
    Trap,              // any trap is taken
    MessageInjected,   // a message enters the mesh
    MessageDelivered,  // a message arrives
    Halt,              // a node halts (on by default)
};
inline constexpr std::array<EventBreak, 6> kEventBreaks = {EventBreak::Interrupt,       EventBreak::ContextSwitch,
                                                          EventBreak::Trap,            EventBreak::MessageInjected,
                                                          EventBreak::MessageDelivered, EventBreak::Halt};
// As scripts spell them: interrupt, switch, trap, injected, delivered, halt.
std::string_view event_break_name(EventBreak kind);
std::optional<EventBreak> event_break_named(std::string_view name);
// Whether `event`, read by the timeline as `markers`, is one of `kind`.
bool event_is(EventBreak kind, const network::MachineEvent& event, std::span<const TimelineMarker> markers);

// Whether the instruction at `pc` of node `node` (as a fetch would read it) is a call or calli.
bool is_call(network::Machine& machine, int node, std::uint32_t pc);

struct Stop {
    enum class Reason : std::uint8_t {
        Stepped,       // one instruction of the node done
        Returned,      // step over: the call returned to the instruction after its slot
        Breakpoint,    // the node's pc reached a breakpoint (it has not executed)
        Event,         // an event the goal or an event breakpoint asked for
        Halted,        // the node halted (and a halt stops runs)
        CyclesDone,    // run N cycles: every node reached the cycle
        TrialsDone,    // the experiment finished the trials asked for
        Finished,      // every node has halted
        Paused,        // by the user or a script's budget
        NothingToRun,  // no node has a program, or the node has halted
    };
    Reason reason = Reason::Stepped;
    int node = -1;  // the node it happened on; -1 when it is about no one node
    std::uint32_t pc = 0;
    std::string what;  // an Event's description ("interrupt taken at 0x40001234")
};

// "node 0: breakpoint at 0x00010024", "node 1: interrupt taken at 0x...", ...
std::string describe(const Stop& stop);
// "trap IT at 0x0001002c", "br . at 0x00010040", "not implemented: pfld.q at ..."
std::string describe(const network::RunResult& halt);

struct RunGoal {
    enum class Kind : std::uint8_t {
        Continue,         // until a breakpoint, an event breakpoint, or every node halts
        Cycles,           // `count` more cycles of the machine (or a breakpoint)
        ToInterrupt,      // until node `node` takes an interrupt (or a breakpoint)
        ToContextSwitch,  // until node `node` switches context (EventBreak::ContextSwitch)
        ToTrap,           // until node `node` takes any trap
        StepOver,         // node `node`: a call with its slot up to its return
        Trials,           // the experiment, breakpoints aside, until `count` trials are done
        ToEnd,            // breakpoints aside, until every node has halted
    };
    Kind kind = Kind::Continue;
    std::uint64_t count = 0;
    int node = 0;
};

class RunControl {
public:
    // `has_program`: whether a node runs something (bare nodes without a program
    // halt at once, and their halt stops nothing). `trials_done`: the experiment's
    // count, for Trials goals.
    RunControl(std::function<bool(int)> has_program, std::function<std::uint32_t()> trials_done);
    ~RunControl();
    RunControl(const RunControl&) = delete;
    RunControl& operator=(const RunControl&) = delete;

    // The machine to control, a new one after a reset or load: any goal is dropped;
    // breakpoints stay while the node count does.
    void attach(network::Machine& machine);
    // The snapshots and events recorded as the machine moves, to go back (history.h).
    History& history() { return *history_; }
    const History& history() const { return *history_; }

    // One instruction of `node`, then the others up to its cycle.
    Stop step_into(int node);
    // Sets the goal advance() pursues, replacing any other. A step over of anything
    // but a call is a step into, done at once: the stop is returned.
    std::optional<Stop> start(const RunGoal& goal);
    bool running() const { return pursuit_.has_value(); }
    // Pursues the goal for at most `max_cycles` of the machine's time; the stop once
    // it is reached, nullopt while it is still on.
    std::optional<Stop> advance(std::uint64_t max_cycles);
    Stop pause();

    // The machine published `event`, read by the timeline as `markers`.
    void notice(const network::MachineEvent& event, std::span<const TimelineMarker> markers);

    const std::set<std::uint32_t>& breakpoints(int node) const { return breakpoints_.at(static_cast<std::size_t>(node)); }
    void toggle_breakpoint(int node, std::uint32_t address);
    bool breaks_on(EventBreak kind) const { return event_breaks_[static_cast<std::size_t>(kind)]; }
    void toggle_event_break(EventBreak kind);

private:
    struct Pursuit {
        RunGoal goal;
        std::uint64_t target = 0;   // Cycles: the machine's cycle to reach
        std::vector<bool> moved;    // a node's first step ignores the breakpoint it sits on
        // StepOver: the call's address, then its return address (r1 once it ran) and
        // the stack pointer its slot left.
        enum class Call : std::uint8_t { NotRun, InSlot, Inside } call = Call::NotRun;
        std::uint32_t call_pc = 0, return_pc = 0, caller_stack_pointer = 0;
    };

    bool needs_single_steps(const Pursuit& pursuit) const;
    std::optional<Stop> advance_by_quanta(Pursuit& pursuit, std::uint64_t max_cycles);
    std::optional<Stop> advance_by_steps(Pursuit& pursuit, std::uint64_t max_cycles);
    // Before node `node` steps: a breakpoint or a returned call; after it: the call's bookkeeping.
    std::optional<Stop> before_step(Pursuit& pursuit, int node) const;
    void after_step(Pursuit& pursuit, int node, const network::NodeStep& step) const;
    const cpu::CpuState& state(int node) const;
    bool any_breakpoints() const;
    Stop finish(Stop stop);

    std::function<bool(int)> has_program_;
    std::function<std::uint32_t()> trials_done_;
    network::Machine* machine_ = nullptr;
    std::vector<std::set<std::uint32_t>> breakpoints_;
    std::array<bool, kEventBreaks.size()> event_breaks_{};
    std::optional<Pursuit> pursuit_;
    std::optional<Stop> stop_;  // what notice() saw that ends the pursuit
    std::unique_ptr<History> history_;
};

}  // namespace xp860::gui
