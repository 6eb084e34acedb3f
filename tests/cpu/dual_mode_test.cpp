// Dual-instruction mode: entry and exit one step late, pairs issued in one clock,
// traps and links in a pair, and the compare-and-branch pair.
#include <doctest/doctest.h>

#include "tests/cpu/program_run.h"

#include "cpu/control_registers.h"
#include "cpu/cycle_model.h"

using namespace xp860;
using network::RunResult;
namespace psr = cpu::psr;

namespace {

using test::kText;  // 8-byte aligned: pairs start on it
using Run = test::ProgramRun;

// f2 = 1.0 and f4 = 3.0 are set first, in 4 instructions (16 bytes: alignment kept).
Run run(const std::string& body) {
    return test::run_program("  orh 0x3f80,%r0,%r5\n  ixfr %r5,%f2\n  orh 0x4040,%r0,%r5\n  ixfr %r5,%f4\n" + body +
                             "\n  trap %r0,%r0,%r0\n");
}

}  // namespace

TEST_CASE("the D bit switches to pairs one instruction late, and back one pair late") {
    const Run r = run(
        "  d.fnop\n"                 // single; D: one more single instruction, then pairs
        "  adds 1,%r0,%r4\n"
        "  d.fnop\n  adds 1,%r4,%r4\n"   // pair, D kept
        "  fnop\n  adds 1,%r4,%r4\n"     // pair without D: one more pair
        "  fnop\n  adds 1,%r4,%r4\n"     // the last pair
        "  adds 1,%r4,%r4\n");           // single again
    REQUIRE(r.result.halt == RunResult::Halt::UnhandledTrap);
    CHECK(r.state.r[4] == 5u);
    CHECK(r.result.pc == kText + 16 + 36);
    // 4 setup + 2 single + 3 pairs + 1 single = 10 issue clocks for 13 instructions.
    using namespace cpu::timing;
    CHECK(r.state.instructions == 13u);
    CHECK(r.state.cycles == 10 * kIssue + kIssue + kTrapEntry);
    CHECK((r.state.psr & (psr::kDualInstructionMode | psr::kDelayedSwitch)) == 0);
}

TEST_CASE("a trap in a pair's core half: fir names the FP half, which has run; psr.DIM is set") {
    const Run r = run(
        "  pfadd.ss %f0,%f0,%f0\n  nop\n"
        "  d.fnop\n  nop\n"              // at +24: enter; pairs from +32
        "  d.pfadd.ss %f2,%f2,%f6\n  trap %r1,%r2,%r0\n");
    REQUIRE(r.result.halt == RunResult::Halt::UnhandledTrap);
    CHECK(r.result.trap_bits == psr::kInstructionTrap);
    CHECK(r.state.fir == kText + 32);
    CHECK((r.state.psr & psr::kDualInstructionMode) != 0);
    CHECK((r.state.psr & psr::kDelayedSwitch) == 0);
    CHECK(r.state.pipes.adder[0].value == 0x40000000u);  // 1.0 + 1.0 entered: the FP half ran
}

TEST_CASE("in a pair, call links past the whole delay pair") {
    const Run r = run(
        "  d.fnop\n  nop\n"
        "  d.fnop\n  call 1f\n"          // pair at +24: r1 = +24 + 16
        "  d.fnop\n  adds 1,%r0,%r6\n"   // the delay pair
        "  d.fnop\n  adds 1,%r0,%r7\n"   // skipped
        "1: d.fnop\n  nop\n"
        "  fnop\n  nop\n  fnop\n  nop\n");
    REQUIRE(r.result.halt == RunResult::Halt::UnhandledTrap);
    CHECK(r.state.r[1] == kText + 24 + 16);
    CHECK(r.state.r[6] == 1u);
    CHECK(r.state.r[7] == 0u);
}

TEST_CASE("a compare and a bc in one pair: the branch sees the CC from before the compare") {
    const Run r = run(
        "  d.fnop\n  nop\n"
        "  d.pfgt.ss %f4,%f2,%f0\n  bc 1f\n"   // 3 > 1 sets CC, but bc tests the old CC (0)
        "  fnop\n  ld.c %psr,%r7\n"            // reached: the branch was not taken
        "1: fnop\n  nop\n");
    REQUIRE(r.result.halt == RunResult::Halt::UnhandledTrap);
    CHECK((r.state.r[7] & psr::kConditionCode) != 0);  // the compare's CC stands after the pair
}

TEST_CASE("a dual-mode branch to an address that is not 8-byte aligned traps with IAT there") {
    const Run r = run(
        "  d.fnop\n  nop\n"
        "  d.fnop\n  br 1f\n"
        "  d.fnop\n  nop\n"
        "  nop\n"
        "1: nop\n");
    // The br's slot is the next pair; its target, 1f, is at +28 of the body: the pair there cannot
    // be fetched (core.cpp's DECISION), fir names it and psr.DIM says dual mode.
    REQUIRE(r.result.halt == RunResult::Halt::UnhandledTrap);
    CHECK(r.result.trap_bits == psr::kInstructionAccessTrap);
    CHECK(r.state.fir == kText + 16 + 28);  // after the 16 bytes of setup
    CHECK((r.state.psr & psr::kDualInstructionMode) != 0);
}
