#include "toolchain/disassembler.h"
#include "toolchain/hex.h"

#include <cstdio>

#include "cpu/registers.h"

namespace xp860::toolchain {
namespace {

using cpu::OperandKind;

// Logical operations print their 16-bit constant in hex; arithmetic and shifts
// print it as a signed decimal (the GNU disassembler keys on the same opcode bits:
// and/andh/andnot/andnoth/or/orh/xor/xorh have bits 31:30 set).
bool prints_constant_in_hex(const cpu::InstructionForm& form) {
    return (form.match & 0xc0000000) == 0xc0000000;
}

std::string branch_target(std::int64_t offset_words, std::uint32_t address,
                          const AddressPrinter& print_address, TargetWidth width) {
    // objdump adds in a C long, which is as wide as its host's; it names no target
    // of 0 (its test for "is there an address").
    auto target = static_cast<std::uint64_t>(static_cast<std::int64_t>(address) + 4 + offset_words * 4);
    if (width == TargetWidth::Bits32) target &= 0xffffffffu;
    if (target == 0) return hex(target, "0x%08llx");
    return hex(target, "0x%08llx") + "\t// " + print_address(target);
}

}  // namespace

std::string plain_address(std::uint64_t address) { return hex(address, "0x%llx"); }

std::string integer_register_name(int number) {
    if (number == cpu::kStackPointer) return "%sp";
    if (number == cpu::kFramePointer) return "%fp";
    return "%r" + std::to_string(number);
}

std::string control_register_name(int number) {
    if (number >= 0 && number < static_cast<int>(cpu::kControlRegisterNames.size()))
        return "%" + std::string(cpu::kControlRegisterNames[number]);
    return "%--";
}

std::string format_instruction(const cpu::Instruction& insn, std::uint32_t address,
                               const AddressPrinter& print_address, TargetWidth width) {
    const cpu::InstructionForm& form = *insn.form;
    std::string text = insn.dual ? "d." : "";
    text += form.mnemonic;
    text += '\t';
    std::size_t operand = 0;
    for (const char c : form.pattern) {
        if (c == ',' || c == '(' || c == ')' || c == '+') {
            text += c;
            continue;
        }
        const cpu::OperandSpec& spec = form.operands[operand];
        const std::int32_t value = insn.operands[operand++];
        switch (spec.kind) {
            case OperandKind::IntSrc1:
            case OperandKind::IntSrc2:
            case OperandKind::IntDest: text += integer_register_name(value); break;
            case OperandKind::FpSrc1:
            case OperandKind::FpSrc2:
            case OperandKind::FpDest: text += "%f" + std::to_string(value); break;
            case OperandKind::ControlReg: text += control_register_name(value); break;
            case OperandKind::Imm16:
                text += prints_constant_in_hex(form)
                            ? hex(static_cast<std::uint32_t>(value), "0x%04llx")
                            : std::to_string(static_cast<std::int16_t>(value));
                break;
            case OperandKind::Imm5:
            case OperandKind::Offset16:
            case OperandKind::SplitOffset16: text += std::to_string(value); break;
            case OperandKind::Branch26:
            case OperandKind::Branch16Split:
                text += branch_target(value, address, print_address, width);
                break;
        }
    }
    return text;
}

std::string disassemble(std::uint32_t word, std::uint32_t address,
                        const AddressPrinter& print_address, TargetWidth width) {
    const cpu::InstructionForm* form = cpu::identify(word);
    if (form == nullptr) return hex(word, ".long 0x%08llx");
    return format_instruction(cpu::extract(*form, word), address, print_address, width);
}

}  // namespace xp860::toolchain
