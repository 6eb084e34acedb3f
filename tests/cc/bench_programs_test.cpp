// cc.bench_programs: the speed benchmarks' programs (bench/c, built at -O2 and -O0)
// run with `xp860 run` as built and pass their own validation: the "check:" lines
// they print, and their "cycles" line's counts of iterations and flops. Their speed
// is xp860-bench-cc's business, not this test's. Expected values, derived apart from
// the compiler:
//   daxpy: y[i] = i + 200 * 0.5 * 0.25 i after 200 repetitions, exact in binary;
//     y[511] = 511 + 25 * 511 = 13286. 512 elements a repetition, 2 flops each.
//   linpack: the solution of A x = b with b the row sums is all ones; LINPACK's
//     residual test. 2 solves of 2/3 100^3 + 2 100^2 = 686666 flops (integer 2/3).
//   intmix: the checksum gcc prints for the same source, at -O2 on x86-64 and at -O0
//     with -m32 (unsigned 32-bit arithmetic only), 20000 iterations.
#include <doctest/doctest.h>

#include <sstream>
#include <string>

#include "tests/test_support.h"

namespace {

// The lines of what `xp860 run` printed for build/bench/NAME that start with "check:",
// and the "cycles" line from its iterations on; the run must end with status 0.
std::string validation(const std::string& name) {
    const auto result = xp860::test::run_command((xp860::test::tool_dir() / "xp860").string() + " run " +
                                                 (xp860::test::build_dir() / "bench" / name).string());
    INFO(result.output);
    CHECK(result.status == 0);
    std::string lines;
    std::istringstream text(result.output);
    for (std::string line; std::getline(text, line);) {
        if (line.starts_with("check:")) lines += line + "\n";
        if (line.starts_with("cycles ")) lines += line.substr(line.find("iterations")) + "\n";
    }
    return lines;
}

void check_program(const std::string& program, const std::string& expected) {
    for (const char* level : {"-O2", "-O0"}) {
        CAPTURE(level);
        CHECK(validation(program + level) == expected);
    }
}

}  // namespace

TEST_CASE("daxpy's result is exact") {
    check_program("daxpy", "check: elements wrong 0\ncheck: y[511] = 13286.000\niterations 102400 flops 204800\n");
}

TEST_CASE("dgefa and dgesl at n = 100 pass LINPACK's residual check") {
    check_program("linpack",
                  "check: info 0\ncheck: normalised residual below 10: yes\n"
                  "check: every x[i] within 1e-10 of 1: yes\niterations 2 flops 1373332\n");
}

TEST_CASE("intmix's checksum is gcc's") {
    check_program("intmix", "check: checksum d0eab2ad\niterations 20000 flops 0\n");
}
