// Where each panel opens: a fixed arrangement that fills the window (Dear ImGui
// 1.86 has no docking), recomputed for the window's size. The screenshot test
// reads it to know where the timeline is.
#pragma once

#include <algorithm>
#include <cmath>
#include <string_view>

namespace xp860::gui {

inline constexpr int kDefaultWindowWidth = 1600;
inline constexpr int kDefaultWindowHeight = 900;

struct PanelRect {
    float x, y, width, height;
};

// `top` is the height of the main menu bar. Toolbar across the top; registers,
// disassembly, and the FP pipelines above the memory, side by side; the timeline
// along the bottom; the help centred over everything.
inline PanelRect default_panel_rect(std::string_view panel, float width, float height, float top) {
    const float toolbar_height = 124;  // a title and three rows of buttons, boxes and text
    const float body_top = top + toolbar_height;
    const float timeline_height = std::max(220.0f, height * 0.28f);
    const float body_height = std::max(100.0f, height - body_top - timeline_height);
    const float registers_width = std::round(width * 0.28f);
    const float disassembly_width = std::round(width * 0.36f);
    const float right_x = registers_width + disassembly_width;
    const float right_width = width - right_x;
    const float pipelines_height = std::round(body_height * 0.46f);
    if (panel == "toolbar") return {0, top, width, toolbar_height};
    if (panel == "registers") return {0, body_top, registers_width, body_height};
    if (panel == "disassembly") return {registers_width, body_top, disassembly_width, body_height};
    if (panel == "fp-pipelines") return {right_x, body_top, right_width, pipelines_height};
    if (panel == "memory") return {right_x, body_top + pipelines_height, right_width, body_height - pipelines_height};
    if (panel == "timeline") return {0, height - timeline_height, width, timeline_height};
    const float help_width = std::min(720.0f, width - 40), help_height = std::min(360.0f, height - 40);
    return {(width - help_width) / 2, (height - help_height) / 2, help_width, help_height};
}

}  // namespace xp860::gui
