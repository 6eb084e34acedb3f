// The i860 images the build makes for the experiment: the boot ROM, the kernel and
// the benchmark program, where the build tree has them.
#pragma once

#include "kernel/gap_experiment.h"

namespace xp860::frontend {

// Reads and checks them; throws ToolError naming a file that is missing or wrong.
kernel::ExperimentImages experiment_images();

}  // namespace xp860::frontend
