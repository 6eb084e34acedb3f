// What the timeline shows, as plain data: one lane per node on a cycle axis, the
// lane cut into segments by what the node was doing, the phases of the interrupts
// it served, markers at events, the messages between lanes, and the current
// trials' gaps. The app's timeline widget and the Chrome trace (chrome_trace.h)
// read only this; it is filled from the Machine's event stream
// (timeline_recorder.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "kernel/interrupt_phases.h"

namespace xp860::timeline {

// What a node is doing during a segment.
//   User     its program, in user mode
//   Kernel   supervisor mode: the kernel (or a bare program's supervisor code)
//   Handler  an hrecv handler, in user mode between the kernel's switches
//   Idle     waiting: a blocking call the kernel sends back to its trap to retry
//            (msgwait), or the node has halted
enum class LaneMode : std::uint8_t { User, Kernel, Handler, Idle };
inline constexpr LaneMode kLaneModes[] = {LaneMode::User, LaneMode::Kernel, LaneMode::Handler, LaneMode::Idle};

const char* lane_mode_name(LaneMode mode);

struct TimelineSegment {
    std::uint64_t begin = 0;  // first cycle
    std::uint64_t end = 0;    // one past the last cycle
    LaneMode mode = LaneMode::Kernel;
};

// One phase of an interrupt the node served (kernel/interrupt_phases.h).
struct PhaseSpan {
    std::uint64_t begin = 0, end = 0;
    kernel::Phase phase = kernel::Phase::InterruptEntry;
};

enum class MarkerKind : std::uint8_t {
    MessageInjected,   // the node's message entered the mesh
    MessageDelivered,  // a message's tail arrived in the node's interface
    InterruptTaken,    // an IN trap
    ContextSave,       // the kernel starts saving the process for a handler (invoke_handler)
    HandlerStart,      // the handler runs, in user mode
    ContextRestore,    // the handler is done (its trampoline's call): the process's state comes back
    ReturnToUser,      // the interrupted program runs again
    Trap,              // any other trap taken (a system call, a fault)
    Halt,              // the node stopped for good
};
inline constexpr MarkerKind kMarkerKinds[] = {
    MarkerKind::MessageInjected, MarkerKind::MessageDelivered, MarkerKind::InterruptTaken,
    MarkerKind::ContextSave,     MarkerKind::HandlerStart,     MarkerKind::ContextRestore,
    MarkerKind::ReturnToUser,    MarkerKind::Trap,             MarkerKind::Halt};

const char* marker_kind_name(MarkerKind kind);

struct TimelineMarker {
    std::uint64_t cycle = 0;
    MarkerKind kind = MarkerKind::Trap;
    std::string label;  // "interrupt taken at 0x40000e2c"
};

struct TimelineLane {
    std::string name;                       // "node 1: gap_bench"
    std::vector<TimelineSegment> segments;  // in cycle order, touching
    std::vector<PhaseSpan> phases;          // in cycle order
    std::vector<TimelineMarker> markers;    // in cycle order
    std::uint64_t end_cycle = 0;            // how far the lane is known
    std::optional<std::uint64_t> missing_from;  // events from this cycle on were not kept (the lane is full)
};

// A message from one lane to another: injected, and (once it is) delivered.
struct MessageFlow {
    std::size_t from = 0, to = 0;  // lanes
    std::uint64_t injected = 0, delivered = 0;
    std::uint32_t bytes = 0;
};

// A trial of the experiment: the gap its program measured, and the phases of the
// interrupt inside it.
struct GapHighlight {
    std::size_t lane = 0;
    std::uint32_t trial = 0;  // counted from 1
    std::uint64_t begin = 0, end = 0;
    std::uint64_t loop_gap = 0;
    std::vector<PhaseSpan> phases;
};

struct TimelineModel {
    std::vector<TimelineLane> lanes;
    std::vector<MessageFlow> flows;  // delivered ones, in delivery order
    std::vector<GapHighlight> gaps;  // every trial done, in order

    std::uint64_t end_cycle() const;
    // The gap of the trial finished last, if any.
    const GapHighlight* current_gap() const { return gaps.empty() ? nullptr : &gaps.back(); }
};

}  // namespace xp860::timeline
