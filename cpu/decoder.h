// Word <-> instruction, driven by the instruction table.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "cpu/instruction_table.h"

namespace xp860::cpu {

// One instruction with its operand values, in the order of its form's pattern.
// Register operands hold the register number; ControlReg the control-register
// number; Imm16 the raw 16-bit field (0..65535; signedness is the instruction's
// business); Imm5 0..31; Offset16 and SplitOffset16 the signed displacement with the
// size-owned low bits clear; Branch26 and Branch16Split the signed offset in words
// from the next instruction.
struct Instruction {
    const InstructionForm* form = nullptr;
    std::array<std::int32_t, 3> operands{};
    bool dual = false;  // D bit (bit 9) of a form with kDualBit

    friend bool operator==(const Instruction&, const Instruction&) = default;
};

// The first table row (pseudo rows excluded) whose fixed bits the word has, as the
// GNU disassembler picks it; nullptr when none does.
const InstructionForm* identify(std::uint32_t word);

// The operands of `word` read through `form` (which must match the word). Never
// fails: it is what a disassembler prints, even for words the CPU will reject.
Instruction extract(const InstructionForm& form, std::uint32_t word);

// Why an instruction is not one the processor executes, or nullopt if it is. A word
// is rejected when it sets bits its form leaves unused or names a control register
// the XP does not have (12..15). DECISION: the XP data book that would say what the
// part does with such words is not reachable (ISA-FACTS §14); no assembler produces
// them, and trapping makes the unknown visible instead of guessing. The CPU turns a
// rejected word into an instruction trap. FP register numbers that are odd for a
// double operand are accepted: Intel's own assembler writes them (gas-i860/pfam.d,
// `r2p1.sd %f3,%f4,%f5`), so what they do is the interpreter's business.
std::optional<std::string> invalid_reason(const Instruction& insn, std::uint32_t word);

// The instruction the processor executes for `word`, or nullopt ("invalid").
std::optional<Instruction> decode(std::uint32_t word);

// Whether `value` fits operand `spec` (register ranges, immediate ranges and
// alignment, branch offset ranges); the message says why not.
std::optional<std::string> operand_error(const OperandSpec& spec, std::int64_t value);

// The word for an instruction whose operands are in range (see operand_error);
// ignored bits are zero.
std::uint32_t encode(const Instruction& insn);

}  // namespace xp860::cpu
