// Speed of the whole machine: simulated node-cycles per host second, on one and two
// host threads, for two nodes running the seed's experiment and for 16x16 meshes
// with the kernel on every node, gathering a message from each to node 0 (most nodes
// soon halt) or passing a token round a ring (every node busy to the end). Times
// the run only, not building the machine. Prints figures; no pass/fail.
#include <chrono>
#include <cstdio>
#include <string>

#include "frontend/command_line.h"
#include "frontend/built_images.h"
#include "kernel/gap_experiment.h"
#include "toolchain/elf_file.h"

using namespace xp860;

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

void report(const char* what, unsigned threads, std::uint64_t node_cycles, double seconds) {
    std::printf("%-44s %u thread%s: %7.1f M node-cycles/s (%llu node-cycles, %.2f s)\n", what, threads,
                threads == 1 ? " " : "s", static_cast<double>(node_cycles) / seconds / 1e6,
                static_cast<unsigned long long>(node_cycles), seconds);
}

}  // namespace

int measure() {
    const kernel::ExperimentImages images = frontend::experiment_images();
    for (const unsigned threads : {1u, 2u}) {
        kernel::GapExperiment experiment(images, {kernel::Variant::Hrecv, 1000, kernel::Profile::Osf1, threads});
        const auto start = std::chrono::steady_clock::now();
        experiment.run();
        report("2 nodes, hrecv experiment, 1000 trials:", threads, 2 * experiment.machine().cycle(),
               seconds_since(start));
    }
    for (const char* program : {"gather", "ring"}) {
        const std::string path = std::string(XP860_BUILD_DIR "/roms/examples/") + program;
        const auto process = toolchain::read_elf_file(path);
        for (const unsigned threads : {1u, 2u}) {
            network::MachineConfig config;
            config.width = config.height = 16;
            config.rom_image = images.rom;
            config.threads = threads;
            network::Machine machine(config);
            for (network::NodeId id = 0; id < machine.node_count(); ++id)
                images.kernel->install(machine.node(id), process, program, kernel::Profile::Osf1);
            const auto start = std::chrono::steady_clock::now();
            const bool halted = machine.run(100'000'000);
            const double seconds = seconds_since(start);
            std::uint64_t node_cycles = 0;
            for (network::NodeId id = 0; id < machine.node_count(); ++id)
                node_cycles += machine.node(id).core().state().cycles;
            const std::string what = "16x16, kernel and " + std::string(program) + (halted ? ":" : " (did not finish!):");
            report(what.c_str(), threads, node_cycles, seconds);
        }
    }
    return 0;
}

int main(int argc, char** argv) {
    CLI::App app("Speed of the whole machine: simulated node-cycles per host second.", "xp860-bench-machine");
    return xp860::frontend::run_tool(app, argc, argv, "xp860-bench-machine: ", measure);
}
