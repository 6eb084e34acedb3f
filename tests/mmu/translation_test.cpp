// Address translation on i860 programs (ISA-FACTS §10, PRM p.59): two-level walks and
// the A bits they set, every translation fault with the trap state it leaves, the
// check order, 4 MB pages, and a TLB that keeps a translation until ITI.
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

std::uint32_t word_at(const ProgramRun& run, std::uint32_t address) {
    return cpu::load_little_endian(run.bytes(address, 4));
}
// Where the table entry for a virtual page in 0-4 MB lies.
std::uint32_t pte_address(std::uint32_t page) { return kTable + 4 * (page >> 12); }

// Data pages after the tables: 0x13000 holds 1, 2, 0x12345678; 0x14000 holds 0x2222.
const std::string kData =
    "  .align 4096\npage13: .long 1, 2, 0x12345678\n  .align 4096\npage14: .long 0x2222\n";

ProgramRun run_paging(const std::string& body, const PageTables& tables) {
    return run_program(paging_program(body, tables, kData) + "  trap %r0,%r0,%r0\n", kModelled);
}

}  // namespace

TEST_CASE("a walk goes through the directory and a table and sets A in both; a load never sets D") {
    PageTables tables;  // directory entry 0 has A = 0; the code page's entry has A = 1
    tables.table[0x40] = entry(0x13000, kP | kW);  // virtual 0x40000 -> physical 0x13000, A = 0
    const ProgramRun run = run_paging("  orh 0x4,%r0,%r5\n  ld.l 8(%r5),%r6\n", tables);
    REQUIRE(run.result.halt == RunResult::Halt::UnhandledTrap);
    CHECK(run.result.trap_bits == psr::kInstructionTrap);  // the closing breakpoint
    CHECK(run.state.r[6] == 0x12345678u);
    CHECK(word_at(run, kDirectory) == (kTable | kP | kW | kU | kA));
    CHECK(word_at(run, pte_address(0x40000)) == (0x13000 | kP | kW | kA));
    CHECK(word_at(run, pte_address(0x10000)) == (0x10000 | kP | kU | kA));
    // Two walks (the code page, then the data page), the first setting the directory
    // entry's A and the second the data page's. The breakpoint finds no handler: the
    // trap vector's directory entry is not present.
    CHECK(run.statistics.tlb_misses == 2u);
    CHECK(run.statistics.accessed_updates == 2u);
    CHECK(run.statistics.translation_faults == 0u);
}

TEST_CASE("translation faults: DAT for data, IAT for fetches, with the trap state they leave") {
    struct Case {
        const char* what;
        std::map<unsigned, std::string> directory, table;  // added to the defaults
        std::string body;
        std::uint32_t trap, fir;
        bool from_user;
    };
    const std::string user = enter_user_mode("user") + "user:";  // user code at kText + 44
    const Case cases[] = {
        {"directory entry not present, load", {}, {}, "  orh 0x40,%r0,%r5\n  ld.l 0(%r5),%r6\n",
         psr::kDataAccessTrap, kText + 20, false},
        {"table entry not present, load", {}, {}, "  orh 0x4,%r0,%r5\n  ld.l 0x1000(%r5),%r6\n",
         psr::kDataAccessTrap, kText + 20, false},
        {"table entry not present, fetch", {}, {}, "  orh 0x4,%r0,%r5\n  or 0x2000,%r5,%r5\n  bri %r5\n  nop\n",
         psr::kInstructionAccessTrap, 0x42000, false},
        {"directory entry not present, fetch", {}, {}, "  orh 0x80,%r0,%r5\n  bri %r5\n  nop\n",
         psr::kInstructionAccessTrap, 0x800000, false},
        {"user store to a read-only page", {}, {{0x40, entry(0x13000, kP | kU | kA | kD)}},
         user + "  orh 0x4,%r0,%r5\n  st.l %r0,0(%r5)\n", psr::kDataAccessTrap, kText + 48, true},
        {"user store where only the directory entry is read-only", {{0, entry("table0", kP | kU)}},
         {{0x40, entry(0x13000, kP | kW | kU | kA | kD)}}, user + "  orh 0x4,%r0,%r5\n  st.l %r0,0(%r5)\n",
         psr::kDataAccessTrap, kText + 48, true},
        {"user load from a supervisor page", {}, {{0x40, entry(0x13000, kP | kW | kA | kD)}},
         user + "  orh 0x4,%r0,%r5\n  ld.l 0(%r5),%r6\n", psr::kDataAccessTrap, kText + 48, true},
        {"user fetch from a supervisor page", {}, {{0x10, entry(0x10000, kP | kA)}}, user + "  nop\n",
         psr::kInstructionAccessTrap, kText + 44, true},
        {"supervisor store with epsr.WP to a read-only page", {}, {{0x40, entry(0x13000, kP | kA | kD)}},
         "  ld.c %epsr,%r9\n  or 0x4000,%r9,%r9\n  st.c %r9,%epsr\n  orh 0x4,%r0,%r5\n  st.l %r0,0(%r5)\n",
         psr::kDataAccessTrap, kText + 32, false},
        {"store to a page with D = 0", {}, {{0x40, entry(0x13000, kP | kW)}},
         "  orh 0x4,%r0,%r5\n  st.l %r5,0(%r5)\n", psr::kDataAccessTrap, kText + 20, false},
    };
    for (const Case& c : cases) {
        INFO(c.what);
        PageTables tables;
        for (const auto& [index, value] : c.directory) tables.directory[index] = value;
        for (const auto& [index, value] : c.table) tables.table[index] = value;
        const ProgramRun run = run_paging(c.body, tables);
        REQUIRE(run.result.halt == RunResult::Halt::UnhandledTrap);
        CHECK(run.result.trap_bits == c.trap);
        CHECK(run.state.fir == c.fir);
        CHECK((run.state.psr & psr::kTrapBits) == c.trap);
        CHECK((run.state.psr & psr::kUserMode) == 0);
        CHECK(((run.state.psr & psr::kPreviousUserMode) != 0) == c.from_user);
        // Translation faults are not bus errors: bear and BEF stay clear (ISA-FACTS §10.4).
        CHECK(run.state.bear == 0u);
        CHECK((run.state.epsr & cpu::epsr::kBusErrorFlag) == 0);
        CHECK(run.statistics.translation_faults == 1u);
        CHECK(word_at(run, 0x13000) == 1u);  // nothing was written
    }
}

TEST_CASE("the hardware never sets D: a D = 0 store faults after the walk has set A") {
    PageTables tables;
    tables.table[0x40] = entry(0x13000, kP | kW);
    const ProgramRun run = run_paging("  orh 0x4,%r0,%r5\n  st.l %r5,0(%r5)\n", tables);
    CHECK(run.result.trap_bits == psr::kDataAccessTrap);
    CHECK(word_at(run, pte_address(0x40000)) == (0x13000 | kP | kW | kA));  // A (step 5), no D (step 9)
}

TEST_CASE("the checks run in the PRM's order: W before A, so a write-protect fault leaves A clear") {
    PageTables tables;
    tables.table[0x40] = entry(0x13000, kP | kU);  // user, read-only, A = 0
    const ProgramRun run =
        run_paging(enter_user_mode("user") + "user:  orh 0x4,%r0,%r5\n  st.l %r0,0(%r5)\n", tables);
    CHECK(run.result.trap_bits == psr::kDataAccessTrap);
    CHECK(word_at(run, pte_address(0x40000)) == (0x13000 | kP | kU));
}

TEST_CASE("A = 0 while the bus is locked faults instead of being set; unlocked, the walk sets it") {
    PageTables tables;
    tables.table[0x40] = entry(0x13000, kP | kW);
    const ProgramRun locked = run_paging("  orh 0x4,%r0,%r5\n  lock\n  ld.l 0(%r5),%r6\n  unlock\n", tables);
    REQUIRE(locked.result.halt == RunResult::Halt::UnhandledTrap);
    CHECK(locked.result.trap_bits == psr::kDataAccessTrap);
    CHECK(locked.state.fir == kText + 24);
    CHECK((locked.state.epsr & cpu::epsr::kInterlock) != 0);  // a trap inside the sequence
    CHECK((locked.state.dirbase & cpu::dirbase::kBusLock) == 0);
    CHECK(word_at(locked, pte_address(0x40000)) == (0x13000 | kP | kW));
    CHECK(locked.state.r[6] == 0u);

    const ProgramRun unlocked = run_paging("  orh 0x4,%r0,%r5\n  ld.l 0(%r5),%r6\n", tables);
    CHECK(unlocked.result.trap_bits == psr::kInstructionTrap);
    CHECK(unlocked.state.r[6] == 1u);
    CHECK(word_at(unlocked, pte_address(0x40000)) == (0x13000 | kP | kW | kA));
}

TEST_CASE("supervisor stores to read-only pages succeed while epsr.WP is clear") {
    PageTables tables;
    tables.table[0x40] = entry(0x13000, kP | kA | kD);
    const ProgramRun run = run_paging("  orh 0x4,%r0,%r5\n  mov 7,%r6\n  st.l %r6,0(%r5)\n", tables);
    CHECK(run.result.trap_bits == psr::kInstructionTrap);
    CHECK(word_at(run, 0x13000) == 7u);
}

TEST_CASE("a table entry pointing past RAM is a bus error of the access: DAT with bear") {
    PageTables tables;
    tables.table[0x40] = entry(0x00800000, kP | kW | kA | kD);
    const ProgramRun run = run_paging("  orh 0x4,%r0,%r5\n  ld.l 0x10(%r5),%r6\n", tables);
    CHECK(run.result.trap_bits == psr::kDataAccessTrap);
    CHECK(run.state.fir == kText + 20);
    CHECK(run.state.bear == 0x00800010u);
    CHECK((run.state.epsr & cpu::epsr::kBusErrorFlag) != 0);
}

TEST_CASE("4 MB pages: a directory entry with bit 7 maps 4 MB at its bits 31:22, with its own A and D") {
    PageTables tables;
    // Virtual 0x400000-0x7fffff -> physical 0-4 MB; bits 21:12 of the entry are ignored.
    tables.directory[1] = entry(0x000ff000, kP | kW | kPS);
    const ProgramRun load = run_paging("  orh 0x41,%r0,%r5\n  ld.l 0x3008(%r5),%r6\n", tables);  // 0x413008
    CHECK(load.result.trap_bits == psr::kInstructionTrap);
    CHECK(load.state.r[6] == 0x12345678u);
    CHECK(word_at(load, kDirectory + 4) == (0x000ff000 | kP | kW | kPS | kA));
    CHECK(load.statistics.tlb_misses == 2u);        // the code page, then the 4 MB page
    CHECK(load.statistics.accessed_updates == 2u);  // directory entries 0 and 1

    const ProgramRun store = run_paging("  orh 0x41,%r0,%r5\n  st.l %r5,0x3008(%r5)\n", tables);
    CHECK(store.result.trap_bits == psr::kDataAccessTrap);  // D = 0
    CHECK(word_at(store, 0x13008) == 0x12345678u);

    tables.directory[1] = entry(0, kP | kW | kPS | kA | kD);
    const ProgramRun written = run_paging("  orh 0x41,%r0,%r5\n  st.l %r5,0x3008(%r5)\n", tables);
    CHECK(written.result.trap_bits == psr::kInstructionTrap);
    CHECK(word_at(written, 0x13008) == 0x410000u);
    CHECK(written.statistics.accessed_updates == 1u);  // directory entry 0 only
}

TEST_CASE("the TLB keeps a translation the page table no longer has until ITI, as on silicon") {
    PageTables tables;
    tables.table[0x40] = entry(0x13000, kP | kW | kA | kD);
    tables.table[0x12] = entry(0x12000, kP | kW | kA | kD);  // the page table, to edit it
    const ProgramRun run = run_paging(
        "  orh 0x4,%r0,%r5\n  ld.l 0(%r5),%r6\n"                             // 1, from 0x13000
        "  orh 0x1,%r0,%r7\n  or 0x2100,%r7,%r7\n"                            // 0x12100: the entry of 0x40000
        "  orh 0x1,%r0,%r8\n  or 0x4063,%r8,%r8\n  st.l %r8,0(%r7)\n"         // now 0x14000, P W A D
        "  ld.l 0(%r5),%r9\n"                                                 // still 1: the TLB's entry
        "  ld.c %dirbase,%r10\n  or 0x20,%r10,%r10\n  st.c %r10,%dirbase\n"   // ITI
        "  ld.l 0(%r5),%r11\n",                                               // 0x2222
        tables);
    CHECK(run.result.trap_bits == psr::kInstructionTrap);
    CHECK(word_at(run, pte_address(0x40000)) == 0x14063u);
    CHECK(run.state.r[6] == 1u);
    CHECK(run.state.r[9] == 1u);
    CHECK(run.state.r[11] == 0x2222u);
    CHECK((run.state.dirbase & cpu::dirbase::kInvalidate) == 0);  // ITI reads 0
    // The code, data and table pages, then after ITI the code and data pages again.
    CHECK(run.statistics.tlb_misses == 5u);
}
