// The speed benchmarks' --json as a user runs it, each in its quickest mode: one JSON
// array on stdout with a number for every figure, and the counts that do not depend on
// the host's speed (guest instructions, cycles, packets, words) equal to the text
// mode's, read back from its lines.
#include <doctest/doctest.h>

#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tests/test_support.h"

using namespace xp860;
using nlohmann::json;

namespace {

// The benchmark's stdout alone (stderr dropped), which must have exited 0.
std::string stdout_of(const std::string& tool, const std::string& options) {
    const auto result = test::run_command((test::tool_dir() / tool).string() + " " + options + " 2>/dev/null");
    REQUIRE_MESSAGE(result.status == 0, tool, " ", options, ": ", result.output);
    return result.output;
}

// The --json run's document: an array of `rows` objects, each with every one of `fields`,
// the last `numbers` of them numbers.
json document(const std::string& tool, const std::string& options, std::size_t rows,
              const std::vector<std::string>& fields, std::size_t numbers) {
    const std::string output = stdout_of(tool, options + " --json");
    REQUIRE_MESSAGE(json::accept(output), output);
    const json figures = json::parse(output);
    REQUIRE(figures.is_array());
    REQUIRE(figures.size() == rows);
    for (const json& row : figures) {
        for (std::size_t i = 0; i < fields.size(); ++i) {
            REQUIRE_MESSAGE(row.contains(fields[i]), tool, ": no ", fields[i], " in ", row.dump());
            if (i >= fields.size() - numbers) CHECK_MESSAGE(row[fields[i]].is_number(), tool, ": ", fields[i]);
        }
    }
    return figures;
}

// The text run's lines, each matched against `line`: its captures as numbers.
std::vector<std::vector<std::uint64_t>> text_counts(const std::string& tool, const std::string& options,
                                                     const std::string& line) {
    std::istringstream text(stdout_of(tool, options));
    std::vector<std::vector<std::uint64_t>> counts;
    const std::regex pattern(line);
    for (std::string text_line; std::getline(text, text_line);) {
        std::smatch match;
        REQUIRE_MESSAGE(std::regex_search(text_line, match, pattern), tool, ": ", text_line);
        counts.emplace_back();
        for (std::size_t i = 1; i < match.size(); ++i) counts.back().push_back(std::stoull(match[i].str()));
    }
    return counts;
}

}  // namespace

TEST_CASE("xp860-bench-core --json: each workload's instructions and cycles as in the text") {
    const json figures = document("xp860-bench-core", "--quick --repeat 1", 5,
                                  {"workload", "description", "instructions", "cycles", "runs", "best_seconds",
                                   "median_seconds", "m_instructions_per_second",
                                   "median_m_instructions_per_second", "m_cycles_per_second"},
                                  8);
    const auto text = text_counts("xp860-bench-core", "--quick --repeat 1", "; (\\d+) instructions, (\\d+) cycles");
    REQUIRE(text.size() == 5);
    const char* names[] = {"integer", "fp-dot", "fp-dot-dual", "memcpy", "branchy"};
    for (std::size_t i = 0; i < 5; ++i) {
        CAPTURE(i);
        CHECK(figures[i]["workload"] == names[i]);
        CHECK(figures[i]["instructions"] == text[i][0]);
        CHECK(figures[i]["cycles"] == text[i][1]);
        CHECK(figures[i]["runs"] == 1);
        CHECK(figures[i]["best_seconds"] == figures[i]["median_seconds"]);
    }
    // The integer loop by hand: 4 instructions load the buffer's address and the count
    // (200,000 with --quick), 9 per iteration, then the breakpoint.
    CHECK(figures[0]["instructions"] == 4 + 9 * 200'000 + 1);
}

TEST_CASE("xp860-bench-toolchain --json: words, text and instructions as in the text") {
    const json figures = document("xp860-bench-toolchain", "--quick", 3, {"stage", "seconds"}, 1);
    const auto text = text_counts("xp860-bench-toolchain", "--quick", "\\((\\d+)");
    REQUIRE(text.size() == 3);
    CHECK(figures[0]["stage"] == "decode");
    CHECK(figures[0]["words"] == 200'000);  // --quick: a tenth of 2,000,000
    CHECK(figures[0]["accepted"] == text[0][0]);
    CHECK(figures[0]["m_words_per_second"].is_number());
    CHECK(figures[1]["stage"] == "disassemble");
    CHECK(figures[1]["words"] == 50'000);  // a quarter of them
    CHECK(figures[1]["text_bytes"] == text[1][0]);
    CHECK(figures[1]["m_words_per_second"].is_number());
    CHECK(figures[2]["stage"] == "assemble");
    CHECK(figures[2]["instructions"] == text[2][0]);
    CHECK(figures[2]["instructions"] > 0);
    CHECK(figures[2]["m_lines_per_second"].is_number());
}

TEST_CASE("xp860-bench-mesh --json: packets, hops and last tails as in the text") {
    const json figures = document("xp860-bench-mesh", "--quick", 4,
                                  {"load", "packets", "hops", "advances", "last_tail", "seconds",
                                   "m_packets_per_second", "m_hops_per_second", "m_advances_per_second"},
                                  8);
    const auto text = text_counts("xp860-bench-mesh", "--quick", "\\((\\d+) packets, last tail (\\d+),");
    REQUIRE(text.size() == 4);
    for (std::size_t i = 0; i < 4; ++i) {
        CAPTURE(i);
        CHECK(figures[i]["packets"] == text[i][0]);
        CHECK(figures[i]["last_tail"] == text[i][1]);
    }
    // 4x4 all-to-all: 16 x 15 packets a round. Their hops: along one axis the ordered
    // pairs of the 4 positions lie 2 x (3x1 + 2x2 + 1x3) = 20 apart in all, for each of
    // the 4 x 4 pairs of positions on the other axis: 320 an axis, 640 a round.
    CHECK(figures[0]["load"] == "4x4 all-to-all, 64 B, all at cycle 0");
    CHECK(figures[0]["packets"] == 240);
    CHECK(figures[0]["hops"] == 640);
    CHECK(figures[1]["packets"] == 480);
    CHECK(figures[1]["hops"] == 1280);
    CHECK(figures[2]["hops"] == 1280);
    CHECK(figures[3]["packets"] == 1);
    CHECK(figures[3]["hops"] == 6);  // node 0 to node 15, corner to corner
}

TEST_CASE("xp860-bench-machine --json: node-cycles as in the text, the same on one thread or two") {
    const json figures = document("xp860-bench-machine", "--quick", 10,
                                  {"run", "finished", "nodes", "threads", "node_cycles", "seconds",
                                   "m_node_cycles_per_second"},
                                  5);
    const auto text = text_counts("xp860-bench-machine", "--quick", "\\((\\d+) node-cycles,");
    REQUIRE(text.size() == 10);
    for (std::size_t i = 0; i < 10; ++i) {
        CAPTURE(i);
        CHECK(figures[i]["node_cycles"] == text[i][0]);
        CHECK(figures[i]["finished"] == true);
        CHECK(figures[i]["threads"] == 1 + i % 2);
        CHECK(figures[i]["nodes"] == (i < 2 ? 2 : 4));
    }
    for (std::size_t i = 0; i < 10; i += 2) CHECK(figures[i]["node_cycles"] == figures[i + 1]["node_cycles"]);
    CHECK(figures[0]["run"] == "2 nodes, hrecv experiment, 100 trials");
    CHECK(figures[2]["run"] == "2x2, kernel and gather");
    CHECK(figures[4]["run"] == "2x2, kernel and ring");
    // Idle nodes skipped or stepped: the same cycles. 20,000 cycles on 4 nodes, each
    // ending at the first step boundary at or past the run's end (a step of the
    // worker's loop or of `br .` is a few cycles).
    CHECK(figures[6]["run"] == "2x2 bare, 1 working, the rest idle, skipped");
    CHECK(figures[8]["run"] == "2x2 bare, 1 working, the rest idle, stepped");
    CHECK(figures[6]["node_cycles"] == figures[8]["node_cycles"]);
    CHECK(figures[6]["node_cycles"] >= 4 * 20'000);
    CHECK(figures[6]["node_cycles"] < 4 * 20'010);
}

TEST_CASE("xp860-bench-fp --json: every operation with its rates and the host path's share") {
    const json figures = document("xp860-bench-fp", "--repeat 1", 7,
                                  {"operation", "m_operations_per_second", "integer_path_m_operations_per_second",
                                   "host_path_share"},
                                  3);
    CHECK(figures[0]["operation"] == "add.ss");
    CHECK(figures[6]["operation"] == "to_int32.d");
}

TEST_CASE("xp860-bench-cc --json: each program's cycles and iterations as in the text") {
    const json figures = document("xp860-bench-cc", "--quick", 3,
                                  {"program", "level", "published", "iterations", "cycles", "cycles_per_iteration",
                                   "mflops_at_50_mhz", "iterations_per_second_at_50_mhz", "published_mflops"},
                                  6);
    const auto text = text_counts("xp860-bench-cc", "--quick", "\\((\\d+) cycles, (\\d+) iterations\\)");
    REQUIRE(text.size() == 3);
    const char* names[] = {"daxpy", "linpack", "intmix"};
    // --quick's repetitions (bench/cc_bench.cpp): 20 x 512 daxpy elements, one solve,
    // 2000 intmix iterations; -O2 only.
    const unsigned iterations[] = {20 * 512, 1, 2000};
    for (std::size_t i = 0; i < 3; ++i) {
        CAPTURE(i);
        CHECK(figures[i]["program"] == names[i]);
        CHECK(figures[i]["level"] == "O2");
        CHECK(figures[i]["cycles"] == text[i][0]);
        CHECK(figures[i]["iterations"] == text[i][1]);
        CHECK(figures[i]["iterations"] == iterations[i]);
        // Mflop/s at 50 MHz: flops per microsecond of 50 cycles; daxpy does 2 flops an element.
        if (i == 0)
            CHECK(figures[i]["mflops_at_50_mhz"].get<double>() ==
                  doctest::Approx(2.0 * 20 * 512 / (static_cast<double>(text[i][0]) / 50.0)));
    }
}

TEST_CASE("xp860-bench-reverse --json: the run's cycles and snapshots as in the text, every jump measured") {
    const json figures = document("xp860-bench-reverse", "--quick", 6,
                                  {"measure", "trials", "cycles", "snapshots", "snapshot_interval", "snapshot_bytes",
                                   "count", "found_none", "median_ms", "max_ms", "median_cpu_ms", "max_cpu_ms"},
                                  11);
    const auto text = text_counts("xp860-bench-reverse", "--quick",
                                  "^[a-z ,-]+: +(\\d+): .*\\((\\d+) trials, (\\d+) cycles; (\\d+) snapshots every (\\d+) cycles");
    REQUIRE(text.size() == 6);
    const char* measures[] = {"run forward, snapshots taken", "goto-cycle", "step-back", "back-over", "back-to-interrupt",
                              "reverse-continue to handler"};
    for (std::size_t i = 0; i < 6; ++i) {
        CAPTURE(i);
        CHECK(figures[i]["measure"] == measures[i]);
        CHECK(figures[i]["count"] == text[i][0]);
        CHECK(figures[i]["count"] == (i == 0 ? 1 : 20));  // --quick: 20 of each
        CHECK(figures[i]["trials"] == 100);
        CHECK(figures[i]["trials"] == text[i][1]);
        CHECK(figures[i]["cycles"] == text[i][2]);
        CHECK(figures[i]["snapshots"] == text[i][3]);
        CHECK(figures[i]["snapshot_interval"] == text[i][4]);
        CHECK(figures[i]["cycles"] == figures[0]["cycles"]);  // one run, measured six ways
        CHECK(figures[i]["median_ms"] <= figures[i]["max_ms"]);
        CHECK(figures[i]["median_cpu_ms"] <= figures[i]["max_cpu_ms"]);
        // Every snapshot holds at least the two nodes' cores and some memory.
        CHECK(figures[i]["snapshot_bytes"].get<std::uint64_t>() > figures[i]["snapshots"].get<std::uint64_t>() * 4096);
    }
}
