// `xp860 bench pingpong`: NX one-way latency between two nodes (kernel/nx_figures.h).
#include <iostream>

#include "frontend/built_images.h"
#include "frontend/commands.h"
#include "frontend/nx_bench_output.h"
#include "kernel/nx_figures.h"

namespace xp860::frontend {
namespace {

constexpr const char* kDescription =
    "Node 0 and node 1 of a 2x1 machine booted with the kernel exchange messages of 0, 8, 64 and\n"
    "512 bytes (roms/bench/nx/nx_bench.c): with csend/crecv, and with the receive posted first by\n"
    "irecv, then isend and msgwait. One-way latency is the round trip over 2, averaged over 100\n"
    "round trips after 10, as node 0's own dclock() timed them; then where the 0-byte trip's time\n"
    "goes, from the emulator's events (kernel/trip_phases.h). --json gives latency_us (csend/crecv),\n"
    "isend_latency_us by length, and phases (us).";

nlohmann::ordered_json phases_json(const kernel::PingPongFigures& figures) {
    nlohmann::ordered_json json = nlohmann::ordered_json::object();
    for (const auto& [phase, us] : figures.phases_us) json[std::string(kernel::trip_phase_name(phase))] = us;
    return json;
}

int run_pingpong(const NxBenchCommandOptions& options) {
    const kernel::PingPongFigures figures =
        kernel::ping_pong_figures(nx_bench_images(), options.profile, options.threads);
    if (options.json) {
        nlohmann::ordered_json json = {{"profile", kernel::profile_name(options.profile)},
                                       {"latency_us", by_length(figures.latency_us)},
                                       {"isend_latency_us", by_length(figures.async_latency_us)},
                                       {"phases", phases_json(figures)}};
        std::cout << json.dump(2) << "\n";
        return 0;
    }
    std::cout << "ping-pong, profile " << kernel::profile_name(options.profile)
              << ": one-way latency (round trip / 2) in us\n"
              << "   bytes   csend/crecv   irecv+isend+msgwait\n";
    for (const auto& [bytes, us] : figures.latency_us) {
        char line[96];
        std::snprintf(line, sizeof line, "  %6u   %11s   %19s\n", bytes, fixed(us, 2).c_str(),
                      fixed(figures.async_latency_us.at(bytes), 2).c_str());
        std::cout << line;
    }
    std::cout << "  where the 0-byte trip goes, as the emulator saw it (us):\n";
    double total = 0;
    for (const auto& [phase, us] : figures.phases_us) {
        char line[96];
        std::snprintf(line, sizeof line, "    %-16s %7s\n", std::string(kernel::trip_phase_name(phase)).c_str(),
                      fixed(us, 3).c_str());
        std::cout << line;
        total += us;
    }
    std::cout << "    total            " << fixed(total, 3) << " (the program's own: " << fixed(figures.latency_us.at(0), 3)
              << ")\n";
    return 0;
}

}  // namespace

CLI::App& add_pingpong_command(CLI::App& bench, Commands& commands) {
    return add_nx_bench_command(bench, commands, "pingpong",
                                "NX one-way latency, csend/crecv and isend/irecv", kDescription,
                                run_pingpong);
}

}  // namespace xp860::frontend
