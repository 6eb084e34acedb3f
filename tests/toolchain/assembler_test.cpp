// The assembler: expansions, relocations, directives, syntax modes and errors.
#include <doctest/doctest.h>

#include <cstring>
#include <map>
#include <optional>

#include "toolchain/assembler.h"
#include "toolchain/disassembler.h"
#include "toolchain/tool_error.h"

using namespace xp860;
using toolchain::AssemblerOptions;
using toolchain::ObjectFile;
using toolchain::RelocationType;

namespace {

constexpr AssemblerOptions kAtt{};
constexpr AssemblerOptions kIntel{.intel_syntax = true, .xp = false};
constexpr AssemblerOptions kXp{.intel_syntax = false, .xp = true};

ObjectFile assemble(const std::string& source, const AssemblerOptions& options = kAtt) {
    return toolchain::assemble(source, "test.s", options);
}

std::uint32_t word_at(const std::vector<std::uint8_t>& data, std::size_t offset) {
    std::uint32_t word = 0;
    std::memcpy(&word, data.data() + offset, 4);  // the host is little-endian like the objects
    return word;
}

// The .text section disassembled, one instruction a line.
std::string text_of(const ObjectFile& object) {
    std::string lines;
    const auto& data = object.sections.at(0).data;
    for (std::size_t offset = 0; offset + 4 <= data.size(); offset += 4)
        lines += toolchain::disassemble(word_at(data, offset), static_cast<std::uint32_t>(offset)) + "\n";
    return lines;
}

std::string text_of(const std::string& source, const AssemblerOptions& options = kAtt) {
    return text_of(assemble(source, options));
}

std::string error_of(const std::string& source, const AssemblerOptions& options = kAtt) {
    try {
        assemble(source, options);
    } catch (const toolchain::ToolError& e) {
        return e.what();
    }
    return "(accepted)";
}

std::string Lines(std::initializer_list<const char*> lines) {
    std::string text;
    for (const char* line : lines) text += std::string(line) + "\n";
    return text;
}

}  // namespace

TEST_CASE("pseudo-instructions assemble to the rows they alias") {
    CHECK(text_of("nop\nfnop\nd.fnop\nmov %r5,%r6\nmov -2,%r21\nfmov.dd %f2,%f4\nfmov.ss %f3,%f5\n"
                  "fmov.sd %f3,%f4\npfmov.dd %f2,%f6") ==
          Lines({"shl\t%r0,%r0,%r0", "shrd\t%r0,%r0,%r0", "d.shrd\t%r0,%r0,%r0", "shl\t%r0,%r5,%r6",
                "adds\t-2,%r0,%r21", "fiadd.dd\t%f2,%f0,%f4", "fiadd.ss\t%f3,%f0,%f5",
                "famov.sd\t%f3,%f4", "pfiadd.dd\t%f2,%f0,%f6"}));
}

TEST_CASE("32-bit constants expand through r31") {
    CHECK(text_of("or 0x12345678,%r1,%r9") == Lines({"orh\t0x1234,%r1,%r31", "or\t0x5678,%r31,%r9"}));
    CHECK(text_of("xor -1,%r1,%r9") == Lines({"xorh\t0xffff,%r1,%r31", "xor\t0xffff,%r31,%r9"}));
    CHECK(text_of("andnot 0x10000,%r1,%r9") == Lines({"andnoth\t0x0001,%r1,%r31", "andnot\t0x0000,%r31,%r9"}));
    CHECK(text_of("adds 0x12345,%r1,%r9") ==
          Lines({"orh\t0x0001,%r0,%r31", "or\t0x2345,%r31,%r31", "adds\t%r31,%r1,%r9"}));
    CHECK(text_of("subu 40000,%r7,%r8") ==
          Lines({"orh\t0x0000,%r0,%r31", "or\t0x9c40,%r31,%r31", "subu\t%r31,%r7,%r8"}));
    CHECK(text_of("mov 0x12345678,%r5") == Lines({"orh\t0x1234,%r0,%r5", "or\t0x5678,%r5,%r5"}));
    // and keeps x & c as x & ~(~c): one andnot when ~c fits 16 bits.
    CHECK(text_of("and 0xffff0000,%r1,%r9") == Lines({"andnot\t0xffff,%r1,%r9"}));
    CHECK(text_of("and 0x12345678,%r1,%r9") == Lines({"andnoth\t0xedcb,%r1,%r31", "andnot\t0xa987,%r31,%r9"}));
    // Constants that fit are not expanded.
    CHECK(text_of("adds -32768,%r1,%r9\nor 0xffff,%r1,%r9") ==
          Lines({"adds\t-32768,%r1,%r9", "or\t0xffff,%r1,%r9"}));
}

TEST_CASE("large displacements expand with ha% and l%") {
    // 0x1fffc = 2 << 16 plus -4: the high half is adjusted for the sign of the low.
    CHECK(text_of("ld.l 0x1fffc(%r4),%r5") == Lines({"orh\t0x0002,%r4,%r31", "ld.l\t-4(%r31),%r5"}));
    CHECK(text_of("st.s %r6,-0x12346(%r7)") == Lines({"orh\t0xffff,%r7,%r31", "st.s\t%r6,-9030(%r31)"}));
    CHECK(text_of("fld.d 0x12340(%r4)++,%f8") ==
          Lines({"orh\t0x0001,%r0,%r31", "or\t0x2340,%r31,%r31", "fld.d\t%r31(%r4)++,%f8"}));
    CHECK(error_of("flush 0x12340(%r4)++").find("no register-index form") != std::string::npos);
}

TEST_CASE(".atmp chooses the expansion register in Intel syntax") {
    CHECK(text_of(".atmp r5\nor 0x12345678,r0,r24\nadds r24,r9,r8", kIntel) ==
          Lines({"orh\t0x1234,%r0,%r5", "or\t0x5678,%r5,%r24", "adds\t%r24,%r9,%r8"}));
}

TEST_CASE("symbols become relocations of the right type") {
    const ObjectFile object = assemble(
        "  orh ha%var+8,%r0,%r31\n"
        "  ld.l l%var+8(%r31),%r5\n"
        "  or h%var,%r0,%r6\n"
        "  st.s %r6,l%var(%r31)\n"
        "  fld.d l%var(%r31),%f8\n"
        "  br ext\n"
        "  bte %r1,%r2,ext\n"
        "  .data\n"
        "  .long var, ext+4\n"
        "  .globl var\n"
        "var: .long 0\n");
    const auto& text = object.sections.at(0).relocations;
    REQUIRE(text.size() == 7);
    const auto symbol_name = [&](const toolchain::Relocation& r) { return object.symbols.at(r.symbol).name; };
    CHECK(text[0].type == RelocationType::HighAdj);
    CHECK(text[0].offset == 0);
    CHECK(text[0].addend == 8);
    CHECK(symbol_name(text[0]) == "var");
    // ld.l keeps one size bit (bit 0 tells it from ld.s): LOW1, as GNU as writes it.
    CHECK(text[1].type == RelocationType::Low1);
    CHECK(text[2].type == RelocationType::High);
    CHECK(text[3].type == RelocationType::Split1);
    CHECK(text[4].type == RelocationType::Low3);
    CHECK(text[5].type == RelocationType::Pc26);
    CHECK(symbol_name(text[5]) == "ext");
    CHECK(text[5].addend == 0);
    CHECK(text[6].type == RelocationType::Pc16);
    const auto& data = object.sections.at(1).relocations;
    REQUIRE(data.size() == 2);
    CHECK(data[0].type == RelocationType::Abs32);
    CHECK(data[1].addend == 4);
    // ld.l's size bit survives the relocation: the field is clear, bit 0 set.
    CHECK(word_at(object.sections.at(0).data, 4) == 0x17e50001u);
}

TEST_CASE("local labels and section-internal branches resolve without relocations") {
    const ObjectFile object = assemble(
        "1: adds 1,%r4,%r4\n"
        "   bte %r4,%r5,2f\n"
        "   br 1b\n"
        "   nop\n"
        "2: bc .+12\n"
        ".Lhidden: nop\n"
        "visible: bla %r1,%r6,.Lhidden\n");
    CHECK(object.sections.at(0).relocations.empty());
    CHECK(text_of(object) ==
          Lines({"adds\t1,%r4,%r4", "bte\t%r4,%r5,0x00000010\t// 0x10", "br\t0x00000000",
                "shl\t%r0,%r0,%r0", "bc\t0x0000001c\t// 0x1c", "shl\t%r0,%r0,%r0",
                "bla\t%r1,%r6,0x00000014\t// 0x14"}));
    bool has_visible = false;
    for (const auto& symbol : object.symbols) {
        CHECK(symbol.name.find(".L") != 0);
        has_visible = has_visible || (symbol.name == "visible" && symbol.value == 0x18);
    }
    CHECK(has_visible);
}

TEST_CASE("data directives lay out exact bytes") {
    const ObjectFile object = assemble(
        ".data\n"
        ".byte 1, -1, 'A'\n"
        ".short 0x1234\n"
        ".align 4\n"
        ".long 0xdeadbeef\n"
        ".float 1.5\n"
        ".double -2.0\n"
        ".ascii \"hi\\n\"\n"
        ".asciz \"ok\"\n"
        ".space 3, 0xff\n"
        ".org 36\n"
        ".set answer, 6*7\n"
        ".byte answer\n"
        ".comm buffer, 100, 8\n"
        ".bss\n"
        ".space 64\n");
    const std::vector<std::uint8_t> expected = {
        0x01, 0xff, 0x41, 0x34, 0x12, 0, 0, 0,  // .byte, .short, .align padding
        0xef, 0xbe, 0xad, 0xde,                 // .long
        0x00, 0x00, 0xc0, 0x3f,                 // .float 1.5
        0, 0, 0, 0, 0, 0, 0x00, 0xc0,           // .double -2.0
        'h', 'i', '\n', 'o', 'k', 0,            // .ascii, .asciz
        0xff, 0xff, 0xff, 0, 0, 0,              // .space, .org padding
        42};                                    // .byte answer
    CHECK(object.sections.at(1).data == expected);
    CHECK(object.sections.at(2).nobits_size == 64);
    bool found_common = false;
    for (const auto& symbol : object.symbols)
        if (symbol.name == "buffer") {
            found_common = true;
            CHECK(symbol.section == toolchain::kCommonSection);
            CHECK(symbol.size == 100);
            CHECK(symbol.value == 8);
            CHECK(symbol.binding == toolchain::kBindGlobal);
        }
    CHECK(found_common);
}

TEST_CASE(".align pads code with nops and data with zeros") {
    CHECK(text_of("adds %r4,%r5,%r6\n.align 16\nadds %r10,%r11,%r12") ==
          Lines({"adds\t%r4,%r5,%r6", "shl\t%r0,%r0,%r0", "shl\t%r0,%r0,%r0", "shl\t%r0,%r0,%r0",
                "adds\t%r10,%r11,%r12"}));
    CHECK(assemble(".data\n.byte 7\n.align 8\n").sections.at(1).data ==
          std::vector<std::uint8_t>{7, 0, 0, 0, 0, 0, 0, 0});
}

TEST_CASE("relocations keep exactly the size bits of the form") {
    // The bits a form fixes at the bottom of its displacement (GNU as's encodings):
    // fld.l and fst.l keep two, ld.l, ld.s, st.s and st.l one, fld.d, fld.q,
    // pst.d and flush three, ld.b and st.b none.
    const ObjectFile object = assemble(
        "  ld.b l%v(%r1),%r2\n  ld.s l%v(%r1),%r2\n  ld.l l%v(%r1),%r2\n  fld.l l%v(%r1),%f2\n"
        "  fst.l %f2,l%v(%r1)\n  fld.d l%v(%r1)++,%f2\n  fld.q l%v(%r1),%f4\n  pst.d %f2,l%v(%r1)\n"
        "  flush l%v(%r1)\n  st.b %r2,l%v(%r1)\n  st.s %r2,l%v(%r1)\n  st.l %r2,l%v(%r1)\n");
    const auto& relocations = object.sections.at(0).relocations;
    const std::vector<RelocationType> expected = {
        RelocationType::Low0, RelocationType::Low1, RelocationType::Low1, RelocationType::Low2,
        RelocationType::Low2, RelocationType::Low3, RelocationType::Low3, RelocationType::Low3,
        RelocationType::Low3, RelocationType::Split0, RelocationType::Split1, RelocationType::Split1};
    REQUIRE(relocations.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) CHECK(relocations[i].type == expected[i]);
}

TEST_CASE("a dual-mode instruction must be 8-byte aligned, as GNU as requires") {
    // Offsets in the section: the pair's FP half must open an 8-byte pair.
    CHECK(error_of("  nop\n  d.fadd.ss %f2,%f3,%f4\n") ==
          "test.s:2: error: `d.fadd.ss' must be 8-byte aligned (it would stand at offset 4 of .text; use .align 8)");
    CHECK(error_of("  nop\n  d.fnop\n") ==
          "test.s:2: error: `d.fnop' must be 8-byte aligned (it would stand at offset 4 of .text; use .align 8)");
    CHECK(error_of(".section .text.b\n  nop\n  nop\n  nop\n  d.pfmul.dd %f2,%f4,%f6\n") ==
          "test.s:5: error: `d.pfmul.dd' must be 8-byte aligned (it would stand at offset 12 of .text.b; use .align 8)");
    // Inside .dual (Intel syntax) the FP instructions get the bit, so the same rule.
    CHECK(error_of("  nop\n  .dual\n  fadd.ss f2,f3,f4\n  nop\n  .enddual\n", kIntel) ==
          "test.s:3: error: `d.fadd.ss' must be 8-byte aligned (it would stand at offset 4 of .text; use .align 8)");
    // Every misplaced one is named, each on its line; as in GNU as, a refused
    // instruction still takes its 4 bytes, so later offsets are the same as there.
    CHECK(error_of("  nop\n  d.fnop\n  nop\n  d.fnop\n") ==
          "test.s:2: error: `d.fnop' must be 8-byte aligned (it would stand at offset 4 of .text; use .align 8)\n"
          "test.s:4: error: `d.fnop' must be 8-byte aligned (it would stand at offset 12 of .text; use .align 8)");
    CHECK(error_of("  frob\n  d.fnop\n  ld.l 2(%r1),%r4\n  nop\n  d.fnop\n") ==
          "test.s:1: error: unknown instruction `frob'\n"
          "test.s:2: error: `d.fnop' must be 8-byte aligned (it would stand at offset 4 of .text; use .align 8)\n"
          "test.s:3: error: displacement 2 is not a multiple of 4, as ld.l requires");
    // After .align 8 (nops fill the gap) the pair is accepted; a core instruction
    // inside .dual keeps no D bit and needs no alignment.
    CHECK(text_of("  nop\n  .align 8\n  d.fadd.ss %f2,%f3,%f4\n  nop\n") ==
          Lines({"shl\t%r0,%r0,%r0", "shl\t%r0,%r0,%r0", "d.fadd.ss\t%f2,%f3,%f4", "shl\t%r0,%r0,%r0"}));
    // Its section is 8-aligned, so that linking keeps the pair aligned.
    CHECK(assemble("  nop\n  nop\n").sections.at(0).alignment == 4);
    CHECK(assemble("  d.fnop\n  nop\n").sections.at(0).alignment == 8);
    CHECK(text_of("  .dual\n  fadd.ss f2,f3,f4\n  adds r1,r2,r3\n  .enddual\n", kIntel) ==
          Lines({"d.fadd.ss\t%f2,%f3,%f4", "adds\t%r1,%sp,%fp"}));
    // d. takes fnop, which is shrd %r0,%r0,%r0, but no other shrd (GNU as: "Prefix
    // 'd.' invalid").
    CHECK(text_of("  d.shrd %r0,%r0,%r0\n") == Lines({"d.shrd\t%r0,%r0,%r0"}));
    CHECK(error_of("  d.shrd %r1,%r2,%r3\n") ==
          "test.s:1: error: `d.' applies to floating-point instructions and fnop, not `shrd'");
}

TEST_CASE("displacements and branch targets must be multiples of their size, relocated or not") {
    // Constants, each size: J 2, K 4, L 8, M 16, T 2, U 4.
    CHECK(error_of("ld.s 3(%r1),%r2") == "test.s:1: error: displacement 3 is not a multiple of 2, as ld.s requires");
    CHECK(error_of("fld.d 12(%r1),%f2") == "test.s:1: error: displacement 12 is not a multiple of 8, as fld.d requires");
    CHECK(error_of("fld.q 8(%r1)++,%f4") == "test.s:1: error: displacement 8 is not a multiple of 16, as fld.q requires");
    CHECK(error_of("pst.d %f2,4(%r1)") == "test.s:1: error: displacement 4 is not a multiple of 8, as pst.d requires");
    CHECK(error_of("st.s %r2,-1(%r1)") == "test.s:1: error: displacement -1 is not a multiple of 2, as st.s requires");
    CHECK(error_of("st.l %r2,6(%r1)") == "test.s:1: error: displacement 6 is not a multiple of 4, as st.l requires");
    // flush's displacement is an L (8), as in GNU's table, though it flushes 16-byte lines.
    CHECK(error_of("flush 20(%r1)") == "test.s:1: error: displacement 20 is not a multiple of 8, as flush requires");
    CHECK(error_of("ld.l l%0x12346(%r1),%r4") == "test.s:1: error: displacement 9030 is not a multiple of 4");
    // Byte-sized operands take any displacement.
    CHECK(text_of("ld.b 3(%r1),%r4\nst.b %r4,-3(%r1)") == Lines({"ld.b\t3(%r1),%r4", "st.b\t%r4,-3(%r1)"}));
    // An addend left to the linker: GNU as checks it (the offset from a global or
    // undefined symbol; from the section for a local one).
    CHECK(error_of("ld.l l%ext+2(%r1),%r2") ==
          "test.s:1: error: `ext'+2 is not a multiple of 4, as the operand's size requires");
    CHECK(error_of("fld.q l%ext+8(%r1),%f4") ==
          "test.s:1: error: `ext'+8 is not a multiple of 16, as the operand's size requires");
    CHECK(error_of("st.s %r2,l%ext-1(%r1)") ==
          "test.s:1: error: `ext'-1 is not a multiple of 2, as the operand's size requires");
    CHECK(error_of("  ld.l l%var(%r1),%r2\n  .data\n  .byte 1\nvar: .long 0\n") ==
          "test.s:1: error: `var' (offset 1 in .data) is not a multiple of 4, as the operand's size requires");
    CHECK(error_of("  .set odd, 6\n  ld.l l%late(%r1),%r2\n  .set late, odd\n").starts_with("test.s:2: error: "));
    CHECK(error_of("  br ext+2\n") == "test.s:1: error: `ext'+2 is not a multiple of 4, as the branch requires");
    CHECK(error_of("  bc .+6\n") == "test.s:1: error: branch target 0x6 is not a multiple of 4, as the branch requires");
    // An aligned addend is kept for the linker.
    const ObjectFile object = assemble("  ld.l l%ext+8(%r1),%r2\n  fld.q l%ext+32(%r1),%f4\n");
    CHECK(object.sections.at(0).relocations.at(0).addend == 8);
    CHECK(object.sections.at(0).relocations.at(1).addend == 32);
}

TEST_CASE(".align takes GNU as's arguments: none or 0, a fill byte, a most-to-skip") {
    CHECK(text_of("nop\n.align\n.align 0\n.align 1\nnop") == Lines({"shl\t%r0,%r0,%r0", "shl\t%r0,%r0,%r0"}));
    // An explicit fill is used even in code; max skips the alignment it would exceed.
    CHECK(assemble("nop\n.align 16, 0x5a\n").sections.at(0).data ==
          std::vector<std::uint8_t>{0, 0, 0, 0xa0, 0x5a, 0x5a, 0x5a, 0x5a, 0x5a, 0x5a, 0x5a, 0x5a, 0x5a, 0x5a, 0x5a, 0x5a});
    CHECK(assemble(".data\n.byte 1\n.align 16,,8\n.byte 2\n").sections.at(1).data == std::vector<std::uint8_t>{1, 2});
    CHECK(assemble(".data\n.byte 1\n.align 8,0xff,7\n.byte 2\n").sections.at(1).data ==
          std::vector<std::uint8_t>{1, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 2});
    // The section's alignment grows even when max skips the padding.
    CHECK(assemble(".data\n.byte 1\n.align 16,,8\n").sections.at(1).alignment == 16);
    // Intel syntax names alignments by data type: .short 2, .long 4, .single 4, .double 8, .quad 16.
    CHECK(assemble(".data\n.byte 1\n.align .double\n.byte 2\n.align .quad\n", kIntel).sections.at(1).data.size() == 16);
    CHECK(error_of(".align 3") == "test.s:1: error: .align needs a power of two from 1 to 65536, not 3");
    CHECK(error_of(".align -4") == "test.s:1: error: .align needs a power of two from 1 to 65536, not -4");
    CHECK(error_of(".align 8, 256") == "test.s:1: error: .align's fill 256 does not fit in a byte");
    CHECK(error_of(".align 8,,-1") == "test.s:1: error: .align's most bytes to skip cannot be negative");
    CHECK(error_of(".align .double") == "test.s:1: error: .align's argument must be a constant known at this point");
}

TEST_CASE("XP-only instructions and control registers need -mxp") {
    CHECK(error_of("ldio.l %r1,%r2") ==
          "test.s:1: error: `ldio.l' is an i860 XP instruction (assemble with -mxp)");
    CHECK(error_of("\n ld.c %bear,%r2") ==
          "test.s:2: error: control register %bear exists on the i860 XP only (assemble with -mxp)");
    CHECK(text_of("ldio.l %r1,%r6\nld.c %bear,%r6\npfld.q 16(%r1),%f4", kXp) ==
          Lines({"ldio.l\t%r1,%r6", "ld.c\t%bear,%r6", "pfld.q\t16(%r1),%f4"}));
}

TEST_CASE("bad input is named by file and line") {
    CHECK(error_of("ld.l 2(%r1),%r3") ==
          "test.s:1: error: displacement 2 is not a multiple of 4, as ld.l requires");
    CHECK(error_of("nop\nfrobnicate %r1") == "test.s:2: error: unknown instruction `frobnicate'");
    CHECK(error_of("adds %r1,%r2") == "test.s:1: error: missing operands for `adds'");
    CHECK(error_of("adds %r1,%r2,%r3,%r4") == "test.s:1: error: invalid operands for `adds' at `,%r4'");
    CHECK(error_of("adds %r1,%r32,%r3").starts_with("test.s:1: error: invalid operands for `adds'"));
    CHECK(error_of("bte 32,%r1,.") == "test.s:1: error: expected a constant from 0 to 31");
    CHECK(error_of("shl 0x10000,%r1,%r2") == "test.s:1: error: constant 65536 out of range -32768..65535");
    CHECK(error_of("d.adds %r1,%r2,%r3") ==
          "test.s:1: error: `d.' applies to floating-point instructions and fnop, not `adds'");
    CHECK(error_of("x: nop\nx: nop") == "test.s:2: error: symbol `x' is already defined (line 1)");
    CHECK(error_of("br 1f") == "test.s:1: error: undefined local label `1'");
    CHECK(error_of("br 1b") == "test.s:1: error: no local label 1: before this line");
    CHECK(error_of(".align 3") == "test.s:1: error: .align needs a power of two from 1 to 65536, not 3");
    CHECK(error_of(".data\n.byte 256") == "test.s:2: error: value 256 does not fit in 1 byte");
    CHECK(error_of(".frob 1") == "test.s:1: error: unknown directive `.frob'");
    CHECK(error_of(".dual") == "test.s:1: error: Directive .dual available only with -mintel-syntax option");
    CHECK(error_of("adds 1/0,%r1,%r2") == "test.s:1: error: division by zero");
    CHECK(error_of(".space 0x7fffffff") == "test.s:1: error: .space size 2147483647 out of range 0..256 MiB");
    CHECK(error_of("adds 0x12345678,%r31,%r2") ==
          "test.s:1: error: this constant needs expanding through %r31, which is also an operand (see .atmp)");
    CHECK(error_of("bte %r1,%r2,.+0x40000").find("out of range of the 16-bit offset") != std::string::npos);
    CHECK(error_of(".ascii \"abc") == "test.s:1: error: unterminated string");
    CHECK(error_of(std::string("nop\n\0\n", 6)) ==
          "test.s:2: error: NUL character in the source (is this a text file?)");
    // Found by the fuzzer: a branch that cannot be placed must leave no fixup behind.
    CHECK(error_of(".data\n.byte 1\nbr ext\n") ==
          "test.s:3: error: instruction at a misaligned offset (use .align 4)");
    CHECK(error_of(".bss\n.long ext\n") == "test.s:2: error: relocated value in a section without data");
    // Every error is reported, not just the first.
    CHECK(error_of("bad1\nnop\nbad2") ==
          "test.s:1: error: unknown instruction `bad1'\ntest.s:3: error: unknown instruction `bad2'");
}

TEST_CASE("expressions follow GNU as precedence") {
    CHECK(text_of("adds 1+2*3,%r0,%r1\nadds (1+2)*3,%r0,%r1\nadds 1<<4|1,%r0,%r1\nadds -(~0),%r0,%r1\n"
                  "adds 0x10-0b11-010,%r0,%r1\nadds 'a',%r0,%r1") ==
          Lines({"adds\t7,%r0,%r1", "adds\t9,%r0,%r1", "adds\t17,%r0,%r1", "adds\t1,%r0,%r1",
                "adds\t5,%r0,%r1", "adds\t97,%r0,%r1"}));
    CHECK(text_of("a: nop\nb: nop\nadds b-a,%r0,%r1\nadds .-a,%r0,%r1") ==
          Lines({"shl\t%r0,%r0,%r0", "shl\t%r0,%r0,%r0", "adds\t4,%r0,%r1", "adds\t12,%r0,%r1"}));
}

TEST_CASE(".include assembles another file in place, and its errors name it") {
    const std::map<std::string, std::string> files = {
        {"layout.i", "  .set FRAME_R4, 16\n  adds 1,%r0,%r5\n"},
        {"broken.i", "  nop\n  frob %r1\n"},
        {"self.i", "  .include \"self.i\"\n"},
    };
    std::vector<std::string> asked;
    const toolchain::IncludeReader reader = [&](const std::string& name, const std::string& including)
        -> std::optional<toolchain::IncludedFile> {
        asked.push_back(name + " from " + including);
        const auto file = files.find(name);
        if (file == files.end()) return std::nullopt;
        return toolchain::IncludedFile{"inc/" + name, file->second};
    };
    const auto object = toolchain::assemble("  .include \"layout.i\"\n  st.l %r5,FRAME_R4(%r2)\n", "k.s", kAtt, reader);
    CHECK(text_of(object) == "adds\t1,%r0,%r5\nst.l\t%r5,16(%sp)\n");
    CHECK(asked == std::vector<std::string>{"layout.i from k.s"});

    const auto errors = [&](const std::string& source) {
        try {
            toolchain::assemble(source, "k.s", kAtt, reader);
        } catch (const toolchain::ToolError& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    CHECK(errors("  nop\n  .include \"broken.i\"\n  frob\n") ==
          "inc/broken.i:2: error: unknown instruction `frob'\nk.s:3: error: unknown instruction `frob'");
    CHECK(errors("  .include \"absent.i\"\n") == "k.s:1: error: cannot open include file \"absent.i\"");
    CHECK(errors("  .include layout.i\n").starts_with("k.s:1: error: "));
    CHECK(errors("  .include \"self.i\"\n").find("inc/self.i:1: error: .include nested more than 16 deep") !=
          std::string::npos);
    CHECK(error_of("  .include \"layout.i\"\n") == "test.s:1: error: .include is not available here");
}
