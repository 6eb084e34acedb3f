// The self-checking i860 programs of tests/i860/, one test case each: assembled with
// -mxp and linked in-process, run on a bare 1 MB node, and held to the expectations
// in their comments (tests/i860/README.md). Then the expectation syntax itself: its
// errors and its mismatch messages.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "cpu/control_registers.h"
#include "frontend/program_loader.h"
#include "tests/cpu/program_expectations.h"
#include "tests/test_support.h"
#include "toolchain/assembler.h"
#include "toolchain/linker.h"

using namespace xp860;
using test::ExpectationError;

namespace {

constexpr std::uint32_t kRamBytes = 1u << 20;
// Far above what any program needs: a program that loops forever fails its halt.
constexpr std::uint64_t kCycleBudget = 1'000'000;

const std::filesystem::path kProgramDir = test::source_dir() / "tests/i860";

test::SymbolLookup symbols_of(const toolchain::ObjectFile& program) {
    return [&program](const std::string& name) -> std::optional<std::uint32_t> {
        const toolchain::Symbol* symbol = toolchain::find_symbol(program, name);
        if (symbol == nullptr) return std::nullopt;
        return symbol->value;
    };
}

// Assembles, links and runs `source` (named `file` in messages) and returns what it did
// not meet of its expectations.
std::vector<std::string> run_program_text(const std::string& source, const std::string& file) {
    const test::ProgramExpectations expectations = test::parse_expectations(source, file);
    const toolchain::ObjectFile program =
        toolchain::link({{file, toolchain::assemble(source, file, {.intel_syntax = false, .xp = true})}}, {});
    const test::SymbolLookup symbols = symbols_of(program);

    // Ideal memory timing: the programs' cycle derivations are the core's own cycle
    // model, every access a hit (tests/cpu/program_run.h).
    network::Node node(network::NodeConfig{.ram_bytes = kRamBytes, .rom_image = {}, .timing = mmu::MemoryTiming::Ideal});
    frontend::load_program(node, program, file);
    cpu::CpuState& state = node.core().state();
    // An unhandled trap with an `# on-trap: resume` line left continues there, as a
    // handler at the trap vector that branched there at once would; the trap's psr,
    // fir and fsr stand as it left them.
    std::size_t resumed = 0;
    network::RunResult result;
    for (;;) {
        result = node.run(kCycleBudget - std::min(kCycleBudget, state.cycles));
        if (result.halt != network::RunResult::Halt::UnhandledTrap || resumed == expectations.resumes.size()) break;
        const auto& [line, label] = expectations.resumes[resumed++];
        state.pc = static_cast<std::uint32_t>(test::resolve(label, symbols, file, line));
        state.npc = state.pc + 4;
    }
    std::vector<std::string> unmet =
        test::unmet_expectations(expectations, {result, state, node.memory().bytes(0, kRamBytes)}, symbols);
    for (std::size_t i = resumed; i < expectations.resumes.size(); ++i)
        unmet.push_back(file + ":" + std::to_string(expectations.resumes[i].first) +
                        ": no trap came to resume at `" + expectations.resumes[i].second.symbol + "'");
    return unmet;
}

std::vector<std::string> run_program_file(const std::string& name) {
    const std::string source = test::read_text_file(kProgramDir / name);
    REQUIRE_MESSAGE(!source.empty(), "tests/i860/" << name << " is missing or empty");
    return run_program_text(source, "tests/i860/" + name);
}

std::vector<std::string>& listed_programs() {
    static std::vector<std::string> names;
    return names;
}

bool list_program(const char* name) {
    listed_programs().emplace_back(name);
    return true;
}

void check_program(const std::string& name) {
    for (const std::string& message : run_program_file(name)) FAIL_CHECK(message);
}

}  // namespace

// One test case per program, so that a failure names its file; the optional
// argument is a doctest decorator.
#define XP860_I860_PROGRAM(name, ...)                                        \
    static const bool DOCTEST_ANONYMOUS(listed_program_) = list_program(name); \
    TEST_CASE("tests/i860/" name __VA_ARGS__) { check_program(name); }

XP860_I860_PROGRAM("branches.s")
XP860_I860_PROGRAM("control_registers.s")
XP860_I860_PROGRAM("dual_mode.s")
XP860_I860_PROGRAM("fp_dual_ops.s")
XP860_I860_PROGRAM("fp_pipeline.s")
XP860_I860_PROGRAM("fp_report_overlap.s")
XP860_I860_PROGRAM("fp_scalar.s")
XP860_I860_PROGRAM("graphics.s")
XP860_I860_PROGRAM("integer_arith.s")
XP860_I860_PROGRAM("logic.s")
XP860_I860_PROGRAM("memory.s")
XP860_I860_PROGRAM("shifts.s")
XP860_I860_PROGRAM("traps.s")

TEST_CASE("every program in tests/i860 has its test case") {
    std::vector<std::string> found;
    for (const auto& entry : std::filesystem::directory_iterator(kProgramDir))
        if (entry.path().extension() == ".s") found.push_back(entry.path().filename().string());
    std::ranges::sort(found);
    std::vector<std::string> listed = listed_programs();
    std::ranges::sort(listed);
    CHECK(found == listed);
}

namespace {

test::ProgramExpectations parse(const std::string& text) { return test::parse_expectations(text, "p.s"); }

}  // namespace

TEST_CASE("expectation lines: every location, masks, symbols, halts and resumes") {
    const auto e = parse(
        "  nop  # expect: r1 = 2   (not a whole-line comment: ignored)\n"
        "# an ordinary comment; expected values are written in prose\n"
        "# expect: halted trap DAT IT at bad+4\n"
        "#expect: r16 = 0\n"
        "  # expect: f31=0xffffffff\n"
        "# expect: d30 = 0x0123456789abcdef\n"
        "# expect: psr & 0x0000ff00 = 0x00000800\n"
        "# expect: p3 = -1\n"
        "# expect: mem16[table-2] = 0xbeef\n"
        "# expect: cycles = 123\n"
        "# expect: merge = 0\n"
        "# on-trap: resume handler\n");
    CHECK(e.halt.line == 3);
    CHECK(e.halt.halt == network::RunResult::Halt::UnhandledTrap);
    CHECK(e.halt.trap_bits == (cpu::psr::kDataAccessTrap | cpu::psr::kInstructionTrap));
    REQUIRE(e.halt.at);
    CHECK(e.halt.at->symbol == "bad");
    CHECK(e.halt.at->offset == 4);
    REQUIRE(e.checks.size() == 8);
    CHECK(e.checks[0].location == test::Location::IntegerRegister);
    CHECK(e.checks[0].index == 16);
    CHECK(e.checks[1].location == test::Location::FpRegister);
    CHECK(e.checks[1].value.number == 0xffffffffu);
    CHECK(e.checks[2].location == test::Location::FpPair);
    CHECK(e.checks[2].bits == 64);
    CHECK(e.checks[3].location == test::Location::ControlRegister);
    CHECK(e.checks[3].index == 1);
    CHECK(*e.checks[3].mask == 0xff00u);
    CHECK(e.checks[4].index == 11);
    CHECK(e.checks[4].value.number == 0xffffffffu);  // -1 in 32 bits
    CHECK(e.checks[5].location == test::Location::Memory);
    CHECK(e.checks[5].bits == 16);
    CHECK(e.checks[5].address.symbol == "table");
    CHECK(e.checks[5].address.offset == -2);
    CHECK(e.checks[6].location == test::Location::Cycles);
    CHECK(e.checks[7].location == test::Location::Merge);
    REQUIRE(e.resumes.size() == 1);
    CHECK(e.resumes[0].first == 12);
    CHECK(e.resumes[0].second.symbol == "handler");
}

TEST_CASE("a malformed expectation line is an error naming the file and line") {
    const std::string halt = "# expect: halted self-branch\n";
    const std::pair<std::string, std::string> cases[] = {
        {"# expect r16 = 0\n", "p.s:1: malformed expectation: `# expect' is followed by a colon: `# expect: ...'"},
        {halt + "# expect: r32 = 0\n", "p.s:2: malformed expectation: unknown location `r32'"},
        {halt + "# expect: r07 = 0\n", "p.s:2: malformed expectation: unknown location `r07'"},
        {halt + "# expect: d3 = 0\n",
         "p.s:2: malformed expectation: `d3' is not an even register pair (d0, d2, ..., d30)"},
        {halt + "# expect: r16 == 0\n",
         "p.s:2: malformed expectation: expected `LOCATION = VALUE', `LOCATION & MASK = VALUE' or `halted ...'"},
        {halt + "# expect: r16 = 0x1g\n", "p.s:2: malformed expectation: bad number `0x1g'"},
        {halt + "# expect: r16 = 0x100000000\n",
         "p.s:2: malformed expectation: value `0x100000000' does not fit the 32 bits of r16"},
        {halt + "# expect: mem8[x] = 256\n",
         "p.s:2: malformed expectation: value `256' does not fit the 8 bits of mem8[x]"},
        {halt + "# expect: mem24[x] = 0\n",
         "p.s:2: malformed expectation: memory is read as mem8, mem16, mem32 or mem64, not `mem24'"},
        {halt + "# expect: psr & 0xff = 0x100\n",
         "p.s:2: malformed expectation: the value 0x100 has bits outside the mask 0xff"},
        {halt + "# expect: cycles & 1 = 1\n", "p.s:2: malformed expectation: cycles takes no mask"},
        {halt + "# expect: r1 = x*2\n", "p.s:2: malformed expectation: bad value `x*2'"},
        {"# expect: halted\n",
         "p.s:1: malformed expectation: `halted' needs how: self-branch, trap, cycle-limit or unimplemented"},
        {"# expect: halted stopped\n",
         "p.s:1: malformed expectation: unknown halt `stopped' (self-branch, trap, cycle-limit, unimplemented)"},
        {"# expect: halted trap\n", "p.s:1: malformed expectation: a trap halt names the trap bits it raises"},
        {"# expect: halted trap XT\n",
         "p.s:1: malformed expectation: unknown trap bit `XT' (IT, IN, IAT, DAT, FT)"},
        {"# expect: halted self-branch IT\n", "p.s:1: malformed expectation: only a trap halt names trap bits"},
        {"# expect: halted self-branch at a b\n", "p.s:1: malformed expectation: `at' takes one address"},
        {halt + halt, "p.s:2: malformed expectation: a second `halted' line (the first is line 1)"},
        {halt + "# on-trap: jump x\n", "p.s:2: malformed expectation: expected `# on-trap: resume LABEL'"},
        {halt + "# expect:\n", "p.s:2: malformed expectation: nothing after `# expect:'"},
        {"# expect: r1 = 0\n", "p.s: no `# expect: halted ...' line"},
    };
    for (const auto& [text, message] : cases) {
        INFO(text);
        CHECK_THROWS_WITH_AS(parse(text), message.c_str(), ExpectationError);
    }
}

TEST_CASE("unmet expectations are reported with the value found and the value expected") {
    const auto e = parse(
        "# expect: halted self-branch at done\n"
        "# expect: r16 = 0\n"
        "# expect: r17 = 5\n"
        "# expect: psr & 0x4 = 0x4\n"
        "# expect: mem32[data] = 0x12345678\n"
        "# expect: mem64[data+0x100000] = 0\n"
        "# expect: cycles = 10\n"
        "# expect: fir = nowhere\n");
    cpu::CpuState state;
    state.r[16] = 3;
    state.r[17] = 5;
    state.cycles = 12;
    const std::vector<std::uint8_t> ram = {0x78, 0x56, 0x34, 0x12, 0, 0, 0, 0};
    network::RunResult result;
    result.halt = network::RunResult::Halt::UnhandledTrap;
    result.trap_bits = cpu::psr::kDataAccessTrap;
    result.pc = 0x10004;
    const auto symbols = [](const std::string& name) -> std::optional<std::uint32_t> {
        if (name == "done") return 0x10008;
        if (name == "data") return 0;
        return std::nullopt;
    };
    CHECK_THROWS_WITH_AS(test::unmet_expectations(e, {result, state, ram}, symbols),
                         "p.s:8: unknown symbol `nowhere'", ExpectationError);
    auto known = e;
    known.checks.pop_back();
    const std::vector<std::string> expected = {
        "p.s:1: halted trap DAT at 0x00010004, expected self-branch at 0x00010008 (done)",
        "p.s:2: r16 = 0x00000003, expected 0x00000000",
        "p.s:4: psr & 0x00000004 = 0x00000000, expected 0x00000004",
        "p.s:6: mem64[data+0x100000] at 0x00100000 is outside the RAM",
        "p.s:7: cycles = 12, expected 10",
    };
    CHECK(test::unmet_expectations(known, {result, state, ram}, symbols) == expected);
}

TEST_CASE("the runner resumes traps at `on-trap` labels, reports those left unused, and names the file") {
    // The first trap resumes at `back`, the second ends the run.
    const std::string two_traps =
        "# expect: halted trap IT at second\n"
        "# expect: r4 = 1\n"
        "# expect: cycles = 9\n"  // 1 instruction, 2 traps of 4 clocks (issue + kTrapEntry 3)
        "# on-trap: resume back\n"
        "first:  trap %r0,%r0,%r0\n"
        "back:   or 1,%r0,%r4\n"
        "second: trap %r0,%r0,%r0\n";
    CHECK(run_program_text(two_traps, "t.s").empty());
    const std::vector<std::string> unused = {"t.s:2: no trap came to resume at `nowhere'"};
    CHECK(run_program_text("# expect: halted self-branch\n# on-trap: resume nowhere\n  br .\n  nop\n", "t.s") ==
          unused);
    CHECK_THROWS_WITH(run_program_text("# expect: halted self-branch\n  frob %r1\n", "t.s"),
                      doctest::Contains("t.s:2: error:"));
    CHECK_THROWS_WITH_AS(run_program_text("# expect: halted self-branch at nowhere\n  br .\n  nop\n", "t.s"),
                         "t.s:1: unknown symbol `nowhere'", ExpectationError);
}
