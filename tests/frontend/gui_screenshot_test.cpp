// xp860-gui drawn headless, as CI and a person's scripts draw it: the PNG of the
// window is read back and its pixels checked (size; during an hrecv trial of the
// experiment, the interrupt marker and the context switches after it in their
// order, and the interrupt's phases in proportion to the cycles the kernel side
// records for them; a bare node's segments and halt; error messages in the app),
// not just that a file appeared.
//
// The window opens through SDL's offscreen video driver (EGL on Mesa's software
// renderer, no X server) where it works, else under xvfb-run. Where neither can
// open a window the test is skipped with the reason (exit code 77), except on CI
// (CI set in the environment), where that is a failure.
#include <doctest/doctest.h>

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <optional>

#include <stb_image.h>

#include "frontend/built_images.h"
#include "frontend/gui/layout.h"
#include "frontend/gui/palette.h"
#include "kernel/gap_experiment.h"
#include "tests/test_support.h"
#include "toolchain/hex.h"
#include "toolchain/object_file.h"

using namespace xp860;
using gui::Rgb;

namespace {

struct Image {
    int width = 0, height = 0;
    std::vector<std::uint8_t> rgb;

    bool is(int x, int y, Rgb colour) const {
        const std::size_t i = (static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)) * 3;
        return rgb[i] == colour.r && rgb[i + 1] == colour.g && rgb[i + 2] == colour.b;
    }
};

Image read_png(const std::filesystem::path& path) {
    Image image;
    int channels = 0;
    stbi_uc* pixels = stbi_load(path.string().c_str(), &image.width, &image.height, &channels, 3);
    REQUIRE_MESSAGE(pixels != nullptr, path.string() << " is not a readable PNG");
    image.rgb.assign(pixels, pixels + static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height) * 3);
    stbi_image_free(pixels);
    return image;
}

struct Region {
    int x0, y0, x1, y1;  // x1, y1 exclusive
};

Region panel_region(std::string_view panel, int width, int height) {
    // Panels sit below the menu bar: a line of the 16-pixel font and its frame's
    // padding of 4 above and below (style.cpp). The timeline is anchored to the bottom.
    constexpr float kMenuBar = 16 + 2 * 4;
    const gui::PanelRect rect = gui::default_panel_rect(panel, static_cast<float>(width), static_cast<float>(height), kMenuBar);
    return {static_cast<int>(rect.x), static_cast<int>(rect.y), static_cast<int>(rect.x + rect.width),
            std::min(height, static_cast<int>(rect.y + rect.height))};
}

struct Run {
    int length = 0, x = -1, y = -1;  // the first pixel
};

// The longest run of `colour` down one column.
Run longest_vertical_run(const Image& image, Region region, Rgb colour) {
    Run best;
    for (int x = region.x0; x < region.x1; ++x) {
        int run = 0;
        for (int y = region.y0; y < region.y1; ++y) {
            run = image.is(x, y, colour) ? run + 1 : 0;
            if (run > best.length) best = {run, x, y - run + 1};
        }
    }
    return best;
}

Run longest_horizontal_run(const Image& image, Region region, Rgb colour) {
    Run best;
    for (int y = region.y0; y < region.y1; ++y) {
        int run = 0;
        for (int x = region.x0; x < region.x1; ++x) {
            run = image.is(x, y, colour) ? run + 1 : 0;
            if (run > best.length) best = {run, x - run + 1, y};
        }
    }
    return best;
}

// Pixels of red text: the error colour, anti-aliased over the dark panels. Nothing
// else the toolbar or the memory panel draws is red.
int count_red_text(const Image& image, Region region) {
    int n = 0;
    for (int y = region.y0; y < region.y1; ++y)
        for (int x = region.x0; x < region.x1; ++x) {
            const std::size_t i = (static_cast<std::size_t>(y) * static_cast<std::size_t>(image.width) + static_cast<std::size_t>(x)) * 3;
            const int r = image.rgb[i], g = image.rgb[i + 1], b = image.rgb[i + 2];
            n += r > 100 && r * 10 > g * 16 && r * 10 > b * 16;
        }
    return n;
}

std::string gui_command() { return (test::tool_dir() / "xp860-gui").string(); }
std::string example(const char* name) { return (test::build_dir() / "roms/examples" / name).string(); }

struct DisplayMethod {
    std::string name;
    std::string prefix;  // goes before the command: the display, then what the app needs in it
};

// What the ASan build needs around the app (gui_lsan.supp says why).
std::string sanitizer_environment() {
#ifdef XP860_SANITIZED
    return std::string("env LD_PRELOAD=") + XP860_GL_DRIVER_DIR + "/swrast_dri.so:libGL.so.1:libEGL.so.1 " +
           "ASAN_OPTIONS=\"$ASAN_OPTIONS:verify_asan_link_order=0\" LSAN_OPTIONS=suppressions=" +
           XP860_GUI_LSAN_SUPPRESSIONS + " ";
#else
    return "";
#endif
}

// The first way of opening a window that works here, found by drawing the opening
// window into `probe`; nullopt, with what each attempt said, when none does.
std::optional<DisplayMethod> find_display_method(const std::filesystem::path& probe, std::string& attempts) {
    std::vector<DisplayMethod> methods = {{"SDL offscreen driver", "env SDL_VIDEODRIVER=offscreen " + sanitizer_environment()}};
    if (test::run_command("command -v xvfb-run").status == 0)
        methods.push_back({"Xvfb", "env -u SDL_VIDEODRIVER xvfb-run -a -s '-screen 0 1920x1080x24' " + sanitizer_environment()});
    for (const DisplayMethod& method : methods) {
        const auto result = test::run_command(method.prefix + gui_command() + " --screenshot " + probe.string());
        if (result.status == 0) return method;
        attempts += "\n  " + method.name + " (exit " + std::to_string(result.status) + "): " + result.output;
    }
    return std::nullopt;
}

class GuiFixture {
public:
    GuiFixture() : work_(test::make_temp_dir("xp860-gui-shot")) {
        static std::optional<DisplayMethod> method;
        static bool searched = false;
        static std::string attempts;
        if (!searched) {
            method = find_display_method(work_ / "probe.png", attempts);
            searched = true;
            if (method) std::cerr << "frontend.gui_screenshot: windows open through the " << method->name << "\n";
        }
        if (!method) {
            if (std::getenv("CI") != nullptr) FAIL("no way to open a window on CI:" << attempts);
            std::cerr << "SKIP frontend.gui_screenshot: no way to open a window here (install xvfb, or Mesa's EGL):"
                      << attempts << "\n";
            std::exit(test::kSkipExitStatus);
        }
        method_ = *method;
    }
    ~GuiFixture() { std::filesystem::remove_all(work_); }

    std::filesystem::path path(const std::string& name) const { return work_ / name; }

    std::filesystem::path script(const std::string& name, const std::string& text) const {
        std::ofstream(path(name)) << text;
        return path(name);
    }

    test::CommandResult run(const std::string& arguments) const {
        return test::run_command(method_.prefix + gui_command() + " " + arguments);
    }

private:
    std::filesystem::path work_;
    DisplayMethod method_;
};

}  // namespace

TEST_CASE_FIXTURE(GuiFixture, "the opening window: the experiment set up, its size, and an empty timeline") {
    const auto png = path("open.png");
    const auto result = run("--screenshot " + png.string());
    REQUIRE_MESSAGE(result.status == 0, result.output);
    const Image image = read_png(png);
    CHECK(image.width == gui::kDefaultWindowWidth);
    CHECK(image.height == gui::kDefaultWindowHeight);
    const Region timeline = panel_region("timeline", image.width, image.height);
    // The legend shows each colour in a swatch or glyph of about 11 pixels; a lane's
    // segment or a marker is far longer.
    CHECK(longest_vertical_run(image, timeline, gui::palette::kTrapMarker).length < 15);
    CHECK(longest_horizontal_run(image, timeline, gui::palette::kUser).length < 15);
    CHECK(longest_horizontal_run(image, timeline, gui::palette::kKernel).length < 15);
    CHECK(count_red_text(image, panel_region("toolbar", image.width, image.height)) == 0);
    CHECK(count_red_text(image, panel_region("memory", image.width, image.height)) == 0);

    const auto small = path("small.png");
    REQUIRE(run("--size 1280x720 --screenshot " + small.string()).status == 0);
    const Image smaller = read_png(small);
    CHECK(smaller.width == 1280);
    CHECK(smaller.height == 720);
}

// The first trial of the experiment, and the timeline on its gap: the receiver's
// lane shows the interrupt marker, then the markers of the context save, the
// handler's start, the restore and the return to the program, left to right; below
// them the phase strip, each phase as long as its cycles, as GapExperiment records
// the same interrupt on a machine of its own.
TEST_CASE_FIXTURE(GuiFixture, "an hrecv trial: the interrupt marker, the switches after it, its phases in proportion") {
    const auto script_file = script("trial.gui", "experiment hrecv osf1 5\nrun-trials 1\ntimeline gap\n");
    const auto png = path("trial.png");
    const auto result = run("--script " + script_file.string() + " --screenshot " + png.string());
    REQUIRE_MESSAGE(result.status == 0, result.output);
    CHECK(result.output.find(script_file.string() + ":2: the trials asked for are done: 1 of 5 trials, mean cost ") !=
          std::string::npos);

    const Image image = read_png(png);
    REQUIRE(image.width == gui::kDefaultWindowWidth);
    REQUIRE(image.height == gui::kDefaultWindowHeight);
    const Region timeline = panel_region("timeline", image.width, image.height);
    const Run interrupt = longest_vertical_run(image, timeline, gui::palette::kTrapMarker);
    const Run save = longest_vertical_run(image, timeline, gui::palette::kContextSave);
    const Run handler = longest_vertical_run(image, timeline, gui::palette::kHandlerStart);
    const Run restore = longest_vertical_run(image, timeline, gui::palette::kContextRestore);
    const Run back = longest_vertical_run(image, timeline, gui::palette::kReturnToUser);
    INFO("interrupt " << interrupt.length << " px at x " << interrupt.x << ", save at " << save.x << ", handler at "
                      << handler.x << ", restore at " << restore.x << ", back at " << back.x);
    CHECK(interrupt.length >= 20);
    for (const Run& marker : {save, handler, restore, back}) {
        CHECK(marker.length >= 20);
        CHECK(std::abs(marker.y - interrupt.y) <= 3);  // the same lane (the gap's outline crosses some at its top)
    }
    CHECK(interrupt.x < save.x);
    CHECK(save.x < handler.x);
    CHECK(handler.x < restore.x);
    CHECK(restore.x < back.x);

    kernel::GapExperiment reference(frontend::experiment_images(), {kernel::Variant::Hrecv, 5, kernel::Profile::Osf1, 1});
    while (reference.trials_done() < 1) REQUIRE(!reference.advance(1000));
    const kernel::ExperimentResult first_trial = reference.result();
    const kernel::InterruptRecord& record = *first_trial.trials.at(0).interrupt;
    const auto cycles = [&](kernel::Phase phase) { return static_cast<double>(record.cycles[static_cast<std::size_t>(phase)]); };
    const auto strip = [&](kernel::Phase phase) {
        return longest_horizontal_run(image, timeline, gui::palette::kPhaseColours[static_cast<std::size_t>(phase)]);
    };
    const Run net_read = strip(kernel::Phase::KernelNetRead), saving = strip(kernel::Phase::ContextSave);
    const Run restoring = strip(kernel::Phase::ContextRestore);
    INFO("net read " << net_read.length << " px, save " << saving.length << " px, restore " << restoring.length << " px");
    CHECK(net_read.y > interrupt.y);  // the strip is below the markers' bar
    CHECK(interrupt.x < net_read.x);
    CHECK(net_read.x < saving.x);
    CHECK(saving.x < restoring.x);
    // Pixels per cycle from the interrupt's whole length, then each phase to within a few pixels.
    const double pixels_per_cycle = static_cast<double>(back.x - interrupt.x) / static_cast<double>(record.total());
    CHECK(std::abs(net_read.length - cycles(kernel::Phase::KernelNetRead) * pixels_per_cycle) <= 4);
    CHECK(std::abs(saving.length - cycles(kernel::Phase::ContextSave) * pixels_per_cycle) <= 4);
    CHECK(std::abs(restoring.length - cycles(kernel::Phase::ContextRestore) * pixels_per_cycle) <= 4);

    // The pointer held on the interrupt marker opens the tooltip with its cycles below it.
    const int lane_y = interrupt.y + 10;
    const auto hover_script = script("hover.gui", "experiment hrecv osf1 5\nrun-trials 1\ntimeline gap\nhover " +
                                                      std::to_string(interrupt.x) + " " + std::to_string(lane_y) + "\n");
    const auto hovered_png = path("hover.png");
    REQUIRE(run("--script " + hover_script.string() + " --screenshot " + hovered_png.string()).status == 0);
    const Image hovered = read_png(hovered_png);
    int changed = 0;
    for (int y = lane_y + 10; y < std::min(image.height, lane_y + 70); ++y)
        for (int x = std::max(0, interrupt.x - 300); x < std::min(image.width, interrupt.x + 300); ++x)
            for (int c = 0; c < 3; ++c) {
                const std::size_t i = (static_cast<std::size_t>(y) * static_cast<std::size_t>(image.width) + static_cast<std::size_t>(x)) * 3 + c;
                changed += image.rgb[i] != hovered.rgb[i];
            }
    CHECK(changed > 5000);
}

// to_user.s on a bare node runs 169 cycles in supervisor mode, then user mode until
// its trap at cycle 570, on ideal memory (the derivation is in gui_session_test.cpp);
// the app's modelled memory adds the caches' cold misses, about a cycle in thirty.
TEST_CASE_FIXTURE(GuiFixture, "a bare node run to its trap: kernel and user segments in proportion, then the halt") {
    const auto script_file = script("trap.gui", "node 0\nload " + example("to_user") + "\nrun-to-trap\n");
    const auto png = path("trap.png");
    const auto result = run("--script " + script_file.string() + " --screenshot " + png.string());
    REQUIRE_MESSAGE(result.status == 0, result.output);
    CHECK(result.output.find(script_file.string() + ":3: node 0: trap IT at 0x0001004c; pc 0xffffff00.") !=
          std::string::npos);

    const Image image = read_png(png);
    const Region timeline = panel_region("timeline", image.width, image.height);
    const Run kernel = longest_horizontal_run(image, timeline, gui::palette::kKernel);
    const Run user = longest_horizontal_run(image, timeline, gui::palette::kUser);
    const Run halt = longest_vertical_run(image, timeline, gui::palette::kHaltMarker);
    INFO("kernel " << kernel.length << " px at x " << kernel.x << ", user " << user.length << " px at x " << user.x
                   << ", halt marker " << halt.length << " px at x " << halt.x);
    CHECK(kernel.length > 100);
    CHECK(user.length > 300);
    CHECK(halt.length >= 20);
    // In cycle order and proportion: kernel 0..169, user 169..570, the halt at 573.
    CHECK(kernel.x < user.x);
    CHECK(std::abs(kernel.x + kernel.length - user.x) <= 2);
    CHECK(halt.x > user.x + user.length);  // after the trap's 3 cycles (its issue and kTrapEntry), some 7 pixels
    CHECK(halt.x - (user.x + user.length) <= 10);
    const double share = static_cast<double>(kernel.length) / (kernel.length + user.length);
    CHECK(share == doctest::Approx(169.0 / 570).epsilon(0.03));
}

TEST_CASE_FIXTURE(GuiFixture, "keys drive the session: F5 to a breakpoint, F11, F10, F5 to the halt") {
    const auto script_file = script("keys.gui", "node 0\nload " + example("to_user") +
                                                    "\nbreak in_user\nkey F5\nkey F11\nkey F10\nkey F5\n");
    const auto png = path("keys.png");
    const auto result = run("--script " + script_file.string() + " --screenshot " + png.string());
    REQUIRE_MESSAGE(result.status == 0, result.output);
    const std::string where = script_file.string() + ":";
    CHECK(result.output.find(where + "4: node 0: breakpoint at 0x00010038.") != std::string::npos);
    CHECK(result.output.find(where + "7: node 0: halted: trap IT at 0x0001004c") != std::string::npos);
    const Image image = read_png(png);
    CHECK(longest_vertical_run(image, panel_region("timeline", image.width, image.height), gui::palette::kHaltMarker)
              .length >= 20);
}

TEST_CASE_FIXTURE(GuiFixture, "Shift+F11 steps back: two steps from the breakpoint, the key, then step-back lands on it") {
    // Without the key, step-back from two steps past in_user (0x10038) lands on the first
    // step's pc, 0x1003c, at cycle 181; with it, on the breakpoint itself at cycle 180.
    const auto script_file = script("back.gui", "node 0\nload " + example("to_user") +
                                                    "\nbreak in_user\nkey F5\nkey F11\nkey F11\nkey Shift+F11\nstep-back\n");
    const auto result = run("--script " + script_file.string() + " --screenshot " + path("back.png").string());
    REQUIRE_MESSAGE(result.status == 0, result.output);
    CHECK(result.output.find(script_file.string() + ":8: stepped back to cycle 180. node 0 at cycle 180, pc 0x00010038") !=
          std::string::npos);
}

TEST_CASE_FIXTURE(GuiFixture, "Ctrl+F5 and reverse-continue run backwards to the breakpoint, then to the oldest cycle") {
    // F5 stops at in_user (0x10038) at cycle 180 (the test above); three steps on, the
    // key goes back to it, so the step after it lands on 0x1003c at cycle 181, as the
    // first step from the breakpoint did. From 181 reverse-continue finds 180 again,
    // and from 180 nothing: the oldest cycle kept, the machine as loaded (cycle 0).
    const auto script_file = script("reverse.gui", "node 0\nload " + example("to_user") +
                                                       "\nbreak in_user\nkey F5\nstep 3\nkey Ctrl+F5\nstep\n"
                                                       "reverse-continue\nreverse-continue\n");
    const auto result = run("--script " + script_file.string() + " --screenshot " + path("reverse.png").string());
    REQUIRE_MESSAGE(result.status == 0, result.output);
    const std::string where = script_file.string() + ":";
    CHECK(result.output.find(where + "7: node 0: stepped to 0x0001003c.") != std::string::npos);
    CHECK(result.output.find(where + "8: back to the breakpoint hit at cycle 180. node 0 at cycle 180, pc 0x00010038") !=
          std::string::npos);
    CHECK(result.output.find(where + "9: no breakpoint of node 0 was hit before cycle 180: went back to the oldest "
                                     "cycle kept, cycle 0. node 0 at cycle 0, pc ") != std::string::npos);
}

// The README's second screenshot, as its script makes it: reverse-continue from the
// end of trial 25 lands on the handler's first instruction in trial 25, at the cycle
// the kernel side's record of that interrupt puts the handler's start (taken, then
// entry, net read and save); the memory view's trials_done word, 25 before the jump
// and 24 after it, is drawn in the changed colour.
TEST_CASE_FIXTURE(GuiFixture, "docs/xp860-gui-back.gui: back into the 25th trial's handler, what changed highlighted") {
    kernel::GapExperiment reference(frontend::experiment_images(), {kernel::Variant::Hrecv, 25, kernel::Profile::Osf1, 1});
    const kernel::ExperimentResult result = reference.run();
    REQUIRE(result.trials.size() == 25);
    REQUIRE(result.trials[24].interrupt);
    const kernel::InterruptRecord& interrupt = *result.trials[24].interrupt;
    REQUIRE(interrupt.handler);
    std::uint64_t handler = interrupt.taken;
    for (const kernel::Phase phase : {kernel::Phase::InterruptEntry, kernel::Phase::KernelNetRead, kernel::Phase::ContextSave})
        handler += interrupt.cycles[static_cast<std::size_t>(phase)];
    const auto script_file = test::source_dir() / "docs/xp860-gui-back.gui";
    const auto png = path("back-handler.png");
    const auto ran = run("--script " + script_file.string() + " --screenshot " + png.string());
    REQUIRE_MESSAGE(ran.status == 0, ran.output);
    const std::uint32_t entry = toolchain::find_symbol(frontend::experiment_images().program, "handler")->value;
    CHECK_MESSAGE(ran.output.find(script_file.string() + ":9: back to the breakpoint hit at cycle " +
                                  std::to_string(handler) + ". node 1 at cycle " + std::to_string(handler) +
                                  ", pc 0x" + toolchain::hex(entry, "%08llx")) != std::string::npos,
                  ran.output);
    const Image image = read_png(png);
    const Region memory = panel_region("memory", image.width, image.height);
    int changed = 0;
    for (int y = memory.y0; y < memory.y1; ++y)
        for (int x = memory.x0; x < memory.x1; ++x) changed += image.is(x, y, gui::palette::kChanged);
    CHECK(changed >= 10);
}

TEST_CASE_FIXTURE(GuiFixture, "a click on the timeline's ruler takes the machine to the cycle under the pointer") {
    // `timeline 0 20000` spreads cycles 0..20000 over the plot: the window's width
    // (1600) less the panel's padding (10 each side, style.cpp) and the lane names'
    // column (150, timeline_view.cpp), 1430 pixels from x = 160. So x = 875 is cycle
    // (875 - 160) * 20000 / 1430 = 10000 and x = 1160 is 1000 * 20000 / 1430 = 13986.4,
    // cycle 13986. y = 720 is on the ruler (the timeline panel is the bottom 288 rows).
    const std::string setup = "experiment hrecv osf1 5\nrun-trials 3\ntimeline 0 20000\n";
    const auto clicks = script("click.gui", setup + "click 875 720\nclick 1160 720\n");
    const auto png = path("click.png");
    const auto clicked = run("--script " + clicks.string() + " --screenshot " + png.string());
    REQUIRE_MESSAGE(clicked.status == 0, clicked.output);
    // What goto-cycle gives for the same cycles, run on its own.
    const auto gotos = script("goto.gui", setup + "goto-cycle 10000\ngoto-cycle 13986\n");
    const auto went = run("--script " + gotos.string() + " --screenshot " + path("goto.png").string());
    REQUIRE_MESSAGE(went.status == 0, went.output);
    for (const auto& [line, cycle] : {std::pair{4, "10000"}, std::pair{5, "13986"}}) {
        const std::string text = std::string("went to cycle ") + cycle + ". node 1 at cycle " + cycle + ", pc ";
        const std::size_t at_click = clicked.output.find(clicks.string() + ":" + std::to_string(line) + ": " + text);
        const std::size_t at_goto = went.output.find(gotos.string() + ":" + std::to_string(line) + ": " + text);
        REQUIRE_MESSAGE(at_click != std::string::npos, clicked.output);
        REQUIRE_MESSAGE(at_goto != std::string::npos, went.output);
        // The same pc: the line's end.
        const auto rest = [](const std::string& output, std::size_t at) { return output.substr(at, output.find('\n', at) - at); };
        CHECK(rest(clicked.output, at_click).substr(clicks.string().size()) == rest(went.output, at_goto).substr(gotos.string().size()));
    }
}

TEST_CASE_FIXTURE(GuiFixture, "bad input: a message in the app and on stderr, exit status 1, never a crash") {
    const auto notes = path("notes.txt");
    std::ofstream(notes) << "not an ELF file\n";
    auto script_file = script("bad-file.gui", "load " + notes.string() + "\nload " + path("absent").string() +
                                                  "\nmemory 40000000\npoke 7fffffff 01\nstep 5\ntimeline gap\n"
                                                  "run-trials 1\nexport-trace " + path("no/such/dir/t.json").string() +
                                                  "\nbreak nowhere\n");
    const auto png = path("bad.png");
    auto result = run("--nodes 2 --script " + script_file.string() + " --screenshot " + png.string());
    CHECK(result.status == 1);
    const std::string where = script_file.string() + ":";
    CHECK(result.output.find(where + "1: " + notes.string() + ": not an ELF file (no \\x7fELF magic number)") !=
          std::string::npos);
    CHECK(result.output.find(where + "2: " + path("absent").string() + ": cannot open") != std::string::npos);
    CHECK(result.output.find(where + "3: 0x40000000 is outside node 0's RAM (0x00000000..0x01ffffff)") !=
          std::string::npos);
    CHECK(result.output.find(where + "4: Cannot write: 0x7fffffff is outside node 0's RAM") != std::string::npos);
    CHECK(result.output.find(where + "5: node 0: nothing to run") != std::string::npos);
    CHECK(result.output.find(where + "6: timeline gap: no trial of the experiment is done yet") != std::string::npos);
    CHECK(result.output.find(where + "7: run-trials: there is no experiment on this machine") != std::string::npos);
    CHECK(result.output.find(where + "8: " + path("no/such/dir/t.json").string() + ": cannot write the trace") !=
          std::string::npos);
    CHECK(result.output.find(where + "9: 'nowhere' is neither a hex address nor a symbol of node 0's programs") !=
          std::string::npos);
    // The window still opened and shows the errors in their colour.
    const Image image = read_png(png);
    CHECK(count_red_text(image, panel_region("toolbar", image.width, image.height)) > 100);
    CHECK(count_red_text(image, panel_region("memory", image.width, image.height)) > 100);

    // An address typed on the experiment's receiver once paging is on: not mapped.
    script_file = script("unmapped.gui", "run-to-interrupt\nmemory 50000000\n");
    result = run("--script " + script_file.string() + " --screenshot " + path("unmapped.png").string());
    CHECK(result.status == 1);
    CHECK(result.output.find(script_file.string() + ":2: 0x50000000 is not mapped on node 1 (paging is on)") !=
          std::string::npos);

    script_file = script("bad-syntax.gui", "step\njump 3\n");
    result = run("--script " + script_file.string() + " --screenshot " + path("never.png").string());
    CHECK(result.status == 1);
    CHECK(result.output.starts_with(script_file.string() + ":2: unknown command 'jump'"));
    CHECK(!std::filesystem::exists(path("never.png")));  // refused before a window opened

    result = run("--script " + path("absent.gui").string() + " --screenshot " + path("never.png").string());
    CHECK(result.status == 1);
    CHECK(result.output.starts_with(path("absent.gui").string() + ": cannot open: No such file or directory"));
    result = run("--size big --screenshot " + path("never.png").string());
    CHECK(result.status == 1);
    CHECK(result.output == "xp860-gui: --size: invalid value 'big' (give WxH: W from 640 to 8192, H from 480 to 8192)\n");
    result = run("--trials 0 --screenshot " + path("never.png").string());
    CHECK(result.status == 1);
    CHECK(result.output == "xp860-gui: --trials: invalid value '0' (a number from 1 to 10000)\n");
}
