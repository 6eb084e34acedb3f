// The desktop app's user interface: the main menu, the keyboard, and the panels,
// each a window over the one Session. Drawn once a frame, immediate-mode.
#pragma once

#include <array>
#include <string_view>

#include "frontend/gui/disassembly_panel.h"
#include "frontend/gui/fp_pipelines_panel.h"
#include "frontend/gui/help_panel.h"
#include "frontend/gui/key_bindings.h"
#include "frontend/gui/memory_panel.h"
#include "frontend/gui/registers_panel.h"
#include "frontend/gui/session.h"
#include "frontend/gui/timeline_panel.h"
#include "frontend/gui/toolbar_panel.h"

namespace xp860::gui {

// The panels by the names scripts use, in the View menu's order.
inline constexpr std::array<std::string_view, 7> kPanelNames = {
    "toolbar", "registers", "disassembly", "fp-pipelines", "memory", "timeline", "help"};

class App {
public:
    App(Session& session, ImFont* mono_font);

    // One frame of the interface, between ImGui::NewFrame() and ImGui::Render().
    void frame();
    bool quit_requested() const { return quit_; }

    // nullptr for a name not in kPanelNames.
    Panel* panel(std::string_view name);
    MemoryPanel& memory() { return memory_; }
    ToolbarPanel& toolbar() { return toolbar_; }
    void perform(Action action);

private:
    void handle_keys();
    void menu_bar();
    void draw_panel(Panel& panel);

    Session& session_;
    UiShared shared_;
    ToolbarPanel toolbar_;
    RegistersPanel registers_;
    DisassemblyPanel disassembly_;
    FpPipelinesPanel fp_pipelines_;
    MemoryPanel memory_;
    TimelinePanel timeline_;
    HelpPanel help_;
    std::array<Panel*, kPanelNames.size()> panels_;
    float menu_height_ = 0;
    bool reset_layout_ = false;
    bool help_was_open_ = false;
    bool quit_ = false;
};

}  // namespace xp860::gui
