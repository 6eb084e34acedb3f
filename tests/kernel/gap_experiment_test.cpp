// The seed's experiment as `xp860 bench` runs it: the benchmark program's own
// figures, the emulator's breakdown adding up to them trial by trial, and the
// same results however it is run.
#include <doctest/doctest.h>

#include "frontend/built_images.h"
#include "kernel/gap_experiment.h"

using namespace xp860;

namespace {

kernel::ExperimentResult run(kernel::Variant variant, kernel::Profile profile, std::uint32_t trials,
                             unsigned threads = 1) {
    static const kernel::ExperimentImages images = frontend::experiment_images();
    kernel::GapExperiment experiment(images, {variant, trials, profile, threads});
    return experiment.run();
}

}  // namespace

TEST_CASE("every trial's gap is the interrupt's phases plus the loop's own gap and its disturbance") {
    for (const auto variant : {kernel::Variant::Hrecv, kernel::Variant::Irecv}) {
        for (const auto profile : {kernel::Profile::Osf1, kernel::Profile::Light}) {
            CAPTURE(kernel::variant_name(variant));
            CAPTURE(kernel::profile_name(profile));
            const auto result = run(variant, profile, 20);
            REQUIRE(result.trials.size() == 20u);
            double sum = 0;
            for (const kernel::Trial& trial : result.trials) {
                REQUIRE(trial.interrupt.has_value());
                CHECK(trial.interrupt->handler == (variant == kernel::Variant::Hrecv));
                std::uint64_t phases = 0;
                for (const std::uint64_t cycles : trial.interrupt->cycles) phases += cycles;
                CHECK(phases == trial.interrupt->total());
                // The program's cost, in seconds, is the gap less the loop gap, in cycles.
                CHECK(trial.cost_seconds * 50e6 == doctest::Approx(static_cast<double>(trial.cost())).epsilon(1e-9));
                CHECK(trial.interrupt->total() <= trial.gap);
                sum += static_cast<double>(trial.cost());
            }
            double breakdown = result.breakdown.loop_disturbance;
            for (const double phase : result.breakdown.phases) breakdown += phase;
            CHECK(breakdown == doctest::Approx(result.mean_cycles));
            CHECK(result.mean_cycles == doctest::Approx(sum / 20));
            CHECK(result.program_mean_seconds * 50e6 == doctest::Approx(result.mean_cycles).epsilon(1e-6));
            if (variant == kernel::Variant::Irecv) {
                CHECK(result.breakdown.phases[static_cast<std::size_t>(kernel::Phase::ContextSave)] == 0);
                CHECK(result.breakdown.phases[static_cast<std::size_t>(kernel::Phase::Handler)] == 0);
            }
        }
    }
}

TEST_CASE("the osf1 profile's full switch costs more than the light one's, by its FP save and restore") {
    const auto osf1 = run(kernel::Variant::Hrecv, kernel::Profile::Osf1, 10);
    const auto light = run(kernel::Variant::Hrecv, kernel::Profile::Light, 10);
    const auto phase = [](const kernel::ExperimentResult& r, kernel::Phase p) {
        return r.breakdown.phases[static_cast<std::size_t>(p)];
    };
    CHECK(phase(osf1, kernel::Phase::ContextSave) > phase(light, kernel::Phase::ContextSave));
    CHECK(phase(osf1, kernel::Phase::ContextRestore) > phase(light, kernel::Phase::ContextRestore));
    CHECK(phase(osf1, kernel::Phase::KernelNetRead) == phase(light, kernel::Phase::KernelNetRead));
    CHECK(osf1.mean_cycles > light.mean_cycles);
}

TEST_CASE("the same figures on every run and on one or two host threads") {
    const auto first = run(kernel::Variant::Hrecv, kernel::Profile::Osf1, 15);
    const auto again = run(kernel::Variant::Hrecv, kernel::Profile::Osf1, 15);
    const auto threaded = run(kernel::Variant::Hrecv, kernel::Profile::Osf1, 15, 2);
    for (const auto* other : {&again, &threaded}) {
        REQUIRE(other->trials.size() == first.trials.size());
        for (std::size_t i = 0; i < first.trials.size(); ++i) {
            CHECK(other->trials[i].gap_start == first.trials[i].gap_start);
            CHECK(other->trials[i].gap == first.trials[i].gap);
            CHECK(other->trials[i].interrupt->cycles == first.trials[i].interrupt->cycles);
        }
        CHECK(other->program_mean_seconds == first.program_mean_seconds);
    }
}

TEST_CASE("bad experiment options are refused") {
    const kernel::ExperimentImages images = frontend::experiment_images();
    CHECK_THROWS_AS(kernel::GapExperiment(images, {kernel::Variant::Hrecv, 0, kernel::Profile::Osf1, 1}),
                    std::invalid_argument);
    CHECK_THROWS_AS(kernel::GapExperiment(images, {kernel::Variant::Hrecv, 10001, kernel::Profile::Osf1, 1}),
                    std::invalid_argument);
    CHECK_THROWS_AS(kernel::GapExperiment(images, {kernel::Variant::Hrecv, 10, kernel::Profile::Osf1, 0}),
                    std::invalid_argument);
}
