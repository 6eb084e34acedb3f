#include "toolchain/relocation.h"
#include "toolchain/hex.h"
#include "cpu/little_endian.h"

#include <algorithm>
#include <cstdio>

#include "cpu/decoder.h"

namespace xp860::toolchain {
namespace {

// What the displacement of the instruction `word` must be a multiple of: its
// operand size (ld.l keeps only bit 0 for its size encoding, yet needs 4).
std::uint32_t displacement_alignment(std::uint32_t word, std::uint32_t owned) {
    if (const cpu::InstructionForm* form = cpu::identify(word))
        for (std::size_t i = 0; i < form->operand_count; ++i)
            if (form->operands[i].kind == cpu::OperandKind::Offset16 ||
                form->operands[i].kind == cpu::OperandKind::SplitOffset16)
                return std::max<std::uint32_t>(form->operands[i].alignment, owned + 1);
    return owned + 1;
}

// Low 16 bits of `value` into the field; the low `owned_bits` stay as the size
// encoding has them, so the value must have them clear.
std::optional<std::string> patch_low(std::uint32_t& word, std::uint32_t value, int owned_bits,
                                     bool split) {
    const std::uint32_t owned = (1u << owned_bits) - 1;
    const std::uint32_t alignment = displacement_alignment(word, owned);
    if (value % alignment != 0)
        return "value " + hex(value) + " is not a multiple of " + std::to_string(alignment) +
               " as the instruction's operand size requires";
    const std::uint32_t low = value & 0xffff & ~owned;
    if (split)
        word = (word & ~(0x001f07ffu & ~owned)) | ((low & 0xf800) << 5) | (low & 0x07ff);
    else
        word = (word & ~(0xffffu & ~owned)) | low;
    return std::nullopt;
}

}  // namespace

std::optional<std::string_view> relocation_name(std::uint32_t type) {
    switch (static_cast<RelocationType>(type)) {
        case RelocationType::None: return "R_860_NONE";
        case RelocationType::Abs32: return "R_860_32";
        case RelocationType::Pc26: return "R_860_PC26";
        case RelocationType::Pc16: return "R_860_PC16";
        case RelocationType::Low0: return "R_860_LOW0";
        case RelocationType::Split0: return "R_860_SPLIT0";
        case RelocationType::Low1: return "R_860_LOW1";
        case RelocationType::Split1: return "R_860_SPLIT1";
        case RelocationType::Low2: return "R_860_LOW2";
        case RelocationType::Split2: return "R_860_SPLIT2";
        case RelocationType::Low3: return "R_860_LOW3";
        case RelocationType::HighAdj: return "R_860_HIGHADJ";
        case RelocationType::High: return "R_860_HIGH";
    }
    return std::nullopt;
}

bool is_known_relocation(std::uint32_t type) { return type <= 0xff && relocation_name(type); }

bool is_pc_relative(RelocationType type) {
    return type == RelocationType::Pc26 || type == RelocationType::Pc16;
}

std::uint32_t high_adjusted(std::uint32_t value) { return (value + 0x8000u) >> 16; }

std::optional<std::string> apply_relocation(RelocationType type, std::uint8_t* place,
                                            std::uint32_t value, std::uint32_t place_address) {
    std::uint32_t word = cpu::load_little_endian(std::span<const std::uint8_t>(place, 4));
    switch (type) {
        case RelocationType::None: return std::nullopt;
        case RelocationType::Abs32: word = value; break;
        case RelocationType::Pc26:
        case RelocationType::Pc16: {
            // Branch offsets count words from the instruction after the branch.
            const auto distance = static_cast<std::int64_t>(static_cast<std::int32_t>(
                value - (place_address + 4)));
            if (distance % 4 != 0)
                return "branch target " + hex(value) + " is not word aligned";
            const std::int64_t words = distance / 4;
            const int bits = type == RelocationType::Pc26 ? 26 : 16;
            const std::int64_t limit = std::int64_t{1} << (bits - 1);
            if (words < -limit || words >= limit)
                return "branch target " + hex(value) + " out of range of the " +
                       std::to_string(bits) + "-bit offset at " + hex(place_address);
            const auto field = static_cast<std::uint32_t>(words);
            if (type == RelocationType::Pc26)
                word = (word & ~0x03ffffffu) | (field & 0x03ffffff);
            else
                word = (word & ~0x001f07ffu) | ((field & 0xf800) << 5) | (field & 0x07ff);
            break;
        }
        case RelocationType::Low0:
            if (auto error = patch_low(word, value, 0, false)) return error;
            break;
        case RelocationType::Split0:
            if (auto error = patch_low(word, value, 0, true)) return error;
            break;
        case RelocationType::Low1:
            if (auto error = patch_low(word, value, 1, false)) return error;
            break;
        case RelocationType::Split1:
            if (auto error = patch_low(word, value, 1, true)) return error;
            break;
        case RelocationType::Low2:
            if (auto error = patch_low(word, value, 2, false)) return error;
            break;
        case RelocationType::Split2:
            if (auto error = patch_low(word, value, 2, true)) return error;
            break;
        case RelocationType::Low3:
            if (auto error = patch_low(word, value, 3, false)) return error;
            break;
        case RelocationType::HighAdj: word = (word & ~0xffffu) | (high_adjusted(value) & 0xffff); break;
        case RelocationType::High: word = (word & ~0xffffu) | (value >> 16); break;
    }
    cpu::store_little_endian(std::span(place, 4), word);
    return std::nullopt;
}

}  // namespace xp860::toolchain
