// What software can observe of the caches: code written by stores runs only after
// ITI (and flush, when the data cache holds it modified), page walks do not look in
// the data cache, write-through and cache-disabled pages, replacement control, and
// other bus masters kept coherent by snooping.
#include <doctest/doctest.h>

#include "cpu/control_registers.h"
#include "cpu/little_endian.h"
#include "tests/cpu/program_run.h"
#include "tests/mmu/paging.h"

using namespace xp860;
using namespace xp860::test;
using network::RunResult;
namespace psr = cpu::psr;

namespace {

// Calls `target`, which sets r5, three times: once to bring its line into the
// instruction cache, once after a store has written a new word over it ("or 2"),
// and once after `between` (r8 and r11 keep the second and third results).
std::string rewrite_code(const std::string& before_store, const std::string& between) {
    return "  call target\n  nop\n"
           "  orh h%new,%r0,%r4\n  or l%new,%r4,%r4\n  ld.l 0(%r4),%r6\n"
           "  orh h%target,%r0,%r7\n  or l%target,%r7,%r7\n" +
           before_store +
           "  st.l %r6,0(%r7)\n"
           "  call target\n  nop\n  mov %r5,%r8\n" +
           between +
           "  call target\n  nop\n  mov %r5,%r11\n  trap %r0,%r0,%r0\n"
           "target: or 1,%r0,%r5\n  bri %r1\n  nop\n"
           "  .data\nnew: or 2,%r0,%r5\n";
}

const std::string kIti = "  ld.c %dirbase,%r9\n  or 0x20,%r9,%r9\n  st.c %r9,%dirbase\n";

}  // namespace

TEST_CASE("code written by a store runs only after ITI: the instruction cache keeps its copy") {
    ProgramRun run = run_program(rewrite_code("", kIti), kModelled);
    REQUIRE(run.result.trap_bits == psr::kInstructionTrap);
    CHECK(run.state.r[8] == 1u);   // the cached old word ran
    CHECK(run.state.r[11] == 2u);  // refetched after ITI
    // Without ITI the old word keeps running.
    run = run_program(rewrite_code("", ""), kModelled);
    CHECK(run.state.r[8] == 1u);
    CHECK(run.state.r[11] == 1u);
}

TEST_CASE("code written into a line the data cache holds modified needs flush as well as ITI") {
    // Loading the target first brings its line into the data cache, so the store
    // makes it Modified: DRAM, where the instruction cache fills from, keeps the old
    // word until the line is flushed (way 0 of its set: RB = 0).
    const std::string load_target = "  ld.l 0(%r7),%r12\n";
    ProgramRun run = run_program(rewrite_code(load_target, kIti), kModelled);
    CHECK(run.state.r[8] == 1u);
    CHECK(run.state.r[11] == 1u);  // ITI alone: the fill read DRAM's old word
    run = run_program(rewrite_code(load_target, "  andnot 31,%r7,%r13\n  flush 0(%r13)\n" + kIti), kModelled);
    CHECK(run.state.r[11] == 2u);
    CHECK(run.statistics.write_backs == 1u);
}

TEST_CASE("page walks read DRAM, not the data cache: an entry written into a cached line is seen after flush") {
    PageTables tables;
    tables.table[0x40] = entry(0x13000, kP | kW | kA | kD);
    tables.table[0x12] = entry(0x12000, kP | kW | kA | kD);  // the table itself, cacheable
    const std::string body =
        "  orh 0x4,%r0,%r5\n"
        "  orh 0x1,%r0,%r7\n  or 0x2100,%r7,%r7\n"                     // 0x12100: the entry of 0x40000
        "  ld.l 0(%r7),%r12\n"                                         // brings its line into the data cache
        "  orh 0x1,%r0,%r8\n  or 0x4063,%r8,%r8\n  st.l %r8,0(%r7)\n"  // 0x14000, P W A D: the line is Modified
        + kIti + "  ld.l 0(%r5),%r6\n"                                // the walk reads the old entry: 0x13000
        "  flush 0(%r7)\n" + kIti + "  ld.l 0(%r5),%r11\n";          // written back: 0x14000
    auto node = node_with_program(
        paging_program(body, tables, "  .align 4096\n  .long 1\n  .align 4096\n  .long 0x2222\n") +
            "  trap %r0,%r0,%r0\n",
        kModelled);
    const ProgramRun run = finish(*node);
    REQUIRE(run.result.trap_bits == psr::kInstructionTrap);
    CHECK(run.state.r[12] == (0x13000u | kP | kW | kA | kD));
    CHECK(run.state.r[6] == 1u);
    CHECK(run.state.r[11] == 0x2222u);
    CHECK(dram_word(*node, 0x12100) == 0x14063u);
}

TEST_CASE("write-through pages keep DRAM current; a cache-disabled alias sees DRAM, not the cached copy") {
    PageTables tables;
    tables.table[0x40] = entry(0x13000, kP | kW | kA | kD | kWT);  // write-through
    tables.table[0x41] = entry(0x14000, kP | kW | kA | kD);        // write-back
    tables.table[0x42] = entry(0x14000, kP | kW | kA | kD | kCD);  // the same frame, uncached
    const std::string body =
        "  orh 0x4,%r0,%r5\n"
        "  ld.l 0(%r5),%r6\n  mov 7,%r7\n  st.l %r7,0(%r5)\n"           // WT: the line stays Shared
        "  ld.l 0x1000(%r5),%r8\n  mov 9,%r9\n  st.l %r9,0x1000(%r5)\n"  // write-back: Modified
        "  ld.l 0x2000(%r5),%r10\n";                                    // the uncached alias: DRAM's 3
    auto node = node_with_program(
        paging_program(body, tables, "  .align 4096\n  .long 1\n  .align 4096\n  .long 3\n") +
            "  trap %r0,%r0,%r0\n",
        kModelled);
    const ProgramRun run = finish(*node);
    REQUIRE(run.result.trap_bits == psr::kInstructionTrap);
    CHECK(node->memory().data_line(0x13000) == mmu::LineState::Shared);
    CHECK(dram_word(*node, 0x13000) == 7u);
    CHECK(node->memory().data_line(0x14000) == mmu::LineState::Modified);
    CHECK(run.memory[0x14000] == 9u);
    CHECK(dram_word(*node, 0x14000) == 3u);
    CHECK(run.state.r[10] == 3u);
    CHECK(run.statistics.bus_writes == 1u);  // only the write-through store went out
    CHECK(run.statistics.uncached_reads == 1u);
}

TEST_CASE("replacement control: with dirbase.RC = 2 a miss replaces way dirbase.RB") {
    // Two lines of set 0; with RC = 2 and RB = 0 the second replaces the first though
    // ways 1 to 3 are free.
    const std::string source = "  mov 0x800,%r6\n  st.c %r6,%dirbase\n"
                               "  orh 0x1,%r0,%r4\n  ld.l 0x1000(%r4),%r5\n  ld.l 0x2000(%r4),%r5\n"
                               "  trap %r0,%r0,%r0\n  .data\n  .long 1\n  .align 4096\n  .long 2\n";
    auto node = node_with_program(source, kModelled);
    finish(*node);
    CHECK(node->memory().data_line(0x11000) == mmu::LineState::Invalid);
    CHECK(node->memory().data_line(0x12000) == mmu::LineState::Exclusive);
    // Normal replacement (RC = 0) keeps both.
    node = node_with_program("  mov 0x000,%r6\n" + source.substr(source.find("  st.c")), kModelled);
    finish(*node);
    CHECK(node->memory().data_line(0x11000) == mmu::LineState::Exclusive);
    CHECK(node->memory().data_line(0x12000) == mmu::LineState::Exclusive);
}

TEST_CASE("other bus masters are snooped: reads get modified data, writes invalidate both caches") {
    // The program leaves 0x11000 Modified in the data cache (9 over DRAM's 5) and its
    // own code line in the instruction cache.
    auto node = node_with_program("  orh 0x1,%r0,%r4\n  ld.l 0x1000(%r4),%r5\n  mov 9,%r6\n  st.l %r6,0x1000(%r4)\n"
                                  "  trap %r0,%r0,%r0\n  .data\n  .long 5\n",
                                  kModelled);
    const ProgramRun run = finish(*node);
    mmu::MemorySystem& memory = node->memory();
    REQUIRE(memory.data_line(0x11000) == mmu::LineState::Modified);
    REQUIRE(dram_word(*node, 0x11000) == 5u);
    const std::uint64_t now = run.state.cycles;

    std::array<std::uint8_t, 4> word{};
    CHECK(memory.dma_read(0x11000, word, now));
    CHECK(cpu::load_little_endian(word) == 9u);
    CHECK(memory.data_line(0x11000) == mmu::LineState::Exclusive);  // written back, kept clean
    CHECK(dram_word(*node, 0x11000) == 9u);
    CHECK(memory.statistics().write_backs == 1u);

    REQUIRE(memory.instruction_line(0x10000));
    cpu::store_little_endian(word, 0x44000000);  // over the program's first word
    CHECK(memory.dma_write(0x10000, word, now));
    CHECK_FALSE(memory.instruction_line(0x10000));
    cpu::store_little_endian(word, 11);
    CHECK(memory.dma_write(0x11000, word, now));
    CHECK(memory.data_line(0x11000) == mmu::LineState::Invalid);
    CHECK(memory.bytes(0x11000, 1)[0] == 11u);
    CHECK(memory.peek_instruction(0x10000) == std::optional<std::uint32_t>(0x44000000));
    // Only RAM takes part.
    CHECK_FALSE(memory.dma_read(mmu::kTimerBase, word, now));
    CHECK_FALSE(memory.dma_write(0x00100000, word, now));  // past this node's 1 MB
}

TEST_CASE("the PRM's whole-cache flush (RC = 2, each RB in turn) writes every modified line back") {
    // Five modified lines, four of them filling set 0. Then PRM p.83 Example 5-2 for
    // four ways: for RB = 0 to 3, with RC = 2, flush every 32nd byte of a 4 KB area.
    std::string source = "  orh 0x1,%r0,%r4\n";
    for (const char* offset : {"0x1000", "0x2000", "0x3000", "0x4000", "0x10a0"})
        source += std::string("  ld.l ") + offset + "(%r4),%r5\n  st.l %r4," + offset + "(%r4)\n";
    source +=
        "  mov 0,%r6\n"
        "outer: or 0x800,%r6,%r7\n  st.c %r7,%dirbase\n"
        "  orh 0x8,%r0,%r8\n  adds -32,%r8,%r8\n  mov 128,%r9\n"
        "inner: flush 32(%r8)++\n  adds -1,%r9,%r9\n  btne %r9,%r0,inner\n"
        "  adds 0x100,%r6,%r6\n  mov 0x400,%r10\n  btne %r6,%r10,outer\n"
        "  trap %r0,%r0,%r0\n"
        "  .data\n  .space 0xa0\n  .long 1\n  .space 0xf5c\n  .long 2\n  .space 0xffc\n  .long 3\n  .space 0xffc\n"
        "  .long 4\n";
    auto node = node_with_program(source, kModelled);
    const ProgramRun run = finish(*node);
    REQUIRE(run.result.trap_bits == psr::kInstructionTrap);
    CHECK(run.state.r[8] == 0x80000u + 4096 - 32);  // the last block flushed
    CHECK(run.statistics.write_backs == 5u);
    for (const std::uint32_t address : {0x11000u, 0x12000u, 0x13000u, 0x14000u, 0x110a0u}) {
        INFO(address);
        CHECK(node->memory().data_line(address) == mmu::LineState::Invalid);
        CHECK(dram_word(*node, address) == 0x10000u);
    }
}
