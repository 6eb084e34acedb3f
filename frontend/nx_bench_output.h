// What `xp860 bench pingpong | bandwidth | contention` share: their options and
// how they write a figure.
#pragma once

#include <cstdint>
#include <map>
#include <string>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "kernel/kernel_boot.h"

namespace xp860::frontend {

struct NxBenchCommandOptions {
    kernel::Profile profile = kernel::Profile::Osf1;
    unsigned threads = 1;
    bool json = false;
};
void add_nx_bench_options(CLI::App& command, NxBenchCommandOptions& options);

std::string fixed(double value, int decimals);
// {"LENGTH": value, ...}, lengths in increasing order.
nlohmann::ordered_json by_length(const std::map<std::uint32_t, double>& values);

}  // namespace xp860::frontend
