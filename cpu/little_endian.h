// Little-endian byte order: how i860 instruction words always lie in memory
// (ISA-FACTS §3), how data lies with epsr.BE clear, and ELFDATA2LSB.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>

namespace xp860::cpu {

// The value of up to 4 bytes, the first the least significant.
inline std::uint32_t load_little_endian(std::span<const std::uint8_t> bytes) {
    std::uint32_t value = 0;
    for (std::size_t i = 0; i < bytes.size() && i < 4; ++i) value |= static_cast<std::uint32_t>(bytes[i]) << (8 * i);
    return value;
}

// The same for a whole array of up to 4 bytes: one host load where the host is
// little-endian too (loads and stores of registers run through these).
template <std::size_t kSize>
    requires(kSize <= 4)
inline std::uint32_t load_little_endian(const std::array<std::uint8_t, kSize>& bytes) {
    if constexpr (std::endian::native != std::endian::little) return load_little_endian(std::span(bytes));
    std::uint32_t value = 0;
    std::memcpy(&value, bytes.data(), kSize);
    return value;
}

// The word in the 4 bytes at `bytes`, and the 4 bytes of a word: one host load or
// store where the host is little-endian too (instruction words, FP registers).
inline std::uint32_t load_little_endian_word(const std::uint8_t* bytes) {
    if constexpr (std::endian::native != std::endian::little) return load_little_endian(std::span(bytes, 4));
    std::uint32_t value;
    std::memcpy(&value, bytes, 4);
    return value;
}

// Writes the low bytes.size() (at most 4) bytes of `value`, least significant first.
inline void store_little_endian(std::span<std::uint8_t> bytes, std::uint32_t value) {
    for (std::size_t i = 0; i < bytes.size() && i < 4; ++i) bytes[i] = static_cast<std::uint8_t>(value >> (8 * i));
}

template <std::size_t kSize>
    requires(kSize <= 4)
inline void store_little_endian(std::array<std::uint8_t, kSize>& bytes, std::uint32_t value) {
    if constexpr (std::endian::native != std::endian::little) return store_little_endian(std::span(bytes), value);
    std::memcpy(bytes.data(), &value, kSize);
}

inline void store_little_endian_word(std::uint8_t* bytes, std::uint32_t value) {
    if constexpr (std::endian::native != std::endian::little) return store_little_endian(std::span(bytes, 4), value);
    std::memcpy(bytes, &value, 4);
}

}  // namespace xp860::cpu
