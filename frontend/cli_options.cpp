#include "frontend/cli_options.h"

#include <exception>

#include "toolchain/tool_error.h"

namespace xp860::frontend {

std::uint64_t parse_number(const std::string& text, const std::string& option, std::uint64_t max) {
    std::size_t used = 0;
    unsigned long long value = 0;
    try {
        value = std::stoull(text, &used, 0);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used != text.size() || text.empty() || text[0] == '-' || value > max)
        throw toolchain::ToolError("xp860: invalid value '" + text + "' for " + option);
    return value;
}

}  // namespace xp860::frontend
