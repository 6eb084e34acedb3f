// `xp860 bench`: the seed's experiment from the command line (kernel/gap_experiment.h).
#pragma once

#include <string>
#include <vector>

namespace xp860::frontend {

// args[0] is "bench". Prints the results on stdout, progress on stderr.
int bench_command(const std::vector<std::string>& args);

}  // namespace xp860::frontend
