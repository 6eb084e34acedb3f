// Parsing the values of command-line options, with the tools' error messages.
#pragma once

#include <cstdint>
#include <string>

namespace xp860::frontend {

// A whole non-negative number (decimal, 0x hex or 0 octal) of at most `max`; throws
// ToolError "xp860: invalid value 'TEXT' for OPTION" otherwise.
std::uint64_t parse_number(const std::string& text, const std::string& option, std::uint64_t max);

}  // namespace xp860::frontend
