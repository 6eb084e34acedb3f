// The timeline widget: draws a TimelineModel as lanes on a cycle axis, with a
// ruler in cycles and microseconds, segments coloured by mode and event markers;
// the wheel zooms about the pointer, dragging pans, hovering shows exact cycles.
// It knows nothing of nodes or sessions: any feed can fill the model.
#pragma once

#include <cstdint>

#include <imgui.h>

#include "frontend/gui/timeline_model.h"

namespace xp860::gui {

class TimelineView {
public:
    // Draws in the space left in the current window.
    void draw(const TimelineModel& model);
    // Shows all of the model from the next frame on.
    void fit() { fit_ = true; }
    bool& follow() { return follow_; }
    // Zooms out by `factor` (in when below 1) about the middle of the view.
    void zoom(double factor);

private:
    void zoom_about(double factor, double cycle);
    void draw_ruler(ImDrawList* draw, ImVec2 origin, float width, float height) const;
    void draw_lane(ImDrawList* draw, const TimelineLane& lane, ImVec2 origin, float width, float height) const;
    void hover_lane(const TimelineLane& lane, ImVec2 origin, float width, float height) const;
    float x_of(double cycle, float origin_x) const;
    double cycle_at(float x, float origin_x) const;

    double first_cycle_ = 0;        // at the left edge of the lanes
    double cycles_per_pixel_ = 1;
    float lanes_width_ = 1;         // width of the plotting area, last frame
    bool fit_ = true;
    bool follow_ = true;            // keep fitting as the run goes on
    std::uint64_t fitted_end_ = 0;
};

}  // namespace xp860::gui
