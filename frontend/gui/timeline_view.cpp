#include "frontend/gui/timeline_view.h"

#include <algorithm>
#include <cmath>

#include "cpu/cycle_model.h"
#include "frontend/gui/cycle_text.h"
#include "frontend/gui/imgui_support.h"

namespace xp860::gui {
namespace {

constexpr float kLabelWidth = 170;   // lane names, left of the plot
constexpr float kMinLaneHeight = 26;
constexpr float kMaxLaneHeight = 56;
constexpr float kMarkerHoverPixels = 4;
constexpr double kMinCyclesPerPixel = 1.0 / 64;  // at most 64 pixels a cycle

// A ruler step of 1, 2 or 5 times a power of ten cycles, about `pixels` apart.
double ruler_step(double cycles_per_pixel, double pixels) {
    const double raw = std::max(1.0, cycles_per_pixel * pixels);
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double factor : {1.0, 2.0, 5.0, 10.0})
        if (factor * power >= raw) return factor * power;
    return 10 * power;
}

}  // namespace

float TimelineView::x_of(double cycle, float origin_x) const {
    return origin_x + static_cast<float>((cycle - first_cycle_) / cycles_per_pixel_);
}

double TimelineView::cycle_at(float x, float origin_x) const {
    return first_cycle_ + static_cast<double>(x - origin_x) * cycles_per_pixel_;
}

void TimelineView::zoom(double factor) {
    zoom_about(factor, first_cycle_ + static_cast<double>(lanes_width_) / 2 * cycles_per_pixel_);
}

void TimelineView::zoom_about(double factor, double about_cycle) {
    const double new_cpp = std::max(kMinCyclesPerPixel, cycles_per_pixel_ * factor);
    first_cycle_ = about_cycle - (about_cycle - first_cycle_) * (new_cpp / cycles_per_pixel_);
    first_cycle_ = std::max(0.0, first_cycle_);
    cycles_per_pixel_ = new_cpp;
    follow_ = false;
}

void TimelineView::draw_ruler(ImDrawList* draw, ImVec2 origin, float width, float height) const {
    const ImU32 dim = to_u32(palette::kDim);
    draw->AddRectFilled({origin.x - kLabelWidth, origin.y}, {origin.x + width, origin.y + height}, IM_COL32(32, 36, 44, 255));
    draw->AddText({origin.x - kLabelWidth + 8, origin.y + 2}, dim, "cycles");
    const std::string clock = "µs (" + std::to_string(cpu::timing::kCyclesPerMicrosecond) + " MHz)";
    draw->AddText({origin.x - kLabelWidth + 8, origin.y + height / 2}, dim, clock.c_str());
    const double step = ruler_step(cycles_per_pixel_, 110);
    const double step_us = step / cpu::timing::kCyclesPerMicrosecond;
    const int decimals = step_us >= 1 ? 0 : static_cast<int>(std::ceil(-std::log10(step_us) - 1e-9));
    const double last = cycle_at(origin.x + width, origin.x);
    for (double cycle = std::ceil(first_cycle_ / step) * step; cycle <= last; cycle += step) {
        const float x = std::floor(x_of(cycle, origin.x));
        draw->AddLine({x, origin.y + height - 6}, {x, origin.y + height}, dim);
        const auto whole = static_cast<std::uint64_t>(cycle);
        draw->AddText({x + 3, origin.y + 2}, IM_COL32(220, 224, 230, 255), grouped(whole).c_str());
        draw->AddText({x + 3, origin.y + height / 2}, dim, microseconds(cycle, decimals).c_str());
        // the minor ticks between
        for (int minor = 1; minor < 5; ++minor) {
            const float mx = std::floor(x_of(cycle + step * minor / 5, origin.x));
            if (mx < origin.x + width) draw->AddLine({mx, origin.y + height - 3}, {mx, origin.y + height}, dim);
        }
    }
}

void TimelineView::draw_lane(ImDrawList* draw, const TimelineLane& lane, ImVec2 origin, float width,
                             float height) const {
    draw->AddText({origin.x - kLabelWidth + 8, origin.y + (height - ImGui::GetFontSize()) / 2},
                  IM_COL32(220, 224, 230, 255), lane.name.c_str());
    const float top = origin.y + 5, bottom = origin.y + height - 5;
    draw->AddRectFilled({origin.x, top}, {origin.x + width, bottom}, IM_COL32(36, 40, 48, 255));
    if (lane.segments.empty()) {
        draw->AddText({origin.x + 8, origin.y + (height - ImGui::GetFontSize()) / 2}, to_u32(palette::kDim),
                      "no program");
        return;
    }
    const double first = first_cycle_, last = cycle_at(origin.x + width, origin.x);
    const auto begin = std::lower_bound(lane.segments.begin(), lane.segments.end(), first,
                                        [](const TimelineSegment& s, double cycle) { return static_cast<double>(s.end) <= cycle; });
    float painted_to = origin.x - 1;  // segments thinner than a pixel share it with the one before
    for (auto segment = begin; segment != lane.segments.end() && static_cast<double>(segment->begin) <= last; ++segment) {
        float x0 = std::max(origin.x, std::floor(x_of(static_cast<double>(segment->begin), origin.x)));
        float x1 = std::min(origin.x + width, std::floor(x_of(static_cast<double>(segment->end), origin.x)));
        if (x1 <= painted_to) continue;
        x0 = std::max(x0, painted_to);
        x1 = std::max(x1, x0 + 1);
        draw->AddRectFilled({x0, top}, {x1, bottom}, to_u32(lane_mode_colour(segment->mode)));
        painted_to = x1;
    }
    if (lane.missing_from) {
        const float x = std::max(origin.x, x_of(static_cast<double>(*lane.missing_from), origin.x));
        if (x < origin.x + width) {
            draw->AddRectFilled({x, top}, {origin.x + width, bottom}, IM_COL32(60, 60, 60, 220));
            draw->AddText({x + 6, top + 2}, to_u32(palette::kError), "event log full: not recorded from here");
        }
    }
    float last_marker_x = -1;
    for (const TimelineMarker& marker : lane.markers) {
        if (static_cast<double>(marker.end_cycle) < first) continue;
        if (static_cast<double>(marker.cycle) > last) break;
        const float x = std::floor(x_of(static_cast<double>(marker.cycle), origin.x));
        if (x == last_marker_x) continue;
        last_marker_x = x;
        const ImU32 colour = to_u32(marker_colour(marker.kind));
        draw->AddRectFilled({x - 1, origin.y + 1}, {x + 1, origin.y + height - 1}, colour);
        draw->AddTriangleFilled({x - 5, origin.y + 1}, {x + 5, origin.y + 1}, {x, origin.y + 7}, colour);
    }
}

void TimelineView::hover_lane(const TimelineLane& lane, ImVec2 origin, float width, float height) const {
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    if (mouse.y < origin.y || mouse.y >= origin.y + height || mouse.x < origin.x || mouse.x >= origin.x + width) return;
    std::string text = lane.name;
    for (const TimelineMarker& marker : lane.markers) {
        const float x = x_of(static_cast<double>(marker.cycle), origin.x);
        if (std::abs(x - mouse.x) > kMarkerHoverPixels) continue;
        text += "\n" + marker.label + "\n  at cycle " + grouped(marker.cycle) + " (" +
                microseconds(static_cast<double>(marker.cycle)) + " µs)";
        if (marker.end_cycle > marker.cycle)
            text += ", to cycle " + grouped(marker.end_cycle) + ": " + cycles_and_time(marker.end_cycle - marker.cycle);
    }
    const double cycle = std::floor(cycle_at(mouse.x, origin.x));
    const auto segment = std::upper_bound(lane.segments.begin(), lane.segments.end(), cycle,
                                          [](double c, const TimelineSegment& s) { return c < static_cast<double>(s.end); });
    if (segment != lane.segments.end() && static_cast<double>(segment->begin) <= cycle) {
        text += "\n" + std::string(lane_mode_name(segment->mode)) + " from cycle " + grouped(segment->begin) + " to " +
                grouped(segment->end) + ": " + cycles_and_time(segment->end - segment->begin);
    }
    text += "\npointer at cycle " + grouped(static_cast<std::uint64_t>(std::max(0.0, cycle))) + " (" +
            microseconds(std::max(0.0, cycle)) + " µs)";
    ImGui::BeginTooltip();
    ImGui::TextUnformatted(text.c_str());
    ImGui::EndTooltip();
}

void TimelineView::draw(const TimelineModel& model) {
    const ImVec2 corner = ImGui::GetCursorScreenPos();
    const ImVec2 available = ImGui::GetContentRegionAvail();
    const float ruler_height = ImGui::GetFontSize() * 2 + 8;
    const float width = std::max(50.0f, available.x - kLabelWidth);
    const float lanes_height = std::max(kMinLaneHeight, available.y - ruler_height);
    const float lane_height = std::clamp(lanes_height / static_cast<float>(std::max<std::size_t>(1, model.lanes.size())),
                                         kMinLaneHeight, kMaxLaneHeight);
    const ImVec2 origin{corner.x + kLabelWidth, corner.y};
    lanes_width_ = width;

    const std::uint64_t end = std::max<std::uint64_t>(model.end_cycle(), 1);
    if (fit_ || (follow_ && end != fitted_end_)) {
        first_cycle_ = 0;
        cycles_per_pixel_ = std::max(kMinCyclesPerPixel, static_cast<double>(end) * 1.04 / width);
        fitted_end_ = end;
        fit_ = false;
    }

    ImGui::InvisibleButton("timeline", {kLabelWidth + width, ruler_height + lane_height * static_cast<float>(model.lanes.size())});
    const bool hovered = ImGui::IsItemHovered();
    if (ImGui::IsItemActive() && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 0)) {
        first_cycle_ = std::max(0.0, first_cycle_ - static_cast<double>(ImGui::GetIO().MouseDelta.x) * cycles_per_pixel_);
        follow_ = false;
    }
    if (hovered && ImGui::GetIO().MouseWheel != 0)
        zoom_about(std::pow(1.25, -static_cast<double>(ImGui::GetIO().MouseWheel)), cycle_at(ImGui::GetIO().MousePos.x, origin.x));

    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->PushClipRect({corner.x, corner.y}, {origin.x + width, corner.y + available.y}, true);
    draw_ruler(draw, origin, width, ruler_height);
    for (std::size_t i = 0; i < model.lanes.size(); ++i) {
        const ImVec2 lane_origin{origin.x, origin.y + ruler_height + lane_height * static_cast<float>(i)};
        draw_lane(draw, model.lanes[i], lane_origin, width, lane_height);
    }
    if (hovered) {
        const float x = ImGui::GetIO().MousePos.x;
        if (x >= origin.x)
            draw->AddLine({x, origin.y}, {x, origin.y + ruler_height + lane_height * static_cast<float>(model.lanes.size())},
                          IM_COL32(255, 255, 255, 90));
        for (std::size_t i = 0; i < model.lanes.size(); ++i)
            hover_lane(model.lanes[i], {origin.x, origin.y + ruler_height + lane_height * static_cast<float>(i)}, width,
                       lane_height);
    }
    draw->PopClipRect();
}

}  // namespace xp860::gui
