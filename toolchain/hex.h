// Hex text for listings and messages.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

namespace xp860::toolchain {

// `format` is a printf format taking one unsigned long long ("0x%llx", "%08llx").
inline std::string hex(std::uint64_t value, const char* format = "0x%llx") {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, format, static_cast<unsigned long long>(value));
    return buffer;
}

}  // namespace xp860::toolchain
