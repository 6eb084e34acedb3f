// One entry of the machine's event stream (machine.h): what the timeline, the
// Perfetto export and the benchmark's breakdown are all built from.
#pragma once

#include <cstdint>

#include "network/mesh_geometry.h"

namespace xp860::network {

struct MachineEvent {
    enum class Kind : std::uint8_t {
        TrapTaken,         // value: psr trap bits (0 for a missing unlock); address: fir
        ReturnFromTrap,    // value: 1 into user mode, 0 supervisor; address: the resume pc
        MessageInjected,   // value: the destination; address: body bytes
        MessageDelivered,  // value: the source; address: body bytes (cycle: its tail is in)
        Phase,             // value: the mark given to Machine::mark_phase; address: the pc
        Halted,            // the node stopped for good; address: its pc
    };
    std::uint64_t cycle = 0;
    NodeId node = 0;
    Kind kind = Kind::TrapTaken;
    std::uint32_t value = 0;
    std::uint32_t address = 0;

    friend bool operator==(const MachineEvent&, const MachineEvent&) = default;
};

}  // namespace xp860::network
