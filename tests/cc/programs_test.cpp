// cc.programs: every tests/cc/*.c is compiled with xp860-cc (at -O0 and -O2) and
// run with `xp860 run --json`; it passes when the program returns 0 (main's result:
// the run's exit status once crt0 ends in the C library's exit(), else left in r16
// by crt0 at its final `br .`) and prints nothing on the console but what
// FILE.expected holds (nothing when there is no such file). Each program checks
// itself with CHECK (tests/cc/check.h), which prints the failing line. A FILE.s
// beside FILE.c is assembled and linked with it (hand-written halves of a test).
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tests/test_support.h"

namespace {

namespace fs = std::filesystem;

std::vector<fs::path> test_programs() {
    std::vector<fs::path> programs;
    for (const auto& entry : fs::directory_iterator(xp860::test::source_dir() / "tests" / "cc"))
        if (entry.path().extension() == ".c") programs.push_back(entry.path());
    std::sort(programs.begin(), programs.end());
    return programs;
}

std::string expected_output(const fs::path& program) {
    fs::path expected = program;
    expected.replace_extension(".expected");
    return fs::exists(expected) ? xp860::test::read_text_file(expected) : std::string();
}

void run_program(const fs::path& source, const std::string& level, const fs::path& dir) {
    const fs::path binary = dir / (source.stem().string() + level);
    const auto bin = xp860::test::tool_dir();
    fs::path assembly = source;
    assembly.replace_extension(".s");
    const std::string extra = fs::exists(assembly) ? " " + assembly.string() : "";
    const auto compiled = xp860::test::run_command((bin / "xp860-cc").string() + " -w " + level + " -o " +
                                                   binary.string() + " " + source.string() + extra);
    INFO(source.filename().string(), " ", level, ": ", compiled.output);
    REQUIRE(compiled.status == 0);
    const auto ran = xp860::test::run_command((bin / "xp860").string() + " run --json " + binary.string());
    INFO(ran.output);
    const auto result = nlohmann::json::parse(ran.output.substr(ran.output.find('{')), nullptr, false);
    REQUIRE(!result.is_discarded());
    if (result["halted"] == "exit") {
        CHECK(result["status"] == 0);
    } else {
        CHECK(result["halted"] == "self-branch");
        CHECK(result["r"][16] == 0);
    }
    CHECK(result["console"] == expected_output(source));
}

}  // namespace

TEST_CASE("every C test program passes") {
    const fs::path dir = xp860::test::make_temp_dir("cc_programs");
    const auto programs = test_programs();
    CHECK(programs.size() >= 10);
    for (const fs::path& program : programs) {
        SUBCASE(program.filename().string().c_str()) {
            run_program(program, "-O0", dir);
            run_program(program, "-O2", dir);
        }
    }
    fs::remove_all(dir);
}
