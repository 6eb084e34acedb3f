// What the mesh refuses, as a value: the network interface turns a message error into
// a device error status the guest can read; the scheduler treats the contract errors
// as its own bug. Nothing here throws.
#pragma once

#include <cstdint>
#include <string_view>

namespace xp860::network {

enum class MeshError : std::uint8_t {
    None,
    // Building a mesh.
    EmptyMesh,     // a side of zero nodes
    MeshTooLarge,  // a side beyond kMaxMeshSide or more than kMaxMeshNodes nodes
    // A message (guest-visible through the network interface).
    SourceOutsideMesh,
    DestinationOutsideMesh,
    SelfAddressed,  // source == destination (DECISION in mesh.h)
    BodyTooLarge,   // more than kMeshMaxBodyBytes
    // The scheduler's contract (an emulator bug, never guest behaviour).
    CycleOutOfRange,        // an inject or advance cycle beyond kMaxMeshCycle
    InjectedTooLate,        // before the cycle the last advance sealed
    SequenceReused,         // (source, sequence) not new: the tie-break key must be unique
    AdvanceBackwards,       // advance to a cycle before the previous one
    FreeSpaceSizeMismatch,  // free-space list not one entry per node
};

// One line for a log or an error message, e.g. "destination node outside the mesh".
std::string_view describe(MeshError error);

}  // namespace xp860::network
