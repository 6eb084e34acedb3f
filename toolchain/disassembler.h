// Instruction text in GNU objdump's i860 layout.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "cpu/decoder.h"

namespace xp860::toolchain {

// Prints a code address for the "// target" comment of a branch: objdump shows
// "0x94" without symbols and "20 <L1>" with them.
using AddressPrinter = std::function<std::string(std::uint64_t address)>;

std::string plain_address(std::uint64_t address);

// The text objdump prints after the bytes for the word at `address`: mnemonic, a
// tab, operands (and for branches a tab and "// target"); ".long 0x..." when no
// row matches. Control registers 12..15, odd FP pairs and unused bits are printed
// as the GNU disassembler prints them, so any word has a text.
std::string disassemble(std::uint32_t word, std::uint32_t address,
                        const AddressPrinter& print_address = plain_address);

// The operand and mnemonic text of an already decoded instruction; what the
// assembler reads back.
std::string format_instruction(const cpu::Instruction& insn, std::uint32_t address,
                               const AddressPrinter& print_address = plain_address);

// Register names as objdump spells them (%sp, %fp for r2, r3).
std::string integer_register_name(int number);
std::string control_register_name(int number);

}  // namespace xp860::toolchain
