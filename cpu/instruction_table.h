// The i860 XR/XP instruction table: every encoding described once.
//
// The decoder, the disassembler, the assembler and (later) the interpreter and the
// cycle model all read this table; none of them keeps a private list of opcodes.
// The rows themselves live in instructions.def, in the order the GNU i860 opcode
// table has them, because the first row that matches a word is the one that names
// it (that order is what makes `shl %r0,%r0,%r0` print as `shl`, not `nop`).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

namespace xp860::cpu {

// What one letter of an operand pattern stands for. The letters are those of the
// GNU opcode table (see ../shared/ref/README.md), so a row reads as it does there.
enum class OperandKind : std::uint8_t {
    IntSrc1,        // '1': integer register in bits 15:11
    IntSrc2,        // '2': integer register in bits 25:21
    IntDest,        // 'd': integer register in bits 20:16
    ControlReg,     // 'c': control register number in bits 24:21
    Imm16,          // 'i': 16-bit immediate in bits 15:0
    Offset16,       // 'I' 'J' 'K' 'L' 'M': 16-bit displacement, low bits owned by the size
    Imm5,           // '5': 5-bit constant in bits 15:11
    Branch26,       // 'l': 26-bit word offset from the next instruction
    Branch16Split,  // 'r': 16-bit word offset, bits 20:16 high and 10:0 low
    SplitOffset16,  // 's' 'S' 'T' 'U': 16-bit displacement split as in 'r'
    FpSrc1,         // 'e': FP register in bits 15:11
    FpSrc2,         // 'f': FP register in bits 25:21
    FpDest,         // 'g': FP register in bits 20:16
};

struct OperandSpec {
    OperandKind kind;
    // For Offset16 and SplitOffset16: the displacement must be a multiple of this
    // (1, 2, 4, 8 or 16) because the low log2(alignment) bits encode the size.
    std::uint8_t alignment = 1;
    char letter = 0;
};

// How the assembler may rewrite a form whose constant does not fit 16 bits.
enum class Expansion : std::uint8_t {
    None,
    Address,     // displacement(base): orh ha%addr,base,r31 then the op on l%addr(r31)
    Signed32,    // adds/addu/subs/subu: build the constant in r31, use the register form
    Unsigned32,  // or/xor/andnot: op the high half with the h-form, then the low half
    And,         // and: andh/and pair, or a register form through r31
    Move,        // mov const,reg: orh/or pair
};

// The functional unit that executes the instruction; the cycle model keys on it.
enum class Unit : std::uint8_t {
    Integer,     // core ALU: arithmetic, logic, shifts
    Memory,      // core loads and stores, integer and FP, and ixfr
    Branch,      // control transfer
    System,      // ld.c/st.c, trap, intovr, lock/unlock, scyc
    Adder,       // FP adder: fadd fsub fix ftrunc famov compares
    Multiplier,  // FP multiplier: fmul fmlow frcp frsqr pfmul3
    DualOp,      // pfam/pfsm/pfmam/pfmsm: adder and multiplier together
    Graphics,    // graphics unit: fiadd fisub faddp faddz fzchk form fxfr
};

// What a Memory-unit instruction does with memory, for the cycle model and FP
// exception reporting.
enum class MemoryRole : std::uint8_t {
    None,
    Load,           // ld.x, fld.x: memory to a register, result interlocked
    PipelinedLoad,  // pfld.x: memory into the load pipe, the register from its last stage
    Store,          // st.x, fst.x, pst.d: a register to memory
};

enum InstructionFlag : std::uint16_t {
    kDelayed = 1u << 0,  // the next instruction executes before the transfer
    kXpOnly = 1u << 1,   // the i860 XP has it; the XR does not
    kPseudo = 1u << 2,   // an assembler alias of another row (mov, nop, fnop, fmov)
    kDualBit = 1u << 3,  // bit 9 is the D bit: "d." prefix, dual-instruction mode
};

// Bits of an FP-escape word (ISA-FACTS §3): P pipelined, D dual, S sources double,
// R result double.
inline constexpr std::uint32_t kPipelinedBit = 0x400;
inline constexpr std::uint32_t kDualInstructionBit = 0x200;
inline constexpr std::uint32_t kSourceDoubleBit = 0x100;
inline constexpr std::uint32_t kResultDoubleBit = 0x080;

struct InstructionForm {
    std::string_view mnemonic;
    std::uint32_t match;  // bits that must be one
    std::uint32_t lose;   // bits that must be zero
    std::string_view pattern;  // operand pattern, GNU letters, e.g. "I(2),d"
    std::uint16_t flags;
    Expansion expansion;
    Unit unit;
    // Derived from pattern when the table is built.
    std::array<OperandSpec, 3> operands{};
    std::uint8_t operand_count = 0;
    bool auto_increment = false;  // pattern has "++"
    MemoryRole memory_role = MemoryRole::None;
    std::uint16_t index = 0;      // row number in the table

    bool has(InstructionFlag flag) const { return (flags & flag) != 0; }
    // An FP-escape instruction (primary opcode 0x12): the FP half of a dual pair,
    // the instruction KNF kills.
    bool is_floating_point() const { return (match >> 26) == 0x12; }
    // Bits the operands occupy.
    std::uint32_t operand_mask() const;
    // Bits of a matching word that neither the fixed bits nor the operands use; the
    // processor ignores them (as binutils' disassembler does), and the assembler
    // writes them as zero.
    std::uint32_t ignored_mask() const;
    bool matches(std::uint32_t word) const {
        return (word & match) == match && (word & lose) == 0;
    }
};

// All 369 rows, in table order.
std::span<const InstructionForm> instruction_table();

// Rows whose mnemonic is `mnemonic` (for the assembler), in table order.
std::span<const InstructionForm* const> forms_named(std::string_view mnemonic);

// Bit layout of operand fields, shared by encoder and decoder.
std::uint32_t operand_field_mask(const OperandSpec& spec);

}  // namespace xp860::cpu
