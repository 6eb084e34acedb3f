#include "network/mesh_geometry.h"

namespace xp860::network {

namespace {

std::uint32_t distance(std::uint32_t a, std::uint32_t b) { return a > b ? a - b : b - a; }

}  // namespace

ChannelId Route::channel(std::uint32_t index) const {
    if (index == 0) return channel_of(source, Port::Injection);
    if (index > hops()) return channel_of(destination, Port::Ejection);
    // The link of hop `index` leaves the router the head reached after index - 1 hops.
    const std::int64_t done = index - 1;
    if (done < x_hops) {
        const auto router = static_cast<NodeId>(source + done * x_step);
        return channel_of(router, x_step > 0 ? Port::XPlus : Port::XMinus);
    }
    const auto router = static_cast<NodeId>(source + std::int64_t{x_hops} * x_step + (done - x_hops) * y_step);
    return channel_of(router, y_step > 0 ? Port::YPlus : Port::YMinus);
}

MeshError MeshGeometry::check(std::uint32_t width, std::uint32_t height) {
    if (width == 0 || height == 0) return MeshError::EmptyMesh;
    if (width > kMaxMeshSide || height > kMaxMeshSide) return MeshError::MeshTooLarge;
    if (std::uint64_t{width} * height > kMaxMeshNodes) return MeshError::MeshTooLarge;
    return MeshError::None;
}

std::uint32_t MeshGeometry::hops(NodeId source, NodeId destination) const {
    return distance(x_of(source), x_of(destination)) + distance(y_of(source), y_of(destination));
}

Route MeshGeometry::route(NodeId source, NodeId destination) const {
    Route route;
    route.source = source;
    route.destination = destination;
    route.x_step = x_of(destination) >= x_of(source) ? 1 : -1;
    route.y_step = y_of(destination) >= y_of(source) ? static_cast<std::int32_t>(width_)
                                                     : -static_cast<std::int32_t>(width_);
    route.x_hops = static_cast<std::uint16_t>(distance(x_of(source), x_of(destination)));
    route.y_hops = static_cast<std::uint16_t>(distance(y_of(source), y_of(destination)));
    return route;
}

}  // namespace xp860::network
