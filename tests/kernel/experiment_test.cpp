// The seed's experiment (kernel::GapExperiment) as the desktop app drives it: one
// node at a time by the Machine's step(), or a slice at a time, gives what one
// run gives; its results cover the trials done so far; InterruptPhases says which
// phase an interrupt is in while a debugger stands inside it.
#include <doctest/doctest.h>

#include "cpu/control_registers.h"
#include "frontend/built_images.h"
#include "kernel/gap_experiment.h"

using namespace xp860;
using kernel::GapExperiment;

namespace {

const kernel::ExperimentImages& images() {
    static const kernel::ExperimentImages built = frontend::experiment_images();
    return built;
}

void step_to_end(GapExperiment& experiment) {
    network::Machine& machine = experiment.machine();
    while (const auto next = machine.laggard()) machine.step(*next);
}

std::uint32_t program_symbol(const std::string& name) {
    const toolchain::Symbol* symbol = toolchain::find_symbol(images().program, name);
    REQUIRE_MESSAGE(symbol != nullptr, "no symbol " << name);
    return symbol->value;
}

}  // namespace

TEST_CASE("three hrecv trials stepped node by node in cycle order are the trials one run gives") {
    for (const kernel::Profile profile : {kernel::Profile::Osf1, kernel::Profile::Light}) {
        CAPTURE(kernel::profile_name(profile));
        const kernel::ExperimentOptions options{kernel::Variant::Hrecv, 3, profile, 1};
        GapExperiment run(images(), options);
        const kernel::ExperimentResult whole = run.run();
        GapExperiment stepped(images(), options);
        step_to_end(stepped);
        const kernel::ExperimentResult result = stepped.result();
        REQUIRE(whole.complete);
        REQUIRE(result.complete);
        REQUIRE(result.trials.size() == 3);
        CHECK(result.program_mean_seconds == whole.program_mean_seconds);
        for (std::size_t i = 0; i < 3; ++i) {
            CAPTURE(i);
            CHECK(result.trials[i].gap_start == whole.trials[i].gap_start);
            CHECK(result.trials[i].gap == whole.trials[i].gap);
            CHECK(result.trials[i].loop_gap == whole.trials[i].loop_gap);
            REQUIRE(result.trials[i].interrupt);
            REQUIRE(whole.trials[i].interrupt);
            CHECK(result.trials[i].interrupt->taken == whole.trials[i].interrupt->taken);
            CHECK(result.trials[i].interrupt->cycles == whole.trials[i].interrupt->cycles);
            CHECK(result.trials[i].interrupt->handler);
        }
        CHECK(stepped.machine().node(1).core().state().cycles == run.machine().node(1).core().state().cycles);
    }
}

TEST_CASE("the results cover the trials done so far, and agree with the end's") {
    GapExperiment experiment(images(), {kernel::Variant::Irecv, 4, kernel::Profile::Osf1, 1});
    CHECK(experiment.result().trials.empty());
    CHECK(!experiment.result().complete);
    CHECK(experiment.result().mean_cycles == 0);
    while (experiment.trials_done() < 2) REQUIRE(!experiment.advance(1000));
    const kernel::ExperimentResult partial = experiment.result();
    CHECK(!partial.complete);
    CHECK(partial.program_mean_seconds == 0);
    REQUIRE(partial.trials.size() == 2);
    while (!experiment.advance(100'000)) {}
    const kernel::ExperimentResult final = experiment.result();
    CHECK(final.complete);
    REQUIRE(final.trials.size() == 4);
    for (std::size_t i = 0; i < 2; ++i) {
        CHECK(partial.trials[i].gap_start == final.trials[i].gap_start);
        CHECK(partial.trials[i].gap == final.trials[i].gap);
    }
    CHECK(partial.mean_cycles ==
          doctest::Approx(static_cast<double>(final.trials[0].cost() + final.trials[1].cost()) / 2));
    CHECK(!final.trials[0].interrupt->handler);  // irecv: no handler runs
}

// Stepping the receiver's first hrecv interrupt: each phase is seen while the node
// is where the phase says (the events behind it are out once every node has run
// past them, so the node may be a step further on).
TEST_CASE("InterruptPhases while an interrupt is being served: each phase where the node is") {
    GapExperiment experiment(images(), {kernel::Variant::Hrecv, 1, kernel::Profile::Osf1, 1});
    network::Machine& machine = experiment.machine();
    const kernel::InterruptPhases& phases = experiment.receiver_interrupts();
    const cpu::CpuState& receiver = machine.node(GapExperiment::kReceiver).core().state();
    const std::uint32_t handler = program_symbol("handler");
    const std::uint32_t invoke_handler = images().kernel->symbol("invoke_handler");
    std::vector<kernel::Phase> seen;
    while (phases.interrupts().empty()) {
        const auto next = machine.laggard();
        REQUIRE(next);
        machine.step(*next);
        if (!phases.serving() || (!seen.empty() && seen.back() == phases.phase())) continue;
        seen.push_back(phases.phase());
        const bool user = (receiver.psr & cpu::psr::kUserMode) != 0;
        CAPTURE(kernel::phase_name(phases.phase()));
        CHECK(phases.phase_start() <= receiver.cycles);
        CHECK(phases.current().taken <= phases.phase_start());
        switch (phases.phase()) {
            case kernel::Phase::Handler:
                CHECK(user);
                CHECK(receiver.pc >= handler);
                CHECK(receiver.pc < handler + 16);  // its four instructions
                break;
            case kernel::Phase::ContextSave:
                CHECK(!user);
                CHECK(receiver.pc >= invoke_handler);
                CHECK(phases.current().cycles[static_cast<std::size_t>(kernel::Phase::KernelNetRead)] > 0);
                break;
            default: CHECK(!user); break;
        }
    }
    using P = kernel::Phase;
    CHECK(seen == std::vector<P>{P::InterruptEntry, P::KernelNetRead, P::ContextSave, P::Handler, P::ContextRestore,
                                 P::Return});
    CHECK(!phases.serving());
    CHECK(phases.interrupts()[0].handler);
}
