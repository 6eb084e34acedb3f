// The shell every command-line tool shares, on CLI11: the arguments parsed by the
// tool's CLI::App (which also writes its --help), then the tool's body; and the
// validators that several tools' options use.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>

namespace xp860::frontend {

// Parses argv with `app` and runs `body`. --help prints the help of the command it
// follows, status 0. A parse error prints "TOOL: message" (TOOL the app's name),
// and where an argument is missing or unexpected, where --help says more; a
// ToolError from the body prints `tool_error_prefix` and its message; both on
// stderr, status 1.
int run_tool(CLI::App& app, int argc, char** argv, std::string_view tool_error_prefix, const std::function<int()>& body);

// The command the arguments chose: the deepest subcommand given, or `app` itself.
const CLI::App& chosen_command(const CLI::App& app);

// The help formatter the tools share: option names in a column wide enough for
// "--section-start NAME=ADDR".
void use_tool_format(CLI::App& app);

// A whole number from `low` to `high`, written in decimal or in C's hex (0x...) or
// octal (0...): "invalid value 'TEXT' (a number from LOW to HIGH)" otherwise.
CLI::Validator whole_number(std::uint64_t low, std::uint64_t high);

// One of `names`: "unknown WHAT 'TEXT' (A, B or C)" otherwise.
CLI::Validator one_of(std::vector<std::string> names, const std::string& what);

// "WxH": W a whole number from `min_width` to `max`, H from `min_height` to `max`.
CLI::Validator width_by_height(std::uint64_t min_width, std::uint64_t min_height, std::uint64_t max);

// Splits a value checked by width_by_height.
std::pair<std::uint64_t, std::uint64_t> split_width_by_height(const std::string& text);

}  // namespace xp860::frontend
