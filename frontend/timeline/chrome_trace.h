// Timelines as Chrome's trace event format (JSON), which Perfetto (ui.perfetto.dev)
// and chrome://tracing open. A process per timeline (pid 1, 2, ... in order); in
// each, per lane a thread (tid = the lane's number) with its mode segments as
// complete events ("X", category "mode") and its markers as instant events ("i"),
// and, for a node running the kernel, a thread of its interrupts' phases (tid 1000
// + the lane's number, category "phase"); messages as flow events from injection
// ("s") to delivery ("f"); every trial's gap, with its phases (category
// "gap_phase", args.trial its number), on a thread of its own (tid 2000). Times are
// in microseconds at the node's clock (one cycle is 0.02 µs); the args of each
// event give its exact cycles.
#pragma once

#include <span>
#include <string>

#include "frontend/timeline/timeline_model.h"

namespace xp860::timeline {

struct TraceProcess {
    std::string name;  // "xp860", "hrecv"
    const TimelineModel& model;
};

std::string chrome_trace_json(std::span<const TraceProcess> processes);
// One process, "xp860": what the app exports.
std::string chrome_trace_json(const TimelineModel& model);

}  // namespace xp860::timeline
