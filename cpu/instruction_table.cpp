#include "cpu/instruction_table.h"

#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace xp860::cpu {
namespace {

OperandSpec spec_for_letter(char letter) {
    switch (letter) {
        case '1': return {OperandKind::IntSrc1, 1, letter};
        case '2': return {OperandKind::IntSrc2, 1, letter};
        case 'd': return {OperandKind::IntDest, 1, letter};
        case 'c': return {OperandKind::ControlReg, 1, letter};
        case 'i': return {OperandKind::Imm16, 1, letter};
        case 'I': return {OperandKind::Offset16, 1, letter};
        case 'J': return {OperandKind::Offset16, 2, letter};
        case 'K': return {OperandKind::Offset16, 4, letter};
        case 'L': return {OperandKind::Offset16, 8, letter};
        case 'M': return {OperandKind::Offset16, 16, letter};
        case '5': return {OperandKind::Imm5, 1, letter};
        case 'l': return {OperandKind::Branch26, 1, letter};
        case 'r': return {OperandKind::Branch16Split, 1, letter};
        case 's': return {OperandKind::SplitOffset16, 1, letter};
        case 'S': return {OperandKind::SplitOffset16, 1, letter};
        case 'T': return {OperandKind::SplitOffset16, 2, letter};
        case 'U': return {OperandKind::SplitOffset16, 4, letter};
        case 'e': return {OperandKind::FpSrc1, 1, letter};
        case 'f': return {OperandKind::FpSrc2, 1, letter};
        case 'g': return {OperandKind::FpDest, 1, letter};
        default: break;
    }
    throw std::logic_error(std::string("instruction table: unknown operand letter ") + letter);
}

MemoryRole memory_role(std::string_view mnemonic, Unit unit) {
    if (unit != Unit::Memory) return MemoryRole::None;
    // ldio and ldint are loads from other bus spaces; their results interlock alike.
    if (mnemonic.starts_with("ld.") || mnemonic.starts_with("fld.") || mnemonic.starts_with("ldio.") ||
        mnemonic.starts_with("ldint."))
        return MemoryRole::Load;
    if (mnemonic.starts_with("pfld.")) return MemoryRole::PipelinedLoad;
    if (mnemonic.starts_with("st.") || mnemonic.starts_with("fst.") || mnemonic.starts_with("pst.") ||
        mnemonic.starts_with("stio."))
        return MemoryRole::Store;
    return MemoryRole::None;  // ixfr, flush
}

InstructionForm make_form(std::string_view mnemonic, std::uint32_t match, std::uint32_t lose,
                          std::string_view pattern, std::uint16_t flags, Expansion expansion,
                          Unit unit) {
    InstructionForm form{mnemonic, match, lose, pattern, flags, expansion, unit};
    form.memory_role = memory_role(mnemonic, unit);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == ',' || c == '(' || c == ')') continue;
        if (c == '+') {
            form.auto_increment = true;
            continue;
        }
        if (form.operand_count == form.operands.size())
            throw std::logic_error("instruction table: too many operands");
        form.operands[form.operand_count++] = spec_for_letter(c);
    }
    return form;
}

std::vector<InstructionForm> build_table() {
    std::vector<InstructionForm> rows{
#define XP860_INSN(mnemonic, match, lose, pattern, flags, expansion, unit) \
    make_form(mnemonic, match, lose, pattern, flags, expansion, unit),
#include "cpu/instructions.def"
#undef XP860_INSN
    };
    for (std::size_t i = 0; i < rows.size(); ++i) rows[i].index = static_cast<std::uint16_t>(i);
    return rows;
}

const std::vector<InstructionForm>& table_rows() {
    static const std::vector<InstructionForm> rows = build_table();
    return rows;
}

const std::map<std::string_view, std::vector<const InstructionForm*>>& rows_by_name() {
    static const auto index = [] {
        std::map<std::string_view, std::vector<const InstructionForm*>> map;
        for (const InstructionForm& form : table_rows()) map[form.mnemonic].push_back(&form);
        return map;
    }();
    return index;
}

}  // namespace

std::uint32_t operand_field_mask(const OperandSpec& spec) {
    const std::uint32_t low_bits_owned_by_size = spec.alignment - 1u;
    switch (spec.kind) {
        case OperandKind::IntSrc1:
        case OperandKind::FpSrc1:
        case OperandKind::Imm5: return 0x0000f800;
        case OperandKind::IntSrc2:
        case OperandKind::FpSrc2: return 0x03e00000;
        case OperandKind::IntDest:
        case OperandKind::FpDest: return 0x001f0000;
        case OperandKind::ControlReg: return 0x01e00000;
        case OperandKind::Imm16: return 0x0000ffff;
        case OperandKind::Offset16: return 0x0000ffff & ~low_bits_owned_by_size;
        case OperandKind::Branch26: return 0x03ffffff;
        case OperandKind::Branch16Split: return 0x001f07ff;
        case OperandKind::SplitOffset16: return 0x001f07ff & ~low_bits_owned_by_size;
    }
    return 0;
}

std::uint32_t InstructionForm::operand_mask() const {
    std::uint32_t mask = has(kDualBit) ? kDualInstructionBit : 0;
    for (std::size_t i = 0; i < operand_count; ++i) mask |= operand_field_mask(operands[i]);
    return mask;
}

std::uint32_t InstructionForm::ignored_mask() const {
    return ~(match | lose | operand_mask());
}

std::span<const InstructionForm> instruction_table() { return table_rows(); }

std::span<const InstructionForm* const> forms_named(std::string_view mnemonic) {
    const auto& index = rows_by_name();
    const auto it = index.find(mnemonic);
    if (it == index.end()) return {};
    return it->second;
}

}  // namespace xp860::cpu
