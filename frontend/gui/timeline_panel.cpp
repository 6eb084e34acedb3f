#include "frontend/gui/timeline_panel.h"

#include "frontend/gui/timeline_names.h"
#include "frontend/gui/imgui_support.h"

namespace xp860::gui {
namespace {

// A swatch of the colour and its name.
void legend_entry(Rgb colour, const char* name, bool marker, float gap = 0) {
    ImGui::SameLine(0, gap > 0 ? gap : ImGui::GetFontSize() * 0.8f);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float size = ImGui::GetFontSize() * 0.7f, y = at.y + (ImGui::GetFrameHeight() - size) / 2;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    // Markers are drawn as their glyph, not a square, so a legend never looks like an event.
    if (marker) draw->AddTriangleFilled({at.x, y}, {at.x + size, y}, {at.x + size / 2, y + size * 0.7f}, to_u32(colour));
    else draw->AddRectFilled({at.x, y}, {at.x + size, y + size}, to_u32(colour));
    ImGui::Dummy({size + 4, ImGui::GetFrameHeight()});
    ImGui::SameLine(0, 0);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(name);
}

}  // namespace

void TimelinePanel::draw(Session& session, UiShared&) {
    const TimelineModel& model = session.timeline();
    if (ImGui::Button("Fit")) view_.fit();
    tooltip("Show the whole run");
    ImGui::SameLine();
    if (ImGui::Button("-")) view_.zoom(2);
    ImGui::SameLine();
    if (ImGui::Button("+")) view_.zoom(0.5);
    ImGui::SameLine();
    ImGui::BeginDisabled(!model.current_gap());
    if (ImGui::Button("Gap") && model.current_gap()) view_.show_gap(*model.current_gap());
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        tooltip(model.current_gap() ? "Zoom to the gap of the trial the experiment finished last" : "No trial is done yet");
    ImGui::SameLine();
    ImGui::Checkbox("Follow", &view_.follow());
    tooltip("Keep the whole run in view as it grows. The wheel zooms about the pointer, dragging pans.");
    ImGui::SameLine(0, ImGui::GetFontSize());
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("modes");
    for (const LaneMode mode : kLaneModes) legend_entry(lane_mode_colour(mode), lane_mode_name(mode), false);
    ImGui::SameLine(0, ImGui::GetFontSize());
    ImGui::TextDisabled("markers");
    const std::pair<MarkerKind, const char*> markers[] = {
        {MarkerKind::InterruptTaken, "interrupt"}, {MarkerKind::MessageDelivered, "message"},
        {MarkerKind::ContextSave, "context save"}, {MarkerKind::HandlerStart, "handler"},
        {MarkerKind::ContextRestore, "restore"},   {MarkerKind::ReturnToUser, "return to user"},
        {MarkerKind::Trap, "trap"},                {MarkerKind::Halt, "halt"}};
    for (const auto& [kind, name] : markers) legend_entry(marker_colour(kind), name, true);

    // The phases, and the current trial's gap phase by phase in their colours.
    ImGui::AlignTextToFramePadding();
    if (model.current_gap()) {
        const GapHighlight& gap = *model.current_gap();
        ImGui::TextDisabled("trial %u's interrupt:", gap.trial);
        std::uint64_t total = 0;
        for (const PhaseSpan& phase : gap.phases) {
            const std::string text = std::string(kernel::phase_name(phase.phase)) + " " + grouped(phase.end - phase.begin);
            legend_entry(phase_colour(phase.phase), text.c_str(), false);
            total += phase.end - phase.begin;
        }
        ImGui::SameLine(0, ImGui::GetFontSize());
        ImGui::TextDisabled("= %s of the gap's %s", cycles_and_time(total).c_str(), cycles_and_time(gap.end - gap.begin).c_str());
    } else {
        ImGui::TextDisabled("interrupt phases");
        for (std::size_t p = 0; p < kernel::kPhaseCount; ++p) {
            const auto phase = static_cast<kernel::Phase>(p);
            legend_entry(phase_colour(phase), std::string(kernel::phase_name(phase)).c_str(), false);
        }
    }
    // A click takes the machine to the cycle, as goto-cycle does.
    if (const std::optional<std::uint64_t> cycle = view_.draw(model)) session.goto_cycle(*cycle);
}

}  // namespace xp860::gui
