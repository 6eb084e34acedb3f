#include "frontend/timeline/timeline_feed.h"

#include "cpu/control_registers.h"
#include "frontend/timeline/cycle_text.h"
#include "frontend/register_fields.h"

namespace xp860::timeline {

using network::MachineEvent;

TimelineFeed::TimelineFeed(network::NodeId node, bool kernel, LaneMode mode, std::uint64_t start)
    : node_(node), mode_(mode), start_(start) {
    if (kernel) phases_.emplace(node);
}

void TimelineFeed::start(TimelineLane& lane) const {
    lane.segments.push_back({start_, start_, mode_});
    lane.end_cycle = start_;
}

bool TimelineFeed::full(TimelineLane& lane, std::uint64_t cycle) const {
    const bool full = lane.segments.size() >= kLaneCapacity || lane.markers.size() >= kLaneCapacity ||
                      lane.phases.size() >= kLaneCapacity;
    if (full && !lane.missing_from) {  // what is kept ends where the lane stops
        lane.missing_from = cycle;
        if (!lane.segments.empty()) lane.segments.back().end = cycle;
    }
    return full;
}

// Ends the open segment at `cycle` and opens one in `mode` there.
void TimelineFeed::switch_mode(TimelineLane& lane, std::uint64_t cycle, LaneMode mode) {
    if (mode == mode_) return;
    mode_ = mode;
    if (full(lane, cycle)) return;
    TimelineSegment& open = lane.segments.back();
    open.end = cycle;
    if (open.begin == open.end) lane.segments.pop_back();  // a mode held for no cycle
    if (!lane.segments.empty() && lane.segments.back().mode == mode) {
        lane.segments.back().end = cycle;  // back to what it was doing before that
        return;
    }
    lane.segments.push_back({cycle, cycle, mode});
}

void TimelineFeed::mark(TimelineLane& lane, std::uint64_t cycle, MarkerKind kind, std::string label) {
    if (!full(lane, cycle)) lane.markers.push_back({cycle, kind, std::move(label)});
}

// DECISION (kernel/messages.s, msgwait): a blocking call that cannot finish yet is
// sent back to its own trap instruction, to call again with interrupts on. A return
// into user mode at the address of the call's trap is therefore waiting, not work:
// the lane is idle until a return goes anywhere else. An interrupt while waiting
// returns to that same trap, so the node goes back to waiting after it.
LaneMode TimelineFeed::user_mode_after(std::uint32_t resume_pc) {
    const bool waits = call_at_ == resume_pc || waiting_at_ == resume_pc;
    call_at_.reset();
    if (waits) {
        waiting_at_ = resume_pc;
        return LaneMode::Idle;
    }
    waiting_at_.reset();
    return LaneMode::User;
}

std::size_t TimelineFeed::observe(TimelineLane& lane, const MachineEvent& event) {
    if (event.node != node_) return 0;
    const std::size_t markers_before = lane.markers.size();
    const bool was_serving = phases_ && phases_->serving();
    const kernel::Phase was_phase = phases_ ? phases_->phase() : kernel::Phase::InterruptEntry;
    if (phases_) phases_->observe(event);
    switch (event.kind) {
        case MachineEvent::Kind::TrapTaken:
            if ((event.value & cpu::psr::kInterrupt) != 0) {
                mark(lane, event.cycle, MarkerKind::InterruptTaken, "interrupt taken at " + address_text(event.address));
                call_at_.reset();
                switch_mode(lane, event.cycle, LaneMode::Kernel);
            } else if (!(mode_ == LaneMode::Idle && waiting_at_ == event.address)) {  // not a waiting call's retry
                mark(lane, event.cycle, MarkerKind::Trap,
                     "trap " + frontend::trap_names(event.value) + " at " + address_text(event.address));
                call_at_ = event.address;
                switch_mode(lane, event.cycle, LaneMode::Kernel);
            } else {
                call_at_ = event.address;
            }
            break;
        case MachineEvent::Kind::ReturnFromTrap:
            if (event.value == 0) {
                switch_mode(lane, event.cycle, LaneMode::Kernel);
            } else if (phases_ && phases_->serving() && phases_->phase() == kernel::Phase::Handler) {
                switch_mode(lane, event.cycle, LaneMode::Handler);
            } else {
                switch_mode(lane, event.cycle, user_mode_after(event.address));
            }
            break;
        case MachineEvent::Kind::MessageInjected:
            mark(lane, event.cycle, MarkerKind::MessageInjected,
                 "message to node " + std::to_string(event.value) + " (" + std::to_string(event.address) +
                     " bytes) enters the mesh");
            break;
        case MachineEvent::Kind::MessageDelivered:
            mark(lane, event.cycle, MarkerKind::MessageDelivered,
                 "message from node " + std::to_string(event.value) + " (" + std::to_string(event.address) +
                     " bytes) has arrived");
            break;
        case MachineEvent::Kind::Halted:
            mark(lane, event.cycle, MarkerKind::Halt, "halted at " + address_text(event.address));
            switch_mode(lane, event.cycle, LaneMode::Idle);
            break;
        case MachineEvent::Kind::Phase: break;  // read through the phases below
    }
    if (phases_) follow_phases(lane, event, was_serving, was_phase);
    lane.end_cycle = std::max(lane.end_cycle, event.cycle);
    return lane.markers.size() - markers_before;
}

// The phase spans, and markers where an interrupt's context switches happen.
void TimelineFeed::follow_phases(TimelineLane& lane, const MachineEvent& event, bool was_serving,
                                 kernel::Phase was_phase) {
    const bool serving = phases_->serving();
    if (!was_serving && !serving) return;
    if (was_serving && !serving) {  // the interrupt is over
        const kernel::InterruptRecord& done = phases_->interrupts().back();
        if (!lane.phases.empty()) lane.phases.back().end = done.resumed;
        mark(lane, done.resumed, MarkerKind::ReturnToUser,
             "back at " + address_text(done.resumed_pc) + ": the interrupt took " + cycles_and_time(done.total()));
        return;
    }
    const kernel::Phase phase = phases_->phase();
    if (was_serving && phase == was_phase) return;
    const std::uint64_t begin = phases_->phase_start();
    if (was_serving && !lane.phases.empty()) lane.phases.back().end = begin;
    if (!full(lane, begin)) lane.phases.push_back({begin, begin, phase});
    switch (phase) {
        case kernel::Phase::ContextSave:
            mark(lane, begin, MarkerKind::ContextSave, "context save: the process's state for the handler");
            break;
        case kernel::Phase::Handler:
            mark(lane, begin, MarkerKind::HandlerStart, "handler starts at " + address_text(event.address));
            break;
        case kernel::Phase::ContextRestore:
            mark(lane, begin, MarkerKind::ContextRestore, "handler ends: context restore");
            break;
        default: break;
    }
}

void TimelineFeed::extend(TimelineLane& lane, std::uint64_t now) const {
    lane.end_cycle = std::max(lane.end_cycle, now);
    if (lane.missing_from) return;
    if (!lane.segments.empty()) lane.segments.back().end = lane.end_cycle;
    if (phases_ && phases_->serving() && !lane.phases.empty()) lane.phases.back().end = lane.end_cycle;
}

}  // namespace xp860::timeline
