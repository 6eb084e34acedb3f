// The register convention of the node's devices: 32-bit little-endian registers at
// 4-byte offsets, read and written whole (docs/memory-map.md).
#pragma once

#include <cstdint>
#include <optional>
#include <span>

#include "cpu/little_endian.h"

namespace xp860::mmu {

// The value a whole-register write carries, or nullopt for any other width.
inline std::optional<std::uint32_t> register_value(std::span<const std::uint8_t> bytes) {
    if (bytes.size() != 4) return std::nullopt;
    return cpu::load_little_endian(bytes);
}

// Answers a whole-register read with `value`; false for any other width.
inline bool answer_register(std::span<std::uint8_t> bytes, std::uint32_t value) {
    if (bytes.size() != 4) return false;
    cpu::store_little_endian(bytes, value);
    return true;
}

}  // namespace xp860::mmu
