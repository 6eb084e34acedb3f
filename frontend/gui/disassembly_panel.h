// The selected node's code around the pc, disassembled by the project's
// disassembler (objdump's text), with the symbols of what runs there (on a node
// under the kernel, the kernel's and its process's), the pc, and breakpoints.
// Addresses are the core's: virtual once paging is on; the words are what a fetch
// would read (the instruction cache's copy, RAM, the boot ROM). Click a line to select it (F9 acts on it), click its left margin
// to set or clear a breakpoint; the wheel scrolls, "Follow pc" brings it back.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "frontend/gui/panel.h"

namespace xp860::gui {

class DisassemblyPanel : public Panel {
public:
    DisassemblyPanel() : Panel("disassembly", "Disassembly", true) {}
    ImGuiWindowFlags window_flags() const override { return kScrollsItself; }
    void draw(Session& session, UiShared& shared) override;

private:
    void follow(std::uint32_t pc, int lines);

    std::uint32_t top_ = 0;  // address of the first line shown
    bool follow_pc_ = true;
    int node_ = -1;  // the node the selection belongs to
    std::array<char, 64> go_to_{};
    std::string go_to_error_;
};

}  // namespace xp860::gui
