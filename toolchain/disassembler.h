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

// How wide objdump's arithmetic for a branch target is. Its text depends on the
// host it ran on: objdump-i860.tsv comes from a 64-bit one, where a target below 0
// prints as 0xfffffffffffffff0 and one past 0xffffffff with nine digits; the
// gas-i860 expectations (8-digit addresses throughout) from a 32-bit one, where a
// target wraps around at 32 bits. Either way a target of 0 gets no comment.
enum class TargetWidth : std::uint8_t { Bits64, Bits32 };

// The text objdump prints after the bytes for the word at `address`: mnemonic, a
// tab, operands (and for branches a tab and "// target"); ".long 0x..." when no
// row matches. Control registers 12..15, odd FP pairs and unused bits are printed
// as the GNU disassembler prints them, so any word has a text.
std::string disassemble(std::uint32_t word, std::uint32_t address,
                        const AddressPrinter& print_address = plain_address,
                        TargetWidth width = TargetWidth::Bits64);

// The operand and mnemonic text of an already decoded instruction; what the
// assembler reads back.
std::string format_instruction(const cpu::Instruction& insn, std::uint32_t address,
                               const AddressPrinter& print_address = plain_address,
                               TargetWidth width = TargetWidth::Bits64);

// Register names as objdump spells them (%sp, %fp for r2, r3).
std::string integer_register_name(int number);
std::string control_register_name(int number);

}  // namespace xp860::toolchain
