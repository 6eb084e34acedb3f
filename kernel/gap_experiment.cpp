#include "kernel/gap_experiment.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "cpu/little_endian.h"

namespace xp860::kernel {
namespace {

constexpr std::uint32_t kRecordBytes = 32;  // gap_bench's RESULT_SIZE
constexpr std::uint32_t kCost = 0, kLoopGap = 8, kGapStart = 16, kGap = 24;

// dclock()'s seconds as the time-stamp counter's ticks, which are core cycles.
std::uint64_t to_cycles(double seconds, std::uint32_t ticks_per_second) {
    return static_cast<std::uint64_t>(std::llround(seconds * ticks_per_second));
}

}  // namespace

std::string_view variant_name(Variant variant) { return variant == Variant::Hrecv ? "hrecv" : "irecv"; }

std::optional<Variant> variant_named(std::string_view name) {
    for (const Variant variant : {Variant::Hrecv, Variant::Irecv})
        if (variant_name(variant) == name) return variant;
    return std::nullopt;
}

GapExperiment::GapExperiment(const ExperimentImages& images, const ExperimentOptions& options)
    : images_(images), options_(options) {
    if (options.trials == 0 || options.trials > kMaxTrials)
        throw std::invalid_argument("trials: 1 to " + std::to_string(kMaxTrials));
    network::MachineConfig config;
    config.width = 2;
    config.height = 1;
    config.rom_image = images.rom;
    config.threads = options.threads;
    config.cycle_model = options.cycle_model;
    machine_ = std::make_unique<network::Machine>(config);
    for (network::NodeId id = 0; id < machine_->node_count(); ++id) {
        network::Node& node = machine_->node(id);
        images.kernel->install(node, images.program, "benchmark", options.profile);
        images.kernel->set_user_word(node, program_symbol(images.program, "variant"),
                                     static_cast<std::uint32_t>(options.variant));
        images.kernel->set_user_word(node, program_symbol(images.program, "trials"), options.trials);
    }
    for (const PhaseMark& mark : phase_marks(*images.kernel))
        machine_->mark_phase(kReceiver, mark.address, static_cast<std::uint32_t>(mark.phase));
    machine_->subscribe([this](const network::MachineEvent& event) { phases_.observe(event); });
}

std::uint32_t GapExperiment::program_word(const std::string& name) const {
    const std::uint32_t physical = images_.kernel->user_physical(program_symbol(images_.program, name));
    return cpu::load_little_endian(machine_->node(kReceiver).memory().bytes(physical, 4));
}

double GapExperiment::program_double(std::uint32_t address) const {
    return images_.kernel->user_double(machine_->node(kReceiver), address);
}

std::uint32_t GapExperiment::trials_done() const { return program_word("trials_done"); }

bool GapExperiment::advance(std::uint64_t cycles) {
    if (machine_->run(cycles)) {
        for (network::NodeId id : {kSender, kReceiver}) {
            // gap_bench.s ends with the kernel's exit call (the node halts in
            // node_halted), gap_bench.c with the C library's exit (the host device).
            const network::RunResult& halt = *machine_->halt(id);
            const bool exited = halt.halt == network::RunResult::Halt::SelfBranch
                                    ? halt.pc == images_.kernel->symbol("node_halted")
                                    : halt.halt == network::RunResult::Halt::Exit && halt.status == 0;
            if (!exited)
                throw std::runtime_error("node " + std::to_string(id) + " stopped before the benchmark's end: " +
                                         machine_->node(id).console().output());
        }
        return true;
    }
    if (machine_->cycle() > kCyclesPerTrialLimit * (std::uint64_t{options_.trials} + 1))
        throw std::runtime_error("the benchmark did not finish in " + std::to_string(machine_->cycle()) + " cycles");
    return false;
}

ExperimentResult GapExperiment::run(const std::function<void(std::uint32_t, std::uint32_t)>& progress) {
    constexpr std::uint64_t kSlice = 2'000'000;
    while (!advance(kSlice))
        if (progress) progress(trials_done(), options_.trials);
    if (progress) progress(options_.trials, options_.trials);
    return result();
}

ExperimentResult GapExperiment::result() const {
    ExperimentResult result;
    result.variant = options_.variant;
    result.profile = options_.profile;
    const std::uint32_t done = std::min(trials_done(), options_.trials);
    result.complete = done == options_.trials && machine_->all_halted();
    if (result.complete) result.program_mean_seconds = program_double(program_symbol(images_.program, "mean_cost"));
    const std::uint32_t records = program_symbol(images_.program, "results");
    const auto& interrupts = phases_.interrupts();  // in the order taken
    const std::uint32_t rate = images_.kernel->symbol("TIMER_TICKS_PER_SECOND");
    std::vector<std::uint64_t> costs;
    for (std::uint32_t i = 0; i < done; ++i) {
        const std::uint32_t record = records + i * kRecordBytes;
        Trial trial;
        trial.cost_seconds = program_double(record + kCost);
        trial.loop_gap = to_cycles(program_double(record + kLoopGap), rate);
        trial.gap_start = to_cycles(program_double(record + kGapStart), rate);
        trial.gap = to_cycles(program_double(record + kGap), rate);
        // The interrupt the gap spans: the first taken after the stamp that opens it.
        const auto taken = std::ranges::upper_bound(interrupts, trial.gap_start, {}, &InterruptRecord::taken);
        if (taken != interrupts.end() && taken->taken < trial.gap_start + trial.gap) trial.interrupt = *taken;
        costs.push_back(trial.cost());
        result.trials.push_back(trial);
    }
    if (result.trials.empty()) return result;
    double sum = 0, loop_sum = 0;
    for (const Trial& trial : result.trials) {
        sum += static_cast<double>(trial.cost());
        loop_sum += static_cast<double>(trial.loop_gap);
        if (!trial.interrupt) continue;
        for (std::size_t p = 0; p < kPhaseCount; ++p)
            result.breakdown.phases[p] += static_cast<double>(trial.interrupt->cycles[p]);
        result.breakdown.loop_disturbance += static_cast<double>(trial.cost()) - static_cast<double>(trial.interrupt->total());
    }
    const auto n = static_cast<double>(result.trials.size());
    for (double& phase : result.breakdown.phases) phase /= n;
    result.breakdown.loop_disturbance /= n;
    result.mean_cycles = sum / n;
    result.loop_gap_cycles = loop_sum / n;
    std::ranges::sort(costs);
    result.min_cycles = costs.front();
    result.max_cycles = costs.back();
    const std::size_t middle = costs.size() / 2;
    result.median_cycles = costs.size() % 2 != 0
                               ? static_cast<double>(costs[middle])
                               : (static_cast<double>(costs[middle - 1]) + static_cast<double>(costs[middle])) / 2;
    return result;
}

}  // namespace xp860::kernel
