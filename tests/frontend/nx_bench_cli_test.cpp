// `xp860 bench pingpong | bandwidth | contention --json` as a user runs them: the
// documents' shape (issue 16's for ping-pong and bandwidth), and the same figures
// on one host thread or two.
#include <doctest/doctest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "tests/test_support.h"

using namespace xp860;
using nlohmann::json;

namespace {

json bench_json(const std::string& options) {
    const auto result = test::run_command((test::tool_dir() / "xp860").string() + " bench " + options + " --json");
    REQUIRE_MESSAGE(result.status == 0, options, ": ", result.output);
    REQUIRE_MESSAGE(json::accept(result.output), result.output);
    return json::parse(result.output);
}

// An object with exactly these keys, each a positive number.
void check_by_length(const json& figures, const std::vector<std::string>& keys) {
    REQUIRE(figures.is_object());
    CHECK(figures.size() == keys.size());
    for (const std::string& key : keys) {
        CAPTURE(key);
        REQUIRE(figures.contains(key));
        CHECK(figures[key].is_number());
        CHECK(figures[key].get<double>() > 0);
    }
}

std::vector<std::string> powers_of_two(unsigned from, unsigned to) {
    std::vector<std::string> keys;
    for (unsigned bytes = from; bytes <= to; bytes *= 2) keys.push_back(std::to_string(bytes));
    return keys;
}

}  // namespace

TEST_CASE("pingpong: latency_us and phases; the same on one thread or two") {
    const json one = bench_json("pingpong --profile light --threads 1");
    check_by_length(one["latency_us"], {"0", "8", "64", "512"});
    check_by_length(one["isend_latency_us"], {"0", "8", "64", "512"});
    REQUIRE(one["phases"].is_object());
    for (const char* phase : {"send_call", "wire", "interrupt_wait", "interrupt_entry", "kernel_net_read", "return",
                              "wake", "user"})
        CHECK(one["phases"][phase].is_number());
    CHECK(one["profile"] == "light");
    CHECK(bench_json("pingpong --profile light --threads 2") == one);
}

TEST_CASE("bandwidth: mb_per_s from 8 bytes to 1 MB, the asymptote and n1/2; the same on one thread or two") {
    const json one = bench_json("bandwidth --threads 1");
    check_by_length(one["mb_per_s"], powers_of_two(8, 1u << 20));
    check_by_length(one["pingpong_mb_per_s"], powers_of_two(8, 1u << 20));
    CHECK(one["asymptotic_mb_per_s"] == one["mb_per_s"]["1048576"]);
    CHECK(one["half_bandwidth_bytes"].is_number());
    CHECK(bench_json("bandwidth --threads 2") == one);
}

TEST_CASE("contention: latency by hops and 1, 2, 4, 8 pairs") {
    const json figures = bench_json("contention");
    CHECK(figures["latency_us_by_hops"].contains("30"));
    for (const std::string pairs : {"1", "2", "4", "8"}) {
        CAPTURE(pairs);
        REQUIRE(figures["pairs"].contains(pairs));
        CHECK(figures["pairs"][pairs]["pair_mb_per_s"].size() == std::stoul(pairs));
        CHECK(figures["pairs"][pairs]["aggregate_mb_per_s"].is_number());
    }
}
