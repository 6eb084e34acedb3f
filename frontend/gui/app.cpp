#include "frontend/gui/app.h"

#include <string>

#include <SDL.h>

#include "cpu/cycle_model.h"
#include "frontend/gui/layout.h"

namespace xp860::gui {

App::App(Session& session, ImFont* mono_font)
    : session_(session),
      panels_{&toolbar_, &registers_, &fp_pipelines_, &disassembly_, &memory_, &experiment_, &mesh_, &network_, &timeline_, &help_} {
    shared_.mono = mono_font;
}

Panel* App::panel(std::string_view name) {
    for (Panel* panel : panels_)
        if (panel->name() == name) return panel;
    return nullptr;
}

void App::perform(Action action) {
    switch (action) {
        case Action::RunContinue:
            if (!session_.running()) session_.run();
            break;
        case Action::Pause: session_.pause(); break;
        case Action::StepOver: session_.step_over(); break;
        case Action::StepInto: session_.step_into(); break;
        case Action::StepBack:
            if (!session_.running()) session_.step_back();
            break;
        case Action::BackOver:
            if (!session_.running()) session_.back_over();
            break;
        case Action::ReverseContinue:
            if (!session_.running()) session_.reverse_continue();
            break;
        case Action::ToggleBreakpoint: {
            const int node = session_.selected_node();
            if (!session_.has_program(node)) break;
            session_.toggle_breakpoint(node, shared_.selected_code.value_or(session_.cpu(node).pc));
            break;
        }
        case Action::Reset: session_.reset(); break;
        case Action::Help: help_.open = !help_.open; break;
    }
}

void App::handle_keys() {
    const ImGuiIO& io = ImGui::GetIO();
    for (const KeyBinding& binding : kKeyBindings) {
        const SDL_Scancode key = SDL_GetScancodeFromName(std::string(binding.key).c_str());
        if (key != SDL_SCANCODE_UNKNOWN && ImGui::IsKeyPressed(key, false) && io.KeyCtrl == binding.ctrl &&
            io.KeyShift == binding.shift)
            perform(binding.action);
    }
}

void App::menu_bar() {
    if (!ImGui::BeginMainMenuBar()) return;
    menu_height_ = ImGui::GetWindowSize().y;
    if (ImGui::BeginMenu("File")) {
        if (ImGui::MenuItem("Load a program...")) shared_.focus_program_path = true;
        if (ImGui::MenuItem("Export the timeline (Perfetto)...")) open_export_ = true;
        ImGui::Separator();
        if (ImGui::MenuItem("Quit")) quit_ = true;
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("Run")) {
        for (const KeyBinding& binding : kKeyBindings) {
            if (binding.action == Action::Help) continue;
            const std::string label(binding.what.substr(0, binding.what.find(':')));
            if (ImGui::MenuItem(label.c_str(), binding.name().c_str())) perform(binding.action);
        }
        ImGui::Separator();
        if (ImGui::MenuItem("To the next interrupt")) session_.run_to_interrupt();
        if (ImGui::MenuItem("To the next context switch")) session_.run_to_context_switch();
        if (ImGui::MenuItem("To the next trap")) session_.run_to_trap();
        ImGui::Separator();
        if (ImGui::MenuItem("Run a trial of the experiment", nullptr, false, session_.is_experiment())) session_.run_trials(1);
        if (ImGui::MenuItem("Run the experiment to the end", nullptr, false, session_.is_experiment())) session_.run_experiment();
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("View")) {
        for (Panel* panel : panels_) ImGui::MenuItem(panel->title(), nullptr, &panel->open);
        ImGui::Separator();
        if (ImGui::MenuItem("Reset the layout")) reset_layout_ = true;
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("Help")) {
        if (ImGui::MenuItem("Keys and mouse", "F1")) help_.open = true;
        ImGui::EndMenu();
    }
    const std::string summary = "i860 XP at " + std::to_string(cpu::timing::kCyclesPerMicrosecond) + " MHz  ·  " +
                                std::to_string(session_.geometry().width()) + " x " +
                                std::to_string(session_.geometry().height()) + " mesh  ·  " +
                                (session_.is_experiment() ? "the kernel and the seed's benchmark" : "bare nodes") +
                                "  ·  cycle " + std::to_string(session_.machine_cycle());
    ImGui::SameLine(ImGui::GetWindowWidth() - ImGui::CalcTextSize(summary.c_str()).x - 16);
    ImGui::TextDisabled("%s", summary.c_str());
    ImGui::EndMainMenuBar();
}

void App::draw_panel(Panel& panel) {
    if (!panel.open) return;
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    const PanelRect rect = default_panel_rect(panel.name(), display.x, display.y, menu_height_);
    const ImGuiCond when = reset_layout_ ? ImGuiCond_Always : ImGuiCond_FirstUseEver;
    ImGui::SetNextWindowPos({rect.x, rect.y}, when);
    ImGui::SetNextWindowSize({rect.width, rect.height}, when);
    if (&panel == &help_ && !help_was_open_) ImGui::SetNextWindowFocus();  // it opens over the others
    if (ImGui::Begin(panel.title(), &panel.open, panel.window_flags() | ImGuiWindowFlags_NoCollapse))
        panel.draw(session_, shared_);
    ImGui::End();
}

// File > Export: the timeline as Chrome trace JSON, to a path.
void App::export_popup() {
    if (open_export_) {
        ImGui::OpenPopup("Export the timeline");
        open_export_ = false;
    }
    if (!ImGui::BeginPopupModal("Export the timeline", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
    ImGui::TextUnformatted("Chrome trace JSON, for ui.perfetto.dev or chrome://tracing:");
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 30);
    const bool entered = ImGui::InputText("##path", export_path_.data(), export_path_.size(), ImGuiInputTextFlags_EnterReturnsTrue);
    if (ImGui::Button("Export") || entered) {
        session_.export_trace(export_path_.data());
        ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (ImGui::Button("Cancel")) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

void App::frame() {
    handle_keys();
    menu_bar();
    for (Panel* panel : panels_) draw_panel(*panel);
    export_popup();
    help_was_open_ = help_.open;
    reset_layout_ = false;
}

}  // namespace xp860::gui
