// What the memory system adds to a run, cycle by cycle, on Modelled nodes. Every
// expected count is derived in its comment from cpu/timing.def: kLineFill = 5 (an
// instruction-cache miss freezes that long; a data fill keeps the bus that long),
// kLoadMissDataDelay = 2, kLineWriteBack = 5, kUncachedTransfer = 2, kDeviceAccess
// = 2, kTlbWalkOverhead = 2, kAccessedBitUpdate = 4, kInterruptAcknowledge = 2,
// kSpecialCycle = 2, a write buffer of kWriteBufferEntries = 2, and the core's
// kIssue = 1, kLoadUseInterlock = 1, kTakenBranchBubble = 1, kTrapEntry = 3, kDirbaseWrite
// = 2 (st.c dirbase: one clock more than an issue). "At N"
// is the cycle a step starts, "-> N" the cycle it ends. Programs start at 0x10000
// with cold caches; their .data is at 0x11000.
#include <doctest/doctest.h>

#include "cpu/control_registers.h"
#include "cpu/cycle_model.h"
#include "tests/cpu/program_run.h"
#include "tests/mmu/paging.h"

using namespace xp860;
using namespace xp860::test;
using network::RunResult;
namespace psr = cpu::psr;

namespace {

ProgramRun breakpoint(const std::string& source, const ProgramSetup& setup = kModelled) {
    ProgramRun run = run_program(source + "\n  .text\n  trap %r0,%r0,%r0\n", setup);
    REQUIRE(run.result.halt == RunResult::Halt::UnhandledTrap);
    REQUIRE(run.result.trap_bits == psr::kInstructionTrap);
    return run;
}

}  // namespace

TEST_CASE("the rows these derivations use") {
    using namespace cpu::timing;
    CHECK(kLineFill == 5u);
    CHECK(kLoadMissDataDelay == 2u);
    CHECK(kLineWriteBack == 5u);
    CHECK(kUncachedTransfer == 2u);
    CHECK(kDeviceAccess == 2u);
    CHECK(kTlbWalkOverhead == 2u);
    CHECK(kAccessedBitUpdate == 4u);
    CHECK(kInterruptAcknowledge == 2u);
    CHECK(kSpecialCycle == 2u);
    CHECK(kWriteBufferEntries == 2u);
    CHECK(kBusErrorResponse == 2u);
    CHECK(kTrapEntry == 3u);
    CHECK(kDirbaseWrite == 2u);
}

TEST_CASE("instruction fetch: each new line misses once, then the loop hits for free") {
    // 16 nops and the breakpoint: three lines. At 0 the first misses: -> 6, seven more
    // -> 13; at 13 the second line: -> 19, seven more -> 26; at 26 the breakpoint's
    // line, 5, its issue and trap entry: 26 + 5 + 1 + 3 = 35.
    std::string nops;
    for (int i = 0; i < 16; ++i) nops += "  nop\n";
    ProgramRun run = breakpoint(nops);
    CHECK(run.state.cycles == 35u);
    CHECK(run.statistics.instruction_fills == 3u);
    // Ideal timing: the core's model alone, 17 issues and trap entry (3).
    CHECK(breakpoint(nops, {}).state.cycles == 20u);

    // mov at 0 misses: -> 6. adds -> 7, btne taken -> 9 (bubble); adds -> 10, btne -> 12;
    // adds -> 13, btne not taken -> 14; the breakpoint, in the same line: 14 + 1 + 3 -> 18.
    run = breakpoint("  mov 3,%r4\n1: adds -1,%r4,%r4\n  btne %r4,%r0,1b\n");
    CHECK(run.state.cycles == 18u);
    CHECK(run.statistics.instruction_fills == 1u);
}

TEST_CASE("data loads: a miss delivers its word late, a hit on the filled line does not") {
    // orh at 0 misses: -> 6; or -> 7. ld.l at 7 misses: the bus is free, the fill
    // keeps it until 12, and r5 is ready at 7 + 1 + 1 + 2 = 11; -> 8. The adds at 8
    // waits until 11: -> 12. ld.l at 12 hits: r7 at 14; -> 13. The adds at 13 waits
    // for 14: -> 15. The breakpoint: 15 + 1 + 3 -> 19.
    const ProgramRun run = breakpoint(
        "  orh h%data,%r0,%r4\n  or l%data,%r4,%r4\n"
        "  ld.l 0(%r4),%r5\n  adds 1,%r5,%r6\n  ld.l 4(%r4),%r7\n  adds 1,%r7,%r8\n"
        "  .data\ndata: .long 10, 20\n");
    CHECK(run.state.r[6] == 11u);
    CHECK(run.state.r[8] == 21u);
    CHECK(run.state.cycles == 19u);
    CHECK(run.statistics.data_fills == 1u);
    CHECK(run.statistics.instruction_fills == 1u);
}

TEST_CASE("misses queue on the bus, and a modified victim is written back before the fill") {
    // Five lines of set 0 (4 KB apart). orh at 0 misses: -> 6. ld A at 6: the fill
    // keeps the bus to 11; -> 7. st.l at 7 hits A, Exclusive -> Modified: -> 8. ld B at
    // 8 waits for the bus until 11 (freeze 3), fills to 16: -> 12. ld C at 12 waits
    // until 16: -> 17, filling to 21. ld D at 17 waits until 21: -> 22, filling to 26.
    // ld E at 22: the set is full and pseudo-LRU picks A (touched before B, C, D), which
    // is modified: its write-back waits for the bus (26) and takes it to 31, a freeze
    // of 9: -> 32; the fill then runs 31-36. The breakpoint: 32 + 1 + 3 -> 36.
    const std::string data =
        "  .data\n  .long 1\n  .align 4096\n  .long 2\n  .align 4096\n  .long 3\n  .align 4096\n  .long 4\n"
        "  .align 4096\n  .long 5\n";
    const std::string loads = "  orh 0x1,%r0,%r4\n  ld.l 0x1000(%r4),%r5\n  st.l %r0,0x1000(%r4)\n"
                              "  ld.l 0x2000(%r4),%r6\n  ld.l 0x3000(%r4),%r7\n  ld.l 0x4000(%r4),%r8\n";
    auto node = node_with_program(loads + "  ld.l 0x5000(%r4),%r9\n  trap %r0,%r0,%r0\n" + data, kModelled);
    const ProgramRun run = finish(*node);
    CHECK(run.state.cycles == 36u);
    CHECK(run.state.r[9] == 5u);
    CHECK(run.statistics.data_fills == 5u);
    CHECK(run.statistics.write_backs == 1u);
    // The write-back put the store in DRAM; the line has left the cache.
    CHECK(node->memory().memory_contents(0x11000, 4) == std::vector<std::uint8_t>{0, 0, 0, 0});
    CHECK(node->memory().data_line(0x11000) == mmu::LineState::Invalid);
    CHECK(node->memory().data_line(0x15000) == mmu::LineState::Exclusive);

    // Without the fifth load A stays modified: loads see 0, DRAM still holds 1.
    node = node_with_program(loads + "  trap %r0,%r0,%r0\n" + data, kModelled);
    const ProgramRun kept = finish(*node);
    CHECK(kept.memory[0x11000] == 0u);
    CHECK(node->memory().memory_contents(0x11000, 4) == std::vector<std::uint8_t>{1, 0, 0, 0});
    CHECK(node->memory().data_line(0x11000) == mmu::LineState::Modified);
}

TEST_CASE("stores that miss are posted; the pipeline waits only when both buffer entries are busy") {
    // orh at 0 misses: -> 6 (the bus free from 5). Each st.l misses (stores do not
    // allocate) and takes a 2-clock bus cycle: at 6 it runs 6-8; at 7, 8-10; at 8 the
    // first has finished, 10-12; at 9 both entries are busy until 10: a freeze of 1,
    // 12-14, -> 11; at 11 both are busy until 12: freeze 1, 14-16, -> 13. The
    // breakpoint at 13: 13 + 1 + 3 -> 17.
    std::string stores = "  orh 0x1,%r0,%r4\n";
    for (int i = 0; i < 5; ++i) stores += "  st.l %r0," + std::to_string(0x1000 + 4 * i) + "(%r4)\n";
    const ProgramRun run = breakpoint(stores + "  .data\n  .long 1, 2, 3, 4, 5\n");
    CHECK(run.state.cycles == 17u);
    CHECK(run.statistics.bus_writes == 5u);
    CHECK(run.statistics.write_buffer_stalls == 2u);
    CHECK(run.statistics.data_fills == 0u);
    CHECK(run.memory[0x11010] == 0u);
}

TEST_CASE("a TLB miss walks the tables: overhead, two reads, and an A update where A was clear") {
    // The prologue: orh at 0 misses: -> 6, or -> 7, or -> 8, st.c (ATE) -> 10. The nop
    // at 10 misses the TLB: 2 clocks, the directory entry read (2), its A update (4),
    // the table entry read (2; its A is set): 10, then it hits the line fetched before
    // translation (the same physical line): -> 21. The breakpoint hits both: 21 + 1 +
    // 3 -> 25.
    const ProgramRun run = run_program(paging_program("  nop\n", PageTables{}) + "  trap %r0,%r0,%r0\n", kModelled);
    CHECK(run.result.trap_bits == psr::kInstructionTrap);
    CHECK(run.state.cycles == 25u);
    CHECK(run.statistics.tlb_misses == 1u);
    CHECK(run.statistics.accessed_updates == 1u);
    CHECK(run.statistics.instruction_fills == 1u);
}

TEST_CASE("a CD page is uncached: each load is a bus cycle, and its data comes late") {
    PageTables tables;
    tables.table[0x40] = entry(0x13000, kP | kW | kA | kD | kCD);
    // As above to 10; the orh at 10 walks for the code page: -> 21. ld.l at 21 walks
    // for 0x40000 (2 + 2 + 2, both A set): freeze 6, then its uncached read runs 27-29;
    // -> 28. The next ld.l at 28 waits for the bus to 29 (freeze 1), reads 29-31, and
    // r7 is ready 1 + 2 clocks later than a hit: 28 + 2 + 3 = 33; -> 30. The adds at 30
    // waits for 33: -> 34. The breakpoint at 0x10020 misses (the bus free since 31):
    // 34 + 5 + 1 + 3 = 43.
    const ProgramRun run = run_program(
        paging_program("  orh 0x4,%r0,%r5\n  ld.l 0(%r5),%r6\n  ld.l 4(%r5),%r7\n  adds 1,%r7,%r8\n", tables,
                       "  .align 4096\n  .long 6, 7\n") +
            "  trap %r0,%r0,%r0\n",
        kModelled);
    CHECK(run.result.trap_bits == psr::kInstructionTrap);
    CHECK(run.state.r[8] == 8u);
    CHECK(run.state.cycles == 43u);
    CHECK(run.statistics.uncached_reads == 2u);
    CHECK(run.statistics.data_fills == 0u);
    CHECK(run.statistics.tlb_misses == 2u);
}

TEST_CASE("pfld does not allocate: a miss is a bus read the pipeline waits for; after a fill it hits") {
    // orh at 0 misses: -> 6; or -> 7. pfld at 7 misses: a 2-clock read, -> 10; pfld at
    // 10, the same: -> 13. ld.l at 13 misses and fills (13-18): -> 14. pfld at 14 hits:
    // -> 15. The breakpoint: 15 + 1 + 3 -> 19.
    const ProgramRun run = breakpoint(
        "  orh h%data,%r0,%r4\n  or l%data,%r4,%r4\n  pfld.l 0(%r4),%f2\n  pfld.l 4(%r4),%f3\n"
        "  ld.l 8(%r4),%r5\n  pfld.l 12(%r4),%f4\n"
        "  .data\ndata: .long 1, 2, 3, 4\n");
    CHECK(run.state.cycles == 19u);
    CHECK(run.statistics.uncached_reads == 2u);
    CHECK(run.statistics.data_fills == 1u);
}

TEST_CASE("flush writes back the modified block in way dirbase.RB of the address's set") {
    // orh at 0 misses: -> 6. ld.l at 6 fills way 0 of set 0 (6-11): -> 7. st.l -> 8
    // (Modified). flush at 8 (RB = 0): way 0 is modified, its write-back waits for the
    // bus (11) and ends at 16: -> 17. The breakpoint: 17 + 1 + 3 -> 21.
    const std::string fill = "  orh 0x1,%r0,%r4\n  ld.l 0x1000(%r4),%r5\n  st.l %r0,0x1000(%r4)\n";
    const std::string data = "  .data\n  .long 5\n";
    auto node = node_with_program(fill + "  flush 0x1000(%r4)\n  trap %r0,%r0,%r0\n" + data, kModelled);
    ProgramRun run = finish(*node);
    CHECK(run.state.cycles == 21u);
    CHECK(run.statistics.write_backs == 1u);
    CHECK(node->memory().memory_contents(0x11000, 4) == std::vector<std::uint8_t>{0, 0, 0, 0});
    CHECK(node->memory().data_line(0x11000) == mmu::LineState::Invalid);

    // With RB = 1 the flush replaces way 1, which holds nothing: the line stays.
    node = node_with_program(fill + "  mov 0x100,%r6\n  st.c %r6,%dirbase\n  flush 0x1000(%r4)\n  trap %r0,%r0,%r0\n" +
                                 data,
                             kModelled);
    run = finish(*node);
    CHECK(run.statistics.write_backs == 0u);
    CHECK(node->memory().data_line(0x11000) == mmu::LineState::Modified);
    CHECK(node->memory().memory_contents(0x11000, 4) == std::vector<std::uint8_t>{5, 0, 0, 0});
}

TEST_CASE("dirbase.CS8 fetches each instruction byte by byte, past the cache") {
    // ld.c at 0 misses: -> 6, or -> 7, st.c (CS8) -> 9. Each fetch is then four 2-clock
    // transfers: the nops -> 18 and -> 27, the breakpoint 27 + 8 + 1 + 3 = 39.
    const ProgramRun run = breakpoint("  ld.c %dirbase,%r4\n  or 0x80,%r4,%r4\n  st.c %r4,%dirbase\n  nop\n  nop\n");
    CHECK(run.state.cycles == 39u);
    CHECK(run.statistics.uncached_reads == 3u);
}

TEST_CASE("ldint's vector arrives like uncached data; scyc holds the pipeline for its cycle") {
    // ldint at 0: the fetch misses (bus 0-5), then the acknowledge cycle runs 5-7 and
    // r5 is ready at 5 + 2 + 2 = 9; -> 6. The adds waits for 9: -> 10. scyc at 10: a
    // 2-clock cycle, -> 13. The breakpoint: 13 + 1 + 3 -> 17.
    const ProgramRun run = breakpoint("  ldint.l %r0,%r5\n  adds 1,%r5,%r6\n  scyc.b %r0\n");
    CHECK(run.state.r[5] == 0xffffffffu);  // nothing pending
    CHECK(run.state.r[6] == 0u);
    CHECK(run.state.cycles == 17u);
}
