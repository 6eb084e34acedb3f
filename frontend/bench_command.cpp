#include "frontend/bench_command.h"

#include <cstdio>
#include <iostream>
#include <sstream>

#include "cpu/cycle_model.h"
#include "frontend/built_images.h"
#include "frontend/tool_main.h"
#include "kernel/gap_experiment.h"
#include "toolchain/tool_error.h"

namespace xp860::frontend {
namespace {

using toolchain::ToolError;

constexpr const char* kUsage =
    "usage: xp860 bench [hrecv|irecv|all] [--trials N] [--profile osf1|light] [--threads N] [--json]\n"
    "Runs Riesen's 1996 hrecv()/irecv() benchmark on a 2-node machine booted with the kernel:\n"
    "node 1 posts the receive, spins taking dclock() stamps until the zero-length message\n"
    "from node 0 is in, and takes the largest gap less the ordinary loop gap as the cost.\n"
    "For each variant it prints the cost over the trials (mean, median, min, max) and where\n"
    "the mean cost goes, phase by phase, as the emulator saw it. Progress goes to stderr.\n"
    "  --trials N        trials per variant, 1 to 10000 (default 10000)\n"
    "  --profile P       osf1 (full context switch into the handler, default) or light\n"
    "  --threads N       host threads for the nodes (default 1; results do not depend on it)\n"
    "  --json            one JSON object on stdout\n";

struct Options {
    std::vector<kernel::Variant> variants{kernel::Variant::Hrecv, kernel::Variant::Irecv};
    std::uint32_t trials = 10000;
    kernel::Profile profile = kernel::Profile::Osf1;
    unsigned threads = 1;
    bool json = false;
};

Options parse(const std::vector<std::string>& args) {
    Options options;
    bool variant_given = false;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& arg = args[i];
        const auto value = [&]() -> const std::string& { return option_value("xp860", args, i); };
        if (arg == "--trials") {
            options.trials =
                static_cast<std::uint32_t>(option_number("xp860", value(), arg, 1, kernel::GapExperiment::kMaxTrials));
        } else if (arg == "--threads") {
            options.threads = static_cast<unsigned>(option_number("xp860", value(), arg, 1, 256));
        } else if (arg == "--profile") {
            const std::string& name = value();
            const std::optional<kernel::Profile> profile = kernel::profile_named(name);
            if (!profile) throw ToolError("xp860: unknown profile '" + name + "' (osf1 or light)");
            options.profile = *profile;
        } else if (arg == "--json") {
            options.json = true;
        } else if (!arg.starts_with("-") && !variant_given) {
            variant_given = true;
            if (const std::optional<kernel::Variant> variant = kernel::variant_named(arg)) options.variants = {*variant};
            else if (arg != "all") throw ToolError("xp860: unknown benchmark '" + arg + "' (hrecv, irecv or all)\n" + kUsage);
        } else {
            throw ToolError("xp860: unexpected argument " + arg + "\n" + kUsage);
        }
    }
    return options;
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

void print_text(const kernel::ExperimentResult& r) {
    std::cout << kernel::variant_name(r.variant) << ", profile " << kernel::profile_name(r.profile) << ", "
              << r.trials.size() << " trials\n"
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

std::string json_of(const kernel::ExperimentResult& r) {
    std::ostringstream out;
    out << "{\"trials\": " << r.trials.size() << ", \"mean_us\": " << number(us(r.mean_cycles), 4)
        << ", \"median_us\": " << number(us(r.median_cycles), 4)
        << ", \"min_us\": " << number(us(static_cast<double>(r.min_cycles)), 4)
        << ", \"max_us\": " << number(us(static_cast<double>(r.max_cycles)), 4)
        << ", \"mean_cycles\": " << number(r.mean_cycles, 3) << ", \"loop_gap_cycles\": " << number(r.loop_gap_cycles, 3)
        << ", \"program_mean_us\": " << number(r.program_mean_seconds * 1e6, 4) << ", \"phases\": {";
    bool first = true;
    for (const auto& [name, cycles] : phases(r)) {
        out << (first ? "" : ", ") << "\"" << name << "\": " << number(cycles, 3);
        first = false;
    }
    out << "}}";
    return out.str();
}

}  // namespace

int bench_command(const std::vector<std::string>& args) {
    for (const std::string& arg : args)
        if (arg == "--help" || arg == "-h") {
            std::cout << kUsage;
            return 0;
        }
    const Options options = parse(args);
    const kernel::ExperimentImages images = experiment_images();
    std::vector<kernel::ExperimentResult> results;
    for (const kernel::Variant variant : options.variants) {
        kernel::GapExperiment experiment(images, {variant, options.trials, options.profile, options.threads});
        const std::string name(kernel::variant_name(variant));
        results.push_back(experiment.run([&](std::uint32_t done, std::uint32_t trials) {
            std::cerr << "\r" << name << ": " << done << " / " << trials << " trials" << std::flush;
        }));
        std::cerr << "\n";
    }
    if (options.json) {
        std::cout << "{\"profile\": \"" << kernel::profile_name(options.profile) << "\"";
        for (const auto& r : results) std::cout << ", \"" << kernel::variant_name(r.variant) << "\": " << json_of(r);
        std::cout << "}\n";
    } else {
        for (const auto& r : results) print_text(r);
    }
    return 0;
}

}  // namespace xp860::frontend
