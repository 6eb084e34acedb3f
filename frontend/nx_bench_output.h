// What `xp860 bench pingpong | bandwidth | contention` share: their options and
// how they write a figure.
#pragma once

#include <cstdint>
#include <map>
#include <string>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "frontend/commands.h"
#include "kernel/kernel_boot.h"

namespace xp860::frontend {

struct NxBenchCommandOptions {
    kernel::Profile profile = kernel::Profile::Osf1;
    unsigned threads = 1;
    bool json = false;
};
// Adds `bench NAME`, one of these: its help line and text, their options, and the
// function that runs it.
CLI::App& add_nx_bench_command(CLI::App& bench, Commands& commands, const std::string& name,
                               const std::string& summary, const std::string& description,
                               int (*run)(const NxBenchCommandOptions&));

std::string fixed(double value, int decimals);
// {"LENGTH": value, ...}, lengths in increasing order.
nlohmann::ordered_json by_length(const std::map<std::uint32_t, double>& values);

}  // namespace xp860::frontend
