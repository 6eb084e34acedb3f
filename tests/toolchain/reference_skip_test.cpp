// The tests that compare against ../shared/ref report SKIPPED, not passed, when it
// is absent: each test program, run with XP860_REF_DIR pointing at a folder that
// does not exist, names what it skips and exits 77, and the test list CMake wrote
// tells ctest to read 77 as a skip for each of them (`XP860_REF_DIR=/none ctest`
// then prints them as Skipped).
#include <doctest/doctest.h>

#include <fstream>

#include "tests/test_support.h"

using namespace xp860;

namespace {

struct ReferenceTest {
    const char* ctest_name;
    const char* program;
    const char* test_case;  // the case that needs the reference (the others still run)
};

constexpr ReferenceTest kReferenceTests[] = {
    {"toolchain.instruction_table", "test_toolchain_instruction_table", "*"},
    {"toolchain.gas_conformance", "test_toolchain_gas_conformance", "*"},
    // Only the case that needs the reference: the program's other cases take seconds.
    {"toolchain.round_trip", "test_toolchain_round_trip", "every objdump reference word*"},
};

}  // namespace

TEST_CASE("without the reference material each test program skips, naming what it skips") {
    const auto hidden = test::make_temp_dir("xp860-no-ref") / "ref";  // never created
    for (const ReferenceTest& reference_test : kReferenceTests) {
        INFO(reference_test.program);
        const std::string program = (test::build_dir() / "tests" / reference_test.program).string();
        const auto run = test::run_command("XP860_REF_DIR=" + hidden.string() + " " + program +
                                           " '--test-case=" + reference_test.test_case + "'");
        CHECK(run.status == test::kSkipExitStatus);
        CHECK(run.output.find("SKIP ") != std::string::npos);
        CHECK(run.output.find(hidden.string()) != std::string::npos);
    }
    std::filesystem::remove_all(hidden.parent_path());
}

TEST_CASE("a failure still fails when part of the reference material is absent") {
    // A reference folder with a truncated opcode list and no objdump vectors: one
    // case of the program fails, another skips, and the failure must win.
    const auto partial = test::make_temp_dir("xp860-partial-ref");
    std::ofstream(partial / "i860-opcodes.tsv") << "mnemonic\tmust_be_set\tmust_be_clear\toperands\tflags\n";
    const std::string program = (test::build_dir() / "tests" / "test_toolchain_instruction_table").string();
    const auto run = test::run_command("XP860_REF_DIR=" + partial.string() + " " + program);
    CHECK(run.status == 1);
    CHECK(run.output.find("SKIP objdump text comparison") != std::string::npos);
    std::filesystem::remove_all(partial);
}

TEST_CASE("ctest reads exit status 77 of those tests as a skip") {
    // The test list ctest runs from, as CMake wrote it for this folder.
    const std::string listing = test::read_text_file(test::build_dir() / "tests" / "toolchain" / "CTestTestfile.cmake");
    for (const ReferenceTest& reference_test : kReferenceTests) {
        INFO(reference_test.ctest_name);
        const std::string properties = "set_tests_properties([=[" + std::string(reference_test.ctest_name) + "]=] PROPERTIES";
        const std::size_t line = listing.find(properties);
        REQUIRE(line != std::string::npos);
        const std::string rest = listing.substr(line, listing.find('\n', line) - line);
        CHECK(rest.find("SKIP_RETURN_CODE \"" + std::to_string(test::kSkipExitStatus) + "\"") != std::string::npos);
    }
}
