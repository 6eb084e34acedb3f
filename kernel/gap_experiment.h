// The seed's experiment (Riesen 1996, Figure 3.1) on a 2-node machine: node 1
// times the gap an arriving zero-length message makes in a loop of dclock() stamps,
// with an hrecv handler or an irecv, for N trials (roms/bench/gap_bench.s measures
// and averages, as the paper did); the emulator breaks every trial's gap into the
// phases of the interrupt that made it (interrupt_phases.h). Used by `xp860 bench`
// and the desktop app, which advances it a slice at a time.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "kernel/interrupt_phases.h"
#include "kernel/kernel_boot.h"
#include "network/machine.h"

namespace xp860::kernel {

enum class Variant : std::uint32_t { Hrecv = 0, Irecv = 1 };  // gap_bench's `variant`
std::string_view variant_name(Variant variant);
// The variant variant_name names `name`, if any.
std::optional<Variant> variant_named(std::string_view name);

// What the machine boots: the ROM image, the kernel, the benchmark program.
struct ExperimentImages {
    std::vector<std::uint8_t> rom;
    std::shared_ptr<const KernelImage> kernel;
    toolchain::ObjectFile program;
};

struct ExperimentOptions {
    Variant variant = Variant::Hrecv;
    std::uint32_t trials = 10000;  // 1 .. kMaxTrials
    Profile profile = Profile::Osf1;
    unsigned threads = 1;
    cpu::CycleModel cycle_model{};  // both nodes'; timing.def's unless a sensitivity run changes rows
};

// One trial as the benchmark program measured it, with the interrupt inside its gap.
struct Trial {
    std::uint64_t gap_start = 0;  // the cycle of the stamp before the arrival
    std::uint64_t gap = 0;        // cycles to the stamp after it
    std::uint64_t loop_gap = 0;   // the trial's smallest gap: one ordinary iteration
    double cost_seconds = 0;      // gap - loop gap, as the program computed it
    std::optional<InterruptRecord> interrupt;

    std::uint64_t cost() const { return gap - loop_gap; }
    bool operator==(const Trial&) const = default;
};

// The breakdown of the mean cost: the interrupt's phases, and what the interrupted
// loop iteration took beyond an ordinary one (its cache and pipeline state
// disturbed); they add up to the mean cost.
struct PhaseBreakdown {
    std::array<double, kPhaseCount> phases{};
    double loop_disturbance = 0;
};

struct ExperimentResult {
    Variant variant = Variant::Hrecv;
    Profile profile = Profile::Osf1;
    std::vector<Trial> trials;        // those done, in order
    bool complete = false;            // every trial done and the program's mean written
    double program_mean_seconds = 0;  // the benchmark program's own average, once complete
    double mean_cycles = 0, median_cycles = 0, loop_gap_cycles = 0;
    std::uint64_t min_cycles = 0, max_cycles = 0;
    PhaseBreakdown breakdown;
};

class GapExperiment {
public:
    static constexpr network::NodeId kSender = 0, kReceiver = 1;
    static constexpr std::uint32_t kMaxTrials = 10000;  // gap_bench's MAX_TRIALS
    static constexpr std::uint64_t kCyclesPerTrialLimit = 1'000'000;  // a stuck run ends

    // Throws std::invalid_argument for a trial count out of range, and what building
    // the machine throws.
    GapExperiment(const ExperimentImages& images, const ExperimentOptions& options);

    // Runs up to `cycles` more; true once both nodes have halted. Throws
    // std::runtime_error if the run ended any other way or overran its time.
    bool advance(std::uint64_t cycles);
    // Runs to the end, telling `progress` (trials done, trials) as it goes.
    ExperimentResult run(const std::function<void(std::uint32_t, std::uint32_t)>& progress = {});

    std::uint32_t trials_done() const;
    const ExperimentOptions& options() const { return options_; }
    network::Machine& machine() { return *machine_; }
    const InterruptPhases& receiver_interrupts() const { return phases_; }
    // The receiver's interrupts as read so far, put back where a snapshot of the
    // machine was taken when the snapshot is restored (its events come again).
    InterruptPhases::Mark phases_mark() const { return phases_.mark(); }
    void rewind_phases(const InterruptPhases::Mark& mark) { phases_.rewind(mark); }
    // The trials done so far, with the statistics over them (all of them once
    // advance() has returned true); a machine driven some other way (a debugger's
    // steps) gives the same.
    ExperimentResult result() const;

private:
    std::uint32_t program_word(const std::string& symbol) const;
    double program_double(std::uint32_t address) const;

    ExperimentImages images_;
    ExperimentOptions options_;
    std::unique_ptr<network::Machine> machine_;
    InterruptPhases phases_{1};
};

}  // namespace xp860::kernel
