// Carries out a parsed script on the app: each command through the same actions
// a person's clicks and keys take, then a frame drawn. A run a command (or a
// key) starts is taken to its stop, so what a script shows does not depend on
// the host's speed.
#pragma once

#include <functional>
#include <vector>

#include "frontend/gui/app.h"
#include "frontend/gui/display.h"
#include "frontend/gui/script.h"

namespace xp860::gui {

class ScriptRunner {
public:
    // `draw_frame` draws one frame of the app (events, interface, render, present).
    ScriptRunner(App& app, Session& session, Display& display, std::function<void()> draw_frame)
        : app_(app), session_(session), display_(display), draw_frame_(std::move(draw_frame)) {}

    // Returns how many commands failed; each failure is on stderr as "FILE:LINE: ...".
    int run(const std::vector<ScriptCommand>& commands);

private:
    // False (with a message on stderr) when the command failed.
    bool execute(const ScriptCommand& command);
    bool press_key(const ScriptCommand& command);
    bool click(const ScriptCommand& command);
    bool fail(const ScriptCommand& command, const std::string& message) const;
    void report(const ScriptCommand& command) const;
    bool report_if(const ScriptCommand& command, bool done) const;
    bool report_jump(const ScriptCommand& command) const;
    std::optional<std::uint32_t> address(const ScriptCommand& command);

    App& app_;
    Session& session_;
    Display& display_;
    std::function<void()> draw_frame_;
};

}  // namespace xp860::gui
