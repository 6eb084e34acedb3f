// Speed of the mesh model on a 16x16 mesh, driven the way the scheduler drives it
// (quanta of minimum_latency(): submit what the quantum injected, advance): packets
// routed per host second under all-to-all loads, and the cost of an advance when the
// network is idle. Prints figures; no pass/fail.
//
//   xp860-bench-mesh [--quick] [--json]      (--quick: a 4x4 mesh)
#include <cstdio>
#include <string>
#include <vector>

#include "bench/report.h"
#include "frontend/command_line.h"
#include "network/mesh.h"

using namespace xp860::network;

namespace {

struct Figures {
    std::size_t packets = 0;
    std::size_t hops = 0;
    std::size_t advances = 0;
    Cycle last_tail = 0;
    double seconds = 0;
};

// Runs `messages` (sorted by inject cycle) to the last delivery on a side x side mesh.
Figures run(std::uint32_t side, const std::vector<MeshMessage>& messages) {
    auto created = Mesh::create(side, side);
    Mesh& mesh = *created.mesh;
    Figures figures;
    const Cycle quantum = Mesh::minimum_latency();
    const xp860::bench::Stopwatch stopwatch;
    std::size_t next = 0;
    for (Cycle boundary = 0; next < messages.size() || mesh.in_flight() > 0; boundary += quantum) {
        for (; next < messages.size() && messages[next].inject_cycle < boundary; ++next) mesh.submit(messages[next]);
        const auto advanced = mesh.advance(boundary + quantum);
        ++figures.advances;
        for (const auto& delivery : advanced.deliveries) {
            ++figures.packets;
            figures.hops += mesh.geometry().hops(delivery.message.source, delivery.message.destination);
            figures.last_tail = delivery.tail_arrival;
        }
    }
    figures.seconds = stopwatch.seconds();
    return figures;
}

// All-to-all: in round r every node sends one packet to each other node, the k-th of
// them (to node source + k) at cycle r * round_cycles + k * gap.
std::vector<MeshMessage> all_to_all(std::uint32_t nodes, std::uint32_t rounds, Cycle round_cycles, Cycle gap,
                                    std::uint32_t body) {
    std::vector<MeshMessage> messages;
    for (std::uint32_t round = 0; round < rounds; ++round) {
        for (std::uint32_t k = 1; k < nodes; ++k) {
            for (NodeId source = 0; source < nodes; ++source) {
                const NodeId destination = (source + k) % nodes;
                messages.push_back({source, destination, body, round * round_cycles + k * gap,
                                    round * nodes + k, messages.size()});
            }
        }
    }
    return messages;
}

void report(xp860::bench::Report& report, const std::string& what, const Figures& f) {
    const double packet_rate = static_cast<double>(f.packets) / f.seconds / 1e6;
    const double hop_rate = static_cast<double>(f.hops) / f.seconds / 1e6;
    const double advance_rate = static_cast<double>(f.advances) / f.seconds / 1e6;
    report.add({{"load", what},
                {"packets", f.packets},
                {"hops", f.hops},
                {"advances", f.advances},
                {"last_tail", f.last_tail},
                {"seconds", f.seconds},
                {"m_packets_per_second", packet_rate},
                {"m_hops_per_second", hop_rate},
                {"m_advances_per_second", advance_rate}},
               "%-44s %5.2f M packets/s, %5.1f M hops/s, %5.2f M advances/s (%zu packets, last tail %llu, %.2f s)\n",
               (what + ":").c_str(), packet_rate, hop_rate, advance_rate, f.packets,
               static_cast<unsigned long long>(f.last_tail), f.seconds);
}

int measure(std::uint32_t side, xp860::bench::Report& figures) {
    const std::uint32_t nodes = side * side;
    const std::string mesh = std::to_string(side) + "x" + std::to_string(side);
    // Everything at once: on 16x16, 65,280 packets of 64 bytes at cycle 0, a deep backlog.
    report(figures, mesh + " all-to-all, 64 B, all at cycle 0", run(side, all_to_all(nodes, 1, 0, 0, 64)));
    // Each node sends a packet every 400 cycles, to each other node in turn: a steady
    // load the mesh carries (80 bytes per 400 cycles, 10 of each node's 175 MB/s; on
    // 16x16 the links across the middle run about half full).
    const Cycle round = (nodes - 1) * 400;
    report(figures, mesh + " all-to-all, 64 B, one per node / 400 cy",
           run(side, all_to_all(nodes, 2, round, 400, 64)));
    // The same with empty bodies, the hrecv benchmark's packets.
    report(figures, mesh + " all-to-all, 0 B, one per node / 400 cy", run(side, all_to_all(nodes, 2, round, 400, 0)));
    // An idle network: what every quantum of a quiet machine pays.
    report(figures, mesh + " idle, 1 packet", run(side, {{0, nodes - 1, 0, 10'000'000, 0, 0}}));
    return figures.finish();
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app("Speed of the mesh model on a 16x16 mesh: packets routed per host second.", "xp860-bench-mesh");
    xp860::frontend::use_tool_format(app);
    bool quick = false;
    app.add_flag("--quick", quick, "a 4x4 mesh instead of 16x16");
    xp860::bench::Report report(app);
    return xp860::frontend::run_tool(app, argc, argv, "xp860-bench-mesh: ",
                                     [&] { return measure(quick ? 4 : 16, report); });
}
