#include "frontend/gui/timeline_view.h"

#include <algorithm>
#include <cmath>
#include <functional>

#include "cpu/cycle_model.h"
#include "frontend/gui/timeline_names.h"
#include "frontend/gui/imgui_support.h"

namespace xp860::gui {
namespace {

constexpr float kLabelWidth = 150;   // lane names, left of the plot
constexpr float kMinLaneHeight = 34;
constexpr float kMaxLaneHeight = 96;
constexpr float kMarkerHoverPixels = 4;
constexpr float kDenseMarkerPixels = 4;  // markers this close on average are drawn as ticks
constexpr double kMinCyclesPerPixel = 1.0 / 64;  // at most 64 pixels a cycle

// A ruler step of 1, 2 or 5 times a power of ten cycles, about `pixels` apart.
double ruler_step(double cycles_per_pixel, double pixels) {
    const double raw = std::max(1.0, cycles_per_pixel * pixels);
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double factor : {1.0, 2.0, 5.0, 10.0})
        if (factor * power >= raw) return factor * power;
    return 10 * power;
}

// The phases' names where a strip has little room.
const char* short_phase_name(kernel::Phase phase) {
    switch (phase) {
        case kernel::Phase::InterruptEntry: return "entry";
        case kernel::Phase::KernelNetRead: return "net read";
        case kernel::Phase::ContextSave: return "save";
        case kernel::Phase::Handler: return "handler";
        case kernel::Phase::ContextRestore: return "restore";
        case kernel::Phase::Return: return "return";
    }
    return "?";
}

// Markers drawn last, over the others where they share a pixel.
bool is_major(MarkerKind kind) {
    return kind != MarkerKind::Trap && kind != MarkerKind::MessageInjected && kind != MarkerKind::MessageDelivered;
}

}  // namespace

struct TimelineView::Geometry {
    ImVec2 origin;  // the plot's top left: right of the lane names, at the ruler's top
    float width = 0;
    float ruler_height = 0;
    float gap_height = 0;  // the band for the gap's bracket and text
    float lane_height = 0;
    std::size_t lanes = 0;

    float lanes_top() const { return origin.y + ruler_height + gap_height; }
    float lane_top(std::size_t i) const { return lanes_top() + lane_height * static_cast<float>(i); }
    float bar_top(std::size_t i) const { return lane_top(i) + 4; }
    float bar_bottom(std::size_t i) const { return lane_top(i) + std::round(lane_height * 0.56f); }
    float strip_top(std::size_t i) const { return bar_bottom(i) + 2; }
    float strip_bottom(std::size_t i) const { return lane_top(i) + lane_height - 4; }
    float bottom() const { return lane_top(lanes); }
};

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

void TimelineView::show(std::uint64_t first, std::uint64_t last) {
    requested_ = {first, std::max(last, first + 1)};
    follow_ = false;
}

void TimelineView::show_gap(const GapHighlight& gap) {
    const std::uint64_t margin = (gap.end - gap.begin) / 6 + 1;
    show(gap.begin > margin ? gap.begin - margin : 0, gap.end + margin);
}

void TimelineView::draw_ruler(ImDrawList* draw, const Geometry& g) const {
    const ImU32 dim = to_u32(palette::kDim);
    const ImVec2 o = g.origin;
    draw->AddRectFilled({o.x - kLabelWidth, o.y}, {o.x + g.width, o.y + g.ruler_height}, IM_COL32(32, 36, 44, 255));
    draw->AddText({o.x - kLabelWidth + 8, o.y + 2}, dim, "cycles");
    const std::string clock = "µs (" + std::to_string(cpu::timing::kCyclesPerMicrosecond) + " MHz)";
    draw->AddText({o.x - kLabelWidth + 8, o.y + g.ruler_height / 2}, dim, clock.c_str());
    const double step = ruler_step(cycles_per_pixel_, 110);
    const double step_us = step / cpu::timing::kCyclesPerMicrosecond;
    const int decimals = step_us >= 1 ? 0 : static_cast<int>(std::ceil(-std::log10(step_us) - 1e-9));
    const double last = cycle_at(o.x + g.width, o.x);
    for (double cycle = std::ceil(first_cycle_ / step) * step; cycle <= last; cycle += step) {
        const float x = std::floor(x_of(cycle, o.x));
        draw->AddLine({x, o.y + g.ruler_height - 6}, {x, o.y + g.ruler_height}, dim);
        draw->AddText({x + 3, o.y + 2}, to_u32(palette::kText), grouped(static_cast<std::uint64_t>(cycle)).c_str());
        draw->AddText({x + 3, o.y + g.ruler_height / 2}, dim, microseconds(cycle, decimals).c_str());
        for (int minor = 1; minor < 5; ++minor) {
            const float mx = std::floor(x_of(cycle + step * minor / 5, o.x));
            if (mx < o.x + g.width) draw->AddLine({mx, o.y + g.ruler_height - 3}, {mx, o.y + g.ruler_height}, dim);
        }
    }
}

namespace {

// Spans (segments or phases) in cycle order, each at least a pixel wide; spans
// thinner than a pixel share it with the one before.
template <typename Span, typename Colour>
void draw_spans(ImDrawList* draw, const std::vector<Span>& spans, double first, double last, float left, float right,
                float top, float bottom, const std::function<float(double)>& x_of, Colour colour_of) {
    const auto begin = std::lower_bound(spans.begin(), spans.end(), first,
                                        [](const Span& s, double cycle) { return static_cast<double>(s.end) <= cycle; });
    float painted_to = left - 1;
    for (auto span = begin; span != spans.end() && static_cast<double>(span->begin) <= last; ++span) {
        float x0 = std::max(left, std::floor(x_of(static_cast<double>(span->begin))));
        float x1 = std::min(right, std::floor(x_of(static_cast<double>(span->end))));
        if (x1 <= painted_to) continue;
        x0 = std::max(x0, painted_to);
        x1 = std::max(x1, x0 + 1);
        draw->AddRectFilled({x0, top}, {x1, bottom}, to_u32(colour_of(*span)));
        painted_to = x1;
    }
}

}  // namespace

void TimelineView::draw_lane(ImDrawList* draw, const TimelineLane& lane, const Geometry& g, std::size_t index) const {
    const float top = g.lane_top(index);
    const float left = g.origin.x, right = g.origin.x + g.width;
    draw->AddText({left - kLabelWidth + 8, top + (g.lane_height - ImGui::GetFontSize()) / 2}, to_u32(palette::kText), lane.name.c_str());
    draw->AddRectFilled({left, g.bar_top(index)}, {right, g.strip_bottom(index)}, IM_COL32(36, 40, 48, 255));
    if (lane.segments.empty()) {
        draw->AddText({left + 8, top + (g.lane_height - ImGui::GetFontSize()) / 2}, to_u32(palette::kDim), "no program");
        return;
    }
    const double first = first_cycle_, last = cycle_at(right, left);
    const auto x = [&](double cycle) { return x_of(cycle, left); };
    const float bar_bottom = lane.phases.empty() ? g.strip_bottom(index) : g.bar_bottom(index);
    draw_spans(draw, lane.segments, first, last, left, right, g.bar_top(index), bar_bottom, x,
               [](const TimelineSegment& s) { return lane_mode_colour(s.mode); });
    if (!lane.phases.empty()) {
        draw_spans(draw, lane.phases, first, last, left, right, g.strip_top(index), g.strip_bottom(index), x,
                   [](const PhaseSpan& p) { return phase_colour(p.phase); });
    }
    if (lane.missing_from) {
        const float from = std::max(left, x(static_cast<double>(*lane.missing_from)));
        if (from < right) {
            draw->AddRectFilled({from, g.bar_top(index)}, {right, g.strip_bottom(index)}, IM_COL32(60, 60, 60, 220));
            draw->AddText({from + 6, g.bar_top(index) + 2}, to_u32(palette::kError), "lane full: not kept from here");
        }
    }
    const auto visible = std::lower_bound(lane.markers.begin(), lane.markers.end(), first,
                                          [](const TimelineMarker& m, double cycle) { return static_cast<double>(m.cycle) < cycle; });
    const auto beyond = std::upper_bound(visible, lane.markers.end(), last,
                                         [](double cycle, const TimelineMarker& m) { return cycle < static_cast<double>(m.cycle); });
    // Markers closer than a few pixels on average are a wall, not information: then
    // only a tick of each shows along the lane's top, and zooming in brings them back.
    if (static_cast<float>(beyond - visible) * kDenseMarkerPixels > g.width) {
        float last_x = -1;
        for (auto marker = visible; marker != beyond; ++marker) {
            const float mx = std::floor(x(static_cast<double>(marker->cycle)));
            if (mx == last_x || !is_major(marker->kind)) continue;
            last_x = mx;
            draw->AddRectFilled({mx, top + 1}, {mx + 1, top + 4}, to_u32(marker_colour(marker->kind)));
        }
        return;
    }
    for (const bool major : {false, true}) {
        float last_x = -1;
        for (auto marker = visible; marker != beyond; ++marker) {
            if (is_major(marker->kind) != major) continue;
            const float mx = std::floor(x(static_cast<double>(marker->cycle)));
            if (mx == last_x) continue;
            last_x = mx;
            const ImU32 colour = to_u32(marker_colour(marker->kind));
            if (!major) {  // a thin tick: traps at the bar's top, messages at its bottom
                const bool message = marker->kind != MarkerKind::Trap;
                const float y0 = message ? bar_bottom - 9 : top + 1, y1 = message ? bar_bottom + 1 : g.bar_top(index) + 9;
                draw->AddRectFilled({mx, y0}, {mx + 1, y1}, colour);
                continue;
            }
            draw->AddRectFilled({mx - 1, top + 1}, {mx + 1, bar_bottom}, colour);
            draw->AddTriangleFilled({mx - 5, top + 1}, {mx + 5, top + 1}, {mx, top + 8}, colour);
        }
    }
}

void TimelineView::draw_flows(ImDrawList* draw, const TimelineModel& model, const Geometry& g) const {
    const double first = first_cycle_, last = cycle_at(g.origin.x + g.width, g.origin.x);
    const ImU32 colour = to_u32(palette::kMessage, 210);
    const auto begin = std::lower_bound(model.flows.begin(), model.flows.end(), first,
                                        [](const MessageFlow& f, double cycle) { return static_cast<double>(f.delivered) < cycle; });
    // In delivery order, which is near enough injection order to stop at the first injected past the view.
    auto end = begin;
    while (end != model.flows.end() && static_cast<double>(end->injected) <= last) ++end;
    if (static_cast<float>(end - begin) * kDenseMarkerPixels * 2 > g.width) return;  // too many to tell apart
    for (auto flow = begin; flow != end; ++flow) {
        if (flow->from >= g.lanes || flow->to >= g.lanes || flow->from == flow->to) continue;
        const bool down = flow->to > flow->from;
        const ImVec2 from{x_of(static_cast<double>(flow->injected), g.origin.x),
                          down ? g.strip_bottom(flow->from) : g.bar_top(flow->from)};
        const ImVec2 to{x_of(static_cast<double>(flow->delivered), g.origin.x), down ? g.bar_top(flow->to) : g.strip_bottom(flow->to)};
        draw->AddLine(from, to, colour, 1.5f);
        const float dx = to.x - from.x, dy = to.y - from.y, length = std::max(1.0f, std::sqrt(dx * dx + dy * dy));
        const float ux = dx / length, uy = dy / length;
        draw->AddTriangleFilled(to, {to.x - ux * 8 - uy * 4, to.y - uy * 8 + ux * 4},
                                {to.x - ux * 8 + uy * 4, to.y - uy * 8 - ux * 4}, colour);
    }
}

void TimelineView::draw_gap(ImDrawList* draw, const GapHighlight& gap, const Geometry& g) const {
    const float left = g.origin.x, right = g.origin.x + g.width;
    const float x0 = x_of(static_cast<double>(gap.begin), left), x1 = x_of(static_cast<double>(gap.end), left);
    if (x1 < left || x0 > right) return;
    const float band_top = g.origin.y + g.ruler_height;
    if (gap.lane < g.lanes)
        draw->AddRect({x0 - 1, g.lane_top(gap.lane) + 1}, {x1 + 1, g.lane_top(gap.lane) + g.lane_height - 1},
                      to_u32(palette::kGap, 190), 0, 0, 1.5f);
    // The bracket over it, with what the program measured.
    const float y = band_top + g.gap_height - 5;
    const ImU32 white = to_u32(palette::kGap, 220);
    draw->AddLine({x0, y}, {x1, y}, white, 1.5f);
    draw->AddLine({x0, y - 5}, {x0, y + 4}, white, 1.5f);
    draw->AddLine({x1, y - 5}, {x1, y + 4}, white, 1.5f);
    const std::string text = "trial " + std::to_string(gap.trial) + ": gap " + cycles_and_time(gap.end - gap.begin) +
                             ", less the loop's " + grouped(gap.loop_gap) + ": cost " +
                             cycles_and_time(gap.end - gap.begin - std::min(gap.loop_gap, gap.end - gap.begin));
    const float text_width = ImGui::CalcTextSize(text.c_str()).x;
    const float tx = std::clamp((x0 + x1 - text_width) / 2, left + 2, std::max(left + 2, right - text_width - 2));
    draw->AddText({tx, band_top + 1}, white, text.c_str());
    // Each phase named in the gap lane's strip where it has room.
    if (gap.lane >= g.lanes) return;
    const float strip_top = g.strip_top(gap.lane), strip_bottom = g.strip_bottom(gap.lane);
    if (strip_bottom - strip_top < ImGui::GetFontSize() - 2) return;
    for (const PhaseSpan& phase : gap.phases) {
        const float p0 = std::max(left, x_of(static_cast<double>(phase.begin), left));
        const float p1 = std::min(right, x_of(static_cast<double>(phase.end), left));
        const std::string label = std::string(short_phase_name(phase.phase)) + " " + grouped(phase.end - phase.begin);
        const float width = ImGui::CalcTextSize(label.c_str()).x;
        if (p1 - p0 < width + 6) continue;
        draw->AddText({(p0 + p1 - width) / 2, strip_top + (strip_bottom - strip_top - ImGui::GetFontSize()) / 2},
                      IM_COL32(16, 18, 22, 255), label.c_str());
    }
}

void TimelineView::hover(const TimelineModel& model, const Geometry& g) const {
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    if (mouse.x < g.origin.x || mouse.x >= g.origin.x + g.width || mouse.y < g.lanes_top() || mouse.y >= g.bottom())
        return;
    const auto index = static_cast<std::size_t>((mouse.y - g.lanes_top()) / g.lane_height);
    const TimelineLane& lane = model.lanes[index];
    std::string text = lane.name;
    const double near_first = cycle_at(mouse.x - kMarkerHoverPixels, g.origin.x);
    const double near_last = cycle_at(mouse.x + kMarkerHoverPixels, g.origin.x);
    const auto near = std::lower_bound(lane.markers.begin(), lane.markers.end(), near_first,
                                       [](const TimelineMarker& m, double cycle) { return static_cast<double>(m.cycle) < cycle; });
    int shown = 0;
    for (auto marker = near; marker != lane.markers.end() && static_cast<double>(marker->cycle) <= near_last; ++marker) {
        if (++shown > 6) {
            text += "\n  ... and more: zoom in";
            break;
        }
        text += "\n" + std::string(marker_kind_name(marker->kind)) + ": " + marker->label + "\n  at cycle " +
                grouped(marker->cycle) + " (" + microseconds(static_cast<double>(marker->cycle)) + " µs)";
    }
    const double cycle = std::max(0.0, std::floor(cycle_at(mouse.x, g.origin.x)));
    const auto covering = [&](const auto& spans) {
        using Span = typename std::decay_t<decltype(spans)>::value_type;
        const auto at = std::upper_bound(spans.begin(), spans.end(), cycle,
                                         [](double c, const Span& s) { return c < static_cast<double>(s.end); });
        return at != spans.end() && static_cast<double>(at->begin) <= cycle ? &*at : nullptr;
    };
    if (const TimelineSegment* segment = covering(lane.segments))
        text += "\n" + std::string(lane_mode_name(segment->mode)) + " from cycle " + grouped(segment->begin) + " to " +
                grouped(segment->end) + ": " + cycles_and_time(segment->end - segment->begin);
    if (const PhaseSpan* phase = covering(lane.phases))
        text += "\nphase " + std::string(kernel::phase_name(phase->phase)) + " from cycle " + grouped(phase->begin) +
                " to " + grouped(phase->end) + ": " + cycles_and_time(phase->end - phase->begin);
    text += "\npointer at cycle " + grouped(static_cast<std::uint64_t>(cycle)) + " (" + microseconds(cycle) + " µs)";
    ImGui::BeginTooltip();
    ImGui::TextUnformatted(text.c_str());
    ImGui::EndTooltip();
}

std::optional<std::uint64_t> TimelineView::draw(const TimelineModel& model) {
    const ImVec2 corner = ImGui::GetCursorScreenPos();
    const ImVec2 available = ImGui::GetContentRegionAvail();
    Geometry g;
    g.lanes = model.lanes.size();
    g.ruler_height = ImGui::GetFontSize() * 2 + 8;
    g.gap_height = model.current_gap() ? ImGui::GetFontSize() + 12 : 0;
    g.width = std::max(50.0f, available.x - kLabelWidth);
    const float lanes_height = std::max(kMinLaneHeight, available.y - g.ruler_height - g.gap_height);
    g.lane_height = std::floor(std::clamp(lanes_height / static_cast<float>(std::max<std::size_t>(1, g.lanes)),
                                          kMinLaneHeight, kMaxLaneHeight));
    g.origin = {corner.x + kLabelWidth, corner.y};
    lanes_width_ = g.width;

    const std::uint64_t end = std::max<std::uint64_t>(model.end_cycle(), 1);
    if (requested_) {
        first_cycle_ = static_cast<double>(requested_->first);
        cycles_per_pixel_ = std::max(kMinCyclesPerPixel, static_cast<double>(requested_->second - requested_->first) / g.width);
        requested_.reset();
        fit_ = false;
    } else if (fit_ || (follow_ && end != fitted_end_)) {
        first_cycle_ = 0;
        cycles_per_pixel_ = std::max(kMinCyclesPerPixel, static_cast<double>(end) * 1.04 / g.width);
        fitted_end_ = end;
        fit_ = false;
    }

    ImGui::InvisibleButton("timeline", {kLabelWidth + g.width, g.bottom() - corner.y});
    const bool hovered = ImGui::IsItemHovered();
    if (ImGui::IsItemActive() && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 0)) {
        first_cycle_ = std::max(0.0, first_cycle_ - static_cast<double>(ImGui::GetIO().MouseDelta.x) * cycles_per_pixel_);
        follow_ = false;
    }
    if (hovered && ImGui::GetIO().MouseWheel != 0)
        zoom_about(std::pow(1.25, -static_cast<double>(ImGui::GetIO().MouseWheel)), cycle_at(ImGui::GetIO().MousePos.x, g.origin.x));
    if (ImGui::IsItemActivated()) pressed_x_ = ImGui::GetIO().MousePos.x;
    std::optional<std::uint64_t> clicked;
    if (ImGui::IsItemDeactivated() && ImGui::GetIO().MousePos.x == pressed_x_ && pressed_x_ >= g.origin.x)
        clicked = std::min(model.end_cycle(), static_cast<std::uint64_t>(std::floor(cycle_at(pressed_x_, g.origin.x))));

    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->PushClipRect(corner, {g.origin.x + g.width, corner.y + available.y}, true);
    draw_ruler(draw, g);
    if (model.current_gap()) {  // a faint column behind the lanes, so their colours stay exact over it
        const float x0 = std::max(g.origin.x, x_of(static_cast<double>(model.current_gap()->begin), g.origin.x));
        const float x1 = std::min(g.origin.x + g.width, x_of(static_cast<double>(model.current_gap()->end), g.origin.x));
        if (x1 > x0) draw->AddRectFilled({x0, g.origin.y + g.ruler_height}, {x1, g.bottom()}, to_u32(palette::kGap, 24));
    }
    for (std::size_t i = 0; i < g.lanes; ++i) draw_lane(draw, model.lanes[i], g, i);
    draw_flows(draw, model, g);
    if (model.current_gap()) draw_gap(draw, *model.current_gap(), g);
    if (hovered) {
        const float x = ImGui::GetIO().MousePos.x;
        if (x >= g.origin.x) draw->AddLine({x, g.origin.y}, {x, g.bottom()}, IM_COL32(255, 255, 255, 90));
        hover(model, g);
    }
    draw->PopClipRect();
    return clicked;
}

}  // namespace xp860::gui
