// Going backwards on a deterministic machine: snapshots kept in memory as the
// machine runs forward, and replay from the nearest one. It knows no screen; the
// run control owns one and feeds it every move and event.
//
// A position is where Machine::run_to(C) leaves the machine: every node at its
// first instruction boundary at or after cycle C. A single step of node N leaves
// the machine at run_to(N's cycle) (RunControl::step_into), so the state after
// each step is a position too, and going back to it reproduces it byte for byte:
// the machine computes the same whatever way it is sliced (network/machine.h).
//
// DECISION: a snapshot every `interval` cycles of forward running, at most
// `max_snapshots` of them and `max_bytes` in all: when either is exceeded, every
// second one goes (the first stays) and the interval doubles, so memory stays
// bounded and the spacing grows with the history's length. Snapshots are the raw
// payload, uncompressed: a jump pays no decompression. The figures were chosen by
// measurement (xp860-bench-reverse, README): on the 10,000-trial experiment (52 M
// cycles) a 1 M-cycle spacing (the old 250 k interval, 64 snapshots) made a step back
// take up to 560 ms; a 100 k one keeps every jump well under 200 ms with about 460
// snapshots of 330 kB (150 MB); 50 k gained little and took snapshots twice as often.
//
// Searching back (back over a call, reverse continue to a breakpoint): segment by
// segment from the present backwards, the node stepped alone from a snapshot to
// where the later segment began, the last boundary that matches kept; the first
// segment with one ends the search, and the machine goes there. Each step is paid
// once, however far back the match is. A search is begun, then advanced a budget of
// the node's cycles at a time (the app gives it one per frame, as it does a run), so
// one that goes far back or finds nothing never holds the window; a cancelled one
// puts the machine back exactly as it was when the search began.
//
// DECISION: back over lands on the latest call or calli the node executed before
// now with its stack pointer at or above the present one, in the same mode (user
// or supervisor): the last call made at this level, whose return has come back
// here, or, when the present function made none yet, the call that entered it.
// Calls deeper down (the callees' own) have a lower stack pointer and are passed.
// The search reaches back to the oldest snapshot: a function entered without a call
// (a trap handler, the program's entry) has no call to land on, and it says so.
//
// Observers of the event stream (the experiment's reading of interrupts) see the
// events after a snapshot again when it is restored: their state is kept with each
// snapshot and put back with it (HistoryObserver).
//
// Editing the past: an edit at cycle E (memory, a register) makes every snapshot
// after E stale, and those before it good only for cycles before E; the events
// recorded after E go too, and a snapshot of the edited state starts the new future.
#pragma once

#include <any>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "frontend/gui/run_control.h"
#include "network/machine_snapshot.h"

namespace xp860::gui {

struct HistoryOptions {
    std::uint64_t interval = 100'000;  // cycles of forward running between snapshots, at first
    std::size_t max_snapshots = 1024;
    std::uint64_t max_bytes = std::uint64_t{512} << 20;
};

// Something that reads the machine's event stream, kept in step with restores: its
// state saved with each snapshot, and put back when the snapshot is restored.
struct HistoryObserver {
    std::function<std::any()> save;
    std::function<void(const std::any&)> restore;
};

// Where a jump went, or why it could not.
struct Jump {
    bool done = false;
    std::uint64_t cycle = 0;  // the position run_to reached
    std::string what;         // for the status line
};

class History {
public:
    explicit History(HistoryOptions options = {});

    // The machine to follow from its present state (a new one after a reset or load):
    // everything recorded is dropped, and its present state is the first snapshot.
    void attach(network::Machine& machine);
    bool attached() const { return machine_ != nullptr; }
    // Set before attach(); they stay for the machines attached after.
    void set_observer(HistoryObserver observer) { observer_ = std::move(observer); }
    void set_options(HistoryOptions options) { options_ = options; }

    // After any forward move: a snapshot when the interval has passed since the newest.
    void moved();
    // The machine published `event`: interrupts, context switches and traps are kept.
    void notice(const network::MachineEvent& event, std::span<const TimelineMarker> markers);

    // The machine at run_to(cycle): from the nearest snapshot at or before it.
    Jump goto_cycle(std::uint64_t cycle);
    // Node `node` `count` instructions back (fewer when the history does not reach).
    Jump step_back(int node, std::uint64_t count);
    // The cycle node `node` last took `kind` (Interrupt, ContextSwitch or Trap) before its present cycle.
    Jump back_to(int node, EventBreak kind);
    // Node `node` back over the last call (the DECISION above): it stands on the call.
    Jump back_over(int node);
    // The latest cycle before now where node `node` stood at one of `breakpoints`;
    // the oldest cycle kept when there is none, and the message says so.
    Jump reverse_continue(int node, const std::set<std::uint32_t>& breakpoints);
    // The same two as searches advanced a slice at a time: the jump when it is done
    // at once, else nullopt and searching() until advance_search() gives the jump.
    std::optional<Jump> begin_back_over(int node);
    std::optional<Jump> begin_reverse_continue(int node, const std::set<std::uint32_t>& breakpoints);
    bool searching() const { return search_.has_value(); }
    // The search's node steps at most `max_cycles` of its cycles; the jump once it ends.
    std::optional<Jump> advance_search(std::uint64_t max_cycles);
    // The search to its end, however long.
    Jump finish_search();
    // The search dropped: the machine as it was when it began.
    void cancel_search();
    // The cycle the search began at, and the earliest one of the node it has reached.
    std::uint64_t search_present() const { return search_->present; }
    std::uint64_t search_reached() const { return search_->reached; }
    // The user changed the machine's state at its present cycle: the future recorded is dropped.
    std::string edited();

    // The cycles of `kind` events of `node` recorded so far, in order.
    std::vector<std::uint64_t> event_cycles(int node, EventBreak kind) const;
    std::size_t snapshot_count() const { return snapshots_.size(); }
    std::uint64_t snapshot_bytes() const;  // their payloads'
    std::uint64_t interval() const { return interval_; }

private:
    struct Kept {
        network::MachineSnapshot snapshot;
        std::any observed;  // the observer's state then
        std::uint64_t reach = 0;  // the furthest node's cycle: good for run_to(C) with C >= reach
        std::uint64_t limit = std::numeric_limits<std::uint64_t>::max();  // good only for C < limit (edits)
        // Taken where the user edited: every node stands where run_to(the snapshot's cycle) leaves it.
        bool settled = false;
    };
    struct Event {
        std::uint64_t cycle;
        int node;
        EventBreak kind;
        auto operator<=>(const Event&) const = default;
    };

    void keep(bool settled = false);
    // The newest snapshot good for run_to(cycle), by index; nullopt when none is.
    std::optional<std::size_t> nearest(std::uint64_t cycle) const;
    // Restores snapshot `index` and runs forward to `cycle`, keeping snapshots past the newest.
    void replay(std::size_t index, std::uint64_t cycle);
    void restore(std::size_t index);
    // Node `node`'s instruction boundaries from snapshot `index` up to `until`, both ends included.
    std::vector<std::uint64_t> boundaries(std::size_t index, int node, std::uint64_t until);
    // A boundary of the node a backward search looks at (its state there), and the
    // step it took from it.
    struct Boundary {
        std::uint64_t cycle;
        std::uint32_t pc, stack_pointer, psr;
    };
    using BoundaryTest = std::function<bool(const Boundary& at, const network::NodeStep& step)>;
    // A search for the latest boundary of `node` before `present` where `wanted`
    // holds, segment by segment back; `landed` makes the jump from what it found.
    struct Search {
        int node = 0;
        std::uint64_t present = 0;
        BoundaryTest wanted;
        std::function<Jump(std::optional<std::uint64_t> found)> landed;
        network::MachineSnapshot before;  // the machine when it began, for a cancel
        std::any observed;
        std::size_t from = 0;        // the segment's snapshot
        std::uint64_t until = 0;     // where the segment ends: where the later one began
        bool restored = false;       // the machine is inside segment `from`
        std::uint64_t reached = 0;   // the earliest cycle of the node stepped from
        std::optional<std::uint64_t> found;
    };
    std::optional<Jump> begin_search(int node, BoundaryTest wanted,
                                     std::function<Jump(std::optional<std::uint64_t>)> landed);
    // The segment `from` stepped on for at most `max_cycles`; whether it is done.
    bool step_segment(Search& search, std::uint64_t max_cycles);
    std::uint64_t oldest() const;
    std::uint64_t node_cycle(int node) const;

    HistoryOptions options_;
    std::uint64_t interval_;
    network::Machine* machine_ = nullptr;
    HistoryObserver observer_;
    std::vector<Kept> snapshots_;  // in cycle order
    std::set<Event> events_;
    std::optional<Search> search_;
};

}  // namespace xp860::gui
