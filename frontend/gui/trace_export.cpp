#include "frontend/gui/trace_export.h"

#include <cstdio>

#include "cpu/cycle_model.h"
#include "frontend/json_text.h"

namespace xp860::gui {
namespace {

using frontend::json_string;

constexpr int kPhaseThread = 1000;
constexpr int kGapThread = 2000;

static_assert(100 % cpu::timing::kCyclesPerMicrosecond == 0, "a cycle is a whole number of hundredths of a microsecond");

// `cycles` as microseconds to the hundredth, exactly: "11.40".
std::string microseconds(std::uint64_t cycles) {
    const std::uint64_t hundredths = cycles * (100 / cpu::timing::kCyclesPerMicrosecond);
    char text[32];
    std::snprintf(text, sizeof text, "%llu.%02llu", static_cast<unsigned long long>(hundredths / 100),
                  static_cast<unsigned long long>(hundredths % 100));
    return text;
}

class TraceWriter {
public:
    void metadata(int tid, const char* name, const std::string& args) {
        event("{\"ph\":\"M\",\"pid\":1,\"tid\":" + std::to_string(tid) + ",\"name\":\"" + name + "\",\"args\":{" + args +
              "}}");
    }
    void thread(int tid, const std::string& name) {
        metadata(tid, "thread_name", "\"name\":" + json_string(name));
        metadata(tid, "thread_sort_index", "\"sort_index\":" + std::to_string(tid));
    }
    void span(int tid, std::string_view name, const char* category, std::uint64_t begin, std::uint64_t end,
              const std::string& more_args = {}) {
        event("{\"ph\":\"X\",\"pid\":1,\"tid\":" + std::to_string(tid) + ",\"name\":" + json_string(name) + ",\"cat\":\"" +
              category + "\",\"ts\":" + microseconds(begin) + ",\"dur\":" + microseconds(end - begin) +
              ",\"args\":{\"cycle\":" + std::to_string(begin) + ",\"cycles\":" + std::to_string(end - begin) +
              more_args + "}}");
    }
    void instant(int tid, std::string_view name, std::uint64_t cycle, std::string_view label) {
        event("{\"ph\":\"i\",\"pid\":1,\"tid\":" + std::to_string(tid) + ",\"name\":" + json_string(name) +
              ",\"cat\":\"marker\",\"s\":\"t\",\"ts\":" + microseconds(cycle) + ",\"args\":{\"cycle\":" +
              std::to_string(cycle) + ",\"label\":" + json_string(label) + "}}");
    }
    void flow(const char* phase, std::size_t id, std::size_t tid, std::uint64_t cycle, const char* binding) {
        event(std::string("{\"ph\":\"") + phase + "\",\"pid\":1,\"tid\":" + std::to_string(tid) +
              ",\"name\":\"message\",\"cat\":\"message\",\"id\":" + std::to_string(id) + binding +
              ",\"ts\":" + microseconds(cycle) + "}");
    }
    std::string text() const { return "{\"displayTimeUnit\":\"ns\",\"traceEvents\":[\n" + events_ + "\n]}\n"; }

private:
    void event(const std::string& json) {
        if (!events_.empty()) events_ += ",\n";
        events_ += json;
    }
    std::string events_;
};

}  // namespace

std::string chrome_trace_json(const TimelineModel& model) {
    TraceWriter trace;
    trace.metadata(0, "process_name", "\"name\":\"xp860\"");
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
        trace.flow("s", id, flow.from, flow.injected, "");
        trace.flow("f", id, flow.to, flow.delivered, ",\"bp\":\"e\"");
    }
    if (model.gap) {
        const GapHighlight& gap = *model.gap;
        trace.thread(kGapThread, "the current trial's gap");
        trace.span(kGapThread, "trial " + std::to_string(gap.trial) + " gap", "gap", gap.begin, gap.end,
                   ",\"loop_gap_cycles\":" + std::to_string(gap.loop_gap));
        for (const PhaseSpan& phase : gap.phases)
            trace.span(kGapThread, kernel::phase_name(phase.phase), "phase", phase.begin, phase.end);
    }
    return trace.text();
}

}  // namespace xp860::gui
