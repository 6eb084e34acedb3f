#include "frontend/gui/toolbar_panel.h"

#include <cstring>

#include "frontend/gui/cycle_text.h"
#include "frontend/gui/imgui_support.h"
#include "frontend/gui/number_text.h"
#include "frontend/gui/run_control.h"
#include "cpu/control_registers.h"
#include "frontend/gui/value_text.h"

namespace xp860::gui {
namespace {

bool button(const char* label, const char* hint, bool enabled) {
    ImGui::BeginDisabled(!enabled);
    const bool pressed = ImGui::Button(label);
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
        ImGui::BeginTooltip();
        ImGui::TextUnformatted(hint);
        ImGui::EndTooltip();
    }
    return pressed;
}

// "node 0: sum · supervisor · pc 0x00010000 · 36 cycles (0.72 µs) · 30 instructions · halted"
std::string node_status(const Session& session, int node) {
    if (!session.loaded(node)) return "no program loaded";
    const cpu::CpuState& s = session.cpu(node);
    std::string text = (s.psr & cpu::psr::kUserMode) ? "user" : "supervisor";
    text += "  ·  pc " + address_text(s.pc) + "  ·  " + cycles_and_time(s.cycles) + "  ·  " +
            grouped(s.instructions) + " instructions";
    if (session.halt(node)) text += "  ·  halted";
    return text;
}

}  // namespace

void ToolbarPanel::set_program_path(const std::string& path) {
    std::strncpy(path_.data(), path.c_str(), path_.size() - 1);
}

void ToolbarPanel::draw(Session& session, UiShared& shared) {
    const bool running = session.running();
    const int node = session.selected_node();
    const bool can_run = !running && session.loaded(node) && !session.halt(node);

    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.5f);
    const std::string current = "node " + std::to_string(node);
    if (ImGui::BeginCombo("##node", current.c_str())) {
        for (int i = 0; i < session.node_count(); ++i) {
            const std::string label = "node " + std::to_string(i) + (session.loaded(i) ? "" : "  (empty)");
            if (ImGui::Selectable(label.c_str(), i == node)) session.select_node(i);
        }
        ImGui::EndCombo();
    }
    tooltip("The node the views show, that steps and that a program is loaded onto.");
    ImGui::SameLine();
    if (running) {
        if (button("Pause", "Pause the run (Shift+F5)", true)) session.pause();
    } else if (button("Run", "Run or continue until a breakpoint or a halt (F5)", can_run)) {
        session.run();
    }
    ImGui::SameLine();
    if (button("Step into", "One instruction of the selected node (F11)", can_run)) session.step_into();
    ImGui::SameLine();
    if (button("Step over", "A call and its delay slot, until the call returns (F10)", can_run)) session.step_over();
    ImGui::SameLine();
    if (button("Run to trap", "Run until a trap is taken", can_run)) session.run_to_trap();
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
    ImGui::InputText("##cycles", cycles_.data(), cycles_.size(), ImGuiInputTextFlags_CharsDecimal);
    ImGui::SameLine();
    const auto cycles = parse_count(cycles_.data());
    if (button("Run cycles", "Run every node this many cycles", can_run && cycles && *cycles > 0))
        session.run_cycles(*cycles);
    ImGui::SameLine();
    if (button("Reset", "Load every node's program again and start it (Ctrl+Shift+F5)", true)) session.reset();
    ImGui::SameLine();
    ImGui::TextDisabled("|");
    ImGui::SameLine();
    coloured_text(palette::kDim, node_status(session, node));

    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Program");
    ImGui::SameLine();
    if (shared.focus_program_path) {
        ImGui::SetKeyboardFocusHere();
        shared.focus_program_path = false;
    }
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - ImGui::GetFontSize() * 12);
    const bool entered =
        ImGui::InputTextWithHint("##program", "path of an i860 executable, e.g. build/roms/examples/sum", path_.data(),
                                 path_.size(), ImGuiInputTextFlags_EnterReturnsTrue);
    ImGui::SameLine();
    const std::string load_label = "Load onto node " + std::to_string(node);
    if ((button(load_label.c_str(), "Read the ELF file and start it at its entry point", path_[0] != 0) || entered) &&
        path_[0] != 0)
        session.load(node, path_.data());

    const Message& message = session.message();
    coloured_text(message.level == Message::Level::Error ? palette::kError : palette::kDim,
                  message.text);
}

}  // namespace xp860::gui
