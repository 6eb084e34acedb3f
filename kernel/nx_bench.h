// The NX communication benchmarks (roms/bench/nx/nx_bench.c) on a machine booted
// with the kernel: ping-pong (csend/crecv, or irecv/isend/msgwait) and one-way
// streaming between pairs of nodes, each sender timing itself with dclock(). The
// host writes the program's bench_ variables before the nodes start and reads the
// senders' bench_seconds when every node has halted. Used by `xp860 bench pingpong |
// bandwidth | contention`.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "kernel/gap_experiment.h"

namespace xp860::kernel {

enum class NxKind : std::uint32_t { PingPong = 0, PingPongAsync = 1, Stream = 2, PingPongHandler = 3 };  // nx_bench.c's KIND_

struct NxPair {
    network::NodeId sender = 0, receiver = 1;
};

struct NxBenchOptions {
    NxKind kind = NxKind::PingPong;
    Profile profile = Profile::Osf1;
    std::uint32_t width = 2, height = 1;
    std::vector<NxPair> pairs{{0, 1}};          // nx_bench.c: MAX_PAIRS
    std::vector<std::uint32_t> lengths;         // bytes, up to 1 MB; MAX_LENGTHS of them
    std::vector<std::uint32_t> repetitions;     // per length: round trips, or messages streamed
    std::uint32_t warmup = 0;                   // round trips before the timed ones
    unsigned threads = 1;
    // Called with the machine once the nodes are loaded, before they run: where an
    // observer marks kernel routines and subscribes to the machine's events.
    std::function<void(network::Machine&)> attach;
};

struct NxBenchResult {
    // seconds[pair][length]: per one-way trip (round trip / 2) for the ping-pongs,
    // for the whole stream (repetitions x length bytes, and the ack) for Stream.
    std::vector<std::vector<double>> seconds;
    std::uint64_t cycles = 0;                    // the machine's, to the last halt
};

// Throws std::invalid_argument for options the program cannot take, and
// toolchain::ToolError when a node stops other than by the program's exit(0).
NxBenchResult run_nx_bench(const ExperimentImages& images, const NxBenchOptions& options);

}  // namespace xp860::kernel
