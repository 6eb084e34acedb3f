// Property tests over the instruction table: encode/decode and
// disassemble/assemble are inverses, for every row and for random words.
#include <doctest/doctest.h>

#include <fstream>
#include <random>

#include "cpu/decoder.h"
#include "tests/test_support.h"
#include "toolchain/assembler.h"
#include "toolchain/disassembler.h"
#include "toolchain/tool_error.h"

using namespace xp860;

namespace {

constexpr toolchain::AssemblerOptions kXp{.intel_syntax = false, .xp = true};

std::int32_t random_operand(const cpu::OperandSpec& spec, std::mt19937& random) {
    const auto in = [&](std::int32_t low, std::int32_t high) {
        return std::uniform_int_distribution<std::int32_t>(low, high)(random);
    };
    switch (spec.kind) {
        case cpu::OperandKind::ControlReg: return in(0, 11);
        case cpu::OperandKind::Imm16: return in(0, 0xffff);
        case cpu::OperandKind::Offset16:
        case cpu::OperandKind::SplitOffset16: return in(-32768, 32767) & ~(spec.alignment - 1);
        case cpu::OperandKind::Branch26: return in(-(1 << 25), (1 << 25) - 1);
        case cpu::OperandKind::Branch16Split: return in(-32768, 32767);
        default: return in(0, 31);  // registers and 5-bit constants
    }
}

// The word assembled from the disassembler's text for `word` at `address`.
std::uint32_t reassemble(std::uint32_t word, std::uint32_t address) {
    return toolchain::assemble_instruction(toolchain::disassemble(word, address), address, kXp);
}

// GNU as sets the D bit on FP instructions and on fnop (shrd %r0,%r0,%r0) alone and
// rejects d. on any other shrd, which the disassembler still prints as d.shrd: such
// words have no source text, and assembling their text must fail.
bool only_disassembles(std::uint32_t word) {
    const auto insn = cpu::decode(word);
    return insn && insn->dual && !insn->form->is_floating_point() && (word & ~cpu::kDualInstructionBit) != 0xb0000000u;
}

// The word round-trips, or it is one of those and its text is refused.
bool reassembles_or_is_refused(std::uint32_t word, std::uint32_t address) {
    if (!only_disassembles(word)) return reassemble(word, address) == word;
    try {
        reassemble(word, address);
    } catch (const toolchain::ToolError& e) {
        return std::string(e.what()).find("`d.' applies to floating-point instructions and fnop") != std::string::npos;
    }
    return false;
}

}  // namespace

TEST_CASE("decode(encode(x)) == x and assemble(disassemble(w)) == w for every row") {
    std::mt19937 random(860);
    constexpr int kTrials = 200;
    int checked = 0, rows = 0;
    for (const cpu::InstructionForm& form : cpu::instruction_table()) {
        if (form.has(cpu::kPseudo)) continue;  // they encode as the row they alias
        ++rows;
        for (int trial = 0; trial < kTrials; ++trial) {
            cpu::Instruction insn;
            insn.form = &form;
            insn.dual = form.has(cpu::kDualBit) && (trial % 2 == 1);
            for (std::size_t i = 0; i < form.operand_count; ++i) {
                insn.operands[i] = random_operand(form.operands[i], random);
                REQUIRE_FALSE(cpu::operand_error(form.operands[i], insn.operands[i]));
            }
            const std::uint32_t word = cpu::encode(insn);
            const auto decoded = cpu::decode(word);
            INFO(form.mnemonic << " " << form.pattern << " word " << std::hex << word);
            REQUIRE(decoded.has_value());
            CHECK(*decoded == insn);
            const std::uint32_t address = 0x00100000u + 4u * static_cast<std::uint32_t>(trial);
            CHECK(reassembles_or_is_refused(word, address));
            ++checked;
        }
    }
    CHECK(rows == 359);  // 369 rows less mov (2), nop, fnop, fmov (4), pfmov (2)
    CHECK(checked == kTrials * rows);
}

TEST_CASE("every objdump reference word the decoder accepts reassembles to itself") {
    const auto vectors = test::reference_path("objdump-i860.tsv", "objdump reference round trip");
    if (!vectors) return;
    std::ifstream in(*vectors);
    std::string line;
    std::getline(in, line);
    int accepted = 0, rejected = 0;
    while (std::getline(in, line)) {
        const auto address = static_cast<std::uint32_t>(std::stoul(line.substr(0, 8), nullptr, 16));
        const auto word = static_cast<std::uint32_t>(std::stoul(line.substr(9, 8), nullptr, 16));
        if (!cpu::decode(word)) {
            ++rejected;
            continue;
        }
        ++accepted;
        INFO(line);
        CHECK(reassembles_or_is_refused(word, address));
    }
    MESSAGE("accepted " << accepted << ", rejected " << rejected);
    CHECK(accepted + rejected == 20760);
}

TEST_CASE("ten million random words: decode never fails badly, accepted words round-trip") {
    std::mt19937 random(0x1860);
    constexpr int kWords = 10'000'000;
    int accepted = 0;
    for (int i = 0; i < kWords; ++i) {
        const auto word = static_cast<std::uint32_t>(random());
        const auto insn = cpu::decode(word);
        if (!insn) continue;
        ++accepted;
        const auto address = static_cast<std::uint32_t>(random() & 0x00fffffc);
        if (!reassembles_or_is_refused(word, address))
            FAIL_CHECK(std::hex << word << " -> " << toolchain::disassemble(word, address));
    }
    MESSAGE("accepted " << accepted << " of " << kWords);
    CHECK(accepted > 0);
}
