#include "kernel/nx_figures.h"

#include <algorithm>
#include <stdexcept>

#include "cpu/cycle_model.h"

namespace xp860::kernel {
namespace {

constexpr std::uint32_t kWarmup = 10;
constexpr std::uint32_t kRoundTrips = 100;
constexpr std::uint32_t kMaxBytes = 1u << 20;
constexpr std::uint32_t kContentionBytes = 4096;      // one packet a message
constexpr std::uint32_t kContentionMessages = 32;

double mb_per_s(double bytes, double seconds) { return bytes / seconds / 1e6; }

NxBenchResult run(const ExperimentImages& images, NxBenchOptions options, Profile profile, unsigned threads) {
    options.profile = profile;
    options.threads = threads;
    return run_nx_bench(images, options);
}

std::map<std::uint32_t, double> one_way_us(const ExperimentImages& images, NxKind kind,
                                           const std::vector<std::uint32_t>& lengths, Profile profile,
                                           unsigned threads, std::function<void(network::Machine&)> attach = {}) {
    NxBenchOptions options;
    options.attach = std::move(attach);
    options.kind = kind;
    options.lengths = lengths;
    options.repetitions.assign(lengths.size(), kRoundTrips);
    options.warmup = kWarmup;
    const NxBenchResult result = run(images, options, profile, threads);
    std::map<std::uint32_t, double> us;
    for (std::size_t i = 0; i < lengths.size(); ++i) us[lengths[i]] = result.seconds[0][i] * 1e6;
    return us;
}

// Where the curve first reaches `level`, by linear interpolation between the
// measured lengths on either side.
double length_reaching(const std::map<std::uint32_t, double>& curve, double level) {
    double previous_bytes = 0, previous_value = 0;
    for (const auto& [bytes, value] : curve) {
        if (value >= level) {
            if (previous_bytes == 0) return bytes;
            return previous_bytes + (level - previous_value) / (value - previous_value) * (bytes - previous_bytes);
        }
        previous_bytes = bytes;
        previous_value = value;
    }
    return curve.rbegin()->first;
}

}  // namespace

PingPongFigures ping_pong_figures(const ExperimentImages& images, Profile profile, unsigned threads) {
    const std::vector<std::uint32_t> lengths = {0, 8, 64, 512};
    TripPhases trips(*images.kernel, 0, 1);
    PingPongFigures figures;
    figures.latency_us = one_way_us(images, NxKind::PingPong, lengths, profile, threads,
                                    [&trips](network::Machine& machine) { trips.attach(machine); });
    figures.async_latency_us = one_way_us(images, NxKind::PingPongAsync, lengths, profile, threads);
    // The 0-byte length's timed trips: two a round trip, after the warm-up's; not the
    // last round trip, whose second trip ends only at the next length's first send,
    // after the program's own arithmetic on its time.
    const std::size_t first = 2 * kWarmup, end = first + 2 * (kRoundTrips - 1);
    if (trips.trips().size() < end) throw std::logic_error("the ping-pong's trips were not all seen");
    for (std::size_t p = 0; p < kTripPhaseCount; ++p) {
        double sum = 0;
        for (std::size_t t = first; t < end; ++t) sum += static_cast<double>(trips.trips()[t].cycles[p]);
        figures.phases_us.emplace_back(static_cast<TripPhase>(p),
                                       sum / (end - first) / cpu::timing::kCyclesPerMicrosecond);
    }
    return figures;
}

BandwidthFigures bandwidth_figures(const ExperimentImages& images, Profile profile, unsigned threads) {
    std::vector<std::uint32_t> lengths, messages, round_trips;
    for (std::uint32_t bytes = 8; bytes <= kMaxBytes; bytes *= 2) {
        lengths.push_back(bytes);
        messages.push_back(std::max<std::uint32_t>(4, std::min<std::uint32_t>(64, (256u << 10) / bytes)));
        round_trips.push_back(std::max<std::uint32_t>(2, std::min<std::uint32_t>(20, (256u << 10) / bytes)));
    }
    NxBenchOptions stream;
    stream.kind = NxKind::Stream;
    stream.lengths = lengths;
    stream.repetitions = messages;
    NxBenchOptions ping_pong;
    ping_pong.lengths = lengths;
    ping_pong.repetitions = round_trips;
    ping_pong.warmup = 1;
    const NxBenchResult streamed = run(images, stream, profile, threads);
    const NxBenchResult ping_ponged = run(images, ping_pong, profile, threads);
    BandwidthFigures figures;
    for (std::size_t i = 0; i < lengths.size(); ++i) {
        figures.stream_mb_per_s[lengths[i]] = mb_per_s(double(lengths[i]) * messages[i], streamed.seconds[0][i]);
        figures.ping_pong_mb_per_s[lengths[i]] = mb_per_s(lengths[i], ping_ponged.seconds[0][i]);
    }
    figures.asymptotic_mb_per_s = figures.stream_mb_per_s.rbegin()->second;
    figures.half_bandwidth_bytes = length_reaching(figures.stream_mb_per_s, figures.asymptotic_mb_per_s / 2);
    return figures;
}

ContentionFigures contention_figures(const ExperimentImages& images, Profile profile, unsigned threads) {
    ContentionFigures figures;
    // Node 0 at (0, 0) with a node k hops away: along the bottom row, then up the
    // right-hand column to the far corner (15, 15), 30 hops. Every round trip's two
    // worms take k links each (dimension order: X then Y, and back Y then X).
    constexpr std::uint32_t kSide = 16;
    const std::vector<std::uint32_t> hops = {1, 2, 4, 8, 12, 15, 16, 20, 24, 28, 30};
    // The arrival is noticed by an hrecv handler while the program spins on the
    // flag it sets: msgwait's retries (each a system call, interrupts on only at
    // its trap) would round it to their period, far more than a hop's cost.
    NxBenchOptions distance;
    distance.kind = NxKind::PingPongHandler;
    distance.width = distance.height = kSide;
    distance.pairs.clear();
    for (const std::uint32_t k : hops) {
        const std::uint32_t x = std::min(k, kSide - 1), y = k - x;
        distance.pairs.push_back({0, y * kSide + x});
    }
    distance.lengths = {0};
    distance.repetitions = {kRoundTrips};
    distance.warmup = kWarmup;
    const NxBenchResult far = run(images, distance, profile, threads);
    for (std::size_t p = 0; p < hops.size(); ++p) figures.latency_us_by_hops[hops[p]] = far.seconds[p][0] * 1e6;
    // With P pairs, pair i streams from node 8 - P + i to node 8 + i of a 16 x 1
    // row: every pair's worms cross the link from node 7 to node 8. The aggregate
    // is all the bytes over the longest pair's time.
    for (const std::uint32_t pairs : {1u, 2u, 4u, 8u}) {
        NxBenchOptions shared;
        shared.kind = NxKind::Stream;
        shared.width = kSide;
        shared.height = 1;
        shared.pairs.clear();
        for (std::uint32_t i = 0; i < pairs; ++i) shared.pairs.push_back({8 - pairs + i, 8 + i});
        shared.lengths = {kContentionBytes};
        shared.repetitions = {kContentionMessages};
        const NxBenchResult streamed = run(images, shared, profile, threads);
        const double bytes = double(kContentionBytes) * kContentionMessages;
        double longest = 0;
        for (std::uint32_t i = 0; i < pairs; ++i) {
            figures.pair_mb_per_s[pairs].push_back(mb_per_s(bytes, streamed.seconds[i][0]));
            longest = std::max(longest, streamed.seconds[i][0]);
        }
        figures.aggregate_mb_per_s[pairs] = mb_per_s(bytes * pairs, longest);
    }
    return figures;
}

}  // namespace xp860::kernel
