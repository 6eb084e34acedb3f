// The 27 cases of the GNU assembler's i860 test suite, expected outputs from
// Intel's vendor assembler, run through the built tools as a user would: xp860-as
// NAME.s with the #as: flags, xp860-objdump with the #objdump: flags, the .d lines
// matched as regular expressions; for NAME.l cases, xp860-as must fail, name each
// listed line and no other. Then xp860's own cases in the same form.
#include <doctest/doctest.h>

#include <regex.h>
#include <algorithm>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "tests/test_support.h"

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

// POSIX extended regular expressions, as the GNU harness's Tcl regexp reads them.
bool full_match(const std::string& pattern, const std::string& line) {
    regex_t regex;
    const std::string anchored = "^(" + pattern + ")$";
    REQUIRE_MESSAGE(regcomp(&regex, anchored.c_str(), REG_EXTENDED | REG_NOSUB) == 0, "bad pattern " << pattern);
    const bool matched = regexec(&regex, line.c_str(), 0, nullptr, 0) == 0;
    regfree(&regex);
    return matched;
}

// The line number in an expected-error line "FILE:LINE: Error: ...", if any.
std::optional<std::string> error_line_number(const std::string& line) {
    const std::size_t colon = line.find(':');
    const std::size_t next = line.find(": ", colon + 1);
    if (colon == std::string::npos || next == std::string::npos || next == colon + 1) return std::nullopt;
    const std::string number = line.substr(colon + 1, next - colon - 1);
    if (number.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
    return number;
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
        CHECK_MESSAGE(full_match(pattern, got[next]), "line [" << got[next] << "] vs /" << pattern << "/");
        ++next;
    }
    CHECK_MESSAGE(next == got.size(), "extra output from line " << next << ": " << (next < got.size() ? got[next] : ""));
}

// Runs every NAME.s of `dir` as its NAME.d or NAME.l says; returns how many ran.
int run_cases(const std::filesystem::path& dir) {
    const auto work = test::make_temp_dir("xp860-gas");
    const std::string as = (test::tool_dir() / "xp860-as").string();
    const std::string objdump = (test::tool_dir() / "xp860-objdump").string();
    int cases = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        const auto source_path = entry.path();
        if (source_path.extension() != ".s") continue;
        const std::string name = source_path.stem().string();
        const auto dump_path = dir / (name + ".d");
        const auto errors_path = dir / (name + ".l");
        const auto object_path = work / (name + ".o");
        ++cases;
        INFO("case " << name);
        if (std::filesystem::exists(dump_path)) {
            const auto expected = lines_of(test::read_text_file(dump_path));
            const auto assembled = test::run_command(as + " " + header_value(expected, "#as:") + " -o " +
                                                     object_path.string() + " " + source_path.string());
            REQUIRE_MESSAGE(assembled.status == 0, assembled.output);
            const auto dumped =
                test::run_command(objdump + " " + header_value(expected, "#objdump:") + " " + object_path.string());
            REQUIRE_MESSAGE(dumped.status == 0, dumped.output);
            match_dump(dumped.output, expected);
        } else {
            REQUIRE(std::filesystem::exists(errors_path));
            const auto assembled =
                test::run_command(as + " -o " + object_path.string() + " " + source_path.string());
            CHECK_MESSAGE(assembled.status == 1, name << ".s must be rejected");
            CHECK_FALSE(std::filesystem::exists(object_path));
            std::vector<std::string> listed;
            for (const std::string& expected : lines_of(test::read_text_file(errors_path))) {
                const auto number = error_line_number(expected);
                if (!number) continue;
                listed.push_back(*number);
                const std::string wanted = name + ".s:" + *number + ": error: ";
                CHECK_MESSAGE(assembled.output.find(wanted) != std::string::npos,
                              "no error named line " << *number << " in:\n" << assembled.output);
            }
            CHECK(!listed.empty());
            for (const std::string& line : lines_of(assembled.output)) {
                const auto number = error_line_number(line);
                CHECK_MESSAGE((number && std::find(listed.begin(), listed.end(), *number) != listed.end()),
                              "an error the case does not list: " << line);
            }
        }
    }
    std::filesystem::remove_all(work);
    return cases;
}

}  // namespace

TEST_CASE("all 27 GNU i860 assembler test cases pass") {
    const auto cases_dir = test::reference_path("gas-i860", "GNU assembler conformance cases");
    if (!cases_dir) return;
    CHECK(run_cases(*cases_dir) == 27);
}

// Cases of xp860's own in the same form (tests/toolchain/gas-cases): the alignment
// rules and wrapping branch targets, which the 27 do not reach.
TEST_CASE("xp860's own cases in the suite's form pass") {
    CHECK(run_cases(test::source_dir() / "tests" / "toolchain" / "gas-cases") == 2);
}
