// `xp860 run --mesh WxH`: programs on a machine of nodes joined by the mesh
// (network::Machine), bare or booted with the kernel, run until every node halts.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "frontend/snapshot_run.h"
#include "kernel/kernel_boot.h"
#include "mmu/memory_system.h"

namespace xp860::frontend {

struct MeshRun {
    std::uint32_t width = 1, height = 1;
    std::uint32_t ram_megabytes = 32;
    std::string rom;     // every node's boot ROM image, or none: bare nodes
    std::string kernel;  // with a ROM: the kernel every node boots, running its program as the process
    kernel::Profile profile = kernel::Profile::Osf1;
    mmu::MemoryTiming timing = mmu::MemoryTiming::Modelled;
    std::uint64_t max_cycles = 100'000'000;
    unsigned threads = 1;
    bool json = false;
    std::string perfetto;                             // the timeline's Chrome trace goes here, if given
    std::string program;                              // every node's, unless...
    std::map<std::uint32_t, std::string> programs;    // ...--node N=PROG names another
    std::vector<std::string> arguments;               // main's after argv[0] (the node's program), every node's
    std::optional<std::string> file_root = ".";       // each node's files (HostFiles); nullopt: none
    SnapshotOptions snapshot;                         // --save-at, --load
    bool rank_times = false;                          // each rank's run time and speed on stderr
};

// `max_cycles` is the cycle the run ends at, counted from its start (a loaded
// machine's run started before the snapshot). Prints each node's end (and console, and what its program wrote to fds 1 and 2) on
// stdout, and with `perfetto` writes the machine's timeline there
// (frontend/timeline/chrome_trace.h); 0, or 2 if a node met something
// the core cannot execute. Throws ToolError for bad input (a node outside the mesh,
// a file that is not an executable, a kernel without a ROM).
// Started by mpirun as N ranks (built with MPI: docs/mpi.md), each rank runs a block
// of the nodes and the first prints what one process would have printed.
int run_mesh(const MeshRun& run);

}  // namespace xp860::frontend
