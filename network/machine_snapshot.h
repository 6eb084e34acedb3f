// A whole machine's state in memory: what `xp860 run --save-at` writes to a file
// (frontend/snapshot_file.h adds the file's header, checks and compression), and
// what a debugger going backwards keeps at intervals. The bytes are each class's
// save() in a fixed order (docs/snapshots.md); nothing derived (decode caches,
// vouched lines) is in them, and the boot ROM is named by its fingerprint only.
#pragma once

#include <cstdint>
#include <vector>

#include "network/machine.h"
#include "network/node.h"

namespace xp860::network {

struct MachineSnapshot {
    std::uint64_t cycle = 0;          // the machine's cycle() (a bare node's count) when taken
    std::vector<std::uint8_t> bytes;  // the payload
};

MachineSnapshot take_snapshot(const Machine& machine);
MachineSnapshot take_snapshot(const Node& node);

// Throw snapshot::SnapshotError for bytes that do not fit the machine, leaving it
// half loaded: restore into a machine built for it with the same configuration, and
// keep that machine only on success.
void restore_snapshot(Machine& machine, const MachineSnapshot& snapshot);
void restore_snapshot(Node& node, const MachineSnapshot& snapshot);

}  // namespace xp860::network
