// Speed of the whole machine: simulated node-cycles per host second, on two nodes
// running the seed's experiment and on a 16x16 mesh booting the kernel on every node
// and gathering a message from each, on one and two host threads. Prints figures;
// no pass/fail.
#include <chrono>
#include <cstdio>

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

int main() {
    const kernel::ExperimentImages images = frontend::experiment_images();
    for (const unsigned threads : {1u, 2u}) {
        kernel::GapExperiment experiment(images, {kernel::Variant::Hrecv, 1000, kernel::Profile::Osf1, threads});
        const auto start = std::chrono::steady_clock::now();
        experiment.run();
        report("2 nodes, hrecv experiment, 1000 trials:", threads, 2 * experiment.machine().cycle(),
               seconds_since(start));
    }
    const auto gather = toolchain::read_elf_file(XP860_BUILD_DIR "/roms/examples/gather");
    for (const unsigned threads : {1u, 2u}) {
        network::MachineConfig config;
        config.width = config.height = 16;
        config.rom_image = images.rom;
        config.threads = threads;
        const auto start = std::chrono::steady_clock::now();
        network::Machine machine(config);
        for (network::NodeId id = 0; id < machine.node_count(); ++id)
            images.kernel->install(machine.node(id), gather, "gather", kernel::Profile::Osf1);
        const bool halted = machine.run(100'000'000);
        std::uint64_t node_cycles = 0;
        for (network::NodeId id = 0; id < machine.node_count(); ++id) node_cycles += machine.node(id).core().state().cycles;
        report(halted ? "16x16, kernel boot and gather to node 0:" : "16x16 (did not finish!):", threads, node_cycles,
               seconds_since(start));
    }
    return 0;
}
