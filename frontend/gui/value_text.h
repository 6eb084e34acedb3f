// How the views print words and FP values, the same in every panel.
#pragma once

#include <bit>
#include <cstdint>
#include <cstdio>
#include <string>

#include "frontend/gui/timeline_names.h"
#include "toolchain/hex.h"

namespace xp860::gui {

inline std::string hex8(std::uint32_t value) { return toolchain::hex(value, "%08llx"); }
inline std::string hex16(std::uint64_t value) { return toolchain::hex(value, "%016llx"); }

// Enough digits to tell every value apart.
inline std::string single_text(std::uint32_t bits) {
    char text[32];
    std::snprintf(text, sizeof text, "%.9g", static_cast<double>(std::bit_cast<float>(bits)));
    return text;
}
inline std::string double_text(std::uint64_t bits) {
    char text[40];
    std::snprintf(text, sizeof text, "%.17g", std::bit_cast<double>(bits));
    return text;
}

}  // namespace xp860::gui
