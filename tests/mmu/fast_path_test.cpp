// The fast path is exact: a program gives the same cycles, registers, memory and
// memory-system counts whether the memory system vouches for lines (so the core
// serves hits itself) or vouches for none (so every access takes the slow path), on
// a workload with instruction- and data-cache misses, set conflicts, write-backs of
// modified victims, TLB replacements and A updates.
#include <doctest/doctest.h>

#include "tests/cpu/program_run.h"
#include "tests/mmu/paging.h"

using namespace xp860;
using namespace xp860::test;
using network::RunResult;

namespace {

// 128 virtual pages from 0x100000, twice the TLB's 4 KB entries and eight to a set,
// map onto 8 frames at 0x20000: 32 KB of data, twice the data cache. Their entries
// start with A clear. Five routines 4 KB apart share instruction-cache set 0 with the
// loop's first line: more lines than ways. Each of 1500 iterations loads, adds and
// stores at a stride that walks every page and set, moves a double, and runs pfld.
std::string workload() {
    PageTables tables;
    for (unsigned page = 0x10; page <= 0x15; ++page) tables.table[page] = entry(page << 12, kP | kA);  // code
    for (unsigned page = 0x100; page < 0x180; ++page)
        tables.table[page] = entry(0x20000 + ((page * 3) % 8) * 0x1000, kP | kW | kD);
    std::string body =
        "  orh 0x10,%r0,%r10\n  mov 0,%r11\n  mov 1500,%r12\n  mov 0,%r14\n"
        "  orh 0x7,%r0,%r17\n  or 0xfff8,%r17,%r17\n"
        "loop:\n"
        "  adds %r11,%r10,%r13\n  ld.l 0(%r13),%r15\n  adds %r15,%r14,%r14\n  st.l %r14,0(%r13)\n"
        "  ld.l 0x40(%r13),%r16\n  adds %r16,%r14,%r14\n  fld.d 8(%r13),%f2\n  fst.d %f2,0x48(%r13)\n"
        "  pfld.l 16(%r13),%f4\n";
    for (int routine = 1; routine <= 5; ++routine) body += "  call routine" + std::to_string(routine) + "\n  nop\n";
    body += "  adds 0x1234,%r11,%r11\n  and %r17,%r11,%r11\n  adds -1,%r12,%r12\n  btne %r12,%r0,loop\n"
            "  trap %r0,%r0,%r0\n";
    for (int routine = 1; routine <= 5; ++routine)
        body += "  .align 4096\nroutine" + std::to_string(routine) + ": adds " + std::to_string(routine) +
                ",%r20,%r20\n  bri %r1\n  nop\n";
    return paging_program(body, tables);
}

struct Outcome {
    ProgramRun run;
    std::vector<std::uint8_t> dram;
};

Outcome run_workload(bool vouching) {
    auto node = node_with_program(workload(), {.interrupt_line = false, .timing = mmu::MemoryTiming::Modelled});
    node->memory().set_vouching(vouching);
    Outcome outcome{finish(*node, 10'000'000), {}};
    outcome.dram = node->memory().memory_contents(0, kRam);
    return outcome;
}

}  // namespace

TEST_CASE("the same cycles, state and memory with and without vouched lines") {
    const Outcome fast = run_workload(true);
    const Outcome slow = run_workload(false);
    REQUIRE(fast.run.result.halt == RunResult::Halt::UnhandledTrap);
    REQUIRE(fast.run.state.r[12] == 0u);  // every iteration ran
    CHECK(fast.run.state.r[20] == 1500u * 15);

    // The workload exercises what revokes vouched lines.
    const mmu::MemoryStatistics& m = fast.run.statistics;
    CHECK(m.tlb_misses > 1500u);       // 128 pages through 64 entries
    CHECK(m.accessed_updates == 128u + 1);  // each data page once, and the directory entry
    CHECK(m.instruction_fills > 5u * 1500);  // six lines in a four-way set, every iteration
    CHECK(m.data_fills > 1500u);
    CHECK(m.write_backs > 1000u);
    CHECK(m.uncached_reads > 0u);      // pfld misses

    CHECK(fast.run.result.pc == slow.run.result.pc);
    CHECK(fast.run.state.cycles == slow.run.state.cycles);
    CHECK(fast.run.state.instructions == slow.run.state.instructions);
    CHECK(fast.run.state.r == slow.run.state.r);
    CHECK(fast.run.state.f == slow.run.state.f);
    CHECK(fast.run.state.psr == slow.run.state.psr);
    CHECK(fast.run.state.epsr == slow.run.state.epsr);
    CHECK(fast.run.state.fsr == slow.run.state.fsr);
    CHECK(fast.run.state.pipes.load[0] == slow.run.state.pipes.load[0]);
    CHECK(fast.run.state == slow.run.state);  // the rest: pipelines, scoreboard, KR/KI/T/MERGE
    CHECK(fast.run.statistics == slow.run.statistics);
    CHECK(fast.run.memory == slow.run.memory);
    CHECK(fast.dram == slow.dram);
}
