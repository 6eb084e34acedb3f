// Every form of branch-target text, as GNU objdump prints it: br/call/bc/bnc/bc.t/
// bnc.t with their 26-bit offsets and bla/bte/btne with their split 16-bit ones, at
// addresses near 0 and near 0xffffffff, targets wrapping both ways, with symbols,
// relocations and -r lines.
//
// Expected texts follow print_br_address in binutils' i860-dis.c: the target is
// address + 4 + 4 * offset in a C long, printed "0x%08lx", then a tab, "// " and
// the target as objdump names addresses, except for a target of 0. A long is 64
// bits on the host objdump-i860.tsv comes from (its targets below 0 have 16 digits)
// and 32 bits on the one the gas-i860 expectations come from (8-digit addresses
// throughout), so the raw text does not wrap and a file listing does.
#include <doctest/doctest.h>

#include <ios>

#include "toolchain/assembler.h"
#include "toolchain/disassembler.h"
#include "toolchain/objdump.h"

using namespace xp860;
using toolchain::TargetWidth;

namespace {

struct Case {
    std::uint32_t address;
    std::uint32_t word;
    const char* wide;    // a 64-bit objdump, as objdump-i860.tsv
    const char* narrow;  // a 32-bit objdump, as gas-i860
};

// Words by hand: br 0x68000000, call 0x6c000000, bc 0x70000000, bc.t 0x74000000,
// bnc 0x78000000, bnc.t 0x7c000000, each | the 26-bit word offset; bte 0x58000000
// (register) / 0x5c000000 (5-bit constant), btne 0x50000000 / 0x54000000, bla
// 0xb4000000, each | src2 << 21 | src1 << 11 | offset bits 15:11 << 16 | bits 10:0.
constexpr Case kCases[] = {
    // Targets of exactly 0, from below and by wrapping past 0xffffffff: no comment.
    {0x00000004, 0x6bfffffe, "br\t0x00000000", "br\t0x00000000"},                 // 4 + 4 - 8
    {0x00000000, 0x77ffffff, "bc.t\t0x00000000", "bc.t\t0x00000000"},             // 0 + 4 - 4
    {0x00000008, 0x7ffffffd, "bnc.t\t0x00000000", "bnc.t\t0x00000000"},           // 8 + 4 - 12
    {0x00000008, 0x585f0ffd, "bte\t%r1,%sp,0x00000000", "bte\t%r1,%sp,0x00000000"},  // offset 0xfffd
    {0xfffffffc, 0x68000000, "br\t0x100000000\t// 0x100000000", "br\t0x00000000"},
    {0xfffffff0, 0x6c000003, "call\t0x100000000\t// 0x100000000", "call\t0x00000000"},  // + 4 + 12
    {0xfffffff8, 0x54602801, "btne\t5,%fp,0x100000000\t// 0x100000000", "btne\t5,%fp,0x00000000"},
    // Below 0: 64-bit two's complement, or wrapped to the top of memory.
    {0x00000000, 0x6bfffffe, "br\t0xfffffffffffffffc\t// 0xfffffffffffffffc", "br\t0xfffffffc\t// 0xfffffffc"},
    {0x00000010, 0x7bfffff8, "bnc\t0xfffffffffffffff4\t// 0xfffffffffffffff4", "bnc\t0xfffffff4\t// 0xfffffff4"},
    {0x00000010, 0x6e000000, "call\t0xfffffffff8000014\t// 0xfffffffff8000014",  // most negative offset
     "call\t0xf8000014\t// 0xf8000014"},
    {0x00000000, 0xb4b02000, "bla\t%r4,%r5,0xfffffffffffe0004\t// 0xfffffffffffe0004",  // offset -0x8000
     "bla\t%r4,%r5,0xfffe0004\t// 0xfffe0004"},
    // Past 0xffffffff: nine digits, or wrapped to the bottom.
    {0xfffffffc, 0x70000004, "bc\t0x100000010\t// 0x100000010", "bc\t0x00000010\t// 0x10"},
    {0xffffff00, 0x6dffffff, "call\t0x107ffff00\t// 0x107ffff00", "call\t0x07ffff00\t// 0x7ffff00"},  // most positive
    {0xffff0000, 0xb4af27ff, "bla\t%r4,%r5,0x100010000\t// 0x100010000",  // offset 0x7fff
     "bla\t%r4,%r5,0x00010000\t// 0x10000"},
    // Near the top without wrapping, and at ordinary addresses.
    {0xfffffff8, 0x68000000, "br\t0xfffffffc\t// 0xfffffffc", "br\t0xfffffffc\t// 0xfffffffc"},
    {0x00001000, 0x5c7f3fff, "bte\t7,%fp,0x00001000\t// 0x1000", "bte\t7,%fp,0x00001000\t// 0x1000"},  // offset -1
};

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

toolchain::ObjectFile assemble(const std::string& source) {
    return toolchain::assemble(source, "t.s", toolchain::AssemblerOptions{});
}

std::string dump(const toolchain::ObjectFile& object) {
    return toolchain::objdump(object, "t.o", toolchain::ObjdumpOptions{.disassemble = true, .relocations = true});
}

}  // namespace

TEST_CASE("branch targets near 0 and 0xffffffff, as a 64-bit and a 32-bit objdump print them") {
    for (const Case& c : kCases) {
        INFO(std::hex << c.word << " at " << c.address);
        CHECK(toolchain::disassemble(c.word, c.address) == c.wide);
        CHECK(toolchain::disassemble(c.word, c.address, toolchain::plain_address, TargetWidth::Bits32) == c.narrow);
    }
}

TEST_CASE("a relocatable file names targets after its section's symbols, and others outside it") {
    // Symbols, in objdump's order: start 0 (.text), dvar 0xc (.data), next 0x30
    // (.text), lim 0x40 (absolute).
    const auto object = assemble(
        "start: nop\n  nop\n  nop\n  nop\n"
        "  call ext\n"           // 0x10: relocated, the field 0, so 0x14
        "  nop\n"
        "  br start-16\n"        // 0x18: 0xfffffff0
        "  nop\n"
        "  bte %r1,%r4,start\n"  // 0x20: 0
        "  nop\n"
        "  br next\n"            // 0x28
        "  nop\n"
        "next: nop\n"
        "  .data\n  .long 0, 0, 0\ndvar: .long 0\n  .set lim, 0x40\n");
    const std::string text = dump(object);
    // In the section and the file has relocations: only .text symbols, though dvar is nearer.
    CHECK(contains(text, "  10:\t00 00 00 6c \tcall\t0x00000014\t// 14 <start+0x14>\n\t\t\t10: R_860_PC26\text\n"));
    // Outside the section: any symbol, the absolute one too.
    CHECK(contains(text, "  18:\tf5 ff ff 6b \tbr\t0xfffffff0\t// fffffff0 <lim+0xffffffb0>\n"));
    CHECK(contains(text, "  20:\tf7 0f 9f 58 \tbte\t%r1,%r4,0x00000000\n"));
    CHECK(contains(text, "  28:\t01 00 00 68 \tbr\t0x00000030\t// 30 <next>\n"));
}

TEST_CASE("without relocations objdump looks at every symbol, in any section") {
    const auto object = assemble(
        "start: nop\n  nop\n  nop\n  nop\n"
        "  call .+4\n"  // 0x10: 0x14, resolved here: the file has no relocations
        "  nop\n"
        "  .data\n  .long 0, 0, 0\ndvar: .long 0\n");
    CHECK(object.sections.at(0).relocations.empty());
    CHECK(contains(dump(object), "  10:\t00 00 00 6c \tcall\t0x00000014\t// 14 <dvar+0x8>\n"));
}

TEST_CASE("relocation lines for branches, with and without an addend") {
    const std::string text = dump(assemble("  br ext+8\n  nop\n  bla %r1,%r4,ext-4\n  nop\n  btne 3,%r4,far\n"));
    // No symbol of the file is defined, so targets print as plain addresses.
    CHECK(contains(text, "   0:\t00 00 00 68 \tbr\t0x00000004\t// 0x4\n\t\t\t0: R_860_PC26\text+0x8\n"));
    CHECK(contains(text, "   8:\t00 08 80 b4 \tbla\t%r1,%r4,0x0000000c\t// 0xc\n\t\t\t8: R_860_PC16\text-0x4\n"));
    CHECK(contains(text, "  10:\t00 18 80 54 \tbtne\t3,%r4,0x00000014\t// 0x14\n\t\t\t10: R_860_PC16\tfar\n"));
}

TEST_CASE("an executable at the top of memory: targets wrap to the bottom, named after low symbols") {
    toolchain::ObjectFile program;
    program.type = toolchain::kElfTypeExecutable;
    toolchain::Section text;
    text.name = ".text";
    text.flags = toolchain::kSectionAlloc | toolchain::kSectionExecute;
    text.address = 0xfffffff0;
    // nop; br +2 (to 0x100000000, so 0); call +3 (to 0x100000008, so 8); nop
    text.data = {0x00, 0x00, 0x00, 0xa0, 0x02, 0x00, 0x00, 0x68, 0x03, 0x00, 0x00, 0x6c, 0x00, 0x00, 0x00, 0xa0};
    toolchain::Section data;
    data.name = ".data";
    data.flags = toolchain::kSectionAlloc | toolchain::kSectionWrite;
    data.address = 0;
    data.data.assign(16, 0);
    program.sections = {text, data};
    program.symbols = {
        {.name = "top", .value = 0xfffffff0, .binding = toolchain::kBindGlobal, .type = toolchain::kSymbolFunction, .section = 0},
        {.name = "low", .value = 0x8, .binding = toolchain::kBindGlobal, .section = 1},
    };
    const std::string listing = dump(program);
    CHECK(contains(listing, "\nfffffff0 <top>:\nfffffff0:\t00 00 00 a0 \tshl\t%r0,%r0,%r0\n"));
    CHECK(contains(listing, "fffffff4:\t02 00 00 68 \tbr\t0x00000000\n"));
    CHECK(contains(listing, "fffffff8:\t03 00 00 6c \tcall\t0x00000008\t// 8 <low>\n"));
}
