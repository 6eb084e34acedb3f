// Run control and loading: the node the views follow, step / run / pause / reset,
// run N cycles, run to the next interrupt, context switch or trap, the events runs
// stop at, and the path box that opens an ELF onto the node.
#pragma once

#include <array>

#include "frontend/gui/panel.h"

namespace xp860::gui {

class ToolbarPanel : public Panel {
public:
    ToolbarPanel() : Panel("toolbar", "Run control", true) {}
    ImGuiWindowFlags window_flags() const override {
        return ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoScrollbar;
    }
    void draw(Session& session, UiShared& shared) override;
    // The text of the path box (scripts and the command line fill it too).
    void set_program_path(const std::string& path);

private:
    std::array<char, 1024> path_{};
    std::array<char, 24> cycles_{"10000"};
};

}  // namespace xp860::gui
