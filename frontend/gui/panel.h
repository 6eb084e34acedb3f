// A panel of the desktop app: one window drawing one view of the Session, in the
// manner of Dear ImGui's demo and MAME's debugger. A panel owns only its view
// state (where it is scrolled to, what is typed in its boxes); the machine it
// shows belongs to the Session, and it changes it only through the Session's
// actions.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include <imgui.h>

#include "frontend/gui/session.h"

namespace xp860::gui {

// The flags of a panel that lays out only what fits and scrolls its own view
// with the wheel (code, memory, the timeline), rather than scrolling its window.
inline constexpr ImGuiWindowFlags kScrollsItself = ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;

// What panels share besides the Session.
struct UiShared {
    ImFont* mono = nullptr;  // registers, code, memory: columns that line up
    // The disassembly line the user selected on the selected node: where F9 puts
    // or removes a breakpoint.
    std::optional<std::uint32_t> selected_code;
    bool focus_program_path = false;  // File > Load: the toolbar's path box takes the keyboard
};

class Panel {
public:
    Panel(std::string_view name, const char* title, bool open_at_start)
        : open(open_at_start), name_(name), title_(title) {}
    virtual ~Panel() = default;
    Panel(const Panel&) = delete;
    Panel& operator=(const Panel&) = delete;

    std::string_view name() const { return name_; }  // as `open-panel NAME` spells it
    const char* title() const { return title_; }      // the window's title
    virtual ImGuiWindowFlags window_flags() const { return ImGuiWindowFlags_None; }
    // Draws the contents, between the App's Begin and End of the window.
    virtual void draw(Session& session, UiShared& shared) = 0;

    bool open;  // the window shows; its close box and the View menu change it

private:
    std::string_view name_;
    const char* title_;
};

// The selected node, for a panel that shows a program's state; -1 when the node
// has none, after the panel has said so (with `hint`, what to do about it).
inline int node_with_program(const Session& session, const char* hint = "") {
    const int node = session.selected_node();
    if (session.has_program(node)) return node;
    ImGui::TextDisabled("Node %d has no program.%s", node, hint);
    return -1;
}

}  // namespace xp860::gui
