// `xp860 bench`: the seed's experiment from the command line (kernel/gap_experiment.h).
#include <cstdio>
#include <iostream>
#include <memory>

#include <nlohmann/json.hpp>

#include "cpu/cycle_model.h"
#include "frontend/built_images.h"
#include "frontend/command_line.h"
#include "frontend/commands.h"
#include "frontend/common_options.h"
#include "frontend/timeline/timeline_recorder.h"
#include "kernel/gap_experiment.h"

namespace xp860::frontend {
namespace {

constexpr const char* kDescription =
    "Runs Riesen's 1996 hrecv()/irecv() benchmark on a 2-node machine booted with the kernel:\n"
    "node 1 posts the receive, spins taking dclock() stamps until the zero-length message from\n"
    "node 0 is in, and takes the largest gap less the ordinary loop gap as the cost. For each\n"
    "variant it prints the cost over the trials (mean, median, min, max) and where the mean\n"
    "cost goes, phase by phase, as the emulator saw it. Progress goes to stderr. --perfetto\n"
    "writes the runs' timelines, a process per variant, with every trial's gap and its phases.";

struct Options {
    std::string benchmark = "all";
    BenchmarkProgram program = BenchmarkProgram::Assembly;
    std::uint32_t trials = 10000;
    kernel::Profile profile = kernel::Profile::Osf1;
    unsigned threads = 1;
    bool json = false;
    std::string perfetto;  // the trace's file, or none
};

std::vector<kernel::Variant> variants(const Options& options) {
    if (const std::optional<kernel::Variant> variant = kernel::variant_named(options.benchmark)) return {*variant};
    return {kernel::Variant::Hrecv, kernel::Variant::Irecv};
}

std::string number(double value, int decimals) {
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

double us(double cycles) { return cycles / cpu::timing::kCyclesPerMicrosecond; }

// The phases an interrupt of this variant goes through, and what is left of the
// gap beyond them.
std::vector<std::pair<std::string, double>> phases(const kernel::ExperimentResult& r) {
    std::vector<std::pair<std::string, double>> list;
    for (std::size_t p = 0; p < kernel::kPhaseCount; ++p) {
        const auto phase = static_cast<kernel::Phase>(p);
        const bool handler_phase = phase == kernel::Phase::ContextSave || phase == kernel::Phase::Handler ||
                                   phase == kernel::Phase::ContextRestore;
        if (handler_phase && r.variant == kernel::Variant::Irecv) continue;
        list.emplace_back(std::string(kernel::phase_name(phase)), r.breakdown.phases[p]);
    }
    list.emplace_back("loop_disturbance", r.breakdown.loop_disturbance);
    return list;
}

void print_text(const kernel::ExperimentResult& r, BenchmarkProgram program) {
    std::cout << kernel::variant_name(r.variant) << ", profile " << kernel::profile_name(r.profile) << ", "
              << r.trials.size() << " trials" << (program == BenchmarkProgram::Compiled ? ", compiled C" : "") << "\n"
              << "  the benchmark's own mean cost: " << number(r.program_mean_seconds * 1e6, 3) << " us\n"
              << "  cost: mean " << number(us(r.mean_cycles), 3) << " us (" << number(r.mean_cycles, 1)
              << " cycles), median " << number(us(r.median_cycles), 3) << " us, min "
              << number(us(static_cast<double>(r.min_cycles)), 3) << " us, max "
              << number(us(static_cast<double>(r.max_cycles)), 3) << " us\n"
              << "  ordinary loop gap: " << number(r.loop_gap_cycles, 1) << " cycles\n"
              << "  where the mean cost goes (cycles):\n";
    double total = 0;
    for (const auto& [name, cycles] : phases(r)) {
        char line[96];
        std::snprintf(line, sizeof line, "    %-18s %9.1f\n", name.c_str(), cycles);
        std::cout << line;
        total += cycles;
    }
    char line[96];
    std::snprintf(line, sizeof line, "    %-18s %9.1f\n", "total", total);
    std::cout << line;
}

nlohmann::ordered_json json_of(const kernel::ExperimentResult& r) {
    nlohmann::ordered_json phase_cycles;
    for (const auto& [name, cycles] : phases(r)) phase_cycles[name] = cycles;
    return {
        {"trials", r.trials.size()},
        {"mean_us", us(r.mean_cycles)},
        {"median_us", us(r.median_cycles)},
        {"min_us", us(static_cast<double>(r.min_cycles))},
        {"max_us", us(static_cast<double>(r.max_cycles))},
        {"mean_cycles", r.mean_cycles},
        {"loop_gap_cycles", r.loop_gap_cycles},
        {"program_mean_us", r.program_mean_seconds * 1e6},
        {"phases", phase_cycles},
    };
}

int run_bench(const Options& options) {
    const kernel::ExperimentImages images = experiment_images_with(options.program);
    std::vector<kernel::ExperimentResult> results;
    std::vector<std::unique_ptr<timeline::TimelineRecorder>> timelines;  // with --perfetto: one per variant
    for (const kernel::Variant variant : variants(options)) {
        kernel::GapExperiment experiment(images, {variant, options.trials, options.profile, options.threads});
        network::Machine& machine = experiment.machine();
        if (!options.perfetto.empty()) {
            timelines.push_back(std::make_unique<timeline::TimelineRecorder>(
                machine, timeline::experiment_lanes(experiment, *images.kernel), true));
            machine.subscribe([recorder = timelines.back().get()](const network::MachineEvent& event) {
                recorder->observe(event);
            });
        }
        const std::string name(kernel::variant_name(variant));
        results.push_back(experiment.run([&](std::uint32_t done, std::uint32_t trials) {
            std::cerr << "\r" << name << ": " << done << " / " << trials << " trials" << std::flush;
        }));
        std::cerr << "\n";
        if (!options.perfetto.empty()) {
            timelines.back()->extend(machine.cycle());
            timelines.back()->record_gaps(results.back().trials, kernel::GapExperiment::kReceiver);
        }
    }
    if (!options.perfetto.empty()) {
        std::vector<timeline::TraceProcess> processes;
        for (std::size_t i = 0; i < results.size(); ++i)
            processes.push_back({std::string(kernel::variant_name(results[i].variant)) + ", profile " +
                                     std::string(kernel::profile_name(options.profile)),
                                 timelines[i]->model()});
        write_perfetto(options.perfetto, processes);
    }
    if (options.json) {
        nlohmann::ordered_json json = {{"profile", kernel::profile_name(options.profile)},
                                       {"program", program_name(options.program)}};
        for (const auto& r : results) json[std::string(kernel::variant_name(r.variant))] = json_of(r);
        std::cout << json.dump(2) << "\n";
    } else {
        for (const auto& r : results) print_text(r, options.program);
    }
    return 0;
}

}  // namespace

CLI::App& add_bench_command(CLI::App& xp860, Commands& commands) {
    CLI::App& bench = *xp860.add_subcommand("bench", "the seed's hrecv/irecv experiment on a 2-node machine");
    bench.footer(kDescription);
    auto options = std::make_shared<Options>();
    bench.add_option("BENCHMARK", options->benchmark, "hrecv, irecv or all (default all)")
        ->option_text("hrecv|irecv|all")
        ->check(one_of({"hrecv", "irecv", "all"}, "benchmark"));
    bench.add_option_function<std::string>(
             "--program", [options](const std::string& name) { options->program = *program_named(name); },
             "the benchmark's build: asm, roms/bench/gap_bench.s (the default: the figures the README "
             "and docs/fidelity.md quote), or c, roms/bench/gap_bench.c compiled with xp860-cc -O2")
        ->option_text("asm|c")
        ->check(one_of({"asm", "c"}, "program"));
    add_trials_option(bench, options->trials);
    add_profile_option(bench, options->profile, "the kernel's profile");
    add_threads_option(bench, options->threads);
    add_json_option(bench, options->json);
    add_perfetto_option(bench, options->perfetto);
    commands.add(&bench, [options] { return run_bench(*options); });
    return bench;
}

}  // namespace xp860::frontend
