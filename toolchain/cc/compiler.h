// The compiler's entry point: preprocessed C source to i860 assembly text.
#pragma once

#include <string>
#include <string_view>

namespace xp860::cc {

// Throws ToolError "file:line:column: error: message" on the first error.
std::string compile_to_assembly(std::string_view preprocessed, const std::string& file_name, int opt_level = 0);

// Whether warnings go to stderr (on by default; -w turns them off).
void set_warnings(bool enabled);

}  // namespace xp860::cc
