// The names of the timeline library (frontend/timeline/) the app's panels use as
// their own: the app draws that model, and prints cycles and addresses its way.
#pragma once

#include "frontend/timeline/cycle_text.h"
#include "frontend/timeline/message_traffic.h"
#include "frontend/timeline/timeline_model.h"

namespace xp860::gui {

using timeline::address_text;
using timeline::cycles_and_time;
using timeline::grouped;
using timeline::microseconds;

using timeline::GapHighlight;
using timeline::kLaneModes;
using timeline::kMarkerKinds;
using timeline::lane_mode_name;
using timeline::LaneMode;
using timeline::marker_kind_name;
using timeline::MarkerKind;
using timeline::MeshMessage;
using timeline::MessageFlow;
using timeline::MessageTraffic;
using timeline::PhaseSpan;
using timeline::TimelineLane;
using timeline::TimelineMarker;
using timeline::TimelineModel;
using timeline::TimelineSegment;

}  // namespace xp860::gui
