// The shared shell of the command-line tools: arguments in, and a ToolError out as
// its message on stderr with exit status 1.
#pragma once

#include <cstdint>
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

// The value after the option at args[i], moving i onto it; "TOOL: option X needs a
// value" when the arguments end there.
inline const std::string& option_value(std::string_view tool, const std::vector<std::string>& args, std::size_t& i) {
    if (i + 1 == args.size()) throw toolchain::ToolError(std::string(tool) + ": option " + args[i] + " needs a value");
    return args[++i];
}

// An option's number (decimal, or hex after 0x) in [low, high]; "TOOL: invalid
// value 'TEXT' for OPTION" otherwise.
inline std::uint64_t option_number(std::string_view tool, const std::string& text, const std::string& option,
                                   std::uint64_t low, std::uint64_t high) {
    std::size_t used = 0;
    unsigned long long value = 0;
    try {
        value = std::stoull(text, &used, 0);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used != text.size() || text.empty() || text[0] == '-' || value < low || value > high)
        throw toolchain::ToolError(std::string(tool) + ": invalid value '" + text + "' for " + option);
    return value;
}

}  // namespace xp860::frontend
