// The timeline widget: draws a TimelineModel as lanes on a cycle axis, with a ruler
// in cycles and microseconds; in each lane the segments coloured by mode, a strip
// of interrupt phases below them, and markers; messages as arrows between lanes;
// the current trial's gap as a bracket with its phases. The wheel zooms about the
// pointer, dragging pans, hovering shows exact cycles, a click picks a cycle. It knows nothing of nodes
// or sessions: any feed can fill the model.
#pragma once

#include <cstdint>
#include <optional>

#include <imgui.h>

#include "frontend/gui/timeline_names.h"

namespace xp860::gui {

class TimelineView {
public:
    // Draws in the space left in the current window. A click (a press and release
    // without moving) on the ruler or the lanes: the cycle under the pointer, at most
    // the model's end.
    std::optional<std::uint64_t> draw(const TimelineModel& model);
    // Shows all of the model from the next frame on.
    void fit() { fit_ = true; }
    bool& follow() { return follow_; }
    // Zooms out by `factor` (in when below 1) about the middle of the view.
    void zoom(double factor);
    // Shows cycles [first, last) from the next frame on, and stops following the run.
    void show(std::uint64_t first, std::uint64_t last);
    // Shows the gap with room either side.
    void show_gap(const GapHighlight& gap);

private:
    struct Geometry;
    void zoom_about(double factor, double cycle);
    void draw_ruler(ImDrawList* draw, const Geometry& g) const;
    void draw_lane(ImDrawList* draw, const TimelineLane& lane, const Geometry& g, std::size_t index) const;
    void draw_flows(ImDrawList* draw, const TimelineModel& model, const Geometry& g) const;
    void draw_gap(ImDrawList* draw, const GapHighlight& gap, const Geometry& g) const;
    void hover(const TimelineModel& model, const Geometry& g) const;
    float x_of(double cycle, float origin_x) const;
    double cycle_at(float x, float origin_x) const;

    double first_cycle_ = 0;        // at the left edge of the lanes
    float pressed_x_ = 0;           // where the button went down
    double cycles_per_pixel_ = 1;
    float lanes_width_ = 1;         // width of the plotting area, last frame
    bool fit_ = true;
    bool follow_ = true;            // keep fitting as the run goes on
    std::uint64_t fitted_end_ = 0;
    std::optional<std::pair<std::uint64_t, std::uint64_t>> requested_;  // show() for the next frame
};

}  // namespace xp860::gui
