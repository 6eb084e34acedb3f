// kernel/fp_context.s on a bare node: fp_save, then anything, then fp_restore must
// give back the FP state bit for bit: registers, fsr, the four pipelines with their
// values, precisions and status, KR, KI, T and MERGE.
#include <doctest/doctest.h>

#include <string>

#include "cpu/control_registers.h"
#include "cpu/fp_registers.h"
#include "frontend/program_loader.h"
#include "frontend/source_files.h"
#include "network/node.h"
#include "tests/kernel/random_state.h"
#include "tests/test_support.h"
#include "toolchain/assembler.h"
#include "toolchain/hex.h"
#include "toolchain/linker.h"

using namespace xp860;

namespace {

// The program: a random FP state, then `snapshot:`, fp_save, random clobbering,
// fp_restore, `br .`.
std::string test_program(test::Random& random, bool& multiplier_two_stage) {
    std::string code = "  .text\n  .globl _start\n_start:\n";
    code += "  orh ha%data,%r0,%r6\n  or l%data,%r6,%r6\n";
    code += test::random_fp_state(random, multiplier_two_stage);
    code += "snapshot:\n  orh ha%frame,%r0,%r16\n  or l%frame,%r16,%r16\n  call fp_save\n  nop\n";
    // Clobber everything the restore must put back: KR, KI, T and MERGE by name,
    // then the pipes and registers by random work.
    for (int n = 2; n < 32; ++n) code += test::set_fp(n, random());
    code += "  r2pt.dd %f28,%f6,%f0\n  i2pt.dd %f30,%f8,%f0\n  r2apt.dd %f26,%f12,%f0\n  faddz %f2,%f4,%f6\n";
    bool clobbered_two_stage = false;
    code += test::random_fp_work(random, 16, clobbered_two_stage);
    code += test::set_integer(5, random() & 0x003e01afu) + "  st.c %r5,%fsr\n";
    code += "  call fp_restore\n  nop\n  br .\n  nop\n";
    code += "  .data\n  .align 16\nframe: .space 400\n";
    return code + test::random_data(random, "data");
}

toolchain::ObjectFile assemble_file(const std::filesystem::path& path) {
    return toolchain::assemble(frontend::read_source(path.string()), path.string(), {.intel_syntax = false, .xp = true},
                               frontend::include_reader());
}

struct Snapshot {
    std::array<std::uint32_t, 32> f;
    cpu::FpPipelines pipes;
    std::uint64_t kr, ki, t, merge;
    std::uint32_t fsr;
    bool pending;

    explicit Snapshot(const cpu::CpuState& s)
        : f(s.f), pipes(s.pipes), kr(s.kr), ki(s.ki), t(s.t), merge(s.merge), fsr(s.fsr),
          pending(s.fp_result_exception_pending) {}
};

// What the documented procedure cannot carry is named, not avoided (kernel/
// fp_context.s): a signalling NaN in KR or KI comes back quiet, and when the
// multiplier's last use had double sources its idle third stage is not saved.
void check_same(const Snapshot& before, const Snapshot& after, bool multiplier_two_stage) {
    for (std::size_t n = 0; n < 32; ++n) {
        INFO("f" << n);
        CHECK(after.f[n] == before.f[n]);
    }
    for (std::size_t i = 0; i < 3; ++i) {
        INFO("stage " << i + 1);
        CHECK(after.pipes.adder[i] == before.pipes.adder[i]);
        if (i < 2 || !multiplier_two_stage) CHECK(after.pipes.multiplier[i] == before.pipes.multiplier[i]);
        CHECK(after.pipes.load[i] == before.pipes.load[i]);
    }
    CHECK(after.pipes.graphics == before.pipes.graphics);
    CHECK(after.kr == test::carried_kr_ki(before.kr));
    CHECK(after.ki == test::carried_kr_ki(before.ki));
    CHECK(after.t == before.t);
    CHECK(after.merge == before.merge);
    CHECK(toolchain::hex(after.fsr) == toolchain::hex(before.fsr));
    CHECK(after.pending == before.pending);
}

// Runs `program` linked with fp_context.s; the state at `snapshot` and at the end.
std::pair<Snapshot, Snapshot> save_and_restore(const std::string& program) {
    const auto kernel = assemble_file(test::source_dir() / "kernel/fp_context.s");
    const auto test = toolchain::assemble(program, "fp_state.s", {.intel_syntax = false, .xp = true});
    network::Node node(1u << 20);
    const auto executable = toolchain::link({{"fp_state.o", test}, {"fp_context.o", kernel}}, {});
    frontend::load_program(node, executable, "fp_state");
    const toolchain::Symbol* snapshot_symbol = toolchain::find_symbol(executable, "snapshot");
    REQUIRE(snapshot_symbol != nullptr);
    const std::uint32_t snapshot = snapshot_symbol->value;
    while (node.core().state().pc != snapshot) REQUIRE(node.core().step().kind == cpu::StepOutcome::Kind::Executed);
    const Snapshot before(node.core().state());
    const auto result = node.run(100'000);
    REQUIRE(result.halt == network::RunResult::Halt::SelfBranch);
    return {before, Snapshot(node.core().state())};
}

}  // namespace

TEST_CASE("fp_save then fp_restore gives back a random FP state bit for bit, less what the procedure cannot carry") {
    test::Random random(860);
    const int states = test::state_count(1000);
    int two_stage = 0, signalling = 0;
    for (int trial = 0; trial < states; ++trial) {
        INFO("trial " << trial);
        bool multiplier_two_stage = false;
        const auto [before, after] = save_and_restore(test_program(random, multiplier_two_stage));
        check_same(before, after, multiplier_two_stage);
        two_stage += multiplier_two_stage;
        signalling += test::carried_kr_ki(before.kr) != before.kr || test::carried_kr_ki(before.ki) != before.ki;
    }
    // The limits are met, not avoided: a share of the states has each.
    CHECK(two_stage > states / 5);
    CHECK(signalling > states / 20);  // the work after the load often replaces KR and KI
}

TEST_CASE("a pending FP result exception survives the save and restore and is reported after it") {
    // FTE and TI on, an inexact scalar result pending; fp_save and fp_restore run FP
    // instructions (FTE off), the program's next FP instruction takes the FT.
    const std::string program =
        "  .text\n  .globl _start\n_start:\n  mov 0x22,%r5\n  st.c %r5,%fsr\n"
        "  orh 0x3dcc,%r0,%r5\n  or 0xcccd,%r5,%r5\n  ixfr %r5,%f10\n  fmul.ss %f10,%f10,%f12\n"
        "snapshot:\n  orh ha%frame,%r0,%r16\n  or l%frame,%r16,%r16\n"
        "  call fp_save\n  nop\n  call fp_restore\n  nop\n  fadd.ss %f0,%f0,%f14\n  br .\n  nop\n"
        "  .data\n  .align 16\nframe: .space 400\n";
    const auto kernel = assemble_file(test::source_dir() / "kernel/fp_context.s");
    network::Node node(1u << 20);
    frontend::load_program(
        node,
        toolchain::link({{"t.o", toolchain::assemble(program, "t.s", {.intel_syntax = false, .xp = true})},
                         {"fp_context.o", kernel}},
                        {}),
        "t");
    const auto result = node.run(100'000);
    REQUIRE(result.halt == network::RunResult::Halt::UnhandledTrap);
    CHECK(result.trap_bits == cpu::psr::kFloatingPointTrap);
    CHECK((node.core().state().fsr & cpu::fsr::kTrapEnable) != 0);
    CHECK(node.core().state().f[12] == 0x3c23d70bu);  // 0.1f squared, rounded to nearest
}
