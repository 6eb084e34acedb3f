#include "network/mesh_error.h"

namespace xp860::network {

std::string_view describe(MeshError error) {
    switch (error) {
        case MeshError::None: return "no error";
        case MeshError::EmptyMesh: return "mesh with a side of zero nodes";
        case MeshError::MeshTooLarge: return "mesh larger than 16-bit node numbers and route offsets reach";
        case MeshError::SourceOutsideMesh: return "source node outside the mesh";
        case MeshError::DestinationOutsideMesh: return "destination node outside the mesh";
        case MeshError::SelfAddressed: return "message addressed to its own node";
        case MeshError::BodyTooLarge: return "message body larger than the largest packet body (kMeshMaxBodyBytes)";
        case MeshError::CycleOutOfRange: return "cycle beyond kMaxMeshCycle";
        case MeshError::InjectedTooLate: return "message injected before the cycle the last advance sealed";
        case MeshError::SequenceReused: return "(source, sequence) key already used";
        case MeshError::AdvanceBackwards: return "advance to a cycle before the previous advance";
        case MeshError::FreeSpaceSizeMismatch: return "free-space list does not have one entry per node";
    }
    return "unknown mesh error";
}

}  // namespace xp860::network
