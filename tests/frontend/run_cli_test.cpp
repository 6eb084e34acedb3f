// `xp860 run` as a user runs it: the example program's result, and bad input.
#include <doctest/doctest.h>

#include <fstream>

#include "tests/test_support.h"

using namespace xp860;

namespace {

std::string xp860_command() { return (test::tool_dir() / "xp860").string(); }
std::string example() { return (test::tool_dir().parent_path() / "roms/examples/sum").string(); }

}  // namespace

TEST_CASE("xp860 run --json reports the example's halt, cycles and registers") {
    const auto result = test::run_command(xp860_command() + " run --json " + example());
    REQUIRE_MESSAGE(result.status == 0, result.output);
    CHECK(result.output.find("\"halted\": \"trap\"") != std::string::npos);
    CHECK(result.output.find("\"trap\": \"IT\"") != std::string::npos);
    CHECK(result.output.find("\"pc\": 65580,") != std::string::npos);  // 0x1002c
    CHECK(result.output.find("\"cycles\": 36,") != std::string::npos);
    CHECK(result.output.find("\"instructions\": 30,") != std::string::npos);
    // r1 the link, r2 the stack at the top of 32 MB; r16..r19: the pointer past the table
    // (0x11010), the count run down to 0, the sum 1 + 2 + 3 + 16, the last element.
    CHECK(result.output.find("\"r\": [0, 65580, 33554416, 0, ") != std::string::npos);
    CHECK(result.output.find(", 69648, 0, 22, 16, ") != std::string::npos);
}

TEST_CASE("xp860 run: the cycle limit stops a run, and the result is the same every time") {
    const std::string command = xp860_command() + " run --json --max-cycles 20 " + example();
    const auto first = test::run_command(command);
    REQUIRE(first.status == 0);
    CHECK(first.output.find("\"halted\": \"cycle-limit\"") != std::string::npos);
    CHECK(first.output.find("\"cycles\": 20,") != std::string::npos);
    CHECK(test::run_command(command).output == first.output);
}

TEST_CASE("xp860 run rejects bad input with a message and status 1") {
    const auto work = test::make_temp_dir("xp860-run");
    const auto text = (work / "notes.txt").string();
    std::ofstream(text) << "not an ELF file\n";

    auto result = test::run_command(xp860_command() + " run " + text);
    CHECK(result.status == 1);
    CHECK(result.output.starts_with(text + ": "));

    result = test::run_command(xp860_command() + " run " + (work / "absent").string());
    CHECK(result.status == 1);
    CHECK(result.output.starts_with((work / "absent").string() + ": "));

    const auto object = (test::tool_dir().parent_path() / "roms/examples/sum.o").string();
    result = test::run_command(xp860_command() + " run " + object);
    CHECK(result.status == 1);
    CHECK(result.output == object + ": not an executable (link it with xp860-ld first)\n");

    result = test::run_command(xp860_command() + " run --ram 0 " + example());
    CHECK(result.status == 1);
    CHECK(result.output == "xp860: --ram must be at least 1 MB\n");

    result = test::run_command(xp860_command() + " run --max-cycles lots " + example());
    CHECK(result.status == 1);
    CHECK(result.output == "xp860: invalid value 'lots' for --max-cycles\n");

    result = test::run_command(xp860_command() + " run --ram 1 " + example());  // fits: 64 KiB + data
    CHECK(result.status == 0);
    std::filesystem::remove_all(work);
}

TEST_CASE("xp860 run --trace prints every step with its start cycle, address, word and text") {
    const auto result = test::run_command(xp860_command() + " run --trace " + example());
    REQUIRE(result.status == 0);
    // The first step, the loop's ld.l at cycle 4 and again at 10 after the taken
    // btne's bubble, the call's slot, and the breakpoint trap taken at cycle 33.
    CHECK(result.output.starts_with("         0  00010000:  ec100001  orh\t0x0001,%r0,%r16\n"));
    CHECK(result.output.find("\n         4  00010010:  16130001  ld.l\t0(%r16),%r19\n") != std::string::npos);
    CHECK(result.output.find("\n        10  00010010:  16130001  ld.l\t0(%r16),%r19\n") != std::string::npos);
    CHECK(result.output.find("\n        28  00010028:  a0000000  shl\t%r0,%r0,%r0\n") != std::string::npos);
    CHECK(result.output.find("\n        33  0001002c:  trap IT taken (3 cycles)\n") != std::string::npos);
}
