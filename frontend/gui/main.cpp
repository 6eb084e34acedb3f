// xp860-gui: the desktop app. With --screenshot it draws headless (under
// SDL_VIDEODRIVER=offscreen or an X server such as Xvfb), runs the --script, writes
// a PNG of the window and exits.
#include <chrono>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include <imgui.h>

#include "frontend/gui/app.h"
#include "frontend/gui/display.h"
#include "frontend/gui/layout.h"
#include "frontend/gui/script.h"
#include "frontend/gui/script_runner.h"
#include "frontend/gui/session.h"
#include "frontend/built_images.h"
#include "frontend/gui/style.h"
#include "frontend/command_line.h"
#include "frontend/common_options.h"

namespace {

using xp860::toolchain::ToolError;

// The exit status when no window can be opened: tests tell "cannot run here" from failure by it.
constexpr int kExitNoDisplay = 3;
constexpr float kFontPixels = 16;
constexpr float kMonoFontPixels = 15;  // the columns of registers, code and memory

constexpr const char* kDescription =
    "The xp860 desktop app: a machine of i860 nodes with run control, registers, FP pipelines,\n"
    "disassembly, memory, network interfaces, the mesh and a timeline of every node. It opens\n"
    "on the seed's experiment: two nodes booted with the kernel and the benchmark.";

constexpr const char* kExitStatus =
    "Exit status: 0 done, 1 bad input (options, script, program), 3 no window could be opened\n"
    "(try SDL_VIDEODRIVER=offscreen, or xvfb-run).";

struct Options {
    int nodes = 0;  // bare nodes; 0: the experiment
    xp860::kernel::ExperimentOptions experiment{xp860::kernel::Variant::Hrecv, 100, xp860::kernel::Profile::Osf1, 1};
    std::uint32_t ram_megabytes = 32;
    std::string size = std::to_string(xp860::gui::kDefaultWindowWidth) + "x" +
                       std::to_string(xp860::gui::kDefaultWindowHeight);
    std::string script;
    std::string screenshot;
    std::string session;
    std::vector<std::string> arguments;  // [hrecv|irecv] [PROG], in either order
};

void add_options(CLI::App& app, Options& options) {
    using namespace xp860::frontend;
    app.add_option("ARGS", options.arguments,
                   "hrecv or irecv: the experiment's variant (default hrecv); PROG: an i860\n"
                   "executable loaded onto node 0 of bare nodes (2 unless --nodes)")
        ->option_text("[hrecv|irecv] [PROG]");
    add_trials_option(app, options.experiment.trials);
    add_profile_option(app, options.experiment.profile, "the kernel profile");
    app.add_option("--nodes", options.nodes, "bare nodes instead (1 to 16), for programs of one's own")
        ->option_text("N")
        ->check(whole_number(1, xp860::gui::kMaxBareNodes));
    add_ram_option(app, options.ram_megabytes, "RAM of each bare node");
    app.add_option("--size", options.size, "window size (default " + options.size + ")")
        ->option_text("WxH")
        ->check(width_by_height(640, 480, 8192));
    app.add_option("--script", options.script, "run the commands of FILE first (see frontend/gui/script.h)")
        ->option_text("FILE");
    app.add_option("--session", options.session,
                   "open a session file (File > Save Session): the machine, breakpoints, the selected node and the\n"
                   "views as they were saved; before the --script")
        ->option_text("FILE");
    app.add_option("--screenshot", options.screenshot, "draw headless: run the script, write a PNG of the window, exit")
        ->option_text("OUT.png");
}

// The positional arguments: a variant name, and a program.
std::string sort_arguments(Options& options) {
    std::string program;
    for (const std::string& argument : options.arguments) {
        if (const std::optional<xp860::kernel::Variant> variant = xp860::kernel::variant_named(argument))
            options.experiment.variant = *variant;
        else if (program.empty())
            program = argument;
        else
            throw ToolError("xp860-gui: more than one program given");
    }
    return program;
}

int run(Options& options) {
    using namespace xp860::gui;
    const std::string program = sort_arguments(options);
    const auto [width, height] = xp860::frontend::split_width_by_height(options.size);
    const std::vector<ScriptCommand> script =
        options.script.empty() ? std::vector<ScriptCommand>{} : read_script(options.script, kPanelNames);
    const bool headless = !options.screenshot.empty();

    SessionOptions session_options;
    session_options.images = xp860::frontend::experiment_images;
    session_options.experiment = options.experiment;
    session_options.bare_nodes = options.nodes > 0 ? options.nodes : (program.empty() ? 0 : 2);
    session_options.ram_bytes = options.ram_megabytes << 20;
    Session session(session_options);
    std::optional<Display> display;
    try {
        display.emplace("xp860", static_cast<int>(width), static_cast<int>(height), headless);
    } catch (const DisplayUnavailable& failure) {
        std::cerr << "xp860-gui: " << failure.what()
                  << "\n(for headless use set SDL_VIDEODRIVER=offscreen, or run under xvfb-run)\n";
        return kExitNoDisplay;
    }
    App app(session, apply_style(kFontPixels, kMonoFontPixels));
    const auto draw_frame = [&] {
        display->process_events(0);
        display->begin_frame();
        app.frame();
        display->end_frame();
        display->present();
    };

    int failures = 0;
    if (!program.empty()) {
        app.toolbar().set_program_path(program);
        if (!session.load(0, program)) {
            std::cerr << session.message().text << "\n";
            ++failures;
        }
    }
    if (!options.session.empty() && !app.open_session(options.session)) {
        std::cerr << session.message().text << "\n";
        ++failures;
    }
    failures += ScriptRunner(app, session, *display, draw_frame).run(script);

    if (headless) {
        // Dear ImGui sizes some windows from the frame before: settle the layout first.
        for (int i = 0; i < 3; ++i) draw_frame();
        display->process_events(0);
        display->begin_frame();
        app.frame();
        display->end_frame();
        display->capture(options.screenshot);
        display->present();
        std::cout << options.screenshot << ": " << width << "x" << height << " window, drawn by "
                  << display->renderer() << "\n";
        return failures == 0 ? 0 : 1;
    }

    while (display->process_events(session.running() ? 0 : 50) && !app.quit_requested()) {
        if (session.running()) session.tick(std::chrono::milliseconds(10));
        display->begin_frame();
        app.frame();
        display->end_frame();
        display->present();
    }
    return failures == 0 ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app(kDescription, "xp860-gui");
    app.footer(kExitStatus);
    xp860::frontend::use_tool_format(app);
    Options options;
    add_options(app, options);
    return xp860::frontend::run_tool(app, argc, argv, "", [&] { return run(options); });
}
