// The FP adder and multiplier inside the core: scalar results and fsr status,
// pipeline latencies and the precision bits of the last stage, compares feeding
// CC, the dual-operation data paths with KR/KI/T, source exceptions and KNF.
#include <doctest/doctest.h>

#include "tests/cpu/program_run.h"

#include "cpu/control_registers.h"
#include "cpu/cycle_model.h"
#include "cpu/fp_registers.h"

using namespace xp860;
using network::RunResult;

namespace {

// Constants the programs load: single 1.0, 2.0, 3.0, 0.5, double 1.5, 2.5, a quiet
// NaN (offset 32) and the double 0.1 (offset 40).
const std::string kData =
    "  .data\n  .align 16\n"
    "one: .float 1.0\ntwo: .float 2.0\nthree: .float 3.0\nhalf: .float 0.5\n"
    "d15: .double 1.5\nd25: .double 2.5\n"
    "nan: .long 0x7fc00000\n  .long 0\n"
    "tenth: .double 0.1\n"
    "  .text\n";

// Loads f2 = 1.0, f3 = 2.0, f4 = 3.0, f5 = 0.5 (singles), f6:f7 = 1.5, f8:f9 = 2.5.
const std::string kSetup =
    "  orh ha%one,%r0,%r4\n  adds l%one,%r4,%r4\n"
    "  fld.q 0(%r4),%f0\n"   // f0, f1 stay zero; f2, f3 get 3.0, 0.5 ...
    "  fld.l 0(%r4),%f2\n  fld.l 4(%r4),%f3\n  fld.l 8(%r4),%f4\n  fld.l 12(%r4),%f5\n"
    "  fld.d 16(%r4),%f6\n  fld.d 24(%r4),%f8\n"
    "  nop\n";  // so that no body starts inside the last load's interlock

using Run = test::ProgramRun;

// A body after the constants and setup above.
Run run(const std::string& body) { return test::run_program(kData + kSetup + body + "\n  trap %r0,%r0,%r0\n"); }
cpu::CpuState run_to_breakpoint(const std::string& body) { return test::run_to_breakpoint(kData + kSetup + body).state; }

std::uint64_t pair(const cpu::CpuState& s, int n) { return cpu::read_fp(s, n, true); }

constexpr std::uint32_t kOne = 0x3f800000, kTwo = 0x40000000, kThree = 0x40400000;
constexpr std::uint64_t kDouble4 = 0x4010000000000000;  // 4.0
constexpr std::uint64_t kDouble3_75 = 0x400e000000000000;

}  // namespace

TEST_CASE("scalar adds, multiplies and conversions round once into the result precision") {
    const auto s = run_to_breakpoint(
        "  fadd.ss %f2,%f3,%f10\n"    // 3.0
        "  fmul.ss %f4,%f5,%f11\n"    // 1.5
        "  fadd.dd %f6,%f8,%f12\n"    // 4.0
        "  fmul.sd %f4,%f3,%f14\n"    // 6.0 as a double
        "  fsub.ss %f2,%f4,%f16\n"    // -2.0
        "  famov.ds %f6,%f17\n"       // 1.5f
        "  fix.dd %f8,%f18\n"         // 2.5 -> 2 (nearest even)
        "  ftrunc.dd %f6,%f20\n"      // 1.5 -> 1
        "  frcp.ss %f3,%f22\n");      // 1/2.0 = 0.5 exactly
    CHECK(s.f[10] == kThree);
    CHECK(s.f[11] == 0x3fc00000u);
    CHECK(pair(s, 12) == kDouble4);
    CHECK(pair(s, 14) == 0x4018000000000000u);
    CHECK(s.f[16] == 0xc0000000u);
    CHECK(s.f[17] == 0x3fc00000u);
    CHECK(s.f[18] == 2u);
    CHECK(s.f[20] == 1u);
    CHECK(s.f[22] == 0x3f000000u);
}

TEST_CASE("fsr.RM steers rounding: fix of 2.5 in each mode") {
    for (const auto& [mode, expected] : {std::pair{0, 2u}, {1, 2u}, {2, 3u}, {3, 2u}}) {
        INFO("RM " << mode);
        const auto s = run_to_breakpoint("  mov " + std::to_string(mode << 2) + ",%r5\n  st.c %r5,%fsr\n"
                                         "  fix.dd %f8,%f10\n");
        CHECK(s.f[10] == expected);
    }
}

TEST_CASE("fmlow.dd gives the low bits of an integer product, as GCC's mulsi3 uses it") {
    const auto s = run_to_breakpoint(
        "  orh 0x075b,%r0,%r5\n  or 0xcd15,%r5,%r5\n"   // 123456789
        "  orh 0x3ade,%r0,%r6\n  or 0x68b1,%r6,%r6\n"   // 987654321
        "  ixfr %r5,%f10\n  ixfr %r0,%f11\n  ixfr %r6,%f12\n  ixfr %r0,%f13\n"
        "  fmlow.dd %f10,%f12,%f14\n");
    CHECK(s.f[14] == static_cast<std::uint32_t>(123456789ull * 987654321ull));
}

TEST_CASE("the adder pipeline is three stages: results come out three pfadds later") {
    const auto s = run_to_breakpoint(
        "  pfadd.ss %f0,%f0,%f0\n  pfadd.ss %f0,%f0,%f0\n  pfadd.ss %f0,%f0,%f0\n"  // drain to zeros
        "  pfadd.ss %f2,%f3,%f10\n"   // 3.0 enters; f10 <- 0
        "  pfadd.dd %f6,%f8,%f12\n"   // 4.0 (double) enters
        "  pfadd.ss %f2,%f2,%f14\n"   // 2.0 enters
        "  pfadd.ss %f0,%f0,%f16\n"   // out: 3.0
        "  ld.c %fsr,%r10\n"          // last stage now holds the double 4.0
        "  pfadd.ss %f0,%f0,%f18\n"   // out: 4.0 as a pair
        "  ld.c %fsr,%r11\n"          // last stage: the single 2.0
        "  pfadd.ss %f0,%f0,%f20\n"); // out: 2.0
    CHECK(s.f[10] == 0u);
    CHECK(s.f[16] == kThree);
    CHECK(pair(s, 18) == kDouble4);
    CHECK(s.f[20] == kTwo);
    CHECK((s.r[10] & cpu::fsr::kAdderDouble) != 0);
    CHECK((s.r[11] & cpu::fsr::kAdderDouble) == 0);
}

TEST_CASE("the multiplier has three stages for singles and two for doubles; pfmul3.dd has three") {
    const auto s = run_to_breakpoint(
        "  pfmul.ss %f0,%f0,%f0\n  pfmul.ss %f0,%f0,%f0\n  pfmul.ss %f0,%f0,%f0\n"
        "  pfmul.ss %f3,%f4,%f10\n"   // 6.0 enters
        "  pfmul.ss %f0,%f0,%f0\n  pfmul.ss %f0,%f0,%f0\n"
        "  pfmul.ss %f0,%f0,%f11\n"   // out: 6.0
        "  pfmul.dd %f6,%f8,%f12\n"   // 3.75 enters a 2-stage pipe
        "  pfmul.dd %f0,%f0,%f14\n"
        "  pfmul.dd %f0,%f0,%f16\n"   // out: 3.75
        "  pfmul3.dd %f6,%f8,%f18\n"  // 3.75 enters a 3-stage pipe
        "  pfmul3.dd %f0,%f0,%f20\n"
        "  pfmul3.dd %f0,%f0,%f22\n"
        "  pfmul3.dd %f0,%f0,%f24\n"); // out: 3.75
    CHECK(s.f[11] == 0x40c00000u);
    CHECK(pair(s, 16) == kDouble3_75);
    CHECK(pair(s, 22) != kDouble3_75);
    CHECK(pair(s, 24) == kDouble3_75);
}

TEST_CASE("a pipelined source equal to the destination reads the value leaving the pipe") {
    const auto s = run_to_breakpoint(
        "  pfadd.ss %f0,%f0,%f0\n  pfadd.ss %f0,%f0,%f0\n  pfadd.ss %f0,%f0,%f0\n"
        "  pfadd.ss %f2,%f0,%f0\n"    // 1.0 enters
        "  pfadd.ss %f0,%f0,%f0\n  pfadd.ss %f0,%f0,%f0\n"
        "  pfadd.ss %f10,%f2,%f10\n"  // f10 bypassed: 1.0 (leaving) + 1.0 enters; f10 <- 1.0
        "  pfadd.ss %f0,%f0,%f0\n  pfadd.ss %f0,%f0,%f0\n"
        "  pfadd.ss %f0,%f0,%f11\n"); // out: 2.0
    CHECK(s.f[10] == kOne);
    CHECK(s.f[11] == kTwo);
}

TEST_CASE("compares set CC for bc; pfle clears CC when less or equal; NaN is unordered") {
    const auto s = run_to_breakpoint(
        "  pfgt.ss %f4,%f2,%f0\n  ld.c %psr,%r10\n"   // 3 > 1: CC = 1
        "  pfle.ss %f2,%f4,%f0\n  ld.c %psr,%r11\n"   // 1 <= 3: CC = 0
        "  pfeq.ss %f2,%f2,%f0\n  ld.c %psr,%r12\n"   // CC = 1
        "  fld.l 32(%r4),%f10\n"                      // NaN
        "  pfle.ss %f10,%f2,%f0\n  ld.c %psr,%r13\n"  // unordered: CC = 1
        "  ld.c %fsr,%r14\n");
    CHECK((s.r[10] & cpu::psr::kConditionCode) != 0);
    CHECK((s.r[11] & cpu::psr::kConditionCode) == 0);
    CHECK((s.r[12] & cpu::psr::kConditionCode) != 0);
    CHECK((s.r[13] & cpu::psr::kConditionCode) != 0);
    CHECK((s.r[14] & cpu::fsr::kSourceException) != 0);  // NaN: SE, no trap with FTE clear
}

TEST_CASE("dual operations: r2p1 multiplies by KR, adds src1 to the multiplier's output") {
    // Load KR = 2.0 with r2pt (KR <- src1), then r2p1.ss f3(=2.0)... : each product is
    // KR * src2 and each sum is src1 + M-last.
    const auto s = run_to_breakpoint(
        "  pfadd.ss %f0,%f0,%f0\n  pfadd.ss %f0,%f0,%f0\n  pfadd.ss %f0,%f0,%f0\n"
        "  pfmul.ss %f0,%f0,%f0\n  pfmul.ss %f0,%f0,%f0\n  pfmul.ss %f0,%f0,%f0\n"
        "  r2pt.ss %f3,%f0,%f0\n"     // KR <- 2.0 (the multiply used the old KR)
        "  r2p1.ss %f0,%f4,%f0\n"     // M: KR * 3.0 = 6.0 enters
        "  r2p1.ss %f0,%f0,%f0\n  r2p1.ss %f0,%f0,%f0\n"
        "  r2p1.ss %f2,%f0,%f0\n"     // A: 1.0 + M-last (6.0) = 7.0 enters
        "  pfadd.ss %f0,%f0,%f0\n  pfadd.ss %f0,%f0,%f0\n"
        "  pfadd.ss %f0,%f0,%f10\n");  // out: 7.0
    CHECK(s.kr == kTwo);
    CHECK(s.f[10] == 0x40e00000u);
}

TEST_CASE("a source exception with fsr.FTE traps FT and leaves the pipeline unchanged") {
    const Run r = run(
        "  pfadd.ss %f0,%f0,%f0\n  pfadd.ss %f0,%f0,%f0\n  pfadd.ss %f0,%f0,%f0\n"
        "  pfadd.ss %f2,%f2,%f0\n"    // 2.0 enters
        "  fld.l 32(%r4),%f10\n"      // NaN
        "  mov 0x20,%r5\n  st.c %r5,%fsr\n"
        "  pfadd.ss %f10,%f2,%f12\n");
    REQUIRE(r.result.halt == RunResult::Halt::UnhandledTrap);
    CHECK(r.result.trap_bits == cpu::psr::kFloatingPointTrap);
    CHECK((r.state.fsr & cpu::fsr::kSourceException) != 0);
    CHECK(r.state.pipes.adder[0].value == kTwo);  // still in stage 1: nothing moved
    CHECK(r.state.f[12] == 0u);
}

TEST_CASE("KNF kills the next FP instruction only") {
    const auto s = run_to_breakpoint(
        "  ld.c %psr,%r5\n  orh 0,%r5,%r5\n  or 0x8000,%r5,%r5\n  st.c %r5,%psr\n"  // KNF
        "  adds 1,%r0,%r6\n"          // a core instruction runs
        "  fadd.ss %f2,%f2,%f10\n"    // killed
        "  fadd.ss %f2,%f3,%f11\n"    // runs
        "  ld.c %psr,%r7\n");
    CHECK(s.r[6] == 1u);
    CHECK(s.f[10] == 0u);
    CHECK(s.f[11] == kThree);
    CHECK((s.r[7] & cpu::psr::kKillNextFloatingPoint) == 0);
}

TEST_CASE("the documented save and restore of the adder pipeline round-trips values, precision and status") {
    // Three results in flight: 1 + 2^-30 (inexact, single), 4.0 (double), 3.0 (single).
    const std::string fill =
        "  orh 0x3080,%r0,%r5\n  ixfr %r5,%f10\n"
        "  pfadd.ss %f0,%f0,%f0\n  pfadd.ss %f0,%f0,%f0\n  pfadd.ss %f0,%f0,%f0\n"
        "  pfadd.ss %f2,%f10,%f0\n  pfadd.dd %f6,%f8,%f0\n  pfadd.ss %f2,%f3,%f0\n";
    const auto original = run_to_breakpoint(fill);
    CHECK(original.pipes.adder[2] == cpu::PipelineStage{kOne, false, cpu::kStageInexact});
    CHECK(original.pipes.adder[1] == cpu::PipelineStage{kDouble4, true, 0});
    // Save: read fsr (the last stage's status), drain one stage, repeat (PRM p.144 and
    // the NeXTdimension kernel). Restore: re-insert stage 3 first with pfamov, then
    // st.c the saved fsr with U set to give that stage its status back.
    const auto restored = run_to_breakpoint(
        fill +
        "  ld.c %fsr,%r10\n  pfadd.ss %f0,%f0,%f12\n"
        "  ld.c %fsr,%r11\n  pfadd.ss %f0,%f0,%f14\n"
        "  ld.c %fsr,%r12\n  pfadd.ss %f0,%f0,%f16\n"
        "  pfamov.ss %f12,%f0\n  or 0x10,%r10,%r10\n  st.c %r10,%fsr\n"
        "  pfamov.dd %f14,%f0\n  or 0x10,%r11,%r11\n  st.c %r11,%fsr\n"
        "  pfamov.ss %f16,%f0\n  or 0x10,%r12,%r12\n  st.c %r12,%fsr\n");
    CHECK(restored.pipes.adder == original.pipes.adder);
    CHECK((restored.fsr & cpu::fsr::kAdderStatus) == (original.fsr & cpu::fsr::kAdderStatus));
}

TEST_CASE("a scalar result exception with FTE set is reported as FT by the next FP instruction") {
    const Run r = run("  mov 0x22,%r5\n  st.c %r5,%fsr\n"     // FTE, TI
                      "  fld.d 40(%r4),%f10\n  famov.ds %f10,%f12\n"  // 0.1 is inexact in single
                      "  adds 1,%r0,%r6\n"                    // a core instruction does not report it
                      "  fadd.ss %f2,%f2,%f14\n");            // this one does
    REQUIRE(r.result.halt == RunResult::Halt::UnhandledTrap);
    CHECK(r.result.trap_bits == cpu::psr::kFloatingPointTrap);
    CHECK(r.state.fir == r.result.pc);
    CHECK(r.state.r[6] == 1u);
    CHECK(r.state.f[12] == 0x3dcccccdu);  // the result is written all the same
    CHECK(((r.state.fsr & cpu::fsr::kResultRegister) >> cpu::fsr::kResultRegisterShift) == 12u);
    CHECK((r.state.fsr & (cpu::kStageInexact << cpu::fsr::kAdderStatusShift)) != 0);
    CHECK(r.state.f[14] == 0u);
}

TEST_CASE("a pending FT waits while FTE is clear, as a trap handler's save needs, and comes after") {
    const Run r = run("  mov 0x22,%r5\n  st.c %r5,%fsr\n"            // FTE, TI
                      "  fld.d 40(%r4),%f10\n  famov.ds %f10,%f12\n"  // inexact: pending
                      "  mov 0x02,%r7\n  st.c %r7,%fsr\n"            // FTE off, as a handler would
                      "  pfadd.ss %f0,%f0,%f16\n  fadd.ss %f2,%f2,%f14\n"  // FP work: no trap
                      "  st.c %r5,%fsr\n"                            // FTE back on
                      "  adds 1,%r0,%r6\n"
                      "  fadd.ss %f2,%f2,%f18\n");                   // reported here
    REQUIRE(r.result.halt == RunResult::Halt::UnhandledTrap);
    CHECK(r.result.trap_bits == cpu::psr::kFloatingPointTrap);
    CHECK(r.state.fir == r.result.pc);
    CHECK(r.state.r[6] == 1u);
    CHECK(r.state.f[18] == 0u);
}

TEST_CASE("a pipelined result exception is reported once the result reaches the last stage") {
    const Run r = run("  orh 0x3080,%r0,%r5\n  ixfr %r5,%f10\n"
                      "  pfadd.ss %f0,%f0,%f0\n  pfadd.ss %f0,%f0,%f0\n  pfadd.ss %f0,%f0,%f0\n"
                      "  mov 0x22,%r5\n  st.c %r5,%fsr\n"          // FTE, TI
                      "  pfadd.ss %f2,%f10,%f0\n"                    // 1 + 2^-30: inexact, in stage 1
                      "  pfadd.ss %f0,%f0,%f0\n"                     // stage 2
                      "  pfadd.ss %f0,%f0,%f0\n"                     // stage 3: now it is reported
                      "  pfadd.ss %f0,%f0,%f12\n");
    REQUIRE(r.result.halt == RunResult::Halt::UnhandledTrap);
    CHECK(r.result.trap_bits == cpu::psr::kFloatingPointTrap);
    CHECK(r.state.pipes.adder[2] == cpu::PipelineStage{kOne, false, cpu::kStageInexact});  // still there
    CHECK((r.state.fsr & (cpu::kStageInexact << cpu::fsr::kAdderStatusShift)) != 0);
    CHECK(r.state.f[12] == 0u);
}

TEST_CASE("FP timing: scalar results interlock, scalar ops hold their unit, double multiplies issue every other clock") {
    using namespace cpu::timing;
    const auto cycles = [](const std::string& body) { return run_to_breakpoint(body).cycles; };
    const std::uint64_t base = cycles("");
    const auto extra = [&](const std::string& body, std::uint64_t instructions) {
        return cycles(body) - base - instructions * kIssue;
    };
    // A dependent instruction waits for the scalar result.
    CHECK(extra("  fadd.ss %f2,%f3,%f10\n  fadd.ss %f10,%f3,%f11\n", 2) == kAdderLatency - 1);
    CHECK(extra("  fmul.dd %f6,%f8,%f10\n  fadd.dd %f10,%f6,%f12\n", 2) == kMultiplierLatencyDouble - 1);
    CHECK(extra("  fmul.ss %f2,%f3,%f10\n  fxfr %f10,%r5\n", 2) == kMultiplierLatencySingle - 1);
    // An independent instruction does not, unless it needs the busy unit.
    CHECK(extra("  fadd.ss %f2,%f3,%f10\n  adds 1,%r0,%r5\n  fmul.ss %f2,%f3,%f11\n", 3) == 0);
    CHECK(extra("  fadd.ss %f2,%f3,%f10\n  fadd.ss %f2,%f3,%f11\n", 2) == kAdderLatency - 1);
    // Pipelined singles issue every clock; double multiplies every kDoubleMultiplyInterval.
    CHECK(extra("  pfadd.ss %f2,%f3,%f10\n  pfadd.ss %f2,%f3,%f11\n  pfadd.ss %f2,%f3,%f12\n", 3) == 0);
    CHECK(extra("  pfmul.dd %f6,%f8,%f10\n  pfmul.dd %f6,%f8,%f12\n  pfmul.dd %f6,%f8,%f14\n", 3) ==
          2 * (kDoubleMultiplyInterval - 1));
    // An FP load's result interlocks like an integer load's.
    CHECK(extra("  fld.l 0(%r4),%f10\n  fadd.ss %f10,%f2,%f11\n", 2) == kLoadUseInterlock);
    CHECK(extra("  fld.l 0(%r4),%f10\n  fadd.ss %f2,%f3,%f11\n", 2) == 0);
}
