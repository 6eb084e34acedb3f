#include "cpu/decoder.h"

#include <vector>

namespace xp860::cpu {
namespace {

constexpr int kControlRegisterCount = 12;          // fir psr dirbase db fsr epsr bear ccr p0..p3

std::int32_t sign_extend(std::uint32_t value, int bits) {
    const std::uint32_t sign = 1u << (bits - 1);
    return static_cast<std::int32_t>((value ^ sign) - sign);
}

std::uint32_t split_field(std::uint32_t word) {
    return ((word >> 5) & 0xf800) | (word & 0x07ff);
}

std::uint32_t to_split_field(std::uint32_t value16) {
    return ((value16 & 0xf800) << 5) | (value16 & 0x07ff);
}

}  // namespace

namespace {

// identify() looks only at the rows that can match a word's primary opcode (bits
// 31:26) and, for the FP escape whose 250-odd rows share one opcode, its
// operation bits 6:0. Each bucket keeps table order, so the first match is still
// the GNU table's choice.
constexpr std::uint32_t kFpEscape = 0x12;
constexpr std::size_t kBucketCount = 64 + 128;

std::size_t bucket_of(std::uint32_t word) {
    const std::uint32_t opcode = word >> 26;
    return opcode == kFpEscape ? 64 + (word & 0x7f) : opcode;
}

const std::array<std::vector<const InstructionForm*>, kBucketCount>& buckets() {
    static const auto table = [] {
        std::array<std::vector<const InstructionForm*>, kBucketCount> result;
        for (std::uint32_t opcode = 0; opcode < 64; ++opcode) {
            const bool fp = opcode == kFpEscape;
            for (std::uint32_t low = 0; low < (fp ? 128u : 1u); ++low) {
                const std::uint32_t known_mask = fp ? 0xfc00007fu : 0xfc000000u;
                const std::uint32_t known = (opcode << 26) | low;
                auto& bucket = result[fp ? 64 + low : opcode];
                for (const InstructionForm& form : instruction_table()) {
                    if (form.has(kPseudo)) continue;
                    const bool ones_agree = ((known ^ form.match) & form.match & known_mask) == 0;
                    const bool zeros_agree = (known & form.lose & known_mask) == 0;
                    if (ones_agree && zeros_agree) bucket.push_back(&form);
                }
            }
        }
        return result;
    }();
    return table;
}

}  // namespace

const InstructionForm* identify(std::uint32_t word) {
    for (const InstructionForm* form : buckets()[bucket_of(word)])
        if (form->matches(word)) return form;
    return nullptr;
}

Instruction extract(const InstructionForm& form, std::uint32_t word) {
    Instruction insn;
    insn.form = &form;
    insn.dual = form.has(kDualBit) && (word & kDualInstructionBit) != 0;
    for (std::size_t i = 0; i < form.operand_count; ++i) {
        const OperandSpec& spec = form.operands[i];
        const std::uint32_t field = word & operand_field_mask(spec);
        std::int32_t value = 0;
        switch (spec.kind) {
            case OperandKind::IntSrc1:
            case OperandKind::FpSrc1:
            case OperandKind::Imm5: value = static_cast<std::int32_t>(field >> 11); break;
            case OperandKind::IntSrc2:
            case OperandKind::FpSrc2: value = static_cast<std::int32_t>(field >> 21); break;
            case OperandKind::IntDest:
            case OperandKind::FpDest: value = static_cast<std::int32_t>(field >> 16); break;
            case OperandKind::ControlReg: value = static_cast<std::int32_t>(field >> 21); break;
            case OperandKind::Imm16: value = static_cast<std::int32_t>(field); break;
            case OperandKind::Offset16: value = sign_extend(field, 16); break;
            case OperandKind::Branch26: value = sign_extend(field, 26); break;
            case OperandKind::Branch16Split:
            case OperandKind::SplitOffset16: value = sign_extend(split_field(field), 16); break;
        }
        insn.operands[i] = value;
    }
    return insn;
}

std::optional<std::string> invalid_reason(const Instruction& insn, std::uint32_t word) {
    const InstructionForm& form = *insn.form;
    if ((word & form.ignored_mask()) != 0) return "sets bits its encoding leaves unused";
    for (std::size_t i = 0; i < form.operand_count; ++i) {
        const OperandSpec& spec = form.operands[i];
        const std::int32_t value = insn.operands[i];
        if (spec.kind == OperandKind::ControlReg && value >= kControlRegisterCount)
            return "names control register " + std::to_string(value) + ", which does not exist";
    }
    return std::nullopt;
}

std::optional<Instruction> decode(std::uint32_t word) {
    const InstructionForm* form = identify(word);
    if (form == nullptr) return std::nullopt;
    Instruction insn = extract(*form, word);
    if (invalid_reason(insn, word)) return std::nullopt;
    return insn;
}

std::optional<std::string> operand_error(const OperandSpec& spec, std::int64_t value) {
    const auto out_of_range = [&](std::int64_t low, std::int64_t high) -> std::optional<std::string> {
        if (value < low || value > high)
            return "value " + std::to_string(value) + " out of range " + std::to_string(low) +
                   ".." + std::to_string(high);
        return std::nullopt;
    };
    switch (spec.kind) {
        case OperandKind::IntSrc1:
        case OperandKind::IntSrc2:
        case OperandKind::IntDest:
        case OperandKind::FpSrc1:
        case OperandKind::FpSrc2:
        case OperandKind::FpDest: return out_of_range(0, 31);
        case OperandKind::ControlReg: return out_of_range(0, kControlRegisterCount - 1);
        case OperandKind::Imm5: return out_of_range(0, 31);
        case OperandKind::Imm16: return out_of_range(0, 0xffff);
        case OperandKind::Branch26: return out_of_range(-(1 << 25), (1 << 25) - 1);
        case OperandKind::Branch16Split: return out_of_range(-32768, 32767);
        case OperandKind::Offset16:
        case OperandKind::SplitOffset16:
            if (auto error = out_of_range(-32768, 32767)) return error;
            if (value % spec.alignment != 0)
                return "offset " + std::to_string(value) + " is not a multiple of " +
                       std::to_string(spec.alignment);
            return std::nullopt;
    }
    return std::nullopt;
}

std::uint32_t encode(const Instruction& insn) {
    const InstructionForm& form = *insn.form;
    std::uint32_t word = form.match;
    if (insn.dual) word |= kDualInstructionBit;
    for (std::size_t i = 0; i < form.operand_count; ++i) {
        const OperandSpec& spec = form.operands[i];
        const auto value = static_cast<std::uint32_t>(insn.operands[i]);
        std::uint32_t field = 0;
        switch (spec.kind) {
            case OperandKind::IntSrc1:
            case OperandKind::FpSrc1:
            case OperandKind::Imm5: field = value << 11; break;
            case OperandKind::IntSrc2:
            case OperandKind::FpSrc2:
            case OperandKind::ControlReg: field = value << 21; break;
            case OperandKind::IntDest:
            case OperandKind::FpDest: field = value << 16; break;
            case OperandKind::Imm16:
            case OperandKind::Offset16: field = value; break;
            case OperandKind::Branch26: field = value; break;
            case OperandKind::Branch16Split:
            case OperandKind::SplitOffset16: field = to_split_field(value & 0xffff); break;
        }
        word |= field & operand_field_mask(spec);
    }
    return word;
}

}  // namespace xp860::cpu
