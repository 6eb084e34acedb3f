// What `xp860 run` does with snapshots (docs/snapshots.md): `--save-at CYCLE FILE`
// runs to CYCLE, writes the machine and goes on; `--load FILE` builds the machine
// the file describes, loads it, and goes on from there. A bare node and a machine
// of nodes share these; run_command.cpp and mesh_run.cpp call them.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "frontend/snapshot_file.h"
#include "network/machine.h"
#include "network/node.h"

namespace xp860::frontend {

struct SaveAt {
    std::uint64_t cycle = 0;
    std::string path;
};

// What `xp860 run` is asked to do with snapshots, on one node or a machine.
struct SnapshotOptions {
    std::optional<SaveAt> save_at;  // --save-at CYCLE FILE
    std::string load;               // --load FILE
    // With --load: the machine the file holds, which replaces the programs (and a
    // machine's kernel and profile), and the boot ROM checked against it.
    std::shared_ptr<const SnapshotFile> loaded;
    std::vector<std::uint8_t> loaded_rom;
};

// The input file at `path` as a SnapshotInput (its fingerprint read from it).
SnapshotInput snapshot_input(const std::string& role, const std::string& path);

// What a snapshot of a run says it is of: its nodes' RAM and memory timing, and the
// files it read, (role, path) in the order given, each with its fingerprint read
// from it (an empty path: no such input).
SnapshotDescription describe_run(std::uint32_t ram_megabytes, bool ideal_memory,
                                 const std::vector<std::pair<std::string, std::string>>& inputs);

// The boot ROM of the machine `loaded` describes: `rom_option`'s file if given, else
// the one it was taken with; a ToolError if its contents differ from the snapshot's.
// Empty when the machine had none.
std::vector<std::uint8_t> snapshot_rom(const SnapshotFile& loaded, const std::string& file,
                                       const std::string& rom_option);

// Restore `loaded` into a machine just built from its description; a damaged
// payload is a ToolError naming `file`.
void load_snapshot(network::Machine& machine, const SnapshotFile& loaded, const std::string& file);
void load_snapshot(network::Node& node, const SnapshotFile& loaded, const std::string& file);

// Runs on to `save_at.cycle`, which is before `limit`, the run's last cycle (as
// Machine::run: exactly to that cycle, unless every node halts first), and writes
// the snapshot there. false when every node halted first and nothing was written;
// the machine has then done what a run without --save-at does.
bool run_and_save(network::Machine& machine, const SnapshotDescription& description, const SaveAt& save_at,
                  std::uint64_t limit);
// The same for one node: it stops at its first step boundary at or after the cycle.
// The halt that ended the run first, if it did.
std::optional<network::RunResult> run_and_save(network::Node& node, const SnapshotDescription& description,
                                               const SaveAt& save_at, cpu::StepObserver* observer);

// Says on stderr that the run ended at `ended_at`, before `save_at`'s cycle, so
// nothing was written; the run's exit status is then 1.
void report_not_saved(const SaveAt& save_at, std::uint64_t ended_at);

}  // namespace xp860::frontend
