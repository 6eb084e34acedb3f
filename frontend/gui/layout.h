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

// `top` is the height of the main menu bar. The run control across the top; below
// it, left to right: the registers over the FP pipelines; the disassembly over the
// memory; the experiment over the mesh map and the network interface side by side.
// The timeline along the bottom; the help centred over everything.
inline PanelRect default_panel_rect(std::string_view panel, float width, float height, float top) {
    const float toolbar_height = 116;  // a title, two rows of buttons and boxes, the message
    const float body_top = top + toolbar_height;
    const float timeline_height = std::round(std::max(250.0f, height * 0.32f));
    const float body_height = std::max(120.0f, height - body_top - timeline_height);
    const float left_width = std::round(width * 0.27f);
    const float middle_width = std::round(width * 0.32f);
    const float right_x = left_width + middle_width;
    const float right_width = width - right_x;
    const float registers_height = std::round(body_height * 0.62f);
    const float disassembly_height = std::round(body_height * 0.6f);
    const float experiment_height = std::round(body_height * 0.66f);
    const float mesh_width = std::round(right_width * 0.45f);
    if (panel == "toolbar") return {0, top, width, toolbar_height};
    if (panel == "registers") return {0, body_top, left_width, registers_height};
    if (panel == "fp-pipelines") return {0, body_top + registers_height, left_width, body_height - registers_height};
    if (panel == "disassembly") return {left_width, body_top, middle_width, disassembly_height};
    if (panel == "memory")
        return {left_width, body_top + disassembly_height, middle_width, body_height - disassembly_height};
    if (panel == "experiment") return {right_x, body_top, right_width, experiment_height};
    if (panel == "mesh") return {right_x, body_top + experiment_height, mesh_width, body_height - experiment_height};
    if (panel == "network")
        return {right_x + mesh_width, body_top + experiment_height, right_width - mesh_width, body_height - experiment_height};
    if (panel == "timeline") return {0, height - timeline_height, width, timeline_height};
    const float help_width = std::min(760.0f, width - 40), help_height = std::min(520.0f, height - 40);
    return {(width - help_width) / 2, (height - help_height) / 2, help_width, help_height};
}

}  // namespace xp860::gui
