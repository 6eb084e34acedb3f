// The NX communication benchmarks (kernel/nx_figures.h, roms/bench/nx/nx_bench.c)
// against what the modelled machine can physically do.
#include <doctest/doctest.h>

#include <cmath>

#include "frontend/built_images.h"
#include "kernel/nx_figures.h"

using namespace xp860;

namespace {

const kernel::ExperimentImages& images() {
    static const kernel::ExperimentImages built = frontend::nx_bench_images();
    return built;
}

// A link moves 7 bytes every 2 cycles at 50 MHz (docs/mesh.md; cpu/timing.def's
// kMeshLinkBytesPerPeriod, kMeshLinkPeriodCycles, kCyclesPerMicrosecond): 175e6
// bytes per second, and every byte of a message crosses at least the sender's
// injection channel, a link and the receiver's ejection channel at that rate.
constexpr double kLinkMbPerS = 7.0 / 2.0 * 50.0;

// The contention run, 16x16 and 16x1 machines: once, for both test cases.
const kernel::ContentionFigures& contention_figures() {
    static const kernel::ContentionFigures figures = kernel::contention_figures(images(), kernel::Profile::Light, 1);
    return figures;
}

}  // namespace

TEST_CASE("no bandwidth exceeds what the modelled link carries, however many pairs share it") {
    const kernel::BandwidthFigures bandwidth = kernel::bandwidth_figures(images(), kernel::Profile::Osf1, 1);
    REQUIRE(bandwidth.stream_mb_per_s.size() == 18u);  // 8 bytes to 1 MB
    for (const auto& [bytes, rate] : bandwidth.stream_mb_per_s) {
        CAPTURE(bytes);
        CHECK(rate > 0);
        CHECK(rate <= kLinkMbPerS);
        CHECK(bandwidth.ping_pong_mb_per_s.at(bytes) <= kLinkMbPerS);
    }
    CHECK(bandwidth.asymptotic_mb_per_s == bandwidth.stream_mb_per_s.at(1u << 20));
    // Half the asymptotic rate is reached between the two lengths that bracket it.
    CHECK(bandwidth.half_bandwidth_bytes > 8);
    CHECK(bandwidth.half_bandwidth_bytes < (1u << 20));

    // Every pair's worms cross the link from node 7 to node 8: together they can
    // carry no more than the link, and one pair alone no more than it either.
    const kernel::ContentionFigures& contention = contention_figures();
    for (const auto& [pairs, aggregate] : contention.aggregate_mb_per_s) {
        CAPTURE(pairs);
        CHECK(aggregate <= kLinkMbPerS);
        CHECK(contention.pair_mb_per_s.at(pairs).size() == pairs);
        for (const double rate : contention.pair_mb_per_s.at(pairs)) CHECK(rate <= kLinkMbPerS);
    }
}

// The expected cost of a hop, from docs/mesh.md's closed formula and timing.def,
// not from the benchmark: a packet's tail arrives F(k, B) = I + (k + 1) R + E +
// ceil(2 (16 + B) / 7) cycles after injection, so each hop adds R =
// kMeshRouterDelay = 2 cycles to a one-way trip. A round trip between node 0 and a
// node k hops away carries two worms of k hops (X then Y, and back Y then X), 4
// cycles a hop; the benchmark's one-way figure is half of it: 2 cycles, 0.04 us.
// The kernel's work is the same at every distance; what moves the figure besides
// the hops is where in the waiting loop (the program's spin on the handler's flag,
// a few cycles a turn) each arrival lands, so the slope over 1 to 30 hops is
// checked to within 0.2 cycles a hop (6 cycles over 29 hops).
TEST_CASE("0-byte latency grows with hop count by the modelled router delay") {
    const kernel::ContentionFigures& contention = contention_figures();
    const auto& latency = contention.latency_us_by_hops;
    REQUIRE(latency.size() >= 8u);
    REQUIRE(latency.begin()->first == 1u);
    REQUIRE(latency.rbegin()->first == 30u);  // corner to corner of 16 x 16
    constexpr double kCyclesPerHop = 2.0, kCyclesPerUs = 50.0;
    // Least-squares slope over every distance measured, in cycles per hop.
    double n = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (const auto& [hops, us] : latency) {
        n += 1;
        sx += hops;
        sy += us * kCyclesPerUs;
        sxx += double(hops) * hops;
        sxy += hops * us * kCyclesPerUs;
    }
    const double slope = (n * sxy - sx * sy) / (n * sxx - sx * sx);
    CHECK(slope == doctest::Approx(kCyclesPerHop).epsilon(0.1));
    const double far = (latency.at(30) - latency.at(1)) * kCyclesPerUs;
    CHECK(std::abs(far - 29 * kCyclesPerHop) <= 6.0);
}

// The emulator's phases of the 0-byte trip against the program's own dclock()
// figure: two observers of the same round trips, the events on one side and the
// time-stamp counter the program read on the other; they may differ only by the
// program's first dclock() spread over 198 trips (well under a cycle each). Two
// phases are known without the benchmark: `wire` is docs/mesh.md's F(1, 0) = I +
// 2R + E + ceil(2 * 16 / 7) = 1 + 4 + 1 + 5 = 11 cycles for the neighbour, and
// `return` is the 46 cycles gap_experiment_test counts by hand, and
// `interrupt_entry` its 92 give or take what it allows for a restart at a branch
// or a busy bus (90 to 104).
TEST_CASE("the 0-byte trip's phases add up to the program's own latency") {
    for (const auto profile : {kernel::Profile::Osf1, kernel::Profile::Light}) {
        CAPTURE(kernel::profile_name(profile));
        const kernel::PingPongFigures figures = kernel::ping_pong_figures(images(), profile, 1);
        REQUIRE(figures.phases_us.size() == kernel::kTripPhaseCount);
        double total = 0;
        for (const auto& [phase, us] : figures.phases_us) total += us;
        CHECK(total == doctest::Approx(figures.latency_us.at(0)).epsilon(0.001));
        const auto phase_cycles = [&](kernel::TripPhase phase) {
            return figures.phases_us[static_cast<std::size_t>(phase)].second * 50.0;
        };
        CHECK(phase_cycles(kernel::TripPhase::Wire) == doctest::Approx(11.0));
        CHECK(phase_cycles(kernel::TripPhase::InterruptEntry) >= 90.0);
        CHECK(phase_cycles(kernel::TripPhase::InterruptEntry) <= 104.0);
        CHECK(phase_cycles(kernel::TripPhase::Return) == doctest::Approx(46.0));
    }
}
