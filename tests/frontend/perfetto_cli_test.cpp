// `xp860 bench --json`, `xp860 bench --perfetto` and `xp860 run --mesh --perfetto` as a
// user runs them, their output parsed back with nlohmann/json. The expected figures
// come from kernel::GapExperiment run here, in the test, on the same images: the
// command must report what the experiment measured, trial by trial.
#include <doctest/doctest.h>

#include <map>
#include <set>

#include <nlohmann/json.hpp>

#include "frontend/built_images.h"
#include "kernel/gap_experiment.h"
#include "tests/test_support.h"

using namespace xp860;
using nlohmann::json;

namespace {

std::string xp860_command() { return (test::tool_dir() / "xp860").string(); }

// The JSON document in `path`, or in the command's stdout.
json parsed_file(const std::filesystem::path& path) {
    const std::string text = test::read_text_file(path);
    REQUIRE_MESSAGE(json::accept(text), path.string());
    return json::parse(text);
}

kernel::ExperimentResult experiment(kernel::Variant variant, std::uint32_t trials) {
    static const kernel::ExperimentImages images = frontend::experiment_images();
    kernel::GapExperiment run(images, {variant, trials, kernel::Profile::Osf1, 1});
    return run.run();
}

// The events of process `pid` in category `category`.
std::vector<json> events(const json& trace, int pid, const std::string& category) {
    std::vector<json> found;
    for (const json& event : trace["traceEvents"])
        if (event["pid"] == pid && event.value("cat", "") == category) found.push_back(event);
    return found;
}

}  // namespace

TEST_CASE("xp860 bench --json: one object, numbers as numbers, what the experiment measured") {
    const auto result = test::run_command("(" + xp860_command() + " bench hrecv --trials 5 --json 2>/dev/null)");
    REQUIRE(result.status == 0);
    REQUIRE_MESSAGE(json::accept(result.output), result.output);
    const json bench = json::parse(result.output);
    const kernel::ExperimentResult expected = experiment(kernel::Variant::Hrecv, 5);
    CHECK(bench["profile"] == "osf1");
    CHECK(!bench.contains("irecv"));
    const json& hrecv = bench["hrecv"];
    CHECK(hrecv["trials"] == 5);
    CHECK(hrecv["mean_cycles"].get<double>() == expected.mean_cycles);
    CHECK(hrecv["loop_gap_cycles"].get<double>() == expected.loop_gap_cycles);
    // 50 cycles to the microsecond (cpu/timing.def kCyclesPerMicrosecond).
    CHECK(hrecv["mean_us"].get<double>() == doctest::Approx(expected.mean_cycles / 50));
    CHECK(hrecv["min_us"].get<double>() == doctest::Approx(static_cast<double>(expected.min_cycles) / 50));
    CHECK(hrecv["max_us"].get<double>() == doctest::Approx(static_cast<double>(expected.max_cycles) / 50));
    CHECK(hrecv["program_mean_us"].get<double>() == doctest::Approx(expected.program_mean_seconds * 1e6));
    // The phases and the loop's disturbance add up to the mean cost (kernel.gap_experiment).
    double total = 0;
    for (const auto& [name, cycles] : hrecv["phases"].items()) total += cycles.get<double>();
    CHECK(hrecv["phases"].size() == 7);
    CHECK(total == doctest::Approx(expected.mean_cycles));
}

TEST_CASE("xp860 bench hrecv --trials 5 --perfetto: a slice for each phase of each trial") {
    const auto work = test::make_temp_dir("xp860-perfetto");
    const auto path = work / "out.json";
    const auto result =
        test::run_command(xp860_command() + " bench hrecv --trials 5 --perfetto " + path.string() + " 2>/dev/null");
    REQUIRE_MESSAGE(result.status == 0, result.output);
    const json trace = parsed_file(path);
    const kernel::ExperimentResult expected = experiment(kernel::Variant::Hrecv, 5);
    REQUIRE(expected.trials.size() == 5);

    // Per phase name and trial, the slices of the trials' gaps: exactly one each.
    std::map<std::pair<std::string, int>, std::vector<json>> slices;
    for (const json& event : events(trace, 1, "gap_phase")) {
        CHECK(event["ph"] == "X");
        slices[{event["name"].get<std::string>(), event["args"]["trial"].get<int>()}].push_back(event);
    }
    const char* phases[] = {"interrupt_entry", "kernel_net_read", "context_save", "handler", "context_restore", "return"};
    CHECK(slices.size() == 6 * 5);
    for (int trial = 1; trial <= 5; ++trial) {
        const kernel::InterruptRecord& interrupt = *expected.trials[static_cast<std::size_t>(trial - 1)].interrupt;
        std::uint64_t begin = interrupt.taken;  // the phases follow each other from the trap on
        for (std::size_t p = 0; p < 6; ++p) {
            CAPTURE(trial);
            CAPTURE(phases[p]);
            const auto& found = slices[{phases[p], trial}];
            REQUIRE(found.size() == 1);
            CHECK(found[0]["args"]["cycle"] == begin);
            CHECK(found[0]["args"]["cycles"] == interrupt.cycles[p]);
            CHECK(found[0]["ts"].get<double>() == doctest::Approx(static_cast<double>(begin) / 50));
            begin += interrupt.cycles[p];
        }
        CHECK(begin == interrupt.resumed);
    }
    // Each trial's gap, and the receiver's interrupts on its phase thread (tid 1000 + 1).
    const std::vector<json> gaps = events(trace, 1, "gap");
    REQUIRE(gaps.size() == 5);
    CHECK(gaps[2]["name"] == "trial 3 gap");
    CHECK(gaps[2]["args"]["cycle"] == expected.trials[2].gap_start);
    CHECK(gaps[2]["args"]["cycles"] == expected.trials[2].gap);
    std::size_t receiver_phases = 0;
    for (const json& event : events(trace, 1, "phase")) receiver_phases += event["tid"] == 1001 ? 1 : 0;
    CHECK(receiver_phases == 6 * 5);
    // The process and its lanes are named.
    std::set<std::string> names;
    for (const json& event : trace["traceEvents"])
        if (event["ph"] == "M") names.insert(event["args"].value("name", ""));
    CHECK(names.contains("hrecv, profile osf1"));
    CHECK(names.contains("node 0: sender"));
    CHECK(names.contains("node 1: receiver"));
    std::filesystem::remove_all(work);
}

TEST_CASE("xp860 bench all --perfetto: a process per variant; an irecv has three phases") {
    const auto work = test::make_temp_dir("xp860-perfetto");
    const auto path = work / "all.json";
    REQUIRE(test::run_command(xp860_command() + " bench --trials 2 --perfetto " + path.string() + " 2>/dev/null")
                .status == 0);
    const json trace = parsed_file(path);
    CHECK(events(trace, 1, "gap_phase").size() == 6 * 2);  // hrecv
    CHECK(events(trace, 2, "gap_phase").size() == 3 * 2);  // irecv: no handler, so no switch either
    std::filesystem::remove_all(work);
}

TEST_CASE("xp860 run --mesh --perfetto: the gather's messages, and every node's lane") {
    const auto work = test::make_temp_dir("xp860-perfetto");
    const auto path = work / "gather.json";
    const auto build = test::build_dir();
    const auto result = test::run_command(
        xp860_command() + " run --mesh 2x2 --rom " + (build / "roms/boot/rom.rom").string() + " --kernel " +
        (build / "kernel/kernel").string() + " --perfetto " + path.string() + " " +
        (build / "roms/examples/gather").string());
    REQUIRE_MESSAGE(result.status == 0, result.output);
    const json trace = parsed_file(path);
    // roms/examples/gather: nodes 1, 2 and 3 each send node 0 one message.
    std::multiset<int> senders, receivers;
    for (const json& event : events(trace, 1, "message")) {
        if (event["ph"] == "s") senders.insert(event["tid"].get<int>());
        if (event["ph"] == "f") receivers.insert(event["tid"].get<int>());
    }
    CHECK(senders == std::multiset<int>{1, 2, 3});
    CHECK(receivers == std::multiset<int>{0, 0, 0});
    // Each interrupt node 0 takes has its phases on its thread 1000, from the trap on.
    std::vector<std::uint64_t> taken, entries;
    for (const json& event : events(trace, 1, "marker"))
        if (event["tid"] == 0 && event["name"] == "interrupt taken") taken.push_back(event["args"]["cycle"]);
    for (const json& event : events(trace, 1, "phase"))
        if (event["tid"] == 1000 && event["name"] == "interrupt_entry") entries.push_back(event["args"]["cycle"]);
    CHECK(!taken.empty());
    CHECK(entries == taken);
    std::set<int> lanes;
    for (const json& event : events(trace, 1, "mode")) lanes.insert(event["tid"].get<int>());
    CHECK(lanes == std::set<int>{0, 1, 2, 3});

    const auto refused = test::run_command(xp860_command() + " run --perfetto " + path.string() + " " +
                                           (build / "roms/examples/sum").string());
    CHECK(refused.status == 1);
    CHECK(refused.output == "xp860: --perfetto follows a machine's event stream: give --mesh (--mesh 1x1 for one node)\n");
    std::filesystem::remove_all(work);
}
