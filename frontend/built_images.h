// The i860 images the build makes for the experiment: the boot ROM, the kernel and
// the benchmark program, where the build tree has them.
#pragma once

#include "kernel/gap_experiment.h"

namespace xp860::frontend {

// Reads and checks them; throws ToolError naming a file that is missing or wrong.
kernel::ExperimentImages experiment_images();
// The same with the NX communication benchmarks (roms/bench/nx/nx_bench.c) as the program.
kernel::ExperimentImages nx_bench_images();

}  // namespace xp860::frontend
