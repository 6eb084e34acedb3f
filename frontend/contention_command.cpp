// `xp860 bench contention`: NX latency against distance on a 16x16 mesh, and
// bandwidth of pairs sharing a link (kernel/nx_figures.h).
#include <iostream>

#include "frontend/built_images.h"
#include "frontend/commands.h"
#include "frontend/nx_bench_output.h"
#include "kernel/nx_figures.h"

namespace xp860::frontend {
namespace {

constexpr const char* kDescription =
    "On a 16x16 machine booted with the kernel, node 0 (a corner) ping-pongs 0-byte messages with\n"
    "nodes 1 to 30 hops away, the last the far corner, one after another (csend/crecv, round trip\n"
    "/ 2 over 100 after 10). Then on a 16x1 row, 1, 2, 4 and 8 pairs stream 32 messages of 4096\n"
    "bytes at once, every pair across the link from node 7 to node 8: each pair's MB/s and the\n"
    "aggregate (all bytes over the longest pair's time), which the link's 175 MB/s bounds.";

int run_contention(const NxBenchCommandOptions& options) {
    const kernel::ContentionFigures figures =
        kernel::contention_figures(nx_bench_images(), options.profile, options.threads);
    if (options.json) {
        nlohmann::ordered_json pairs = nlohmann::ordered_json::object();
        for (const auto& [count, rates] : figures.pair_mb_per_s)
            pairs[std::to_string(count)] = {{"pair_mb_per_s", rates},
                                            {"aggregate_mb_per_s", figures.aggregate_mb_per_s.at(count)}};
        nlohmann::ordered_json json = {{"profile", kernel::profile_name(options.profile)},
                                       {"latency_us_by_hops", by_length(figures.latency_us_by_hops)},
                                       {"pairs", pairs}};
        std::cout << json.dump(2) << "\n";
        return 0;
    }
    std::cout << "contention, profile " << kernel::profile_name(options.profile) << "\n"
              << "  0-byte one-way latency by hops (16x16 mesh, from node 0):\n";
    for (const auto& [hops, us] : figures.latency_us_by_hops)
        std::cout << "    " << hops << " hops: " << fixed(us, 3) << " us\n";
    std::cout << "  pairs streaming across one link (16x1 row), MB/s:\n";
    for (const auto& [count, rates] : figures.pair_mb_per_s) {
        std::cout << "    " << count << " pairs: aggregate " << fixed(figures.aggregate_mb_per_s.at(count), 2)
                  << ", each";
        for (const double rate : rates) std::cout << " " << fixed(rate, 2);
        std::cout << "\n";
    }
    return 0;
}

}  // namespace

CLI::App& add_contention_command(CLI::App& bench, Commands& commands) {
    return add_nx_bench_command(bench, commands, "contention",
                                "NX latency against hops (16x16), and pairs sharing a link", kDescription,
                                run_contention);
}

}  // namespace xp860::frontend
