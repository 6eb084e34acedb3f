// Nodes that boot from a ROM at reset: the built boot ROM (roms/boot/user_mode.s)
// turning paging on and running a user program with system calls and a dirty-page
// fault, and a ROM whose handler serves the timer's interrupt through ldint.
#include <doctest/doctest.h>

#include "cpu/control_registers.h"
#include "cpu/little_endian.h"
#include "frontend/rom_image.h"
#include "network/node.h"
#include "tests/cpu/program_run.h"
#include "tests/test_support.h"
#include "toolchain/assembler.h"
#include "toolchain/file_bytes.h"
#include "toolchain/linker.h"

using namespace xp860;
using network::RunResult;
namespace psr = cpu::psr;
using test::dram_word;

namespace {

// A ROM assembled and linked in-process as roms/CMakeLists.txt's xp860_i860_rom does.
std::vector<std::uint8_t> rom_from_source(const std::string& source) {
    const auto object = toolchain::assemble(source, "rom.s", {.intel_syntax = false, .xp = true});
    toolchain::LinkOptions options;
    options.text_address = mmu::kRomBase;
    options.section_addresses = {{".reset", cpu::kTrapVector}};
    return frontend::make_rom_image(toolchain::link({{"rom.o", object}}, options), "rom");
}

}  // namespace

TEST_CASE("the boot ROM turns paging on and runs a user program to its exit") {
    const auto image = toolchain::read_file_bytes(
        (test::build_dir() / "roms/boot/user_mode.rom").string());
    network::Node node(network::NodeConfig{.ram_bytes = 1u << 20, .rom_image = image, .timing = {}});
    node.reset();
    const RunResult result = node.run(1'000'000);
    REQUIRE(result.halt == RunResult::Halt::SelfBranch);
    const cpu::CpuState& s = node.core().state();
    CHECK(s.pc == result.pc);
    CHECK(result.pc >= mmu::kRomBase);                    // the kernel's exit loop
    CHECK(node.console().output() == "user\n");           // five putchar calls from user mode
    CHECK((s.psr & psr::kPreviousUserMode) != 0);         // the exit call came from user mode
    CHECK((s.dirbase & 0xfffff001u) == 0x1001u);          // the directory at 0x1000, ATE
    CHECK(s.r[17] == 2u);
    // The user read the time-stamp counter and stored it twice; the second store hit
    // D = 0, the kernel set D (through its uncached view of the table), ITI, retry.
    const std::uint32_t time = dram_word(node, 0x20000);
    CHECK(time > 3072u * 4);  // after the loop that zeroes the tables, 4 clocks a word
    CHECK(time < s.cycles);
    CHECK(node.memory().bytes(0x21000, 4)[0] == (time & 0xff));
    CHECK(dram_word(node, 0x2084) == 0x21067u);  // 0x21000 P W U A D
    CHECK(dram_word(node, 0x2040) == 0xfff01025u);  // the user program: P U, and A from its walk
    CHECK(dram_word(node, 0x1ffc) == 0xffc000a1u);  // the 4 MB page: P PS, and A
    // Derived from the source: 9264 instructions of reset, dispatch and boot (3 a word
    // for the 3072 words of tables), 4 user instructions before the store that faults,
    // 22 to serve it, 3 more user instructions before the first call, 23 for each of
    // the 5 putchar calls with 1 user instruction before each but the first, 1 before
    // the exit call, and 15 to take it and run the halt's br and slot: 9428.
    CHECK(s.instructions == 9428u);
    // Walks: the ROM's 4 MB page, the user code, the timer, 0x20000, 0x21000 (the
    // fault), the kernel's view of table 0; after the ITI the ROM page, the user code
    // and 0x21000 again; the console. A was clear in nine of the entries they read.
    const mmu::MemoryStatistics& m = node.memory().statistics();
    CHECK(m.tlb_misses == 10u);
    CHECK(m.accessed_updates == 9u);
    CHECK(m.translation_faults == 1u);
    CHECK(m.uncached_reads == 2u);  // the timer, and the kernel's read of the entry
    CHECK(m.bus_errors == 0u);
}

TEST_CASE("a ROM handler serves the timer's interrupt: ldint names line 1, STATUS lowers it, bri returns") {
    const std::string source =
        "  .section .reset,\"ax\"\n"
        "  br dispatch\n  st.c %r1,%p0\n"
        "  .text\n"
        "dispatch:\n"
        "  ld.c %psr,%r1\n  and 0x1f00,%r1,%r1\n  bte %r1,%r0,boot\n"
        "  ldint.l %r0,%r10\n"                                  // the vector
        "  orh 0xf000,%r0,%r1\n  mov 1,%r11\n  st.l %r11,0xc(%r1)\n"  // lower the timer's line
        "  adds 1,%r12,%r12\n  ld.c %fir,%r13\n"
        "  bri %r13\n  ld.c %p0,%r1\n"                          // back, IM restored from PIM
        "boot:\n"
        "  orh 0xf000,%r0,%r4\n  or 0x2000,%r4,%r5\n"
        "  mov 2,%r6\n  st.l %r6,4(%r5)\n"                      // ENABLE the timer's line
        "  mov 100,%r7\n  st.l %r7,8(%r4)\n"                    // ALARM in 100 ticks
        "  ld.c %psr,%r8\n  or 0x10,%r8,%r8\n  st.c %r8,%psr\n" // IM
        "wait: adds 1,%r14,%r14\n  bte %r12,%r0,wait\n"
        "  ld.c %psr,%r8\n  andnot 0x10,%r8,%r8\n  st.c %r8,%psr\n"
        "  br .\n  nop\n";
    network::Node node(network::NodeConfig{.ram_bytes = 1u << 20, .rom_image = rom_from_source(source), .timing = {}});
    node.reset();
    const RunResult result = node.run(100'000);
    REQUIRE(result.halt == RunResult::Halt::SelfBranch);
    const cpu::CpuState& s = node.core().state();
    CHECK(s.r[10] == mmu::kTimerLine);
    CHECK(s.r[12] == 1u);
    CHECK(s.r[14] > 10u);  // the wait loop ran until the alarm
    CHECK((s.epsr & cpu::epsr::kInterruptPin) == 0);
    CHECK_FALSE(node.interrupt_controller().output());
    CHECK(s.fir >= mmu::kRomBase);  // the interrupt came in inside the wait loop
}

TEST_CASE("a ROM may lay out its whole megabyte in .text with .org, the vector at offset 0xfff00") {
    const auto object = toolchain::assemble("  .text\nreset: br .\n  nop\n  .org 0xfff00\nvector: br reset\n  nop\n"
                                            "  .org 0x100000\n",
                                            "rom.s", {.intel_syntax = false, .xp = true});
    toolchain::LinkOptions options;
    options.text_address = mmu::kRomBase;
    const auto image = frontend::make_rom_image(toolchain::link({{"rom.o", object}}, options), "rom");
    REQUIRE(image.size() == mmu::kRomBytes);
    network::Node node(network::NodeConfig{.ram_bytes = 1u << 20, .rom_image = image, .timing = {}});
    node.reset();
    const RunResult result = node.run(1000);
    CHECK(result.halt == RunResult::Halt::SelfBranch);
    CHECK(result.pc == mmu::kRomBase);  // reset ran the vector's br to `reset`
}
