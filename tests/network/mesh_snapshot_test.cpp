// The mesh's part of a snapshot: a mesh saved with packets in the network, some
// of them blocked, and loaded into a new mesh delivers the same packets at the same
// cycles as the original, advance for advance.
#include <doctest/doctest.h>

#include "tests/network/mesh_traffic.h"

using namespace xp860;
using network::Cycle;
using network::Mesh;

namespace {

// Advances both meshes to `to` and checks they deliver the same.
void advance_both(Mesh& original, Mesh& copy, Cycle to, const std::vector<std::uint32_t>& free_bytes) {
    const Mesh::Advanced a = original.advance(to, free_bytes);
    const std::vector<network::MeshDelivery> first(a.deliveries.begin(), a.deliveries.end());
    const Mesh::Advanced b = copy.advance(to, free_bytes);
    CHECK(a.error == network::MeshError::None);
    CHECK(b.error == network::MeshError::None);
    CHECK(std::vector<network::MeshDelivery>(b.deliveries.begin(), b.deliveries.end()) == first);
}

}  // namespace

TEST_CASE("a mesh saved with all-to-all traffic in flight delivers the same after loading") {
    Mesh original = test::make_mesh(4, 4);
    // Every node sends every other node 64 bytes at cycle 0: the channels contend,
    // and with receive buffers of 200 bytes some packets wait for room.
    for (const network::MeshMessage& message : test::all_to_all(original.geometry(), 64, 0))
        REQUIRE(original.submit(message) == network::MeshError::None);
    const std::vector<std::uint32_t> free_bytes(16, 200);
    constexpr Cycle kQuantum = Mesh::minimum_latency();
    original.advance(kQuantum, free_bytes);
    original.advance(2 * kQuantum, free_bytes);
    REQUIRE(original.in_flight() > 0);

    snapshot::SnapshotWriter out;
    original.save(out);
    Mesh copy = test::make_mesh(4, 4);
    snapshot::SnapshotReader in(out.bytes());
    copy.load(in);
    in.expect_end();
    CHECK(copy.in_flight() == original.in_flight());
    snapshot::SnapshotWriter again;
    copy.save(again);
    CHECK(again.bytes() == out.bytes());

    std::size_t delivered = 0;
    for (Cycle to = 3 * kQuantum; original.in_flight() > 0 && to < 10000 * kQuantum; to += kQuantum) {
        const std::size_t before = original.in_flight();
        advance_both(original, copy, to, free_bytes);
        delivered += before - original.in_flight();
    }
    CHECK(original.in_flight() == 0);
    CHECK(copy.in_flight() == 0);
    CHECK(delivered > 0);
}

TEST_CASE("a mesh snapshot of another shape is refused") {
    Mesh original = test::make_mesh(4, 4);
    snapshot::SnapshotWriter out;
    original.save(out);
    Mesh other = test::make_mesh(2, 2);
    snapshot::SnapshotReader in(out.bytes());
    CHECK_THROWS_AS(other.load(in), snapshot::SnapshotError);
}
