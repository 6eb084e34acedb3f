// Runs packets through a mesh the way the multi-node scheduler will: quanta of a
// fixed length, the packets each quantum injected submitted at its end, deliveries
// taken at each advance; optionally receive buffers that fill and drain. Shared by
// the traffic tests.
#pragma once

#include <cstdint>
#include <vector>

#include "network/mesh.h"

namespace xp860::test {

// A width x height mesh, which the test requires Mesh::create to accept.
network::Mesh make_mesh(std::uint32_t width, std::uint32_t height);

struct TrafficRun {
    std::vector<network::MeshDelivery> deliveries;  // in the order the advances returned them
    bool calls_accepted = true;                    // every submit and advance returned None
    bool quantum_rule_kept = true;                 // each delivery fell in the quantum it was returned for
    bool buffers_never_overfull = true;            // no buffer got more than it reported free
};

// `messages` in any order; within one quantum they are submitted in the order given.
// With `buffer_bytes` > 0 each node has a receive buffer that big and reads one packet
// out of it per quantum; 0 means unlimited room. Stops when every packet is delivered
// or at `cycle_limit`.
TrafficRun run_in_quanta(network::Mesh& mesh, const std::vector<network::MeshMessage>& messages,
                         network::Cycle quantum, network::Cycle cycle_limit, std::uint32_t buffer_bytes = 0);

// Every node sends one packet to every other node, all injected at `inject_cycle`,
// sequence = destination, tag = source * nodes + destination.
std::vector<network::MeshMessage> all_to_all(const network::MeshGeometry& geometry, std::uint32_t body_bytes,
                                             network::Cycle inject_cycle);

}  // namespace xp860::test
