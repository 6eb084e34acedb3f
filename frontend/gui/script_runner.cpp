#include "frontend/gui/script_runner.h"

#include <algorithm>
#include <iostream>

#include <SDL.h>

#include "frontend/gui/value_text.h"

namespace xp860::gui {

bool ScriptRunner::fail(const ScriptCommand& command, const std::string& message) const {
    std::cerr << command.where << ": " << message << "\n";
    return false;
}

// What a run or step ended with, on stdout: the script's log.
void ScriptRunner::report(const ScriptCommand& command) const {
    std::cout << command.where << ": " << session_.message().text << "\n";
}

// A command the session may refuse: its message is the log line, or the failure.
bool ScriptRunner::report_if(const ScriptCommand& command, bool done) const {
    if (!done) return fail(command, session_.message().text);
    report(command);
    return true;
}

// A jump's log line, with the selected node's cycle and pc; a jump that could not go fails the command.
bool ScriptRunner::report_jump(const ScriptCommand& command) const {
    if (session_.message().level == Message::Level::Error) return fail(command, session_.message().text);
    const cpu::CpuState& core = session_.cpu(session_.selected_node());
    std::cout << command.where << ": " << session_.message().text << " node " << session_.selected_node()
              << " at cycle " << core.cycles << ", pc " << address_text(core.pc) << "\n";
    return true;
}

std::optional<std::uint32_t> ScriptRunner::address(const ScriptCommand& command) {
    std::string why;
    const auto address = session_.resolve_address(session_.selected_node(), command.text, why);
    if (!address) fail(command, why);
    return address;
}

bool ScriptRunner::press_key(const ScriptCommand& command) {
    const auto binding = find_key_binding(command.text);  // the parser checked it
    SDL_Event event{};
    event.type = SDL_KEYDOWN;
    event.key.keysym.scancode = SDL_GetScancodeFromName(std::string(binding->key).c_str());
    event.key.keysym.sym = SDL_GetKeyFromScancode(event.key.keysym.scancode);
    const auto modifiers = static_cast<SDL_Keymod>((binding->ctrl ? KMOD_LCTRL : 0) | (binding->shift ? KMOD_LSHIFT : 0));
    event.key.keysym.mod = static_cast<Uint16>(modifiers);
    // The ImGui backend reads the modifiers from SDL's state, not from the event.
    SDL_SetModState(modifiers);
    SDL_PushEvent(&event);
    draw_frame_();  // the frame that sees the key go down acts on it
    event.type = SDL_KEYUP;
    SDL_SetModState(KMOD_NONE);
    SDL_PushEvent(&event);
    draw_frame_();
    return true;
}

// Down for a frame, up for the next, as a hand clicks; what it did goes in the log.
bool ScriptRunner::click(const ScriptCommand& command) {
    const Message before = session_.message();
    display_.place_pointer(static_cast<float>(command.count), static_cast<float>(command.count2));
    display_.hold_button(true);
    draw_frame_();
    display_.hold_button(false);
    draw_frame_();
    const Message& after = session_.message();
    if (after.text == before.text && after.level == before.level) return true;
    return report_jump(command);
}

bool ScriptRunner::execute(const ScriptCommand& command) {
    using Verb = ScriptCommand::Verb;
    const int node = session_.selected_node();
    switch (command.verb) {
        case Verb::Load:
            app_.toolbar().set_program_path(command.text);
            return report_if(command, session_.load(node, command.text));
        case Verb::Node:
            if (command.count >= static_cast<std::uint64_t>(session_.node_count()))
                return fail(command, "node: there is no node " + std::to_string(command.count) + " (nodes 0.." +
                                         std::to_string(session_.node_count() - 1) + ")");
            session_.select_node(static_cast<int>(command.count));
            return true;
        case Verb::Step:
            session_.step_into(command.count);
            report(command);
            return true;
        case Verb::StepBack: session_.step_back(command.count); return report_jump(command);
        case Verb::BackToInterrupt: session_.back_to(EventBreak::Interrupt); return report_jump(command);
        case Verb::BackToSwitch: session_.back_to(EventBreak::ContextSwitch); return report_jump(command);
        case Verb::BackToTrap: session_.back_to(EventBreak::Trap); return report_jump(command);
        case Verb::GotoCycle: session_.goto_cycle(command.count); return report_jump(command);
        case Verb::BackOver:
        case Verb::ReverseContinue:  // searches: the command waits for the landing
            if (command.verb == Verb::BackOver) session_.back_over();
            else session_.reverse_continue();
            session_.finish(UINT64_MAX);
            return report_jump(command);
        case Verb::Experiment: {
            // parse_script checked both names.
            const kernel::ExperimentOptions options{*kernel::variant_named(command.text),
                                                    static_cast<std::uint32_t>(command.count),
                                                    *kernel::profile_named(command.text2), 1};
            return report_if(command, session_.configure_experiment(options));
        }
        case Verb::RunTrials:
            if (!session_.is_experiment()) return fail(command, "run-trials: there is no experiment on this machine");
            session_.run_trials(static_cast<std::uint32_t>(std::min<std::uint64_t>(command.count, UINT32_MAX)));
            break;
        case Verb::RunExperiment:
            if (!session_.is_experiment()) return fail(command, "run-experiment: there is no experiment on this machine");
            session_.run_experiment();
            break;
        case Verb::StepOver: session_.step_over(); break;
        case Verb::Run: session_.run(); break;
        case Verb::RunCycles: session_.run_cycles(command.count); break;
        case Verb::RunToInterrupt: session_.run_to_interrupt(); break;
        case Verb::RunToSwitch: session_.run_to_context_switch(); break;
        case Verb::RunToTrap: session_.run_to_trap(); break;
        case Verb::BreakOn: session_.toggle_event_break(*event_break_named(command.text)); return true;
        case Verb::Timeline:
            app_.panel("timeline")->open = true;
            if (command.text == "fit") {
                app_.timeline().view().fit();
            } else if (command.text == "gap") {
                if (!session_.timeline().current_gap()) return fail(command, "timeline gap: no trial of the experiment is done yet");
                app_.timeline().view().show_gap(*session_.timeline().current_gap());
            } else {
                app_.timeline().view().show(command.count, command.count2);
            }
            return true;
        case Verb::ExportTrace:
            return report_if(command, session_.export_trace(command.text));
        case Verb::SaveSnapshot:
            return report_if(command, session_.save_snapshot(command.text));
        case Verb::LoadSnapshot:
            if (!session_.load_snapshot(command.text)) return fail(command, session_.message().text);
            return report_jump(command);
        case Verb::SaveSession:
            return report_if(command, app_.save_session(command.text));
        case Verb::OpenSession:
            if (!app_.open_session(command.text)) return fail(command, session_.message().text);
            return report_jump(command);
        case Verb::SetRegister:
            if (command.count >= static_cast<std::uint64_t>(session_.node_count()))
                return fail(command, "set-reg: there is no node " + std::to_string(command.count));
            return report_if(command, session_.set_register(static_cast<int>(command.count), command.text,
                                                            static_cast<std::uint32_t>(command.count2)));
        case Verb::Break:
            if (const auto at = address(command)) {
                session_.toggle_breakpoint(node, *at);
                return true;
            }
            return false;
        case Verb::Reset: session_.reset(); return true;
        case Verb::Memory:
            if (const auto at = address(command)) {
                app_.panel("memory")->open = true;
                std::string why;
                if (app_.memory().go_to(session_, *at, &why)) return true;
                return fail(command, why);
            }
            return false;
        case Verb::Poke:
            if (const auto at = address(command)) {
                if (session_.write_memory(node, app_.memory().space(session_), *at, command.bytes)) return true;
                return fail(command, session_.message().text);
            }
            return false;
        case Verb::OpenPanel:
        case Verb::ClosePanel: app_.panel(command.text)->open = command.verb == Verb::OpenPanel; return true;
        case Verb::Key: return press_key(command);
        case Verb::Hover:
            display_.place_pointer(static_cast<float>(command.count), static_cast<float>(command.count2));
            return true;
        case Verb::Click: return click(command);
        case Verb::Frames:
            for (std::uint64_t i = 0; i < command.count; ++i) draw_frame_();
            return true;
    }
    // The run commands: take the run to its stop, within the command's budget.
    const std::uint64_t budget = command.verb == Verb::RunCycles ? UINT64_MAX
                                 : command.verb == Verb::RunTrials ? command.count2
                                                                    : command.count;
    session_.finish(budget);
    report(command);
    return true;
}

int ScriptRunner::run(const std::vector<ScriptCommand>& commands) {
    int failures = 0;
    for (const ScriptCommand& command : commands) {
        if (!execute(command)) ++failures;
        if (session_.running()) {  // a key started a run
            session_.finish(kDefaultScriptBudget);
            report(command);
        }
        draw_frame_();
    }
    return failures;
}

}  // namespace xp860::gui
