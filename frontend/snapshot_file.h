// The snapshot file (`xp860 run --save-at CYCLE FILE`, `--load FILE`), a thin layer
// over the in-memory network::MachineSnapshot: a header that says what it is, which
// machine it is of and at which cycle, the payload compressed with zstd, and a
// checksum of everything before it. docs/snapshots.md gives the layout.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "network/machine_snapshot.h"

namespace xp860::frontend {

// 2: the host device's part holds the files the program has open (version 1 could
// not save a program holding any); a version 1 file is refused.
inline constexpr std::uint32_t kSnapshotFormatVersion = 3;

// A file the machine was built from, by the role it had ("rom", "kernel",
// "program", "node 3") and its contents' fingerprint (snapshot/fingerprint.h).
struct SnapshotInput {
    std::string role;
    std::string path;
    std::uint64_t fingerprint = 0;
};

// What machine the snapshot is of: enough to build it again before loading.
struct SnapshotDescription {
    bool mesh = false;  // false: one node (`xp860 run` without --mesh)
    std::uint32_t width = 1, height = 1;
    std::uint32_t ram_megabytes = 32;
    bool ideal_memory = false;
    std::string profile;  // the kernel's profile, with --kernel
    std::vector<SnapshotInput> inputs;

    // The input of `role`, or nullptr.
    const SnapshotInput* input(const std::string& role) const;
    std::string shape() const { return std::to_string(width) + "x" + std::to_string(height); }
};

struct SnapshotFile {
    SnapshotDescription description;
    network::MachineSnapshot snapshot;
};

std::vector<std::uint8_t> snapshot_file_bytes(const SnapshotFile& file);
// Throws toolchain::ToolError naming `name` and what is wrong: not a snapshot, a
// version this program does not read, truncated, corrupt (checksum), a payload that
// does not decompress. The payload itself is checked only when it is loaded.
SnapshotFile parse_snapshot_file(std::span<const std::uint8_t> bytes, const std::string& name);

void write_snapshot_file(const std::string& path, const SnapshotFile& file);
SnapshotFile read_snapshot_file(const std::string& path);

}  // namespace xp860::frontend
