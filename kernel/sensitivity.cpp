#include "kernel/sensitivity.h"

#include <algorithm>
#include <atomic>
#include <thread>

namespace xp860::kernel {
namespace {

bool belongs_to_a_node(std::string_view name) {
    return !name.starts_with("kMesh") && !name.starts_with("kNetworkInterface") && name != "kTimerTicksPerCycle" &&
           name != "kHostCallWork";
}

// One run of both variants with `model`.
MeanCosts run_once(const ExperimentImages& images, const SensitivityOptions& options, const cpu::CycleModel& model) {
    MeanCosts costs;
    for (const Variant variant : {Variant::Hrecv, Variant::Irecv}) {
        GapExperiment experiment(images, {variant, options.trials, options.profile, 1, model});
        const ExperimentResult result = experiment.run();
        const double us = result.mean_cycles / cpu::timing::kCyclesPerMicrosecond;
        (variant == Variant::Hrecv ? costs.hrecv_us : costs.irecv_us) = us;
    }
    return costs;
}

}  // namespace

std::vector<std::string_view> varied_rows() {
    std::vector<std::string_view> rows;
    for (const auto& entry : cpu::timing::kTimingTable)
        if (entry.timing_class == cpu::timing::TimingClass::Assumption && belongs_to_a_node(entry.name))
            rows.push_back(entry.name);
    return rows;
}

SensitivityResult run_sensitivity(const ExperimentImages& images, const SensitivityOptions& options) {
    // The runs: the base, then each row at half (where there is one) and double.
    struct Run {
        std::vector<cpu::TimingOverride> overrides;
        MeanCosts costs;
    };
    std::vector<Run> runs(1);
    SensitivityResult result;
    for (const std::string_view name : varied_rows()) {
        const auto entry = std::ranges::find(cpu::timing::kTimingTable, name, &cpu::timing::TimingEntry::name);
        result.rows.push_back({name, entry->value, std::nullopt, {}});
        if (name != "kIssue") runs.push_back({{{name, entry->value / 2}}, {}});
        runs.push_back({{{name, entry->value * 2}}, {}});
    }
    std::atomic<std::size_t> next = 0;
    const auto work = [&] {
        for (std::size_t i = next++; i < runs.size(); i = next++)
            runs[i].costs = run_once(images, options, cpu::CycleModel(runs[i].overrides));
    };
    std::vector<std::jthread> workers;
    for (unsigned t = 1; t < options.threads; ++t) workers.emplace_back(work);
    work();
    workers.clear();

    result.base = runs[0].costs;
    std::size_t i = 1;
    for (SensitivityRow& row : result.rows) {
        if (row.name != "kIssue") row.half = runs[i++].costs;
        row.doubled = runs[i++].costs;
    }
    return result;
}

}  // namespace xp860::kernel
