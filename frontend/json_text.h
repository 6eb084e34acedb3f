// JSON string literals, for the command line's --json output and the app's trace
// export.
#pragma once

#include <string>
#include <string_view>

#include "toolchain/hex.h"

namespace xp860::frontend {

// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
inline std::string json_string(std::string_view text) {
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\') out += std::string("\\") + c;
        else if (c == '\n') out += "\\n";
        else if (c == '\t') out += "\\t";
        else if (static_cast<unsigned char>(c) < 0x20) out += toolchain::hex(static_cast<unsigned char>(c), "\\u%04llx");
        else out += c;
    }
    return out + "\"";
}

}  // namespace xp860::frontend
