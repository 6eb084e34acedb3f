#include "frontend/timeline/chrome_trace.h"

#include <nlohmann/json.hpp>

#include "cpu/cycle_model.h"

namespace xp860::timeline {
namespace {

using Json = nlohmann::ordered_json;

constexpr int kPhaseThread = 1000;
constexpr int kGapThread = 2000;

double microseconds(std::uint64_t cycles) {
    return static_cast<double>(cycles) / cpu::timing::kCyclesPerMicrosecond;
}

// The events of one process.
class ProcessTrace {
public:
    ProcessTrace(Json& events, int pid) : events_(events), pid_(pid) {}

    void metadata(int tid, const char* name, Json args) {
        events_.push_back({{"ph", "M"}, {"pid", pid_}, {"tid", tid}, {"name", name}, {"args", std::move(args)}});
    }
    void thread(int tid, const std::string& name) {
        metadata(tid, "thread_name", {{"name", name}});
        metadata(tid, "thread_sort_index", {{"sort_index", tid}});
    }
    void span(int tid, std::string_view name, const char* category, std::uint64_t begin, std::uint64_t end,
              Json more_args = Json::object()) {
        Json args = {{"cycle", begin}, {"cycles", end - begin}};
        args.update(more_args);
        events_.push_back({{"ph", "X"},
                           {"pid", pid_},
                           {"tid", tid},
                           {"name", name},
                           {"cat", category},
                           {"ts", microseconds(begin)},
                           {"dur", microseconds(end - begin)},
                           {"args", std::move(args)}});
    }
    void instant(int tid, std::string_view name, std::uint64_t cycle, std::string_view label) {
        events_.push_back({{"ph", "i"},
                           {"pid", pid_},
                           {"tid", tid},
                           {"name", name},
                           {"cat", "marker"},
                           {"s", "t"},
                           {"ts", microseconds(cycle)},
                           {"args", {{"cycle", cycle}, {"label", label}}}});
    }
    void flow(const char* phase, std::size_t id, std::size_t tid, std::uint64_t cycle, bool ends) {
        Json event = {{"ph", phase}, {"pid", pid_},  {"tid", tid},
                      {"name", "message"}, {"cat", "message"}, {"id", id}};
        if (ends) event["bp"] = "e";
        event["ts"] = microseconds(cycle);
        events_.push_back(std::move(event));
    }

private:
    Json& events_;
    int pid_;
};

void add_process(Json& events, int pid, const TraceProcess& process) {
    const TimelineModel& model = process.model;
    ProcessTrace trace(events, pid);
    trace.metadata(0, "process_name", {{"name", process.name}});
    for (std::size_t i = 0; i < model.lanes.size(); ++i) {
        const TimelineLane& lane = model.lanes[i];
        if (lane.segments.empty()) continue;  // a node without a program
        const int tid = static_cast<int>(i);
        trace.thread(tid, lane.name);
        for (const TimelineSegment& segment : lane.segments)
            if (segment.end > segment.begin) trace.span(tid, lane_mode_name(segment.mode), "mode", segment.begin, segment.end);
        for (const TimelineMarker& marker : lane.markers)
            trace.instant(tid, marker_kind_name(marker.kind), marker.cycle, marker.label);
        if (lane.phases.empty()) continue;
        trace.thread(kPhaseThread + tid, lane.name + ": interrupt phases");
        for (const PhaseSpan& phase : lane.phases)
            trace.span(kPhaseThread + tid, kernel::phase_name(phase.phase), "phase", phase.begin, phase.end);
    }
    for (std::size_t id = 0; id < model.flows.size(); ++id) {
        const MessageFlow& flow = model.flows[id];
        trace.flow("s", id, flow.from, flow.injected, false);
        trace.flow("f", id, flow.to, flow.delivered, true);
    }
    if (model.gaps.empty()) return;
    trace.thread(kGapThread, "the trials' gaps");
    for (const GapHighlight& gap : model.gaps) {
        trace.span(kGapThread, "trial " + std::to_string(gap.trial) + " gap", "gap", gap.begin, gap.end,
                   {{"trial", gap.trial}, {"loop_gap_cycles", gap.loop_gap}});
        for (const PhaseSpan& phase : gap.phases)
            trace.span(kGapThread, kernel::phase_name(phase.phase), "gap_phase", phase.begin, phase.end,
                       {{"trial", gap.trial}});
    }
}

}  // namespace

std::string chrome_trace_json(std::span<const TraceProcess> processes) {
    Json events = Json::array();
    for (std::size_t i = 0; i < processes.size(); ++i) add_process(events, static_cast<int>(i + 1), processes[i]);
    const Json trace = {{"displayTimeUnit", "ns"}, {"traceEvents", std::move(events)}};
    return trace.dump() + "\n";
}

std::string chrome_trace_json(const TimelineModel& model) {
    const TraceProcess process{"xp860", model};
    return chrome_trace_json(std::span(&process, 1));
}

}  // namespace xp860::timeline
