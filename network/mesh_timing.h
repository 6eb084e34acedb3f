// The mesh's timing: its numbers (rows of cpu/timing.def) and the closed formula for
// a packet's latency when nothing is in its way. docs/mesh.md derives the formula.
//
// A packet is a header of kHeaderBytes plus its body. Its route is the source's
// injection channel, k router-to-router links and the destination's ejection channel:
// k + 2 channels and k + 1 routers. Every channel moves 7 bytes per 2 cycles, so a
// packet of P bytes passes a channel in ceil(2P / 7) cycles (rounded up: the last byte
// has passed only at the end of the cycle in which it completes).
//
// Uncontended, for a packet injected at cycle t with k hops and B body bytes:
//     head arrival = t + I + (k + 1) R + E
//     tail arrival = t + I + (k + 1) R + E + ceil(2 (H + B) / 7)   = t + F(k, B)
// with I, R, E, H the injection overhead, router delay, ejection overhead and header
// bytes below. The tail arrival is the delivery: the whole packet is in the buffer.
#pragma once

#include <cstdint>

#include "cpu/cycle_model.h"

namespace xp860::network::mesh_timing {

using Cycle = std::uint64_t;

inline constexpr Cycle kRouterDelay = cpu::timing::kMeshRouterDelay;
inline constexpr Cycle kInjectionOverhead = cpu::timing::kMeshInjectionOverhead;
inline constexpr Cycle kEjectionOverhead = cpu::timing::kMeshEjectionOverhead;
inline constexpr std::uint32_t kHeaderBytes = cpu::timing::kMeshHeaderBytes;
inline constexpr std::uint32_t kMaxBodyBytes = cpu::timing::kMeshMaxBodyBytes;
inline constexpr std::uint64_t kLinkBytesPerPeriod = cpu::timing::kMeshLinkBytesPerPeriod;
inline constexpr std::uint64_t kLinkPeriodCycles = cpu::timing::kMeshLinkPeriodCycles;

// The simulation's progress rule needs a head to take at least a cycle per router,
// and a packet at least a cycle per channel.
static_assert(kRouterDelay >= 1);
static_assert(kHeaderBytes >= 1 && kLinkBytesPerPeriod >= 1 && kLinkPeriodCycles >= 1);

constexpr std::uint32_t packet_bytes(std::uint32_t body_bytes) { return kHeaderBytes + body_bytes; }

// Cycles a packet of `bytes` holds a channel when it streams at link rate.
constexpr Cycle serialization_cycles(std::uint64_t bytes) {
    return (bytes * kLinkPeriodCycles + kLinkBytesPerPeriod - 1) / kLinkBytesPerPeriod;
}

constexpr Cycle head_latency(std::uint32_t hops) {
    return kInjectionOverhead + (Cycle{hops} + 1) * kRouterDelay + kEjectionOverhead;
}

// F(k, B): inject to delivery of a packet with `hops` links and `body_bytes`, uncontended.
constexpr Cycle tail_latency(std::uint32_t hops, std::uint32_t body_bytes) {
    return head_latency(hops) + serialization_cycles(packet_bytes(body_bytes));
}

// The smallest inject-to-delivery time between distinct nodes: one hop, empty body.
// The scheduler's quantum must not be longer (docs/mesh.md, "The scheduler").
constexpr Cycle minimum_latency() { return tail_latency(1, 0); }

}  // namespace xp860::network::mesh_timing
