#include "frontend/gui/help_panel.h"

#include "frontend/gui/imgui_support.h"
#include "frontend/gui/key_bindings.h"

namespace xp860::gui {

void HelpPanel::draw(Session&, UiShared&) {
    coloured_text(palette::kAccent, "Keys");
    if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) {
        for (const KeyBinding& binding : kKeyBindings) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(binding.name().c_str());
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(std::string(binding.what).c_str());
        }
        ImGui::EndTable();
    }
    ImGui::Spacing();
    coloured_text(palette::kAccent, "Mouse");
    const char* gestures[][2] = {
        {"Disassembly", "click a line to select it; click its left margin for a breakpoint; the wheel scrolls"},
        {"Memory", "click a byte to edit it: two hex digits, Enter (Tab: the next byte, Escape: cancel)"},
        {"Timeline", "the wheel zooms about the pointer, dragging pans, hovering shows exact cycles"},
        {"Address boxes", "hex with or without 0x, or a symbol of the loaded program"},
    };
    if (ImGui::BeginTable("mouse", 2, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) {
        for (const auto& gesture : gestures) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(gesture[0]);
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(gesture[1]);
        }
        ImGui::EndTable();
    }
    ImGui::Spacing();
    ImGui::TextDisabled("Nodes run bare (no boot ROM, no kernel yet): the first trap halts a node.");
}

}  // namespace xp860::gui
