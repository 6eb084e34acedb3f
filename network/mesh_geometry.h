// The mesh's shape: W x H routers, node id = y * W + x, and the channels between them.
// Every node has an injection channel (its interface into its router), an ejection
// channel (its router out to the interface) and, where a neighbour exists, one
// directed link towards each neighbour. Routes are dimension-ordered: all X hops, then
// all Y hops, which is what makes the mesh deadlock-free under wormhole switching.
#pragma once

#include <cstdint>

#include "network/mesh_error.h"

namespace xp860::network {

using NodeId = std::uint32_t;
using ChannelId = std::uint32_t;

// The header carries 16-bit node numbers and signed 16-bit route offsets
// (cpu/timing.def kMeshHeaderBytes), which bounds the mesh.
inline constexpr std::uint32_t kMaxMeshSide = 32768;
inline constexpr std::uint32_t kMaxMeshNodes = 65536;

// The channels of one node, numbered node * kPortsPerNode + port.
enum class Port : std::uint8_t { Injection, Ejection, XPlus, XMinus, YPlus, YMinus };
inline constexpr std::uint32_t kPortsPerNode = 6;

enum class ChannelKind : std::uint8_t { Injection, Link, Ejection };

constexpr ChannelId channel_of(NodeId router, Port port) {
    return router * kPortsPerNode + static_cast<std::uint32_t>(port);
}

constexpr ChannelKind kind_of(ChannelId channel) {
    const auto port = static_cast<Port>(channel % kPortsPerNode);
    if (port == Port::Injection) return ChannelKind::Injection;
    if (port == Port::Ejection) return ChannelKind::Ejection;
    return ChannelKind::Link;
}

// One packet's path: index 0 is the source's injection channel, 1..hops() the links in
// X-then-Y order, hops() + 1 the destination's ejection channel.
struct Route {
    NodeId source = 0;
    NodeId destination = 0;
    std::int32_t x_step = 0;  // +1 or -1: the node-id step of one X hop
    std::int32_t y_step = 0;  // +W or -W: the node-id step of one Y hop
    std::uint16_t x_hops = 0;
    std::uint16_t y_hops = 0;

    std::uint32_t hops() const { return std::uint32_t{x_hops} + y_hops; }
    std::uint32_t last_index() const { return hops() + 1; }
    ChannelId channel(std::uint32_t index) const;
};

class MeshGeometry {
public:
    // MeshError::None when a width x height mesh can be built, else why not.
    static MeshError check(std::uint32_t width, std::uint32_t height);

    // Precondition: check(width, height) == MeshError::None.
    MeshGeometry(std::uint32_t width, std::uint32_t height) : width_(width), height_(height) {}

    std::uint32_t width() const { return width_; }
    std::uint32_t height() const { return height_; }
    std::uint32_t node_count() const { return width_ * height_; }
    std::uint32_t channel_count() const { return node_count() * kPortsPerNode; }
    bool contains(NodeId node) const { return node < node_count(); }
    std::uint32_t x_of(NodeId node) const { return node % width_; }
    std::uint32_t y_of(NodeId node) const { return node / width_; }
    NodeId node_at(std::uint32_t x, std::uint32_t y) const { return y * width_ + x; }

    // Precondition: both nodes are in the mesh.
    std::uint32_t hops(NodeId source, NodeId destination) const;
    Route route(NodeId source, NodeId destination) const;

private:
    std::uint32_t width_;
    std::uint32_t height_;
};

}  // namespace xp860::network
