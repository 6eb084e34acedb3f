// The mesh's timing, packet by packet: uncontended latency against the formula,
// contention, wormhole holding, back-pressure, and the errors bad input gets.
//
// Every expected cycle is derived by hand from cpu/timing.def (the first test pins the
// rows the derivations use): I = 1 (injection overhead), R = 2 (router delay),
// E = 1 (ejection overhead), H = 16 header bytes, 7 bytes per 2 cycles, so a packet of
// P bytes holds a channel S(P) = ceil(2P / 7) cycles and its worm covers
// n = floor(S / R) channels behind its head.
#include <doctest/doctest.h>

#include <vector>

#include "network/mesh.h"
#include "tests/network/mesh_traffic.h"

using namespace xp860::network;
using xp860::test::make_mesh;

namespace {

MeshMessage message(NodeId source, NodeId destination, std::uint32_t body, Cycle inject, std::uint32_t sequence = 0) {
    return {source, destination, body, inject, sequence, std::uint64_t{source} << 32 | sequence};
}

// Submits, then advances far enough that everything arrives (no back-pressure).
std::vector<MeshDelivery> deliver_all(Mesh& mesh, const std::vector<MeshMessage>& messages) {
    for (const auto& m : messages) REQUIRE(mesh.submit(m) == MeshError::None);
    const auto advanced = mesh.advance(1'000'000);
    REQUIRE(advanced.error == MeshError::None);
    CHECK(mesh.in_flight() == 0);
    return {advanced.deliveries.begin(), advanced.deliveries.end()};
}

const MeshDelivery& delivery_of(const std::vector<MeshDelivery>& deliveries, NodeId source) {
    for (const auto& d : deliveries) {
        if (d.message.source == source) return d;
    }
    FAIL("no delivery from node " << source);
    return deliveries.front();
}

}  // namespace

TEST_CASE("the derivations below use these rows of the cycle table") {
    CHECK(mesh_timing::kInjectionOverhead == 1);
    CHECK(mesh_timing::kRouterDelay == 2);
    CHECK(mesh_timing::kEjectionOverhead == 1);
    CHECK(mesh_timing::kHeaderBytes == 16);
    CHECK(mesh_timing::kLinkBytesPerPeriod == 7);
    CHECK(mesh_timing::kLinkPeriodCycles == 2);
    CHECK(mesh_timing::kMaxBodyBytes == 4096);
}

TEST_CASE("serialization at 3.5 bytes per cycle rounds up to whole cycles") {
    CHECK(mesh_timing::serialization_cycles(16) == 5);    // 32/7 = 4.57
    CHECK(mesh_timing::serialization_cycles(21) == 6);    // 42/7 exactly
    CHECK(mesh_timing::serialization_cycles(22) == 7);    // 44/7 = 6.29
    CHECK(mesh_timing::serialization_cycles(116) == 34);  // 232/7 = 33.14
    CHECK(mesh_timing::serialization_cycles(4112) == 1175);  // 8224/7 = 1174.86
}

TEST_CASE("routes go X first, then Y, through the links between neighbours") {
    const MeshGeometry geometry(4, 3);
    // Node 1 = (1,0) to node 10 = (2,2): one X hop from router 1, two Y hops from 2 and 6.
    const Route route = geometry.route(1, 10);
    REQUIRE(route.hops() == 3);
    CHECK(route.channel(0) == channel_of(1, Port::Injection));
    CHECK(route.channel(1) == channel_of(1, Port::XPlus));
    CHECK(route.channel(2) == channel_of(2, Port::YPlus));
    CHECK(route.channel(3) == channel_of(6, Port::YPlus));
    CHECK(route.channel(4) == channel_of(10, Port::Ejection));
    // And back: X- from 10, 9, then Y- from 8 and 4.
    const Route back = geometry.route(11, 0);
    REQUIRE(back.hops() == 5);
    CHECK(back.channel(1) == channel_of(11, Port::XMinus));
    CHECK(back.channel(3) == channel_of(9, Port::XMinus));
    CHECK(back.channel(4) == channel_of(8, Port::YMinus));
    CHECK(back.channel(5) == channel_of(4, Port::YMinus));
    CHECK(back.channel(6) == channel_of(0, Port::Ejection));
}

TEST_CASE("uncontended latency is F(k, B) = I + (k+1)R + E + S(H + B) to the cycle") {
    struct Case {
        NodeId source, destination;
        std::uint32_t body;
        Cycle inject, head, tail;
    };
    const Case cases[] = {
        // X only. 1 hop, empty: head 1 + 2*2 + 1 = 6, tail 6 + S(16) = 6 + 5 = 11.
        {0, 1, 0, 0, 6, 11},
        // 2 hops: head 1 + 3*2 + 1 = 8, tail 8 + 5 = 13.
        {0, 2, 0, 100, 108, 113},
        // 7 hops westwards, 100 bytes: head 1 + 8*2 + 1 = 18, tail 18 + S(116) = 18 + 34 = 52.
        {15, 8, 100, 200, 218, 252},
        // Y only. 1 hop: as X, 11. 2 hops southwards with 5 bytes: head 8, tail 8 + S(21) = 14.
        {0, 8, 0, 300, 306, 311},
        {40, 24, 5, 400, 408, 414},
        // Both. (0,0) to (7,7): 14 hops, 100 bytes: head 1 + 15*2 + 1 = 32, tail 32 + 34 = 66.
        {0, 63, 100, 500, 532, 566},
        {63, 0, 100, 600, 632, 666},
        // (2,1) to (5,6): 3 + 5 = 8 hops, the largest body: head 1 + 9*2 + 1 = 20, tail 20 + 1175.
        {10, 53, 4096, 700, 720, 1895},
    };
    for (const Case& c : cases) {
        INFO("from " << c.source << " to " << c.destination);
        Mesh one = make_mesh(8, 8);
        const auto deliveries = deliver_all(one, {message(c.source, c.destination, c.body, c.inject)});
        REQUIRE(deliveries.size() == 1);
        CHECK(deliveries[0].head_arrival == c.head);
        CHECK(deliveries[0].tail_arrival == c.tail);
        CHECK(deliveries[0].tail_arrival - c.inject ==
              mesh_timing::tail_latency(one.geometry().hops(c.source, c.destination), c.body));
    }
}

TEST_CASE("every pair of a 4x4 mesh arrives at inject + F(|dx| + |dy|, B)") {
    const MeshGeometry geometry(4, 4);
    for (const std::uint32_t body : {0u, 1u, 6u, 64u}) {
        for (NodeId source = 0; source < 16; ++source) {
            for (NodeId destination = 0; destination < 16; ++destination) {
                if (source == destination) continue;
                Mesh mesh = make_mesh(4, 4);
                const auto deliveries = deliver_all(mesh, {message(source, destination, body, 7)});
                const auto dx = static_cast<int>(geometry.x_of(destination)) - static_cast<int>(geometry.x_of(source));
                const auto dy = static_cast<int>(geometry.y_of(destination)) - static_cast<int>(geometry.y_of(source));
                const auto hops = static_cast<std::uint32_t>((dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy));
                REQUIRE(deliveries.size() == 1);
                CHECK(deliveries[0].tail_arrival == 7 + mesh_timing::tail_latency(hops, body));
            }
        }
    }
    // The smallest of them all: one hop, empty body, 11 cycles.
    CHECK(Mesh::minimum_latency() == 11);
}

TEST_CASE("two packets contending for one link: the later head waits for the first's tail") {
    Mesh mesh = make_mesh(4, 1);
    // B: 1 -> 2, empty (S = 5, n = 2), takes inj1 at 1, link 1->2 at 3, ej2 at 5 and is
    // accepted at once: it releases inj1 at 5+5-4 = 6, link 1->2 at 5+5-2 = 8, ej2 at 10.
    // Head 6, tail 11 (its uncontended F(1,0)).
    // A: 0 -> 2, empty, takes inj0 at 1, link 0->1 at 3 and asks for link 1->2 at 5:
    // held by B, so A waits (keeping inj0 and link 0->1) until 8. Taking it, A releases
    // the channel n = 2 behind, inj0, at 8+5-4 = 9, and asks for ej2 at 10, the cycle B
    // releases it: taken at 10, accepted. Head 10+1 = 11, tail 10+5+1 = 16 instead of
    // the uncontended 13: three cycles lost, the 8 - 5 A waited.
    const auto deliveries = deliver_all(mesh, {message(0, 2, 0, 0), message(1, 2, 0, 0)});
    REQUIRE(deliveries.size() == 2);
    CHECK(delivery_of(deliveries, 1).head_arrival == 6);
    CHECK(delivery_of(deliveries, 1).tail_arrival == 11);
    CHECK(delivery_of(deliveries, 0).head_arrival == 11);
    CHECK(delivery_of(deliveries, 0).tail_arrival == 16);
    // Deliveries come in tail order.
    CHECK(deliveries[0].message.source == 1);
}

TEST_CASE("heads asking in the same cycle: the smaller (source, sequence) goes first") {
    Mesh mesh = make_mesh(4, 1);
    // 1 -> 2 and 3 -> 2, both empty, injected at 0: each takes its injection channel at 1,
    // its link at 3 and asks for ej2 at 5. Node 1's key is smaller: it is accepted at 5
    // (tail 5+5+1 = 11) and releases ej2 at 10, when node 3's head takes it (tail 16).
    const auto deliveries = deliver_all(mesh, {message(3, 2, 0, 0), message(1, 2, 0, 0)});
    REQUIRE(deliveries.size() == 2);
    CHECK(delivery_of(deliveries, 1).tail_arrival == 11);
    CHECK(delivery_of(deliveries, 3).tail_arrival == 16);
}

TEST_CASE("a blocked head holds the channels its worm covers: a chain of blocking") {
    // Row 0 of a 6x2 mesh is nodes 0..5; node 6 is below node 0.
    Mesh mesh = make_mesh(6, 2);
    const std::vector<MeshMessage> messages = {
        // A: 3 -> 5, 200 bytes: S(216) = ceil(432/7) = 62, n = 31 (more than its route).
        // inj3 at 1, link 3->4 at 3, link 4->5 at 5, ej5 at 7, accepted: releases channel
        // j of 0..3 at 7+62-(3-j)*2: link 3->4 at 65. Head 8, tail 70 = F(2,200).
        message(3, 5, 200, 0),
        // B: 2 -> 4, empty (S 5, n 2): inj2 at 1, link 2->3 at 3, asks for link 3->4 at 5,
        // held by A until 65: B waits holding link 2->3. At 65 it takes it (releasing
        // inj2 at 66), asks for ej4 at 67, accepted: link 2->3 released at 67+5-4 = 68.
        // Head 68, tail 73 (uncontended 13).
        message(2, 4, 0, 0),
        // C: 0 -> 3, empty: inj0 at 1, link 0->1 at 3, link 1->2 at 5 (releasing inj0 at
        // 5+5-4 = 6, on time: the stall comes later), asks for link 2->3 at 7, held by B
        // until 68. C shares nothing with A, yet waits for it. At 68 it takes link 2->3
        // (releasing link 0->1 at 69), asks for ej3 at 70, accepted: link 1->2 released
        // at 70+5-4 = 71. Head 71, tail 76 (uncontended 15).
        message(0, 3, 0, 0),
        // D: 1 -> 2 at 10 shares only link 1->2 with C: inj1 at 11, asks for link 1->2 at
        // 13, held by C until 71; then ej2 at 73, accepted. Head 74, tail 79.
        message(1, 2, 0, 10),
        // E: 0 -> 1 at 20 needs link 0->1, which C's worm covers until 69: inj0 at 21,
        // link 0->1 at 69, ej1 at 71. Head 72, tail 77.
        message(0, 1, 0, 20, 1),
        // G: 0 -> 6 at 3 needs inj0, which C held for its uncontended S = 5 cycles (1..6)
        // despite C's stall: G takes inj0 at 6 instead of 4, link 0->6 at 8, ej6 at 10.
        // Head 11, tail 16 (uncontended 3 + 11 = 14).
        message(0, 6, 0, 3, 2),
    };
    const auto deliveries = deliver_all(mesh, messages);
    REQUIRE(deliveries.size() == 6);
    const auto tail_of = [&](NodeId source, NodeId destination) {
        for (const auto& d : deliveries) {
            if (d.message.source == source && d.message.destination == destination) return d.tail_arrival;
        }
        FAIL("missing delivery");
        return Cycle{0};
    };
    CHECK(tail_of(3, 5) == 70);
    CHECK(tail_of(2, 4) == 73);
    CHECK(tail_of(0, 3) == 76);
    CHECK(tail_of(1, 2) == 79);
    CHECK(tail_of(0, 1) == 77);
    CHECK(tail_of(0, 6) == 16);
}

TEST_CASE("quanta of minimum_latency(): a packet submitted a quantum later still wins its tie") {
    // On a 4x4 mesh, node 5 = (1,1). m: 13 -> 5 (two Y hops), injected at 9, asks for
    // ej5 at 9+1+2+2+2 = 16. n: 4 -> 5 (one X hop), injected at 11, asks for ej5 at
    // 11+1+2+2 = 16 too, and its key (node 4) is smaller: n is accepted at 16 (tail
    // 16+5+1 = 22), m at 21 when n releases ej5 (tail 27).
    const MeshMessage m = message(13, 5, 0, 9);
    const MeshMessage n = message(4, 5, 0, 11);
    Mesh together = make_mesh(4, 4);
    const auto reference = deliver_all(together, {m, n});
    REQUIRE(reference.size() == 2);
    CHECK(delivery_of(reference, 4).tail_arrival == 22);
    CHECK(delivery_of(reference, 13).tail_arrival == 27);

    // As the scheduler runs it with quanta of 11: m, from the quantum [0, 11), goes in
    // at the boundary 11; the advance to 22 seals 11 and decides ejection channels up to
    // 16 (exclusive), so m's request at 16 waits for n, submitted at the boundary 22.
    constexpr Cycle kQuantum = Mesh::minimum_latency();
    Mesh quanta = make_mesh(4, 4);
    CHECK(quanta.advance(kQuantum).deliveries.empty());
    REQUIRE(quanta.submit(m) == MeshError::None);
    CHECK(quanta.advance(2 * kQuantum).deliveries.empty());
    REQUIRE(quanta.submit(n) == MeshError::None);
    // Both tails, 22 and 27, fall in the quantum [22, 33).
    const auto advanced = quanta.advance(3 * kQuantum);
    CHECK(std::vector<MeshDelivery>(advanced.deliveries.begin(), advanced.deliveries.end()) == reference);
}

TEST_CASE("back-pressure: a refused packet waits holding its channels, then arrives") {
    Mesh mesh = make_mesh(4, 1);
    constexpr Cycle kQuantum = Mesh::minimum_latency();  // 11
    std::vector<std::uint32_t> free_bytes = {1000, 1000, 0, 1000};
    // M1: 0 -> 2, empty (P 16, S 5, n 2). It asks for ej2 at 7 (inj0 at 1, link 0->1 at
    // 3, link 1->2 at 5) and node 2 has no room: refused, it keeps ej2 and the two links.
    REQUIRE(mesh.submit(message(0, 2, 0, 0)) == MeshError::None);
    // Advance to 11 seals 0 (11 - 11): injection channels final before 1, links before
    // 3, ejection channels before 5. Nothing arrives.
    auto advanced = mesh.advance(kQuantum, free_bytes);
    REQUIRE(advanced.error == MeshError::None);
    CHECK(advanced.deliveries.empty());
    // To 22: ejection channels final before 16. M1 is refused at 7.
    advanced = mesh.advance(2 * kQuantum, free_bytes);
    CHECK(advanced.deliveries.empty());
    // M2: 1 -> 3 at 11, empty: inj1 at 12, asks for link 1->2 at 14, held by refused M1.
    REQUIRE(mesh.submit(message(1, 3, 0, 11)) == MeshError::None);
    advanced = mesh.advance(3 * kQuantum, free_bytes);  // to 33, ejection final before 27
    CHECK(advanced.deliveries.empty());
    CHECK(mesh.in_flight() == 2);
    // At the boundary 33 node 2 reports exactly a packet's 16 bytes. M1 is retried at
    // the first ejection cycle this advance simulates, 27: it releases link 0->1 at
    // 27+5-4 = 28, link 1->2 at 30, ej2 at 32. Head 28, tail 27+5+1 = 33.
    // M2 takes link 1->2 at 30, link 2->3 at 32, ej3 at 34, accepted: head 35, tail 40.
    free_bytes[2] = 16;
    advanced = mesh.advance(4 * kQuantum, free_bytes);
    REQUIRE(advanced.error == MeshError::None);
    REQUIRE(advanced.deliveries.size() == 2);
    CHECK(advanced.deliveries[0].message.source == 0);
    CHECK(advanced.deliveries[0].head_arrival == 28);
    CHECK(advanced.deliveries[0].tail_arrival == 33);
    CHECK(advanced.deliveries[1].message.source == 1);
    CHECK(advanced.deliveries[1].head_arrival == 35);
    CHECK(advanced.deliveries[1].tail_arrival == 40);
    CHECK(mesh.in_flight() == 0);
}

TEST_CASE("back-pressure: room reported once is shared by the packets accepted against it") {
    Mesh mesh = make_mesh(4, 1);
    std::vector<std::uint32_t> free_bytes = {0, 100, 16, 0};
    // Two empty packets for node 2, which has room for one. 1 -> 2 asks for ej2 at 5
    // (smaller key, accepted: tail 11); 3 -> 2 asks at 5 too and waits for ej2 until 10,
    // then finds no room: the first's 16 bytes are reserved until it is returned.
    REQUIRE(mesh.submit(message(1, 2, 0, 0)) == MeshError::None);
    REQUIRE(mesh.submit(message(3, 2, 0, 0)) == MeshError::None);
    auto advanced = mesh.advance(100, free_bytes);
    REQUIRE(advanced.deliveries.size() == 1);
    CHECK(advanced.deliveries[0].message.source == 1);
    CHECK(advanced.deliveries[0].tail_arrival == 11);
    // Node 2 still holds the first packet: no room. Then it reads it: 16 bytes again.
    free_bytes[2] = 0;
    advanced = mesh.advance(200, free_bytes);
    CHECK(advanced.deliveries.empty());
    free_bytes[2] = 16;
    advanced = mesh.advance(300, free_bytes);
    // Advance to 300 simulates ejection channels from 200 - 11 + 1 + 4 = 194 (the first
    // cycle the advance to 200 left unsimulated): accepted at 194, tail 194+5+1 = 200.
    REQUIRE(advanced.deliveries.size() == 1);
    CHECK(advanced.deliveries[0].message.source == 3);
    CHECK(advanced.deliveries[0].tail_arrival == 200);
}

TEST_CASE("bad input is an error, never taken, never a crash") {
    CHECK(Mesh::create(0, 4).error == MeshError::EmptyMesh);
    CHECK(Mesh::create(4, 0).error == MeshError::EmptyMesh);
    CHECK(!Mesh::create(0, 0).mesh);
    CHECK(Mesh::create(32769, 1).error == MeshError::MeshTooLarge);
    CHECK(Mesh::create(257, 256).error == MeshError::MeshTooLarge);  // 65792 nodes
    CHECK(Mesh::create(256, 256).error == MeshError::None);
    CHECK(Mesh::create(1, 1).error == MeshError::None);

    Mesh mesh = make_mesh(4, 4);
    CHECK(mesh.submit(message(0, 16, 0, 0)) == MeshError::DestinationOutsideMesh);
    CHECK(mesh.submit(message(0, UINT32_MAX, 0, 0)) == MeshError::DestinationOutsideMesh);
    CHECK(mesh.submit(message(16, 0, 0, 0)) == MeshError::SourceOutsideMesh);
    CHECK(mesh.submit(message(5, 5, 0, 0)) == MeshError::SelfAddressed);
    CHECK(mesh.submit(message(0, 1, 4097, 0)) == MeshError::BodyTooLarge);
    CHECK(mesh.submit(message(0, 1, UINT32_MAX, 0)) == MeshError::BodyTooLarge);
    CHECK(mesh.submit(message(0, 1, 0, kMaxMeshCycle + 1)) == MeshError::CycleOutOfRange);
    CHECK(mesh.submit(message(0, 1, 0, UINT64_MAX)) == MeshError::CycleOutOfRange);
    CHECK(mesh.in_flight() == 0);
    CHECK(describe(MeshError::DestinationOutsideMesh) == "destination node outside the mesh");

    // The largest body is fine.
    REQUIRE(mesh.submit(message(0, 1, 4096, 0, 1)) == MeshError::None);
    CHECK(mesh.advance(100).error == MeshError::None);
    // Advancing to 100 sealed 89: a packet injected before it comes too late, as does
    // a sequence number node 0 has used.
    CHECK(mesh.submit(message(2, 3, 0, 88)) == MeshError::InjectedTooLate);
    CHECK(mesh.submit(message(0, 3, 0, 89, 1)) == MeshError::SequenceReused);
    CHECK(mesh.submit(message(0, 3, 0, 89, 2)) == MeshError::None);
    CHECK(mesh.advance(99).error == MeshError::AdvanceBackwards);
    CHECK(mesh.advance(UINT64_MAX).error == MeshError::CycleOutOfRange);
    const std::uint32_t too_few[3] = {1, 2, 3};
    CHECK(mesh.advance(200, too_few).error == MeshError::FreeSpaceSizeMismatch);
    // One key twice in one batch cannot be ordered: the advance refuses to run.
    REQUIRE(mesh.submit(message(1, 3, 0, 150, 7)) == MeshError::None);
    REQUIRE(mesh.submit(message(1, 2, 0, 150, 7)) == MeshError::None);
    CHECK(mesh.advance(200).error == MeshError::SequenceReused);
}
