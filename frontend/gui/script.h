// The scripts of `xp860-gui --script FILE`: one command a line, `#` to the end of
// a line is a comment. Parsing checks everything it can before the window opens;
// every error names the file and line ("demo.gui:3: ...").
//
//   load PATH              load an i860 executable onto the selected node
//   node N                 select node N
//   step [N]               N instructions of the selected node (default 1)
//   step-over [MAX]        step over a call, at most MAX cycles
//   run [MAX]              run until a breakpoint or a halt, at most MAX cycles
//   run-cycles N           run every node N cycles
//   run-to-trap [MAX]      run until a trap is taken, at most MAX cycles
//   break ADDR|SYMBOL      breakpoint on or off on the selected node
//   reset                  every node's program loaded again and started
//   memory ADDR|SYMBOL     show ADDR in the memory panel
//   poke ADDR BYTE...      write bytes (hex) at ADDR of the selected node
//   open-panel NAME        show a panel; close-panel NAME hides it
//   key NAME               press a key of the help panel (F10, Shift+F5, ...)
//   hover X Y              hold the pointer at pixel (X, Y) of the window (tooltips)
//   frames N               draw N frames
//
// MAX defaults to kDefaultScriptBudget; a run that reaches it is paused there.
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
        Load, Node, Step, StepOver, Run, RunCycles, RunToTrap, Break, Reset, Memory, Poke, OpenPanel,
        ClosePanel, Key, Hover, Frames,
    };
    Verb verb = Verb::Frames;
    std::string text;                 // a path, address, symbol, panel or key name
    std::uint64_t count = 0;          // instructions, cycles, a node, frames; hover's X
    std::uint64_t count2 = 0;         // hover's Y
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
