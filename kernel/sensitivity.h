// How much the seed's result rests on each ASSUMPTION of the cycle model: the
// experiment rerun with each such row of timing.def at half and at double its value,
// the hrecv and irecv mean costs of each run. Each run is its own machine with its
// own CycleModel, so runs may go side by side on host threads and still give the
// same figures.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "kernel/gap_experiment.h"

namespace xp860::kernel {

struct SensitivityOptions {
    std::uint32_t trials = 1000;  // per variant and run
    Profile profile = Profile::Osf1;
    unsigned threads = 1;         // runs side by side
};

// The mean costs of one run, in microseconds.
struct MeanCosts {
    double hrecv_us = 0, irecv_us = 0;
};

struct SensitivityRow {
    std::string_view name;  // the timing.def row
    std::uint32_t value;    // its value in timing.def
    std::optional<MeanCosts> half;  // none where half is no value (kIssue: 0 clocks per instruction)
    MeanCosts doubled;
};

struct SensitivityResult {
    MeanCosts base;
    std::vector<SensitivityRow> rows;  // in timing.def's order
};

// The rows varied: every ASSUMPTION row a node's CycleModel charges. Not the mesh's
// and the network interface's (the machine's quantum rests on them, and they move
// when a message arrives, not what its interrupt costs the receiver), nor
// kTimerTicksPerCycle (the tick rate dclock()'s seconds are converted back with: it
// would scale the reported figure, not change a cycle), nor kHostCallWork (the
// host-call device, which no Paragon had and the experiment does not use).
std::vector<std::string_view> varied_rows();

SensitivityResult run_sensitivity(const ExperimentImages& images, const SensitivityOptions& options);

}  // namespace xp860::kernel
