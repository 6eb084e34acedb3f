// Small helpers the panels share for drawing with Dear ImGui in the app's colours.
#pragma once

#include <cstdint>
#include <string>

#include <imgui.h>

#include "frontend/gui/palette.h"

namespace xp860::gui {

inline ImU32 to_u32(Rgb colour, std::uint8_t alpha = 255) { return IM_COL32(colour.r, colour.g, colour.b, alpha); }
inline ImVec4 to_vec4(Rgb colour, float alpha = 1.0f) {
    return {colour.r / 255.0f, colour.g / 255.0f, colour.b / 255.0f, alpha};
}

inline void coloured_text(Rgb colour, const std::string& text) {
    ImGui::PushStyleColor(ImGuiCol_Text, to_vec4(colour));
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopStyleColor();
}

// A value, highlighted when the last action changed it.
inline void changed_text(const std::string& text, bool changed) {
    if (changed) coloured_text(palette::kChanged, text);
    else ImGui::TextUnformatted(text.c_str());
}

// The text of the hovered item's tooltip.
inline void tooltip(const std::string& text) {
    if (!ImGui::IsItemHovered()) return;
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

}  // namespace xp860::gui
