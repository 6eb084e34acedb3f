// Replays the differential oracle's kept inputs (tests/cpu/oracle_corpus/: the fuzzer's
// seeds and every difference it has found, reduced) through the same harness the
// libFuzzer target uses, built with the regular compiler: each must run the same on
// Core::step() and Core::run(). Names: seed-NN, the fuzzer's seeds (scripts/test.sh
// starts from this folder); planted-*, inputs that caught a bug planted to try the
// oracle (an uncached load's data delay charged a clock more on run()'s fast path
// only), kept because they reach that path in a few steps; found-*, differences the
// fuzzer found, reduced.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <vector>

#include "cpu/control_registers.h"
#include "tests/cpu/core_oracle.h"
#include "tests/test_support.h"

using namespace xp860;

namespace {

std::vector<std::filesystem::path> corpus() {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(test::source_dir() / "tests/cpu/oracle_corpus"))
        if (entry.is_regular_file()) files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

}  // namespace

TEST_CASE("every kept input runs the same on step() and run()") {
    const auto files = corpus();
    REQUIRE(files.size() >= 10);  // the seeds alone are more
    for (const auto& file : files) {
        INFO(file.filename().string());
        const std::string bytes = test::read_text_file(file);
        const std::span<const std::uint8_t> input(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
        const std::string difference = test::oracle_difference(input);
        CHECK_MESSAGE(difference.empty(), difference);
    }
}

TEST_CASE("the comparison names what differs") {
    // Input: generated words, the timer every 30 cycles; the chunks are arbitrary.
    const std::vector<std::uint8_t> input = {4, 22, 0, 0, 0x31, 0x42, 0x53, 0x64, 0x75, 0x86, 0x97, 0xa8};
    const test::Image image = test::oracle_image(input);
    const test::Drive steps{test::Driver::Steps, {1000}, {}, false};
    const test::Ending reference = test::drive(image, steps, 300);
    CHECK(test::difference(reference, test::drive(image, steps, 300)).empty());
    // The program (two generated instructions, then `br .` and its slot) halts at cycle
    // 6, before the timer's first interrupt at 30, as a step-by-step trace of it shows;
    // stopped at cycle 3, it has not.
    const std::string shorter = test::difference(reference, test::drive(image, steps, 3));
    CHECK_MESSAGE(shorter.starts_with("outcome: 0x3 vs 0x0; "), shorter);
    CHECK_MESSAGE(shorter.find("; cycles: 0x6 vs 0x") != std::string::npos, shorter);
    test::Ending changed = reference;
    changed.ram[0x20005] ^= 1;
    changed.state.f[7] ^= 1;
    CHECK(test::difference(reference, changed) == "f7: 0x" + [&] {
              std::ostringstream hex;
              hex << std::hex << reference.state.f[7] << " vs 0x" << changed.state.f[7];
              return hex.str();
          }() + "; ram first differs at offset 0x20005; ");
}

TEST_CASE("the comparison sees what the trap listener and the devices heard") {
    test::Ending reference;
    reference.trap_events = {{5, 0x10000, cpu::psr::kInstructionTrap, false, false}, {9, 0x10004, 0, true, false}};
    reference.events = {{3, test::kTimerPort, 40}};
    test::Ending other = reference;
    other.trap_events[1].user = true;
    other.events.push_back({7, test::kAckPort, 0});
    CHECK(test::difference(reference, other) ==
          "device traffic first differ at event 1 of 1 vs 2; the trap listener's events first differ at event 1 of 2 vs 2; ");
}
