// The i860 images the build makes for the experiment: the boot ROM, the kernel and
// the benchmark program, where the build tree has them.
#pragma once

#include <optional>
#include <string_view>

#include "kernel/gap_experiment.h"

namespace xp860::frontend {

// Which build of the seed's benchmark runs: roms/bench/gap_bench.s as written by
// hand, or roms/bench/gap_bench.c compiled with xp860-cc -mprocess -O2.
enum class BenchmarkProgram { Assembly, Compiled };
std::string_view program_name(BenchmarkProgram program);  // "asm", "c"
std::optional<BenchmarkProgram> program_named(std::string_view name);

// Reads and checks them; throws ToolError naming a file that is missing or wrong.
kernel::ExperimentImages experiment_images_with(BenchmarkProgram program);
// With the assembly program, `xp860 bench`'s default (README: why).
kernel::ExperimentImages experiment_images();
// The same with the NX communication benchmarks (roms/bench/nx/nx_bench.c) as the program.
kernel::ExperimentImages nx_bench_images();

}  // namespace xp860::frontend
