#include "frontend/gui/help_panel.h"

#include "frontend/gui/imgui_support.h"
#include "frontend/gui/key_bindings.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace xp860::gui {
namespace {

struct Entry {
    std::string_view name;
    std::string_view text;
};

constexpr Entry kGestures[] = {
    {"Disassembly", "click a line to select it; click its left margin for a breakpoint; the wheel scrolls"},
    {"Memory", "click a byte to edit it: two hex digits, Enter (Tab: the next byte, Escape: cancel)"},
    {"Registers", "double-click the pc, an integer register or an FP register's hex to set it: hex, Enter (Escape: cancel)"},
    {"Timeline", "a click takes the machine to that cycle (back or forward, by replay); the wheel zooms about the pointer, dragging pans, hovering shows exact cycles; Gap zooms to the last trial"},
    {"Mesh", "click a node to select it"},
    {"Address boxes", "hex with or without 0x, or a symbol of the node's programs (the kernel's and its process's)"},
};

constexpr Entry kParagraphs[] = {
    {"Runs",
     "The app opens on the seed's experiment: two nodes booted with the kernel, node 0 sending, node 1 timing "
     "the gap the message's interrupt makes. Step into moves the selected node one instruction and the other "
     "up to its cycle. To interrupt, To switch and To trap run until the selected node takes an interrupt, "
     "switches context (a return from trap, the kernel's save or restore for a handler) or takes a trap; the "
     "Stop at boxes stop any run at such an event on any node. Runs stop at a breakpoint or where an event "
     "happened, right after the instruction that made it; the experiment's own runs (Run a trial, Run to the "
     "end) go through breakpoints. Loading a program makes the machine bare nodes, where the first unhandled "
     "trap halts a node. File > Export writes the timeline for Perfetto."},
    {"Going back",
     "The machine is deterministic, so it goes back exactly: the app keeps snapshots as it runs and replays "
     "from the nearest one. Step back moves the selected node one instruction back. Back over, the reverse of "
     "step over, lands on the last call or calli the node made at this level (its stack pointer at or above "
     "the present one, in the same mode), which has returned here; when this function made no call yet, on "
     "the call that entered it. Reverse runs backwards to the latest cycle before now where the selected "
     "node stood at one of its breakpoints (as a run forward would have stopped there); with none hit, it "
     "goes to the oldest cycle kept and says so. Both search back as far as the oldest snapshot, a slice "
     "each frame as a run does: the status line says how far back they have got, and Pause (Shift+F5) stops "
     "the search, the machine then where it was before. Back to interrupt lands after the step that took it, on the "
     "trap vector. A click on the timeline takes the machine to that cycle. Values that differ from the "
     "previous stop are highlighted, whichever way the machine went."},
    {"Sessions and edits",
     "File > Save Session writes the machine (a snapshot, as xp860 run --save-at writes), the breakpoints, the "
     "selected node, the open panels, the timeline's range and the memory panel's address to one file; File > "
     "Open Session, or xp860-gui --session FILE, brings them back (the history of going back starts there). "
     "Editing memory or a register after going back discards the recorded future from that cycle on, and the "
     "status line says so; the run goes on from the edited state."},
};

void titled(const char* title) {
    ImGui::Spacing();
    coloured_text(palette::kAccent, title);
}

// A table of names and what they do, the second column wrapped to the window.
void two_columns(const char* id, const auto& rows) {
    if (!ImGui::BeginTable(id, 2, ImGuiTableFlags_RowBg)) return;
    ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("text", ImGuiTableColumnFlags_WidthStretch);
    for (const auto& [name, text] : rows) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(std::string(name).c_str());
        ImGui::TableNextColumn();
        ImGui::PushTextWrapPos(0);  // a long line wraps in its cell rather than running past the window
        ImGui::TextUnformatted(text.data(), text.data() + text.size());
        ImGui::PopTextWrapPos();
    }
    ImGui::EndTable();
}

}  // namespace

void HelpPanel::draw(Session&, UiShared&) {
    titled("Keys");
    std::vector<std::pair<std::string, std::string_view>> keys;
    for (const KeyBinding& binding : kKeyBindings) keys.emplace_back(binding.name(), binding.what);
    two_columns("keys", keys);
    titled("Mouse");
    two_columns("mouse", kGestures);
    for (const Entry& paragraph : kParagraphs) {
        titled(std::string(paragraph.name).c_str());
        ImGui::PushTextWrapPos(0);
        ImGui::TextUnformatted(paragraph.text.data(), paragraph.text.data() + paragraph.text.size());
        ImGui::PopTextWrapPos();
    }
}

}  // namespace xp860::gui
