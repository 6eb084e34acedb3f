// i860 ELF relocation types and how each patches an instruction word
// (numbers and formulas: ../shared/ref/ELF-I860.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace xp860::toolchain {

enum class RelocationType : std::uint8_t {
    None = 0x00,
    Abs32 = 0x01,    // R_860_32: S + A into a 32-bit word
    Pc26 = 0x30,     // R_860_PC26: (S + A - (P + 4)) >> 2 into br/call/bc/bnc
    Pc16 = 0x32,     // R_860_PC16: same, split 16-bit field of bte/btne/bla
    Low0 = 0x40,     // R_860_LOW0: low 16 bits of S + A, immediate field
    Split0 = 0x42,   // R_860_SPLIT0: low 16 bits, split field (st.b)
    Low1 = 0x44,     // R_860_LOW1: bit 0 belongs to the size encoding
    Split1 = 0x46,   // R_860_SPLIT1
    Low2 = 0x48,     // R_860_LOW2: bits 1:0 belong to the size encoding
    Split2 = 0x4a,   // R_860_SPLIT2
    Low3 = 0x4c,     // R_860_LOW3: bits 2:0 belong to the size encoding
    HighAdj = 0x80,  // R_860_HIGHADJ: (S + A + 0x8000) >> 16
    High = 0xc0,     // R_860_HIGH: (S + A) >> 16
};

// "R_860_PC26" and so on; nullopt for a type xp860 does not handle.
std::optional<std::string_view> relocation_name(std::uint32_t type);
bool is_known_relocation(std::uint32_t type);
bool is_pc_relative(RelocationType type);

// Patches the little-endian word at `place` with `value` = S + A, the place being at
// address `place_address` (P). Returns a message when the result does not fit the
// field (a branch out of range) or breaks the alignment the field needs.
std::optional<std::string> apply_relocation(RelocationType type, std::uint8_t* place,
                                            std::uint32_t value, std::uint32_t place_address);

// The high half that, added to the sign-extended low half, gives back `value`.
std::uint32_t high_adjusted(std::uint32_t value);

}  // namespace xp860::toolchain
