// `xp860 bench bandwidth`: NX bandwidth between two nodes, 8 bytes to 1 MB
// (kernel/nx_figures.h).
#include <iostream>

#include "frontend/built_images.h"
#include "frontend/commands.h"
#include "frontend/nx_bench_output.h"
#include "kernel/nx_figures.h"

namespace xp860::frontend {
namespace {

constexpr const char* kDescription =
    "Node 0 sends node 1 of a 2x1 machine messages of 8 bytes to 1 MB (powers of two): streamed one\n"
    "way (4 to 64 messages, then an ack), and as a ping-pong (length over half the round trip).\n"
    "Messages longer than the network interface's 4096-byte packet go as 4096-byte messages into\n"
    "receives posted ahead. MB/s are 10^6 bytes per second. The asymptotic bandwidth is the\n"
    "streamed one at 1 MB, the half-bandwidth length where streaming reaches half of it\n"
    "(interpolated between the lengths measured).";

int run_bandwidth(const NxBenchCommandOptions& options) {
    const kernel::BandwidthFigures figures =
        kernel::bandwidth_figures(nx_bench_images(), options.profile, options.threads);
    if (options.json) {
        nlohmann::ordered_json json = {{"profile", kernel::profile_name(options.profile)},
                                       {"mb_per_s", by_length(figures.stream_mb_per_s)},
                                       {"pingpong_mb_per_s", by_length(figures.ping_pong_mb_per_s)},
                                       {"asymptotic_mb_per_s", figures.asymptotic_mb_per_s},
                                       {"half_bandwidth_bytes", figures.half_bandwidth_bytes}};
        std::cout << json.dump(2) << "\n";
        return 0;
    }
    std::cout << "bandwidth, profile " << kernel::profile_name(options.profile) << " (MB/s = 10^6 bytes/s)\n"
              << "    bytes   streamed   ping-pong\n";
    for (const auto& [bytes, rate] : figures.stream_mb_per_s) {
        char line[96];
        std::snprintf(line, sizeof line, "  %7u   %8s   %9s\n", bytes, fixed(rate, 2).c_str(),
                      fixed(figures.ping_pong_mb_per_s.at(bytes), 2).c_str());
        std::cout << line;
    }
    std::cout << "  asymptotic: " << fixed(figures.asymptotic_mb_per_s, 2) << " MB/s; half of it at "
              << fixed(figures.half_bandwidth_bytes, 0) << " bytes\n";
    return 0;
}

}  // namespace

CLI::App& add_bandwidth_command(CLI::App& bench, Commands& commands) {
    return add_nx_bench_command(bench, commands, "bandwidth",
                                "NX bandwidth, 8 bytes to 1 MB, streamed and ping-pong", kDescription,
                                run_bandwidth);
}

}  // namespace xp860::frontend
