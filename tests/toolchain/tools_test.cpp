// The command-line tools as a user runs them: the worked example of the README
// end to end, and bad input giving a message and exit status 1.
#include <doctest/doctest.h>

#include <fstream>

#include "tests/test_support.h"
#include "toolchain/elf_file.h"

using namespace xp860;

namespace {

const std::filesystem::path kSource = test::source_dir();

std::string tool(const char* name) { return (test::tool_dir() / name).string(); }

void write_file(const std::filesystem::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

}  // namespace

TEST_CASE("assemble, link and disassemble the worked example") {
    const auto work = test::make_temp_dir("xp860-tools");
    const auto sum_o = (work / "sum.o").string(), total_o = (work / "total.o").string();
    const auto program = (work / "sum").string();
    REQUIRE(test::run_command(tool("xp860-as") + " -o " + sum_o + " " + (kSource / "roms/examples/sum.s").string())
                .status == 0);
    REQUIRE(test::run_command(tool("xp860-as") + " -o " + total_o + " " +
                              (kSource / "roms/examples/total.s").string())
                .status == 0);
    const auto linked = test::run_command(tool("xp860-ld") + " -o " + program + " " + sum_o + " " + total_o);
    REQUIRE_MESSAGE(linked.status == 0, linked.output);

    const auto dumped = test::run_command(tool("xp860-objdump") + " -d " + program);
    REQUIRE(dumped.status == 0);
    std::string expected = test::read_text_file(kSource / "tests/toolchain/golden/sum.objdump");
    expected.replace(expected.find("SUM"), 3, program);
    CHECK(dumped.output == expected);

    const auto executable = toolchain::read_elf_file(program);
    CHECK(executable.type == toolchain::kElfTypeExecutable);
    CHECK(executable.entry == 0x00010000u);
    std::filesystem::remove_all(work);
}

TEST_CASE("the tools reject bad input with a message and status 1") {
    const auto work = test::make_temp_dir("xp860-tools-bad");
    const auto path = [&](const char* name) { return (work / name).string(); };
    write_file(work / "bad.s", "  nop\n  ld.l 2(%r1),%r3\n");
    write_file(work / "calls.s", "  call missing\n  nop\n");
    write_file(work / "text.o", "this is not an ELF file\n");

    auto result = test::run_command(tool("xp860-as") + " -o " + path("bad.o") + " " + path("bad.s"));
    CHECK(result.status == 1);
    CHECK(result.output == path("bad.s") + ":2: error: displacement 2 is not a multiple of 4, as ld.l requires\n");
    CHECK_FALSE(std::filesystem::exists(work / "bad.o"));

    result = test::run_command(tool("xp860-as") + " " + path("absent.s"));
    CHECK(result.status == 1);
    CHECK(result.output == path("absent.s") + ": cannot open: No such file or directory\n");

    // A folder is no source (iostreams would read it as empty text).
    result = test::run_command(tool("xp860-as") + " -o " + path("folder.o") + " " + work.string());
    CHECK(result.status == 1);
    CHECK(result.output == work.string() + ": cannot read: Is a directory\n");
    CHECK_FALSE(std::filesystem::exists(work / "folder.o"));

    result = test::run_command(tool("xp860-as") + " -mfrob " + path("bad.s"));
    CHECK(result.status == 1);
    CHECK(result.output == "xp860-as: -m: unknown machine option 'frob' (xp or intel-syntax)\n");

    result = test::run_command(tool("xp860-objdump") + " -d " + path("text.o"));
    CHECK(result.status == 1);
    CHECK(result.output.starts_with(path("text.o") + ": "));

    REQUIRE(test::run_command(tool("xp860-as") + " -o " + path("calls.o") + " " + path("calls.s")).status == 0);
    result = test::run_command(tool("xp860-ld") + " -o " + path("calls") + " " + path("calls.o"));
    CHECK(result.status == 1);
    CHECK(result.output.find("undefined reference to 'missing'") != std::string::npos);
    CHECK(result.output.find(path("calls.o")) != std::string::npos);
    std::filesystem::remove_all(work);
}
