// Speed of the whole machine: simulated node-cycles per host second, on one and two
// host threads, for two nodes running the seed's experiment and for 16x16 meshes
// with the kernel on every node, gathering a message from each to node 0 (most nodes
// soon halt) or passing a token round a ring (every node busy to the end), and for a
// 16x16 mesh of bare nodes of which one works and the others idle in `br .` with
// interrupts on, their passes skipped (network/idle_loop.h) and stepped. Times the
// run only, not building the machine. Prints figures; no pass/fail.
//
//   xp860-bench-machine [--quick] [--json]      (--quick: 100 trials, 2x2 meshes)
#include <cstdio>
#include <string>

#include "bench/report.h"
#include "frontend/built_images.h"
#include "frontend/command_line.h"
#include "frontend/program_loader.h"
#include "kernel/gap_experiment.h"
#include "toolchain/assembler.h"
#include "toolchain/elf_file.h"
#include "toolchain/linker.h"

using namespace xp860;

namespace {

void report(bench::Report& report, const std::string& what, unsigned nodes, unsigned threads, bool finished,
            std::uint64_t node_cycles, double seconds) {
    const double rate = static_cast<double>(node_cycles) / seconds / 1e6;
    report.add({{"run", what},
                {"nodes", nodes},
                {"threads", threads},
                {"finished", finished},
                {"node_cycles", node_cycles},
                {"seconds", seconds},
                {"m_node_cycles_per_second", rate}},
               "%-44s %u thread%s: %7.1f M node-cycles/s (%llu node-cycles, %.2f s)\n",
               (what + (finished ? ":" : " (did not finish!):")).c_str(), threads, threads == 1 ? " " : "s", rate,
               static_cast<unsigned long long>(node_cycles), seconds);
}

// Side x side bare nodes for `cycles` cycles: node 0 counts down a loop and halts,
// every other node turns interrupts on and idles in `br .` (nothing wakes it).
void measure_idle(std::uint32_t side, std::uint64_t cycles, bench::Report& figures) {
    const auto link = [](const char* source) {
        return toolchain::link({{"node.o", toolchain::assemble(source, "node.s", {.intel_syntax = false, .xp = true})}},
                               {});
    };
    const toolchain::ObjectFile worker = link("  orh 0x10,%r0,%r20\n1: adds -1,%r20,%r20\n  btne %r20,%r0,1b\n"
                                              "2: br 2b\n  nop\n");
    const toolchain::ObjectFile idler = link("  ld.c %psr,%r5\n  or 0x10,%r5,%r5\n  st.c %r5,%psr\n"
                                             "1: br 1b\n  nop\n");
    const std::string mesh = std::to_string(side) + "x" + std::to_string(side);
    for (const bool skip : {true, false}) {
        for (const unsigned threads : {1u, 2u}) {
            network::MachineConfig config;
            config.width = config.height = side;
            config.ram_bytes = 1u << 20;
            config.threads = threads;
            config.skip_idle = skip;
            network::Machine machine(config);
            for (network::NodeId id = 0; id < machine.node_count(); ++id)
                frontend::load_program(machine.node(id), id == 0 ? worker : idler, "node" + std::to_string(id));
            const bench::Stopwatch stopwatch;
            machine.run(cycles);
            const double seconds = stopwatch.seconds();
            std::uint64_t node_cycles = 0;
            for (network::NodeId id = 0; id < machine.node_count(); ++id)
                node_cycles += machine.node(id).core().state().cycles;
            report(figures, mesh + " bare, 1 working, the rest idle, " + (skip ? "skipped" : "stepped"),
                   machine.node_count(), threads, true, node_cycles, seconds);
        }
    }
}

// The experiment with `trials`, then `program` on side x side nodes.
int measure(std::uint32_t trials, std::uint32_t side, bench::Report& figures) {
    const kernel::ExperimentImages images = frontend::experiment_images();
    for (const unsigned threads : {1u, 2u}) {
        kernel::GapExperiment experiment(images, {kernel::Variant::Hrecv, trials, kernel::Profile::Osf1, threads});
        const bench::Stopwatch stopwatch;
        experiment.run();
        report(figures, "2 nodes, hrecv experiment, " + std::to_string(trials) + " trials", 2, threads, true,
               2 * experiment.machine().cycle(), stopwatch.seconds());
    }
    const std::string mesh = std::to_string(side) + "x" + std::to_string(side);
    for (const char* program : {"gather", "ring"}) {
        const std::string path = std::string(XP860_BUILD_DIR "/roms/examples/") + program;
        const auto process = toolchain::read_elf_file(path);
        for (const unsigned threads : {1u, 2u}) {
            network::MachineConfig config;
            config.width = config.height = side;
            config.rom_image = images.rom;
            config.threads = threads;
            network::Machine machine(config);
            for (network::NodeId id = 0; id < machine.node_count(); ++id)
                images.kernel->install(machine.node(id), process, program, kernel::Profile::Osf1);
            const bench::Stopwatch stopwatch;
            const bool halted = machine.run(100'000'000);
            const double seconds = stopwatch.seconds();
            std::uint64_t node_cycles = 0;
            for (network::NodeId id = 0; id < machine.node_count(); ++id)
                node_cycles += machine.node(id).core().state().cycles;
            report(figures, mesh + ", kernel and " + program, machine.node_count(), threads, halted, node_cycles,
                   seconds);
        }
    }
    measure_idle(side, side > 2 ? 200'000 : 20'000, figures);
    return figures.finish();
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app("Speed of the whole machine: simulated node-cycles per host second.", "xp860-bench-machine");
    frontend::use_tool_format(app);
    bool quick = false;
    app.add_flag("--quick", quick, "100 trials of the experiment and 2x2 meshes, instead of 1000 and 16x16");
    bench::Report report(app);
    return frontend::run_tool(app, argc, argv, "xp860-bench-machine: ",
                              [&] { return quick ? measure(100, 2, report) : measure(1000, 16, report); });
}
