#include "tests/network/mesh_traffic.h"

#include <algorithm>
#include <deque>
#include <utility>

#include <doctest/doctest.h>

namespace xp860::test {

network::Mesh make_mesh(std::uint32_t width, std::uint32_t height) {
    auto created = network::Mesh::create(width, height);
    REQUIRE(created.error == network::MeshError::None);
    return std::move(*created.mesh);
}

using network::Cycle;
using network::MeshError;
using network::MeshMessage;

namespace {

// A node's receive buffer: packets land in it and the node reads the oldest one each
// quantum.
struct ReceiveBuffer {
    std::deque<std::uint32_t> packets;  // bytes of each packet held
    std::uint32_t held = 0;

    void read_one() {
        if (packets.empty()) return;
        held -= packets.front();
        packets.pop_front();
    }
    void land(std::uint32_t bytes) {
        packets.push_back(bytes);
        held += bytes;
    }
};

}  // namespace

TrafficRun run_in_quanta(network::Mesh& mesh, const std::vector<MeshMessage>& messages, Cycle quantum,
                         Cycle cycle_limit, std::uint32_t buffer_bytes) {
    std::vector<MeshMessage> by_quantum = messages;
    std::stable_sort(by_quantum.begin(), by_quantum.end(), [&](const MeshMessage& a, const MeshMessage& b) {
        return a.inject_cycle / quantum < b.inject_cycle / quantum;
    });
    std::vector<ReceiveBuffer> buffers(mesh.geometry().node_count());
    std::vector<std::uint32_t> free_bytes(buffers.size());
    TrafficRun run;
    std::size_t next = 0;
    for (Cycle boundary = 0; boundary <= cycle_limit; boundary += quantum) {
        // The quantum [boundary - quantum, boundary) has run: its packets go in.
        for (; next < by_quantum.size() && by_quantum[next].inject_cycle < boundary; ++next) {
            if (mesh.submit(by_quantum[next]) != MeshError::None) run.calls_accepted = false;
        }
        network::Mesh::Advanced advanced;
        if (buffer_bytes == 0) {
            advanced = mesh.advance(boundary + quantum);
        } else {
            for (std::size_t node = 0; node < buffers.size(); ++node) {
                buffers[node].read_one();
                free_bytes[node] = buffer_bytes - buffers[node].held;
            }
            advanced = mesh.advance(boundary + quantum, free_bytes);
        }
        if (advanced.error != MeshError::None) run.calls_accepted = false;
        for (const auto& delivery : advanced.deliveries) {
            if (delivery.tail_arrival < boundary || delivery.tail_arrival >= boundary + quantum) {
                run.quantum_rule_kept = false;
            }
            ReceiveBuffer& buffer = buffers[delivery.message.destination];
            buffer.land(network::mesh_timing::packet_bytes(delivery.message.body_bytes));
            if (buffer_bytes != 0 && buffer.held > buffer_bytes) run.buffers_never_overfull = false;
            run.deliveries.push_back(delivery);
        }
        if (next == by_quantum.size() && mesh.in_flight() == 0) break;
    }
    return run;
}

std::vector<MeshMessage> all_to_all(const network::MeshGeometry& geometry, std::uint32_t body_bytes,
                                    Cycle inject_cycle) {
    std::vector<MeshMessage> messages;
    const std::uint32_t nodes = geometry.node_count();
    for (std::uint32_t source = 0; source < nodes; ++source) {
        for (std::uint32_t destination = 0; destination < nodes; ++destination) {
            if (source == destination) continue;
            messages.push_back({source, destination, body_bytes, inject_cycle, destination,
                                std::uint64_t{source} * nodes + destination});
        }
    }
    return messages;
}

}  // namespace xp860::test
