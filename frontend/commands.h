// The commands of `xp860`. Each lives in its own file, which adds its CLI::App (a
// subcommand, with its options) and the handler that runs once those options are
// parsed; a new command is a new file and one line in xp860_main.cpp.
#pragma once

#include <functional>
#include <map>

#include <CLI/CLI.hpp>

namespace xp860::frontend {

class Commands {
public:
    // What runs when `command` is the subcommand given (the deepest, for nested ones).
    void add(const CLI::App* command, std::function<int()> handler) { handlers_[command] = std::move(handler); }
    // Runs the handler of the subcommand the arguments chose; its exit status.
    int run(const CLI::App& xp860) const;

private:
    std::map<const CLI::App*, std::function<int()>> handlers_;
};

// `xp860 run`: a program on a bare node, booted from a ROM, or on a machine of nodes.
CLI::App& add_run_command(CLI::App& xp860, Commands& commands);
// `xp860 bench`: the seed's hrecv/irecv experiment.
CLI::App& add_bench_command(CLI::App& xp860, Commands& commands);
// `xp860 bench sensitivity`: the experiment with each ASSUMPTION row halved and doubled.
CLI::App& add_sensitivity_command(CLI::App& bench, Commands& commands);
// `xp860 bench pingpong`, `bandwidth`, `contention`: the NX communication benchmarks.
CLI::App& add_pingpong_command(CLI::App& bench, Commands& commands);
CLI::App& add_bandwidth_command(CLI::App& bench, Commands& commands);
CLI::App& add_contention_command(CLI::App& bench, Commands& commands);
// `xp860 rom-image`: a boot ROM image from a linked program.
CLI::App& add_rom_image_command(CLI::App& xp860, Commands& commands);
// `xp860 help [COMMAND]`: the help of xp860 or of one of its commands.
CLI::App& add_help_command(CLI::App& xp860, Commands& commands);

}  // namespace xp860::frontend
