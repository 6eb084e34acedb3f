// The keyboard: one table the key handler, the help panel and the script's `key`
// command all read, so what the help says is what the keys do. The keys are the
// usual debugger ones (Visual Studio's, which most debuggers follow).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace xp860::gui {

enum class Action : std::uint8_t {
    RunContinue, Pause, StepOver, StepInto, StepBack, BackOver, ReverseContinue, ToggleBreakpoint, Reset, Help,
};

struct KeyBinding {
    std::string_view key;  // SDL's key name ("F5")
    bool ctrl;
    bool shift;
    Action action;
    std::string_view what;

    // "Ctrl+Shift+F5"
    std::string name() const {
        return std::string(ctrl ? "Ctrl+" : "") + (shift ? "Shift+" : "") + std::string(key);
    }
};

inline constexpr KeyBinding kKeyBindings[] = {
    {"F5", false, false, Action::RunContinue, "run / continue until a breakpoint, an event runs stop at, or the end"},
    {"F5", false, true, Action::Pause, "pause the run, or stop a search back (the machine stays where it was)"},
    {"F10", false, false, Action::StepOver, "step over: a call and its delay slot, until the call returns"},
    {"F11", false, false, Action::StepInto, "step into: one instruction of the selected node, the others to its cycle"},
    {"F11", false, true, Action::StepBack, "step back: the selected node one instruction back, by replay (frontend/gui/history.h)"},
    {"F10", false, true, Action::BackOver, "back over: to the last call made at this level, or the call that entered this function"},
    {"F5", true, false, Action::ReverseContinue, "reverse continue: back to the latest breakpoint of the selected node hit before now"},
    {"F9", false, false, Action::ToggleBreakpoint, "breakpoint on or off at the selected disassembly line"},
    {"F5", true, true, Action::Reset, "reset: the machine built again as it was set up"},
    {"F1", false, false, Action::Help, "this help"},
};

// "Pause the run (Shift+F5)": a hint with the key bound to `action`.
inline std::string with_key(std::string_view hint, Action action) {
    for (const KeyBinding& binding : kKeyBindings)
        if (binding.action == action) return std::string(hint) + " (" + binding.name() + ")";
    return std::string(hint);
}

// The binding called `name` ("F10", "Shift+F5", "Ctrl+Shift+F5").
inline std::optional<KeyBinding> find_key_binding(std::string_view name) {
    for (const KeyBinding& binding : kKeyBindings)
        if (binding.name() == name) return binding;
    return std::nullopt;
}

}  // namespace xp860::gui
