#include "frontend/gui/toolbar_panel.h"

#include <cstring>

#include "cpu/control_registers.h"
#include "frontend/gui/timeline_names.h"
#include "frontend/gui/imgui_support.h"
#include "frontend/gui/key_bindings.h"
#include "frontend/gui/number_text.h"
#include "frontend/gui/run_control.h"
#include "frontend/gui/value_text.h"

namespace xp860::gui {
namespace {

bool button(const char* label, const std::string& hint, bool enabled) {
    ImGui::BeginDisabled(!enabled);
    const bool pressed = ImGui::Button(label);
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
        ImGui::BeginTooltip();
        ImGui::TextUnformatted(hint.c_str());
        ImGui::EndTooltip();
    }
    return pressed;
}

// "user · pc 0x40000254 · 36 cycles (0.72 µs) · 30 instructions · halted"
std::string node_status(const Session& session, int node) {
    if (!session.has_program(node)) return "no program loaded";
    const cpu::CpuState& s = session.cpu(node);
    std::string text = (s.psr & cpu::psr::kUserMode) ? "user" : "supervisor";
    if (session.paging(node)) text += ", paging on";
    text += "  ·  pc " + address_text(s.pc) + "  ·  " + cycles_and_time(s.cycles) + "  ·  " +
            grouped(s.instructions) + " instr.";
    if (session.halt(node)) text += "  ·  halted";
    return text;
}

const char* event_break_hint(EventBreak kind) {
    switch (kind) {
        case EventBreak::Interrupt: return "Stop runs when any node takes an interrupt";
        case EventBreak::ContextSwitch: return "Stop runs at any return from trap, and at the kernel's context save or restore for a handler";
        case EventBreak::Trap: return "Stop runs when any node takes a trap (system calls too)";
        case EventBreak::MessageInjected: return "Stop runs when a message enters the mesh";
        case EventBreak::MessageDelivered: return "Stop runs when a message arrives at a node";
        case EventBreak::Halt: return "Stop runs when a node halts";
    }
    return "";
}

}  // namespace

void ToolbarPanel::set_program_path(const std::string& path) {
    std::strncpy(path_.data(), path.c_str(), path_.size() - 1);
}

void ToolbarPanel::draw(Session& session, UiShared& shared) {
    const bool running = session.running();
    const int node = session.selected_node();
    const bool can_run = !running && session.has_program(node) && !session.halt(node);

    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.5f);
    const std::string current = "node " + std::to_string(node);
    if (ImGui::BeginCombo("##node", current.c_str())) {
        for (int i = 0; i < session.node_count(); ++i) {
            const std::string label = "node " + std::to_string(i) + (session.has_program(i) ? "" : "  (empty)");
            if (ImGui::Selectable(label.c_str(), i == node)) session.select_node(i);
        }
        ImGui::EndCombo();
    }
    tooltip("The node the views show, that steps, that runs to its next interrupt or switch, and that a program is loaded onto.");
    ImGui::SameLine();
    if (running) {
        if (button("Pause", with_key(session.searching() ? "Stop searching back: the machine stays where it was" : "Pause the run", Action::Pause), true)) session.pause();
    } else if (button("Run", with_key("Run or continue until a breakpoint, an event the run stops at, or the end", Action::RunContinue), can_run)) {
        session.run();
    }
    ImGui::SameLine();
    if (button("Step into", with_key("One instruction of the selected node; the others follow to its cycle", Action::StepInto), can_run))
        session.step_into();
    ImGui::SameLine();
    if (button("Step over", with_key("A call and its delay slot, until the call returns", Action::StepOver), can_run)) session.step_over();
    ImGui::SameLine();
    if (button("Step back", with_key("The selected node one instruction back, replayed from the nearest snapshot", Action::StepBack), !running))
        session.step_back();
    ImGui::SameLine();
    if (button("Back over", with_key("Back to the last call made at this level (its return has come back here), or the call that entered this function", Action::BackOver), !running))
        session.back_over();
    ImGui::SameLine();
    if (button("Reverse", with_key("Run backwards: to the latest cycle before now where a breakpoint of the selected node was hit", Action::ReverseContinue), !running))
        session.reverse_continue();
    ImGui::SameLine();
    if (button("Back to interrupt", "Back to the selected node's previous interrupt", !running)) session.back_to(EventBreak::Interrupt);
    ImGui::SameLine();
    if (button("To interrupt", "Run until the selected node takes an interrupt", can_run)) session.run_to_interrupt();
    ImGui::SameLine();
    if (button("To switch", "Run until the selected node switches context: a return from trap, or the kernel's save or restore for a handler", can_run))
        session.run_to_context_switch();
    ImGui::SameLine();
    if (button("To trap", "Run until the selected node takes a trap", can_run)) session.run_to_trap();
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5);
    ImGui::InputText("##cycles", cycles_.data(), cycles_.size(), ImGuiInputTextFlags_CharsDecimal);
    ImGui::SameLine();
    const auto cycles = parse_count(cycles_.data());
    if (button("Run cycles", "Run the machine this many cycles", can_run && cycles && *cycles > 0))
        session.run_cycles(*cycles);
    ImGui::SameLine();
    if (button("Reset", with_key("Build the machine again as it was set up", Action::Reset), true)) session.reset();
    ImGui::SameLine();
    ImGui::TextDisabled("|");
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    coloured_text(palette::kDim, node_status(session, node));

    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Stop at");
    for (const EventBreak kind : kEventBreaks) {
        ImGui::SameLine();
        bool on = session.breaks_on(kind);
        if (ImGui::Checkbox(std::string(event_break_name(kind)).c_str(), &on)) session.toggle_event_break(kind);
        tooltip(event_break_hint(kind));
    }
    ImGui::SameLine(0, ImGui::GetFontSize() * 1.5f);
    ImGui::TextUnformatted("Program");
    ImGui::SameLine();
    if (shared.focus_program_path) {
        ImGui::SetKeyboardFocusHere();
        shared.focus_program_path = false;
    }
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - ImGui::GetFontSize() * 9);
    const bool entered =
        ImGui::InputTextWithHint("##program", "an i860 executable for a bare node, e.g. build/roms/examples/sum",
                                 path_.data(), path_.size(), ImGuiInputTextFlags_EnterReturnsTrue);
    ImGui::SameLine();
    const std::string load_label = "Load onto node " + std::to_string(node);
    if ((button(load_label.c_str(),
                "Read the ELF file and start it at its entry point; the machine becomes one of bare nodes, all started again",
                path_[0] != 0) ||
         entered) &&
        path_[0] != 0)
        session.load(node, path_.data());

    const Message& message = session.message();
    ImGui::PushTextWrapPos(0);
    coloured_text(message.level == Message::Level::Error ? palette::kError : palette::kDim, message.text);
    ImGui::PopTextWrapPos();
}

}  // namespace xp860::gui
