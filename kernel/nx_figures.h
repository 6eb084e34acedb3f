// The figures of the NX communication benchmarks as `xp860 bench pingpong |
// bandwidth | contention` report them, each from runs of nx_bench.h with the
// lengths, repetitions and pairs fixed here. MB/s are 10^6 bytes per second, as NX
// users reported them.
#pragma once

#include <cstdint>
#include <map>
#include <vector>

#include "kernel/nx_bench.h"
#include "kernel/trip_phases.h"

namespace xp860::kernel {

struct PingPongFigures {
    std::map<std::uint32_t, double> latency_us;        // csend/crecv, one way, by length
    std::map<std::uint32_t, double> async_latency_us;  // irecv posted, isend, msgwait
    // The 0-byte csend/crecv trip's phases (trip_phases.h), mean us over the timed
    // round trips' trips, as the emulator saw them: they add up to about
    // latency_us[0], which the program timed itself.
    std::vector<std::pair<TripPhase, double>> phases_us;
};
PingPongFigures ping_pong_figures(const ExperimentImages& images, Profile profile, unsigned threads);

struct BandwidthFigures {
    std::map<std::uint32_t, double> stream_mb_per_s;     // one way, by length
    std::map<std::uint32_t, double> ping_pong_mb_per_s;  // length / (round trip / 2)
    double asymptotic_mb_per_s = 0;                      // streaming, at the largest length
    double half_bandwidth_bytes = 0;  // where streaming reaches half of it (interpolated)
};
BandwidthFigures bandwidth_figures(const ExperimentImages& images, Profile profile, unsigned threads);

struct ContentionFigures {
    // 0 bytes, node 0 with a node that far on a 16 x 16 mesh, the arrival noticed by
    // an hrecv handler (hrecv, csend, spin on the handler's flag).
    std::map<std::uint32_t, double> latency_us_by_hops;
    // By the number of pairs streaming at once across one link of a 16 x 1 row:
    // each pair's MB/s, and all their bytes over the longest pair's time.
    std::map<std::uint32_t, std::vector<double>> pair_mb_per_s;
    std::map<std::uint32_t, double> aggregate_mb_per_s;
};
ContentionFigures contention_figures(const ExperimentImages& images, Profile profile, unsigned threads);

}  // namespace xp860::kernel
