#include "frontend/timeline/timeline_recorder.h"

#include <algorithm>

#include "cpu/control_registers.h"

namespace xp860::timeline {

TimelineRecorder::TimelineRecorder(const network::Machine& machine, const std::vector<LaneSetup>& lanes,
                                   bool kernel) {
    for (network::NodeId id = 0; id < machine.node_count(); ++id) {
        const cpu::CpuState& state = machine.node(id).core().state();
        TimelineLane& lane = model_.lanes.emplace_back();
        lane.name = lanes.at(id).name;
        if (!lanes[id].followed) {
            feeds_.emplace_back();
            continue;
        }
        const bool user = (state.psr & cpu::psr::kUserMode) != 0;
        feeds_.emplace_back(TimelineFeed(id, kernel, user ? LaneMode::User : LaneMode::Kernel, state.cycles));
        feeds_.back()->start(lane);
    }
}

std::span<const TimelineMarker> TimelineRecorder::observe(const network::MachineEvent& event) {
    std::optional<TimelineFeed>& feed = feeds_.at(event.node);
    if (!feed) return {};
    TimelineLane& lane = model_.lanes[event.node];
    const std::size_t added = feed->observe(lane, event);
    if (const std::optional<MeshMessage> delivered = traffic_.observe(event))
        model_.flows.push_back(
            {delivered->from, delivered->to, delivered->injected, *delivered->delivered, delivered->bytes});
    return std::span(lane.markers).last(added);
}

std::span<const TimelineMarker> TimelineRecorder::markers_at(network::NodeId node, std::uint64_t cycle) const {
    const std::vector<TimelineMarker>& markers = model_.lanes.at(node).markers;
    // partition_point rather than std::ranges::equal_range, which clang with
    // libstdc++ 12 cannot instantiate (the fuzz build is clang's).
    const auto first = std::partition_point(markers.begin(), markers.end(),
                                            [cycle](const TimelineMarker& marker) { return marker.cycle < cycle; });
    const auto last = std::partition_point(first, markers.end(),
                                           [cycle](const TimelineMarker& marker) { return marker.cycle <= cycle; });
    return {first, last};
}

void TimelineRecorder::extend(std::uint64_t now) {
    for (std::size_t i = 0; i < feeds_.size(); ++i)
        if (feeds_[i]) feeds_[i]->extend(model_.lanes[i], now);
}

void TimelineRecorder::record_gaps(std::span<const kernel::Trial> trials, network::NodeId receiver) {
    for (std::size_t t = model_.gaps.size(); t < trials.size(); ++t) {
        const kernel::Trial& trial = trials[t];
        GapHighlight gap{receiver, static_cast<std::uint32_t>(t + 1), trial.gap_start, trial.gap_start + trial.gap,
                         trial.loop_gap, {}};
        if (trial.interrupt) {  // its phases happen in their order, one after the other
            std::uint64_t begin = trial.interrupt->taken;
            for (std::size_t p = 0; p < kernel::kPhaseCount; ++p) {
                const std::uint64_t cycles = trial.interrupt->cycles[p];
                if (cycles > 0) gap.phases.push_back({begin, begin + cycles, static_cast<kernel::Phase>(p)});
                begin += cycles;
            }
        }
        model_.gaps.push_back(std::move(gap));
    }
}

std::vector<LaneSetup> experiment_lanes(kernel::GapExperiment& experiment, const kernel::KernelImage& kernel) {
    for (const kernel::PhaseMark& mark : kernel::phase_marks(kernel))
        experiment.machine().mark_phase(kernel::GapExperiment::kSender, mark.address,
                                        static_cast<std::uint32_t>(mark.phase));
    std::vector<LaneSetup> lanes(experiment.machine().node_count());
    lanes[kernel::GapExperiment::kSender].name = "node " + std::to_string(kernel::GapExperiment::kSender) + ": sender";
    lanes[kernel::GapExperiment::kReceiver].name =
        "node " + std::to_string(kernel::GapExperiment::kReceiver) + ": receiver";
    return lanes;
}

}  // namespace xp860::timeline
