// Speed of the mesh model on a 16x16 mesh, driven the way the scheduler drives it
// (quanta of minimum_latency(): submit what the quantum injected, advance): packets
// routed per host second under all-to-all loads, and the cost of an advance when the
// network is idle. Prints figures; no pass/fail.
#include <chrono>
#include <cstdio>
#include <vector>

#include "frontend/command_line.h"
#include "network/mesh.h"

using namespace xp860::network;

namespace {

constexpr std::uint32_t kSide = 16;
constexpr std::uint32_t kNodes = kSide * kSide;

struct Figures {
    std::size_t packets = 0;
    std::size_t hops = 0;
    std::size_t advances = 0;
    Cycle last_tail = 0;
    double seconds = 0;
};

// Runs `messages` (sorted by inject cycle) to the last delivery.
Figures run(const std::vector<MeshMessage>& messages) {
    auto created = Mesh::create(kSide, kSide);
    Mesh& mesh = *created.mesh;
    Figures figures;
    const Cycle quantum = Mesh::minimum_latency();
    const auto start = std::chrono::steady_clock::now();
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
    figures.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return figures;
}

// All-to-all: in round r every node sends one packet to each other node, the k-th of
// them (to node source + k) at cycle r * round_cycles + k * gap.
std::vector<MeshMessage> all_to_all(std::uint32_t rounds, Cycle round_cycles, Cycle gap, std::uint32_t body) {
    std::vector<MeshMessage> messages;
    for (std::uint32_t round = 0; round < rounds; ++round) {
        for (std::uint32_t k = 1; k < kNodes; ++k) {
            for (NodeId source = 0; source < kNodes; ++source) {
                const NodeId destination = (source + k) % kNodes;
                messages.push_back({source, destination, body, round * round_cycles + k * gap,
                                    round * kNodes + k, messages.size()});
            }
        }
    }
    return messages;
}

void report(const char* what, const Figures& f) {
    std::printf("%-44s %5.2f M packets/s, %5.1f M hops/s, %5.2f M advances/s (%zu packets, last tail %llu, %.2f s)\n",
                what, static_cast<double>(f.packets) / f.seconds / 1e6, static_cast<double>(f.hops) / f.seconds / 1e6,
                static_cast<double>(f.advances) / f.seconds / 1e6, f.packets,
                static_cast<unsigned long long>(f.last_tail), f.seconds);
}

}  // namespace

int measure() {
    // Everything at once: 65,280 packets of 64 bytes at cycle 0, a deep backlog.
    report("16x16 all-to-all, 64 B, all at cycle 0:", run(all_to_all(1, 0, 0, 64)));
    // Each node sends a packet every 400 cycles, to each other node in turn: a steady
    // load the mesh carries (80 bytes per 400 cycles, 10 of each node's 175 MB/s; the
    // links across the middle run about half full).
    report("16x16 all-to-all, 64 B, one per node / 400 cy:", run(all_to_all(2, 255 * 400, 400, 64)));
    // The same with empty bodies, the hrecv benchmark's packets.
    report("16x16 all-to-all, 0 B, one per node / 400 cy:", run(all_to_all(2, 255 * 400, 400, 0)));
    // An idle network: what every quantum of a quiet machine pays.
    report("16x16 idle, 1 packet:", run({{0, kNodes - 1, 0, 10'000'000, 0, 0}}));
    return 0;
}

int main(int argc, char** argv) {
    CLI::App app("Speed of the mesh model on a 16x16 mesh: packets routed per host second.", "xp860-bench-mesh");
    return xp860::frontend::run_tool(app, argc, argv, "xp860-bench-mesh: ", measure);
}
