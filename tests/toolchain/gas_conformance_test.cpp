// The 27 cases of the GNU assembler's i860 test suite, expected outputs from
// Intel's vendor assembler: assemble NAME.s with the #as: flags, dump with the
// #objdump: flags, match the .d lines as regular expressions; for NAME.l cases,
// check that the assembler rejects the file and names each listed line.
#include <doctest/doctest.h>

#include <regex>
#include <sstream>

#include "tests/test_support.h"
#include "toolchain/assembler.h"
#include "toolchain/objdump.h"
#include "toolchain/tool_error.h"

using namespace xp860;

namespace {

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) lines.push_back(line);
    return lines;
}

std::string header_value(const std::vector<std::string>& lines, const std::string& key) {
    for (const std::string& line : lines)
        if (line.starts_with(key)) {
            std::string value = line.substr(key.size());
            while (!value.empty() && value.front() == ' ') value.erase(0, 1);
            return value;
        }
    return "";
}

toolchain::AssemblerOptions options_from(const std::string& flags) {
    toolchain::AssemblerOptions options;
    std::istringstream in(flags);
    std::string flag;
    while (in >> flag) {
        if (flag == "-mxp") options.xp = true;
        else if (flag == "-mintel-syntax") options.intel_syntax = true;
        else FAIL("unknown #as: flag " << flag);
    }
    return options;
}

// The GNU test harness: blank lines are skipped on both sides, '#' lines of the
// expectation are comments, every other expected line must match the next output
// line in full.
void match_dump(const std::string& output, const std::vector<std::string>& expected) {
    std::vector<std::string> got;
    for (const std::string& line : lines_of(output))
        if (!line.empty()) got.push_back(line);
    std::size_t next = 0;
    for (const std::string& pattern : expected) {
        if (pattern.empty() || pattern.starts_with("#")) continue;
        REQUIRE_MESSAGE(next < got.size(), "output ended before " << pattern);
        const std::regex regex(pattern, std::regex::extended);
        CHECK_MESSAGE(std::regex_match(got[next], regex), "line [" << got[next] << "] vs /" << pattern << "/");
        ++next;
    }
    CHECK_MESSAGE(next == got.size(), "extra output from line " << next << ": " << (next < got.size() ? got[next] : ""));
}

}  // namespace

TEST_CASE("all 27 GNU i860 assembler test cases pass") {
    const auto ref = test::reference_dir("GNU assembler conformance cases");
    if (!ref) return;
    const auto dir = *ref / "gas-i860";
    int cases = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        const auto source_path = entry.path();
        if (source_path.extension() != ".s") continue;
        const std::string name = source_path.stem().string();
        const auto dump_path = dir / (name + ".d");
        const auto errors_path = dir / (name + ".l");
        const std::string source = test::read_text_file(source_path);
        ++cases;
        INFO("case " << name);
        if (std::filesystem::exists(dump_path)) {
            const auto expected = lines_of(test::read_text_file(dump_path));
            const auto options = options_from(header_value(expected, "#as:"));
            const std::string objdump_flags = header_value(expected, "#objdump:");
            toolchain::ObjdumpOptions dump;
            dump.relocations = objdump_flags.find('r') != std::string::npos;
            try {
                const auto object = toolchain::assemble(source, name + ".s", options);
                match_dump(toolchain::objdump(object, name + ".o", dump), expected);
            } catch (const toolchain::ToolError& e) {
                FAIL_CHECK("assembler rejected " << name << ".s: " << std::string(e.what()));
            }
        } else {
            REQUIRE(std::filesystem::exists(errors_path));
            std::string message;
            try {
                toolchain::assemble(source, name + ".s", {});
                FAIL_CHECK(name << ".s was accepted; it must be rejected");
            } catch (const toolchain::ToolError& e) {
                message = e.what();
            }
            const std::regex line_number(":([0-9]+): ");
            for (const std::string& expected : lines_of(test::read_text_file(errors_path))) {
                std::smatch match;
                if (!std::regex_search(expected, match, line_number)) continue;
                const std::string wanted = name + ".s:" + match[1].str() + ": error: ";
                CHECK_MESSAGE(message.find(wanted) != std::string::npos,
                              "no error named line " << match[1] << " in:\n" << message);
            }
        }
    }
    CHECK(cases == 27);
}
