#include "frontend/gui/timeline_panel.h"

#include "frontend/gui/imgui_support.h"

namespace xp860::gui {
namespace {

// A swatch of the colour and its name.
void legend_entry(Rgb colour, const char* name, bool marker) {
    ImGui::SameLine(0, ImGui::GetFontSize());
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
    if (ImGui::Button("Fit")) view_.fit();
    ImGui::SameLine();
    if (ImGui::Button("-")) view_.zoom(2);
    ImGui::SameLine();
    if (ImGui::Button("+")) view_.zoom(0.5);
    ImGui::SameLine();
    ImGui::Checkbox("Follow the run", &view_.follow());
    tooltip("Keep the whole run in view as it grows. The wheel zooms about the pointer, dragging pans.");
    legend_entry(lane_mode_colour(LaneMode::User), "user", false);
    legend_entry(lane_mode_colour(LaneMode::Supervisor), "supervisor", false);
    legend_entry(palette::kTrapMarker, "trap taken", true);
    legend_entry(palette::kHaltMarker, "halt", true);
    ImGui::SameLine(0, ImGui::GetFontSize() * 2);
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("kernel, handler and idle phases come with the kernel");
    view_.draw(session.timeline());
}

}  // namespace xp860::gui
