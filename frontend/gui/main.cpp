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
#include "frontend/tool_main.h"

namespace {

using xp860::toolchain::ToolError;

// The exit status when no window can be opened: tests tell "cannot run here" from failure by it.
constexpr int kExitNoDisplay = 3;
constexpr float kFontPixels = 16;
constexpr float kMonoFontPixels = 15;  // the columns of registers, code and memory

constexpr const char* kUsage =
    "usage: xp860-gui [hrecv|irecv] [--trials N] [--profile osf1|light] [--nodes N] [--ram MB]\n"
    "                 [--size WxH] [--script FILE] [--screenshot OUT.png] [PROG]\n"
    "The xp860 desktop app: a machine of i860 nodes with run control, registers, FP pipelines,\n"
    "disassembly, memory, network interfaces, the mesh and a timeline of every node. It opens\n"
    "on the seed's experiment: two nodes booted with the kernel and the benchmark.\n"
    "  hrecv, irecv         the experiment's variant (default hrecv)\n"
    "  --trials N           its trials, 1 to 10000 (default 100)\n"
    "  --profile P          the kernel profile, osf1 (default) or light\n"
    "  --nodes N            bare nodes instead (1 to 16), for programs of one's own\n"
    "  PROG                 an i860 executable loaded onto node 0 of bare nodes (2 unless --nodes)\n"
    "  --ram MB             RAM of each bare node (default 32)\n"
    "  --size WxH           window size (default 1600x900)\n"
    "  --script FILE        run the commands of FILE first (see frontend/gui/script.h)\n"
    "  --screenshot OUT     draw headless: run the script, write a PNG of the window, exit\n"
    "Exit status: 0 done, 1 bad input (options, script, program), 3 no window could be opened\n"
    "(try SDL_VIDEODRIVER=offscreen, or xvfb-run).\n";

struct Options {
    int nodes = 0;  // bare nodes; 0: the experiment
    xp860::kernel::ExperimentOptions experiment{xp860::kernel::Variant::Hrecv, 100, xp860::kernel::Profile::Osf1, 1};
    std::uint32_t ram_megabytes = 32;
    int width = xp860::gui::kDefaultWindowWidth;
    int height = xp860::gui::kDefaultWindowHeight;
    std::string script;
    std::string screenshot;
    std::string program;
};

std::uint64_t number_option(const std::string& text, const std::string& option, std::uint64_t low, std::uint64_t high) {
    return xp860::frontend::option_number("xp860-gui", text, option, low, high);
}

Options parse_options(const std::vector<std::string>& args) {
    Options options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        const auto value = [&]() -> const std::string& { return xp860::frontend::option_value("xp860-gui", args, i); };
        if (arg == "--nodes") {
            options.nodes = static_cast<int>(number_option(value(), arg, 1, 16));
        } else if (arg == "--trials") {
            options.experiment.trials = static_cast<std::uint32_t>(
                number_option(value(), arg, 1, xp860::kernel::GapExperiment::kMaxTrials));
        } else if (arg == "--profile") {
            const std::string& name = value();
            const std::optional<xp860::kernel::Profile> profile = xp860::kernel::profile_named(name);
            if (!profile) throw ToolError("xp860-gui: unknown profile '" + name + "' (osf1 or light)");
            options.experiment.profile = *profile;
        } else if (const std::optional<xp860::kernel::Variant> variant = xp860::kernel::variant_named(arg)) {
            options.experiment.variant = *variant;
        } else if (arg == "--ram") {
            options.ram_megabytes = static_cast<std::uint32_t>(number_option(value(), arg, 1, 3072));
        } else if (arg == "--size") {
            const std::string& size = value();
            const std::size_t x = size.find('x');
            if (x == std::string::npos) throw ToolError("xp860-gui: --size takes WxH, e.g. 1600x900, not '" + size + "'");
            options.width = static_cast<int>(number_option(size.substr(0, x), arg + " width", 640, 8192));
            options.height = static_cast<int>(number_option(size.substr(x + 1), arg + " height", 480, 8192));
        } else if (arg == "--script") {
            options.script = value();
        } else if (arg == "--screenshot") {
            options.screenshot = value();
        } else if (arg.starts_with("-")) {
            throw ToolError("xp860-gui: unknown option " + arg + "\n" + kUsage);
        } else if (options.program.empty()) {
            options.program = arg;
        } else {
            throw ToolError("xp860-gui: more than one program given");
        }
    }
    return options;
}

int run(const std::vector<std::string>& args) {
    using namespace xp860::gui;
    if (!args.empty() && (args[0] == "--help" || args[0] == "-h")) {
        std::cout << kUsage;
        return 0;
    }
    const Options options = parse_options(args);
    const std::vector<ScriptCommand> script =
        options.script.empty() ? std::vector<ScriptCommand>{} : read_script(options.script, kPanelNames);
    const bool headless = !options.screenshot.empty();

    SessionOptions session_options;
    session_options.images = xp860::frontend::experiment_images;
    session_options.experiment = options.experiment;
    session_options.bare_nodes = options.nodes > 0 ? options.nodes : (options.program.empty() ? 0 : 2);
    session_options.ram_bytes = options.ram_megabytes << 20;
    Session session(session_options);
    std::optional<Display> display;
    try {
        display.emplace("xp860", options.width, options.height, headless);
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
    if (!options.program.empty()) {
        app.toolbar().set_program_path(options.program);
        if (!session.load(0, options.program)) {
            std::cerr << session.message().text << "\n";
            ++failures;
        }
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
        std::cout << options.screenshot << ": " << options.width << "x" << options.height << " window, drawn by "
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

int main(int argc, char** argv) { return xp860::frontend::run_tool(argc, argv, "", run); }
