// The timeline as Chrome's trace event format (JSON), which Perfetto
// (ui.perfetto.dev) and chrome://tracing open. One process, "xp860"; per lane a
// thread (tid = the lane's number) with its mode segments as complete events
// ("X") and its markers as instant events ("i"), and, for a node running the
// kernel, a thread of its interrupts' phases (tid 1000 + the lane's number);
// messages as flow events from injection ("s") to delivery ("f"); the current
// trial's gap, with its phases, on a thread of its own (tid 2000). Times are in
// microseconds at the node's clock, to the hundredth (one cycle is 0.02 µs); the
// args of each event give its exact cycles.
#pragma once

#include <string>

#include "frontend/gui/timeline_model.h"

namespace xp860::gui {

std::string chrome_trace_json(const TimelineModel& model);

}  // namespace xp860::gui
