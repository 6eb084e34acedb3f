// Little-endian byte order: how i860 instruction words always lie in memory
// (ISA-FACTS §3), how data lies with epsr.BE clear, and ELFDATA2LSB.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

namespace xp860::cpu {

// The value of up to 4 bytes, the first the least significant.
inline std::uint32_t load_little_endian(std::span<const std::uint8_t> bytes) {
    std::uint32_t value = 0;
    for (std::size_t i = 0; i < bytes.size() && i < 4; ++i) value |= static_cast<std::uint32_t>(bytes[i]) << (8 * i);
    return value;
}

// Writes the low bytes.size() (at most 4) bytes of `value`, least significant first.
inline void store_little_endian(std::span<std::uint8_t> bytes, std::uint32_t value) {
    for (std::size_t i = 0; i < bytes.size() && i < 4; ++i) bytes[i] = static_cast<std::uint8_t>(value >> (8 * i));
}

}  // namespace xp860::cpu
