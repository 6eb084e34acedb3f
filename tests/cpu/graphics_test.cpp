// The graphics unit, fxfr, pfld and pst.d on i860 programs: exact registers, memory,
// MERGE, psr.PM and fsr.IRP/LRP (ISA-FACTS §6.3, §6.4, §6.7, §7). Each program is
// assembled and linked in-process and run on a bare node; it ends with
// `trap %r0,%r0,%r0`, where the run stops.
#include <doctest/doctest.h>

#include "tests/cpu/program_run.h"

#include <cstdio>
#include <string>
#include <vector>

#include "cpu/control_registers.h"
#include "cpu/cycle_model.h"
#include "cpu/fp_registers.h"

using namespace xp860;
using network::RunResult;
namespace psr = cpu::psr;
namespace fsr = cpu::fsr;

namespace {

using test::kText;
using Run = test::ProgramRun;
using test::run_program;
using test::run_to_breakpoint;

std::uint64_t pair(const Run& run, int even) { return cpu::read_fp(run.state, even, true); }
std::uint32_t pixel_mask(const Run& run) { return run.state.psr >> 24; }

std::string hex(std::uint32_t value) {
    char text[16];
    std::snprintf(text, sizeof text, "0x%x", value);
    return text;
}

// f`number` <- a 32-bit pattern, through r31 and ixfr.
std::string set_single(int number, std::uint32_t value) {
    return "  orh " + hex(value >> 16) + ",%r0,%r31\n  or " + hex(value & 0xffff) + ",%r31,%r31\n  ixfr %r31,%f" +
           std::to_string(number) + "\n";
}
// The pair f`even`+1:f`even` <- a 64-bit pattern, the even register the low word.
std::string set_pair(int even, std::uint64_t value) {
    return set_single(even, static_cast<std::uint32_t>(value)) +
           set_single(even + 1, static_cast<std::uint32_t>(value >> 32));
}
// psr.PS <- ps (0 = 8 bits, 1 = 16, 2 = 32), psr.PM <- pm; the rest of psr kept.
std::string set_pixels(std::uint32_t ps, std::uint32_t pm) {
    return "  ld.c %psr,%r31\n  andnoth 0xffc0,%r31,%r31\n  orh " + hex(pm << 8 | ps << 6) +
           ",%r31,%r31\n  st.c %r31,%psr\n";
}
// r4 <- the address of `label`.
std::string address_of(const std::string& label, int reg = 4) {
    const std::string r = "%r" + std::to_string(reg);
    return "  orh ha%" + label + ",%r0," + r + "\n  adds l%" + label + "," + r + "," + r + "\n";
}

constexpr std::uint32_t kSentinel = 0xdeadbeef;

}  // namespace

TEST_CASE("fiadd/fisub: 64-bit carries and borrows cross the words, 32-bit ones wrap") {
    const Run run = run_to_breakpoint(
        set_pair(2, 0x00000001ffffffffu) + set_pair(4, 1) + set_pair(8, 0x0000000100000000u) +
        set_single(10, 0xffffffffu) + set_single(11, 2) + set_single(12, 0x80000000u) + set_single(13, 1) +
        set_single(15, kSentinel) + set_single(17, kSentinel) + set_single(19, kSentinel) +
        "  fiadd.dd %f2,%f4,%f6\n"     // 0x1_ffffffff + 1 = 0x2_00000000
        "  fisub.dd %f8,%f4,%f20\n"    // 0x1_00000000 - 1 = 0x0_ffffffff
        "  fisub.dd %f4,%f8,%f22\n"    // 1 - 0x1_00000000 = 0xffffffff_00000001
        "  fiadd.ss %f10,%f11,%f14\n"  // 0xffffffff + 2 wraps to 1; f15 untouched
        "  fisub.ss %f0,%f13,%f16\n"   // 0 - 1 = 0xffffffff
        "  fisub.ss %f12,%f13,%f18\n"  // 0x80000000 - 1 = 0x7fffffff
        "  fiadd.ss %f10,%f11,%f0\n"); // f0 discards
    CHECK(pair(run, 6) == 0x0000000200000000u);
    CHECK(pair(run, 20) == 0x00000000ffffffffu);
    CHECK(pair(run, 22) == 0xffffffff00000001u);
    CHECK(run.state.f[14] == 1u);
    CHECK(run.state.f[15] == kSentinel);
    CHECK(run.state.f[16] == 0xffffffffu);
    CHECK(run.state.f[17] == kSentinel);
    CHECK(run.state.f[18] == 0x7fffffffu);
    CHECK(run.state.f[19] == kSentinel);
    CHECK(run.state.f[0] == 0u);
    // Scalar forms leave the graphics stage and fsr.IRP alone (ISA-FACTS §6.4 DECISION).
    CHECK(run.state.pipes.graphics.value == 0u);
    CHECK_FALSE(run.state.pipes.graphics.is_double);
    CHECK((run.state.fsr & fsr::kGraphicsDouble) == 0);
}

TEST_CASE("faddp shifts the sum's colour fields into MERGE by the pixel size; form reads and clears it") {
    struct Case {
        std::uint32_t ps;
        std::uint64_t sum1, sum2;
        std::uint64_t merge1, merge2;  // MERGE after each faddp, starting from 0
    };
    const Case cases[] = {
        // PS = 8: shift 8, fields 0xff00ff00ff00ff00.
        {0, 0x1122334455667788u, 0xaabbccddeeff0011u, 0x1100330055007700u, 0xaa11cc33ee550077u},
        // PS = 16: shift 6, fields 0xfc00fc00fc00fc00.
        {1, 0xffff80000400fc00u, 0x1234abcd5678ef01u, 0xfc0080000400fc00u, 0x13f0aa005410eff0u},
        // PS = 32: shift 8, fields 0xff000000ff000000.
        {2, 0x123456789abcdef0u, 0xfedcba9876543210u, 0x120000009a000000u, 0xfe120000769a0000u},
    };
    for (const Case& c : cases) {
        INFO("PS = " << c.ps);
        // Each sum is split as sum - 1 + 1 so that the add itself is exercised.
        const Run run = run_to_breakpoint(
            set_pixels(c.ps, 0) + set_pair(2, c.sum1 - 1) + set_pair(4, 1) + set_pair(6, c.sum2 - 1) +
            "  faddp %f2,%f4,%f8\n"
            "  form %f0,%f10\n"      // f10:f11 = MERGE after one faddp; MERGE = 0
            "  faddp %f2,%f4,%f8\n"  // again from 0
            "  faddp %f6,%f4,%f12\n"
            "  form %f0,%f14\n"      // MERGE after two
            "  form %f0,%f16\n");    // cleared by the form before
        CHECK(pair(run, 8) == c.sum1);
        CHECK(pair(run, 12) == c.sum2);
        CHECK(pair(run, 10) == c.merge1);
        CHECK(pair(run, 14) == c.merge2);
        CHECK(pair(run, 16) == 0u);
        CHECK(run.state.merge == 0u);
    }
}

TEST_CASE("form ORs MERGE into its source") {
    const Run run = run_to_breakpoint(
        set_pair(2, 0x0000ffff0000ffffu) + set_pair(4, 0x1234567800000000u) +
        "  faddz %f4,%f0,%f0\n"  // MERGE = 0x12340000_00000000
        "  form %f2,%f6\n");
    CHECK(pair(run, 6) == 0x1234ffff0000ffffu);
    CHECK(run.state.merge == 0u);
}

TEST_CASE("two faddz rebuild any MERGE (the NDK restore idiom)") {
    // Target MERGE 0x1111222233334444: f2:f3 holds the two low 16-bit halves shifted
    // up, f4:f5 the high halves in place (ISA-FACTS §7).
    const Run run = run_to_breakpoint(
        set_pair(8, 0xffffffffffffffffu) +
        "  faddz %f8,%f0,%f0\n  faddz %f8,%f0,%f0\n"  // leave MERGE all ones first
        + set_pair(2, 0x2222000044440000u) + set_pair(4, 0x1111000033330000u) +
        "  faddz %f0,%f2,%f0\n"
        "  faddz %f0,%f4,%f6\n"  // fd still gets the plain 64-bit sum
        "  form %f0,%f10\n");
    CHECK(pair(run, 6) == 0x1111000033330000u);
    CHECK(pair(run, 10) == 0x1111222233334444u);
}

TEST_CASE("fzchks and fzchkl keep the nearer unsigned Z per lane and shift the lane results into PM") {
    // Lanes, lane 0 least significant. fzchks: fs1 = [0x0010, 0x8000, 0x1234, 0xffff],
    // fs2 = [0x0010, 0x7fff, 0x1235, 0x0000]: fs2 <= fs1 in lanes 0, 1 and 3 (unsigned:
    // 0x7fff < 0x8000).
    const std::uint64_t s1 = 0xffff123480000010u, s2 = 0x000012357fff0010u;
    const Run run = run_to_breakpoint(
        set_pixels(1, 0xa5) + set_pair(2, s1) + set_pair(4, s2) + set_pair(8, 0xffffffffffffffffu) +
        "  faddz %f8,%f0,%f0\n"   // MERGE != 0
        "  fzchks %f2,%f4,%f6\n"  // PM = 0xa5 >> 4 | 0b1011 << 4 = 0xba; MERGE = 0
        "  ld.c %psr,%r5\n"
        "  form %f0,%f10\n"
        "  fzchks %f4,%f2,%f12\n"  // swapped: fs2 <= fs1 in lanes 0 and 2 -> PM = 0x0b | 0x50
        "  ld.c %psr,%r6\n");
    CHECK(pair(run, 6) == 0x000012347fff0010u);
    CHECK((run.state.r[5] >> 24) == 0xbau);
    CHECK(pair(run, 10) == 0u);
    CHECK(pair(run, 12) == 0x000012347fff0010u);
    CHECK((run.state.r[6] >> 24) == 0x5bu);
    CHECK(run.state.merge == 0u);

    // fzchkl: fs1 = [0x80000000, 0x00000005], fs2 = [0x7fffffff, 0x00000006].
    const Run l = run_to_breakpoint(
        set_pixels(0, 0xff) + set_pair(2, 0x0000000580000000u) + set_pair(4, 0x000000067fffffffu) +
        set_pair(8, 0xffffffffffffffffu) +
        "  faddz %f8,%f0,%f0\n"
        "  fzchkl %f2,%f4,%f6\n"  // PM = 0xff >> 2 | 0b01 << 6 = 0x7f
        "  form %f0,%f10\n");
    CHECK(pair(l, 6) == 0x000000057fffffffu);
    CHECK(pixel_mask(l) == 0x7fu);
    CHECK(pair(l, 10) == 0u);
}

TEST_CASE("pfiadd/pfisub: the 1-stage graphics pipe gives out the previous result with its IRP") {
    // The pipe starts as reset leaves it here: zero, single precision.
    const Run run = run_to_breakpoint(
        set_pair(2, 0x00000001ffffffffu) + set_pair(4, 1) + set_single(8, 7) + set_single(9, 5) +
        set_pair(6, 0xdeadbeefdeadbeefu) + set_pair(10, 0xdeadbeefdeadbeefu) + set_pair(12, 0xdeadbeefdeadbeefu) +
        set_pair(14, 0xdeadbeefdeadbeefu) +
        "  pfiadd.dd %f2,%f4,%f6\n"   // f6 <- the single 0; the stage holds 0x2_00000000 (double)
        "  ld.c %fsr,%r5\n"
        "  pfisub.ss %f8,%f9,%f10\n"  // f10:f11 <- 0x2_00000000; the stage holds 2 (single)
        "  ld.c %fsr,%r6\n"
        "  fiadd.ss %f8,%f9,%f16\n"   // scalar: the stage is left alone
        "  pfiadd.dd %f0,%f0,%f12\n"  // f12 <- 2 (single), f13 untouched; the stage holds 0 (double)
        "  ld.c %fsr,%r7\n"
        "  pfiadd.ss %f4,%f4,%f14\n");  // f14:f15 <- 0 (double); the stage holds 2 (single)
    CHECK(run.state.f[6] == 0u);
    CHECK(run.state.f[7] == kSentinel);
    CHECK((run.state.r[5] & fsr::kGraphicsDouble) != 0);
    CHECK(pair(run, 10) == 0x0000000200000000u);
    CHECK((run.state.r[6] & fsr::kGraphicsDouble) == 0);
    CHECK(run.state.f[16] == 12u);
    CHECK(run.state.f[12] == 2u);
    CHECK(run.state.f[13] == kSentinel);
    CHECK((run.state.r[7] & fsr::kGraphicsDouble) != 0);
    CHECK(pair(run, 14) == 0u);
    CHECK(run.state.pipes.graphics.value == 2u);
    CHECK_FALSE(run.state.pipes.graphics.is_double);
    CHECK((run.state.fsr & fsr::kGraphicsDouble) == 0);
}

TEST_CASE("pipelined faddp, faddz, fzchks and form update MERGE and PM at issue, the result one op later") {
    const Run run = run_to_breakpoint(
        set_pixels(0, 0x0f) + set_pair(2, 0x1122334455667788u) + set_pair(4, 0x0000000100020003u) +
        set_pair(6, 0x0000000200010004u) +
        "  pfaddp %f2,%f0,%f0\n"    // MERGE = 0x1100330055007700; the stage holds the sum
        "  pform %f0,%f8\n"         // f8 <- that sum; the stage holds MERGE; MERGE = 0
        "  pfaddz %f2,%f0,%f10\n"   // f10 <- the old MERGE; MERGE = 0x11220000_55660000
        "  pfzchks %f4,%f6,%f12\n"  // f12 <- the faddz sum; PM = 0x0f >> 4 | 0b1010 << 4; MERGE = 0
        "  pfiadd.dd %f0,%f0,%f14\n");  // f14 <- the per-lane minimum
    CHECK(pair(run, 8) == 0x1122334455667788u);
    CHECK(pair(run, 10) == 0x1100330055007700u);
    CHECK(pair(run, 12) == 0x1122334455667788u);
    CHECK(pixel_mask(run) == 0xa0u);
    CHECK(pair(run, 14) == 0x0000000100010003u);
    CHECK(run.state.merge == 0u);
    CHECK((run.state.fsr & fsr::kGraphicsDouble) != 0);
}

TEST_CASE("pfld: fdest gets the third-previous load with its LRP; .l and .d mix in the pipe") {
    const Run run = run_to_breakpoint(
        address_of("data") + set_single(9, kSentinel) + set_single(15, kSentinel) +
        "  pfld.l 0(%r4),%f0\n"    // L1 = word 0 (single)
        "  pfld.d 8(%r4),%f0\n"    // D2 = words 2:3 (double)
        "  pfld.l 4(%r4),%f0\n"    // L3 = word 1 (single); last stage now L1
        "  ld.c %fsr,%r5\n"
        "  pfld.d 16(%r4),%f8\n"   // f8 <- word 0, f9 untouched; last stage now D2
        "  ld.c %fsr,%r6\n"
        "  pfld.l 24(%r4),%f10\n"  // f10:f11 <- words 2:3; last stage L3
        "  ld.c %fsr,%r7\n"
        "  pfld.l 28(%r4),%f12\n"  // f12 <- word 1
        "  pfld.l 0(%r4),%f14\n"   // f14:f15 <- words 4:5
        "  ld.c %fsr,%r8\n"
        "  fld.l 4(%r4),%f16\n"    // fld does not touch the load pipe
        "  pfld.l 0(%r4),%f18\n"   // f18 <- word 6
        "  pfld.l 0(%r4),%f20\n"   // f20 <- word 7
        "  .data\n  .align 16\n"
        "data: .long 0x10000000, 0x10000001, 0x10000002, 0x10000003\n"
        "  .long 0x10000004, 0x10000005, 0x10000006, 0x10000007\n");
    CHECK((run.state.r[5] & fsr::kLoadDouble) == 0);
    CHECK(run.state.f[8] == 0x10000000u);
    CHECK(run.state.f[9] == kSentinel);
    CHECK((run.state.r[6] & fsr::kLoadDouble) != 0);
    CHECK(pair(run, 10) == 0x1000000310000002u);
    CHECK((run.state.r[7] & fsr::kLoadDouble) == 0);
    CHECK(run.state.f[12] == 0x10000001u);
    CHECK(pair(run, 14) == 0x1000000510000004u);
    CHECK((run.state.r[8] & fsr::kLoadDouble) == 0);  // last stage: word 6, single
    CHECK(run.state.f[16] == 0x10000001u);
    CHECK(run.state.f[18] == 0x10000006u);
    CHECK(run.state.f[20] == 0x10000007u);
    // Left in the pipe, stage 1 first: the last three loads, all of word 0.
    for (const auto& stage : run.state.pipes.load) {
        CHECK(stage.value == 0x10000000u);
        CHECK_FALSE(stage.is_double);
    }
}

TEST_CASE("pfld autoincrements its base with the effective address, for both offset forms") {
    const Run run = run_to_breakpoint(
        address_of("data") + "  mov %r4,%r5\n  mov %r4,%r6\n  mov 8,%r7\n"
        "  pfld.l 4(%r5)++,%f0\n"    // r5 += 4
        "  pfld.d %r7(%r6)++,%f0\n"  // r6 += 8
        "  pfld.d 8(%r6)++,%f0\n"    // r6 += 8
        "  pfld.l 0(%r4),%f2\n"      // f2 <- the word at data + 4
        "  pfld.l 0(%r4),%f4\n"      // f4:f5 <- the pair at data + 8
        "  pfld.l 0(%r4),%f6\n"      // f6:f7 <- the pair at data + 16
        "  .data\n  .align 16\n"
        "data: .long 1, 2, 3, 4, 5, 6\n");
    CHECK(run.state.r[5] == run.state.r[4] + 4);
    CHECK(run.state.r[6] == run.state.r[4] + 16);
    CHECK(run.state.f[2] == 2u);
    CHECK(pair(run, 4) == 0x0000000400000003u);
    CHECK(pair(run, 6) == 0x0000000600000005u);
}

TEST_CASE("a misaligned or faulting pfld raises DAT with the pipe, fdest and fsr unchanged; ++ still updates") {
    const std::string prime = address_of("data") + set_single(8, kSentinel) +
                              "  pfld.d 0(%r4),%f0\n  pfld.l 8(%r4),%f0\n  pfld.d 16(%r4),%f0\n";
    const std::string data = "  .data\n  .align 16\ndata: .long 1, 2, 3, 4, 5, 6\n";
    const Run reference = run_to_breakpoint(prime + data);
    const std::uint32_t loads_end = kText + 8 + 12 + 12;  // address_of, set_single, three pfld

    // The displacement must keep the size bits clear, so the base is misaligned.
    Run run = run_program(prime + "  adds 4,%r4,%r5\n  pfld.d 8(%r5)++,%f8\n" + data);
    REQUIRE(run.result.halt == RunResult::Halt::UnhandledTrap);
    CHECK(run.result.trap_bits == psr::kDataAccessTrap);
    CHECK(run.state.fir == loads_end + 4);
    CHECK(run.state.r[5] == run.state.r[4] + 12);  // the handler undoes it (PRM p.137)
    CHECK(run.state.f[8] == kSentinel);
    CHECK(run.state.fsr == reference.state.fsr);
    CHECK((run.state.fsr & fsr::kLoadDouble) != 0);  // the first pfld's double is last
    for (std::size_t i = 0; i < 3; ++i) {
        CHECK(run.state.pipes.load[i].value == reference.state.pipes.load[i].value);
        CHECK(run.state.pipes.load[i].is_double == reference.state.pipes.load[i].is_double);
    }

    run = run_program(prime + "  orh 0x0400,%r0,%r5\n  pfld.l 0(%r5),%f8\n" + data);  // beyond the RAM
    CHECK(run.result.trap_bits == psr::kDataAccessTrap);
    CHECK(run.state.f[8] == kSentinel);
    CHECK(run.state.pipes.load[0].value == reference.state.pipes.load[0].value);
    CHECK(run.state.pipes.load[2].is_double);
}

TEST_CASE("pst.d stores the PM-selected pixels, pixel i at address + i * size, then shifts PM") {
    const std::string fill = "  .data\n  .align 16\ndata: .long 0xeeeeeeee, 0xeeeeeeee, 0xeeeeeeee, 0xeeeeeeee\n"
                             "  .long 0xeeeeeeee, 0xeeeeeeee\n";
    const std::string pixels = set_pair(2, 0x8877665544332211u);
    using Bytes = std::vector<std::uint8_t>;

    // PS = 8: PM 0x5a selects bytes 1, 3, 4 and 6; PM then shifts right by 8.
    Run run = run_to_breakpoint(address_of("data") + pixels + set_pixels(0, 0x5a) + "  pst.d %f2,0(%r4)\n" + fill);
    CHECK(run.bytes(run.state.r[4], 16) ==
          Bytes{0xee, 0x22, 0xee, 0x44, 0x55, 0xee, 0x77, 0xee, 0xee, 0xee, 0xee, 0xee, 0xee, 0xee, 0xee, 0xee});
    CHECK(pixel_mask(run) == 0u);

    // PS = 16: PM 0x36 selects pixels 1 and 2 of four, leaving 0x03 for the next
    // store, which takes pixels 0 and 1; then PM is 0. ++ moves the base.
    run = run_to_breakpoint(address_of("data") + "  mov %r4,%r5\n" + pixels + set_pixels(1, 0x36) +
                            "  pst.d %f2,0(%r5)\n  ld.c %psr,%r6\n  pst.d %f2,8(%r5)++\n" + fill);
    CHECK(run.bytes(run.state.r[4], 24) == Bytes{0xee, 0xee, 0x33, 0x44, 0x55, 0x66, 0xee, 0xee,
                                                 0x11, 0x22, 0x33, 0x44, 0xee, 0xee, 0xee, 0xee,
                                                 0xee, 0xee, 0xee, 0xee, 0xee, 0xee, 0xee, 0xee});
    CHECK((run.state.r[6] >> 24) == 0x03u);
    CHECK(pixel_mask(run) == 0u);
    CHECK(run.state.r[5] == run.state.r[4] + 8);

    // PS = 32: PM 0x06 selects pixel 1 of two; PM then shifts right by 2.
    run = run_to_breakpoint(address_of("data") + pixels + set_pixels(2, 0x06) + "  pst.d %f2,0(%r4)\n" + fill);
    CHECK(run.bytes(run.state.r[4], 8) == Bytes{0xee, 0xee, 0xee, 0xee, 0x55, 0x66, 0x77, 0x88});
    CHECK(pixel_mask(run) == 0x01u);
}

TEST_CASE("a misaligned pst.d raises DAT, writes nothing and keeps PM; ++ still updates") {
    const Run run = run_program(address_of("data") + set_pair(2, 0x8877665544332211u) + set_pixels(0, 0xff) +
                                "  adds 4,%r4,%r5\n  pst.d %f2,8(%r5)++\n"
                                "  .data\n  .align 16\ndata: .long 0, 0, 0, 0\n");
    REQUIRE(run.result.halt == RunResult::Halt::UnhandledTrap);
    CHECK(run.result.trap_bits == psr::kDataAccessTrap);
    CHECK(run.bytes(run.state.r[4], 16) == std::vector<std::uint8_t>(16, 0));
    CHECK(pixel_mask(run) == 0xffu);
    CHECK(run.state.r[5] == run.state.r[4] + 12);
}

TEST_CASE("fxfr moves an FP register's bit pattern to an integer register") {
    const Run run = run_to_breakpoint(set_single(5, 0x89abcdefu) +
                                      "  fxfr %f5,%r6\n  fxfr %f5,%r0\n  fxfr %f0,%r7\n  mov 1,%r8\n  fxfr %f1,%r8\n");
    CHECK(run.state.r[6] == 0x89abcdefu);
    CHECK(run.state.r[0] == 0u);
    CHECK(run.state.r[7] == 0u);
    CHECK(run.state.r[8] == 0u);
}

TEST_CASE("graphics ops, fxfr, pfld and pst.d issue one per clock") {
    using namespace cpu::timing;
    const std::string setup = address_of("data") + set_pixels(0, 0xff);
    const std::string body =
        "  fiadd.dd %f2,%f4,%f6\n  pfisub.ss %f2,%f4,%f6\n  faddp %f2,%f4,%f6\n  pfaddz %f2,%f4,%f6\n"
        "  fzchkl %f2,%f4,%f6\n  pfzchks %f2,%f4,%f6\n  form %f2,%f6\n  pform %f2,%f6\n  fxfr %f2,%r5\n"
        "  pfld.l 0(%r4),%f2\n  pfld.d 8(%r4)++,%f4\n  pst.d %f4,0(%r4)\n";
    const std::string data = "  .data\n  .align 16\ndata: .long 0, 0, 0, 0\n";
    const Run base = run_to_breakpoint(setup + data);
    CHECK(base.state.instructions == 6u);  // address_of and set_pixels: the trap ran in .text
    const Run run = run_to_breakpoint(setup + body + data);
    CHECK(run.state.instructions == base.state.instructions + 12);
    CHECK(run.state.cycles == base.state.cycles + 12 * kIssue);
}

TEST_CASE("psr.PS = 11, an undefined pixel size, raises IT before anything changes") {
    Run run = run_program(set_pixels(3, 0xff) + "  faddp %f2,%f4,%f6\n");
    REQUIRE(run.result.halt == RunResult::Halt::UnhandledTrap);
    CHECK(run.result.trap_bits == psr::kInstructionTrap);
    CHECK(run.state.fir == kText + 16);
    CHECK(run.state.merge == 0u);
    run = run_program(set_pixels(3, 0xff) + "  mov 0x100,%r5\n  pst.d %f2,8(%r5)++\n");
    CHECK(run.result.trap_bits == psr::kInstructionTrap);
    CHECK(run.state.fir == kText + 20);
    CHECK(run.state.r[5] == 0x100u);  // no autoincrement
    CHECK(pixel_mask(run) == 0xffu);
}

TEST_CASE("pfld.q moves its two doubles through the load pipe as two pfld.d in one clock") {
    using namespace cpu::timing;
    // Pipe stages s1..s3 start at zero. pfld.q 0: d0 = words 0:1 in, 0 out to f4:f5;
    // d1 = words 2:3 in, 0 out to f6:f7. pfld.q 16: d2 in, 0 out to f8:f9; d3 in, d0 out
    // to f10:f11. The ++ form moved r4 to data + 16, so pfld.d loads d2 again and d1
    // leaves to f12:f13.
    const Run run = run_to_breakpoint(address_of("data") +
                                      "  mov 0x11,%r5\n  ixfr %r5,%f4\n"  // f4 is overwritten by the first
                                      "  pfld.q 0(%r4),%f4\n"
                                      "  pfld.q 16(%r4)++,%f8\n"
                                      "  pfld.d 0(%r4),%f12\n"
                                      "  .data\n  .align 16\ndata: .long 1, 2, 3, 4, 5, 6, 7, 8\n");
    CHECK(pair(run, 4) == 0u);
    CHECK(pair(run, 6) == 0u);
    CHECK(pair(run, 8) == 0u);
    CHECK(pair(run, 10) == 0x0000000200000001u);
    CHECK(pair(run, 12) == 0x0000000400000003u);
    CHECK(run.state.pipes.load[0].value == 0x0000000600000005u);
    CHECK(run.state.pipes.load[1].value == 0x0000000800000007u);
    CHECK(run.state.pipes.load[2].value == 0x0000000600000005u);
    CHECK((run.state.fsr & fsr::kLoadDouble) != 0);
    // address_of (2), mov, ixfr, three loads: one clock each, then the breakpoint.
    CHECK(run.state.cycles == 7 * kIssue + kIssue + kTrapEntry);
}
