// The scripts of `xp860-gui --script FILE`: one command a line, `#` to the end of
// a line is a comment. Parsing checks everything it can before the window opens;
// every error names the file and line ("demo.gui:3: ...").
//
//   experiment VARIANT PROFILE TRIALS   set the experiment up: hrecv|irecv, osf1|light, 1..10000
//   run-trials N [MAX]     the experiment's next N trials (breakpoints aside)
//   run-experiment [MAX]   the experiment to its end (breakpoints aside)
//   load PATH              load an i860 executable onto the selected node (bare nodes)
//   node N                 select node N
//   step [N]               N instructions of the selected node (default 1)
//   step-over [MAX]        step over a call
//   run [MAX]              run until a breakpoint, an event breakpoint or the end
//   run-cycles N           run the machine N cycles
//   run-to-interrupt [MAX] run until the selected node takes an interrupt
//   run-to-switch [MAX]    run until the selected node switches context
//   run-to-trap [MAX]      run until the selected node takes a trap
//   step-back [N]          N instructions of the selected node back (default 1)
//   back-to-interrupt      back to the selected node's previous interrupt
//   back-to-switch         ... its previous context switch
//   back-to-trap           ... its previous trap
//   goto-cycle C           the machine as a run to cycle C leaves it, back or forward
//   back-over              back over the selected node's last call (history.h)
//   reverse-continue       back to the latest breakpoint of the selected node hit
//   break ADDR|SYMBOL      breakpoint on or off on the selected node
//   break-on EVENT         stop runs at an event on or off: interrupt, switch, trap,
//                          injected, delivered, halt
//   reset                  the machine built again as it was set up
//   memory ADDR|SYMBOL     show ADDR in the memory panel
//   poke ADDR BYTE...      write bytes (hex) at ADDR of the selected node
//   timeline fit|gap|FIRST LAST   the timeline's view: everything, the current
//                          trial's gap, or the cycles FIRST..LAST
//   export-trace PATH      write the timeline as Chrome trace JSON (Perfetto)
//   open-panel NAME        show a panel; close-panel NAME hides it
//   key NAME               press a key of the help panel (F10, Shift+F5, ...)
//   hover X Y              hold the pointer at pixel (X, Y) of the window (tooltips)
//   click X Y              a click of the left button there (on the timeline: go to that cycle)
//   frames N               draw N frames
//
// MAX, cycles of the machine, defaults to kDefaultScriptBudget; a run that
// reaches it is paused there.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace xp860::gui {

inline constexpr std::uint64_t kDefaultScriptBudget = 100'000'000;  // as `xp860 run --max-cycles`

struct ScriptCommand {
    enum class Verb : std::uint8_t {
        Experiment, RunTrials, RunExperiment, Load, Node, Step, StepOver, Run, RunCycles, RunToInterrupt,
        RunToSwitch, RunToTrap, Break, BreakOn, Reset, Memory, Poke, Timeline, ExportTrace, OpenPanel, ClosePanel,
        Key, Hover, Frames, StepBack, BackToInterrupt, BackToSwitch, BackToTrap, GotoCycle,
        BackOver, ReverseContinue, Click,
    };
    Verb verb = Verb::Frames;
    std::string text;                 // a path, address, symbol, panel, key, event or view name; a variant
    std::string text2;                // experiment's profile
    std::uint64_t count = 0;          // instructions, cycles, a node, frames, trials; hover's and click's X; a view's first cycle
    std::uint64_t count2 = 0;         // hover's and click's Y; a view's last cycle; run-trials' MAX
    std::vector<std::uint8_t> bytes;  // poke
    std::string where;                // "FILE:LINE", for messages about it
};

// Throws toolchain::ToolError "FILE:LINE: message" at the first bad line.
// `panel_names` are the names open-panel and close-panel accept.
std::vector<ScriptCommand> parse_script(std::string_view text, const std::string& file_name,
                                        std::span<const std::string_view> panel_names);

// The same on a file; "FILE: cannot open: ..." when it cannot be read.
std::vector<ScriptCommand> read_script(const std::string& path, std::span<const std::string_view> panel_names);

}  // namespace xp860::gui
