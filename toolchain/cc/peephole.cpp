// The peephole pass of -O1 and up, on a function body's assembly lines: a call's
// delay slot takes the `mov %sp,%r28` before it (which the call does not read),
// `br L; nop` straight before `L:` goes, and so does `mov %rX,%rX`.
#include <sstream>
#include <string>
#include <vector>

#include "toolchain/cc/codegen_state.h"

namespace xp860::cc {

std::string fill_delay_slots(const std::string& body) {
    std::vector<std::string> lines;
    std::istringstream in(body);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    std::vector<std::string> out;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const bool setup = lines[i] == "\tmov\t%sp,%r28";
        if (setup && i + 2 < lines.size() && lines[i + 1].starts_with("\tcall") && lines[i + 2] == "\tnop") {
            out.push_back(lines[i + 1]);
            out.push_back(lines[i]);
            i += 2;
            continue;
        }
        if (lines[i].starts_with("\tbr\t") && i + 2 < lines.size() && lines[i + 1] == "\tnop" &&
            lines[i + 2] == lines[i].substr(4) + ":") {
            ++i;  // the branch and its nop
            continue;
        }
        // mov %rX,%rX
        if (lines[i].starts_with("\tmov\t%r") && lines[i].find(',') != std::string::npos &&
            lines[i].substr(5, lines[i].find(',') - 5) == lines[i].substr(lines[i].find(',') + 1))
            continue;
        out.push_back(lines[i]);
    }
    std::string result;
    for (const std::string& line : out) result += line + "\n";
    return result;
}

}  // namespace xp860::cc
