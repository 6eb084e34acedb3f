// The desktop app's user interface: the main menu, the keyboard, and the panels,
// each a window over the one Session. Drawn once a frame, immediate-mode.
#pragma once

#include <array>
#include <functional>
#include <string>
#include <string_view>

#include "frontend/gui/disassembly_panel.h"
#include "frontend/gui/experiment_panel.h"
#include "frontend/gui/fp_pipelines_panel.h"
#include "frontend/gui/help_panel.h"
#include "frontend/gui/key_bindings.h"
#include "frontend/gui/memory_panel.h"
#include "frontend/gui/mesh_panel.h"
#include "frontend/gui/network_panel.h"
#include "frontend/gui/registers_panel.h"
#include "frontend/gui/session.h"
#include "frontend/gui/timeline_panel.h"
#include "frontend/gui/toolbar_panel.h"

namespace xp860::gui {

// The panels by the names scripts use, in the View menu's order.
inline constexpr std::array<std::string_view, 10> kPanelNames = {
    "toolbar", "registers", "fp-pipelines", "disassembly", "memory", "experiment", "mesh", "network", "timeline", "help"};

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
    TimelinePanel& timeline() { return timeline_; }
    void perform(Action action);
    // A session file (session_file.h): the machine through the Session, and the
    // views (open panels, the timeline's range, the memory panel's address) here.
    bool save_session(const std::string& path);
    bool open_session(const std::string& path);

private:
    void handle_keys();
    void menu_bar();
    void draw_panel(Panel& panel);
    // A modal asking for a path (File > Export, Save Session, Open Session).
    struct PathPopup {
        const char* title;
        const char* prompt;
        const char* button;
        bool open = false;
        std::array<char, 1024> path{};
    };
    void path_popup(PathPopup& popup, const std::function<void(const std::string&)>& act);

    Session& session_;
    UiShared shared_;
    ToolbarPanel toolbar_;
    RegistersPanel registers_;
    FpPipelinesPanel fp_pipelines_;
    DisassemblyPanel disassembly_;
    MemoryPanel memory_;
    ExperimentPanel experiment_;
    MeshPanel mesh_;
    NetworkPanel network_;
    TimelinePanel timeline_;
    HelpPanel help_;
    std::array<Panel*, kPanelNames.size()> panels_;
    float menu_height_ = 0;
    bool reset_layout_ = false;
    bool help_was_open_ = false;
    bool quit_ = false;
    PathPopup export_{"Export the timeline", "Chrome trace JSON, for ui.perfetto.dev or chrome://tracing:", "Export",
                      false, {"xp860-trace.json"}};
    PathPopup save_session_{"Save the session", "The machine, breakpoints, the selected node and the views, to:",
                            "Save", false, {"xp860.session"}};
    PathPopup open_session_{"Open a session", "A session file saved by File > Save Session:", "Open", false,
                            {"xp860.session"}};
};

}  // namespace xp860::gui
