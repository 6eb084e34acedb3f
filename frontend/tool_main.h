// The shared shell of the command-line tools: arguments in, and a ToolError out as
// its message on stderr with exit status 1.
#pragma once

#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include "toolchain/tool_error.h"

namespace xp860::frontend {

// `message_prefix` goes before every error message ("xp860-ld: "), or is empty for
// tools whose messages already start with the file they are about.
template <typename Body>
int run_tool(int argc, char** argv, std::string_view message_prefix, Body body) {
    try {
        return body(std::vector<std::string>(argv + 1, argv + argc));
    } catch (const toolchain::ToolError& error) {
        std::cout.flush();
        std::cerr << message_prefix << error.what() << "\n";
        return 1;
    }
}

}  // namespace xp860::frontend
