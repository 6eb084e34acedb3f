// The mesh under load, driven as the scheduler will drive it: many-to-one and
// all-to-all exchanges where every packet is delivered exactly once, results that do
// not depend on submission order or on the quantum length, and back-pressure that
// loses nothing.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <set>
#include <vector>

#include "network/mesh.h"
#include "tests/network/mesh_traffic.h"

using namespace xp860::network;
using xp860::test::make_mesh;
using xp860::test::all_to_all;
using xp860::test::run_in_quanta;
using xp860::test::TrafficRun;

namespace {

TrafficRun run(std::uint32_t width, std::uint32_t height, const std::vector<MeshMessage>& messages, Cycle quantum,
               std::uint32_t buffer_bytes = 0) {
    Mesh mesh = make_mesh(width, height);
    TrafficRun result = run_in_quanta(mesh, messages, quantum, 100'000'000, buffer_bytes);
    CHECK(result.calls_accepted);
    CHECK(result.quantum_rule_kept);
    CHECK(result.buffers_never_overfull);
    CHECK(mesh.in_flight() == 0);
    return result;
}

// Each message's tag once among the deliveries, carried with the message unchanged,
// and never sooner than its uncontended latency.
void check_delivered_once(const MeshGeometry& geometry, const std::vector<MeshMessage>& messages,
                          const std::vector<MeshDelivery>& deliveries) {
    REQUIRE(deliveries.size() == messages.size());
    std::set<std::uint64_t> tags;
    for (const auto& m : messages) tags.insert(m.tag);
    REQUIRE(tags.size() == messages.size());
    for (const auto& d : deliveries) {
        CHECK(tags.erase(d.message.tag) == 1);
        const Cycle fastest = mesh_timing::tail_latency(geometry.hops(d.message.source, d.message.destination),
                                                        d.message.body_bytes);
        CHECK(d.tail_arrival >= d.message.inject_cycle + fastest);
        CHECK(d.tail_arrival - d.head_arrival ==
              mesh_timing::serialization_cycles(mesh_timing::packet_bytes(d.message.body_bytes)));
    }
    CHECK(tags.empty());
}

// Random traffic: `count` packets between random distinct nodes, random bodies,
// injected over `window` cycles, numbered per source in inject order as a send
// counter numbers them.
std::vector<MeshMessage> random_traffic(const MeshGeometry& geometry, std::size_t count, Cycle window,
                                        std::uint32_t max_body, std::uint32_t seed) {
    std::mt19937 random(seed);
    const std::uint32_t nodes = geometry.node_count();
    std::vector<MeshMessage> messages;
    while (messages.size() < count) {
        const auto source = static_cast<NodeId>(random() % nodes);
        const auto destination = static_cast<NodeId>(random() % nodes);
        if (source == destination) continue;
        messages.push_back({source, destination, static_cast<std::uint32_t>(random() % (max_body + 1)),
                            random() % window, 0, messages.size()});
    }
    std::stable_sort(messages.begin(), messages.end(),
                     [](const MeshMessage& a, const MeshMessage& b) { return a.inject_cycle < b.inject_cycle; });
    std::vector<std::uint32_t> next_sequence(nodes, 0);
    for (auto& m : messages) m.sequence = next_sequence[m.source]++;
    return messages;
}

std::vector<MeshMessage> shuffled(std::vector<MeshMessage> messages, std::uint32_t seed) {
    std::mt19937 random(seed);
    std::shuffle(messages.begin(), messages.end(), random);
    return messages;
}

}  // namespace

TEST_CASE("many-to-one on a 4x4 mesh: every packet once, the ejection channel serializes them") {
    const MeshGeometry geometry(4, 4);
    std::vector<MeshMessage> messages;
    for (NodeId source = 0; source < 16; ++source) {
        if (source == 5) continue;
        for (std::uint32_t k = 0; k < 4; ++k) {
            messages.push_back({source, 5, 8 * k + source, 3 * k, k, std::uint64_t{source} * 4 + k});
        }
    }
    const auto result = run(4, 4, messages, Mesh::minimum_latency());
    check_delivered_once(geometry, messages, result.deliveries);
    // Node 5's ejection channel carries one packet at a time, each for its S cycles:
    // a tail can follow the previous one no sooner than its own S.
    for (std::size_t i = 1; i < result.deliveries.size(); ++i) {
        const auto& d = result.deliveries[i];
        CHECK(d.tail_arrival >= result.deliveries[i - 1].tail_arrival +
                                    mesh_timing::serialization_cycles(mesh_timing::packet_bytes(d.message.body_bytes)));
    }
}

TEST_CASE("all-to-all on a 4x4 and a 16x16 mesh: every packet exactly once") {
    for (const std::uint32_t side : {4u, 16u}) {
        INFO("side " << side);
        const MeshGeometry geometry(side, side);
        const auto messages = all_to_all(geometry, 64, 0);
        const auto result = run(side, side, messages, Mesh::minimum_latency());
        check_delivered_once(geometry, messages, result.deliveries);
    }
}

TEST_CASE("shuffled submission gives identical deliveries, cycle for cycle") {
    const MeshGeometry geometry(16, 16);
    const auto exchange = all_to_all(geometry, 32, 5);
    const auto reference = run(16, 16, exchange, Mesh::minimum_latency()).deliveries;
    CHECK(run(16, 16, shuffled(exchange, 1), Mesh::minimum_latency()).deliveries == reference);
    CHECK(run(16, 16, shuffled(exchange, 2), Mesh::minimum_latency()).deliveries == reference);

    const auto traffic = random_traffic(geometry, 20'000, 5'000, 300, 7);
    const auto random_reference = run(16, 16, traffic, Mesh::minimum_latency()).deliveries;
    check_delivered_once(geometry, traffic, random_reference);
    CHECK(run(16, 16, shuffled(traffic, 3), Mesh::minimum_latency()).deliveries == random_reference);
}

TEST_CASE("the quantum length does not change the result: quanta of 11, 4 and 1 cycles, or one advance") {
    const MeshGeometry geometry(8, 8);
    const auto traffic = random_traffic(geometry, 6'000, 4'000, 600, 11);
    const auto by_minimum = run(8, 8, traffic, Mesh::minimum_latency()).deliveries;
    check_delivered_once(geometry, traffic, by_minimum);
    CHECK(run(8, 8, traffic, 4).deliveries == by_minimum);
    CHECK(run(8, 8, traffic, 1).deliveries == by_minimum);

    Mesh mesh = make_mesh(8, 8);
    for (const auto& m : traffic) REQUIRE(mesh.submit(m) == MeshError::None);
    const auto advanced = mesh.advance(100'000'000);
    REQUIRE(advanced.error == MeshError::None);
    CHECK(std::vector<MeshDelivery>(advanced.deliveries.begin(), advanced.deliveries.end()) == by_minimum);
}

TEST_CASE("back-pressure under load: small buffers drained one packet a quantum lose nothing") {
    const MeshGeometry geometry(4, 4);
    // Buffers of 200 bytes hold two or three packets of 16..116 bytes; every node sends
    // to every other, so destinations refuse often and blocked worms pile up.
    std::vector<MeshMessage> messages;
    for (const auto& m : all_to_all(geometry, 0, 0)) {
        MeshMessage sized = m;
        sized.body_bytes = (m.source * 7 + m.destination * 13) % 101;
        messages.push_back(sized);
    }
    const auto result = run(4, 4, messages, Mesh::minimum_latency(), 200);
    check_delivered_once(geometry, messages, result.deliveries);
    // Deterministic too: the same with the submissions shuffled.
    CHECK(run(4, 4, shuffled(messages, 5), Mesh::minimum_latency(), 200).deliveries == result.deliveries);
    // And back-pressure did happen: unlimited buffers finish sooner.
    const auto unlimited = run(4, 4, messages, Mesh::minimum_latency());
    CHECK(unlimited.deliveries.back().tail_arrival < result.deliveries.back().tail_arrival);
}
