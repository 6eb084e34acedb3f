// Reverse execution (frontend/gui/history.h) on the 2-node hrecv experiment: the
// states met going forward are recorded, then reached again going back, and must
// be the same in every register, pipeline stage and byte of the machine. The
// expected values are the forward run's own states: a replay one instruction off
// differs in the node's cycle and instruction counts, so it cannot pass.
#include <doctest/doctest.h>

#include <chrono>
#include <cstdio>
#include <map>
#include <memory>
#include <random>
#include <set>

#include "frontend/built_images.h"
#include "frontend/gui/history.h"
#include "frontend/gui/run_control.h"
#include "kernel/gap_experiment.h"
#include "network/machine_snapshot.h"

using namespace xp860;
using namespace xp860::gui;

namespace {

constexpr std::uint64_t kBudget = 1'000'000'000;  // advance()'s slice: more than any run here

const kernel::ExperimentImages& images() {
    static const kernel::ExperimentImages built = frontend::experiment_images();
    return built;
}

// Every node's core (integer, FP and control registers, pipelines, scoreboard,
// cycle and instruction counts) and a hash of the whole machine's snapshot
// payload (memory pages, caches, TLBs, interfaces, the mesh).
struct State {
    std::vector<cpu::CpuState> cores;
    std::uint64_t hash = 0;
    bool operator==(const State&) const = default;
};

State state_of(const network::Machine& machine) {
    State state;
    for (network::NodeId id = 0; id < machine.node_count(); ++id) state.cores.push_back(machine.node(id).core().state());
    state.hash = 14695981039346656037ull;  // FNV-1a
    for (const std::uint8_t byte : network::take_snapshot(machine).bytes) state.hash = (state.hash ^ byte) * 1099511628211ull;
    return state;
}

// The experiment's machine under a run control, its events fed to the control
// (and kept apart, as the timeline would see them).
struct Rig {
    explicit Rig(std::uint32_t trials)
        : experiment(images(), {kernel::Variant::Hrecv, trials, kernel::Profile::Osf1, 1}),
          control([](int) { return true; }, [] { return 0u; }) {
        control.attach(experiment.machine());
        experiment.machine().subscribe([this](const network::MachineEvent& event) {
            control.notice(event, {});
            seen.insert({event.cycle, event.node, static_cast<int>(event.kind), event.value});
        });
    }
    network::Machine& machine() { return experiment.machine(); }

    kernel::GapExperiment experiment;
    RunControl control;
    std::set<std::tuple<std::uint64_t, network::NodeId, int, std::uint64_t>> seen;
};

}  // namespace

TEST_CASE("step back one instruction at a time through states recorded stepping forward, at random points") {
    Rig rig(100);  // about 5,600 cycles a trial: the points fall inside the run
    std::mt19937_64 random(860);
    for (int point = 0; point < 3; ++point) {
        rig.control.start({RunGoal::Kind::Cycles, 20'000 + random() % 200'000, 0});
        while (!rig.control.advance(kBudget)) {}
        const int node = static_cast<int>(random() % 2);
        rig.control.step_into(node);  // a step's state: where run_to(the node's cycle) leaves the machine
        std::vector<State> forward{state_of(rig.machine())};
        for (int i = 0; i < 60; ++i) {
            rig.control.step_into(node);
            forward.push_back(state_of(rig.machine()));
        }
        for (std::size_t i = forward.size() - 1; i-- > 0;) {
            const Jump jump = rig.control.history().step_back(node, 1);
            REQUIRE_MESSAGE(jump.done, jump.what);
            REQUIRE_MESSAGE(state_of(rig.machine()) == forward[i], "step back to step " << i << " of point " << point);
        }
        // Back N at once lands where N single steps back would.
        rig.control.history().goto_cycle(forward.back().cores[static_cast<std::size_t>(node)].cycles);
        CHECK(state_of(rig.machine()) == forward.back());
        CHECK(rig.control.history().step_back(node, 37).done);
        CHECK(state_of(rig.machine()) == forward[forward.size() - 1 - 37]);
    }
}

TEST_CASE("goto-cycle to random cycles gives the states run forward to them") {
    Rig rig(400);
    std::mt19937_64 random(15);
    std::vector<std::pair<std::uint64_t, State>> forward;
    std::uint64_t cycle = 0;
    for (int i = 0; i < 12; ++i) {
        cycle += 1 + random() % 150'000;
        rig.control.start({RunGoal::Kind::Cycles, cycle - rig.machine().cycle(), 0});
        while (!rig.control.advance(kBudget)) {}
        REQUIRE(rig.machine().cycle() == cycle);
        forward.emplace_back(cycle, state_of(rig.machine()));
    }
    CHECK(rig.control.history().snapshot_count() > 2);  // replays start from different snapshots
    std::ranges::shuffle(forward, random);
    for (const auto& [at, state] : forward) {
        const Jump jump = rig.control.history().goto_cycle(at);
        REQUIRE_MESSAGE(jump.done, jump.what);
        CHECK_MESSAGE(state_of(rig.machine()) == state, "goto-cycle " << at);
    }
}

TEST_CASE("back to the interrupt lands on the cycle the receiver took it, at its trap vector") {
    Rig rig(5);
    const int receiver = static_cast<int>(kernel::GapExperiment::kReceiver);
    // Step the receiver past its first two interrupts, recording the state after
    // each step that entered the trap vector, by the cycle the step began at.
    std::map<std::uint64_t, State> entered;
    const cpu::CpuState& core = rig.machine().node(kernel::GapExperiment::kReceiver).core().state();
    while (rig.control.history().event_cycles(receiver, EventBreak::Interrupt).size() < 2) {
        const std::uint64_t began = core.cycles;
        REQUIRE(rig.control.step_into(receiver).reason == Stop::Reason::Stepped);
        if (core.pc == cpu::kTrapVector) entered.emplace(began, state_of(rig.machine()));
    }
    for (int i = 0; i < 40; ++i) rig.control.step_into(receiver);
    // The interrupts as the event stream gave them (TrapTaken with PSR's IN bit).
    std::vector<std::uint64_t> taken;
    for (const auto& [cycle, node, kind, value] : rig.seen)
        if (node == 1 && kind == static_cast<int>(network::MachineEvent::Kind::TrapTaken) && (value & cpu::psr::kInterrupt))
            taken.push_back(cycle);
    REQUIRE(taken.size() >= 2);
    CHECK(rig.control.history().event_cycles(receiver, EventBreak::Interrupt) == taken);
    for (int back = 1; back >= 0; --back) {
        const Jump jump = rig.control.history().back_to(receiver, EventBreak::Interrupt);
        REQUIRE_MESSAGE(jump.done, jump.what);
        CHECK(jump.cycle == taken[static_cast<std::size_t>(back)]);
        CHECK(core.pc == cpu::kTrapVector);
        // The step that took it going forward began at the interrupt's cycle and left this state.
        REQUIRE(entered.contains(jump.cycle));
        CHECK(state_of(rig.machine()) == entered.at(jump.cycle));
    }
    CHECK(!rig.control.history().back_to(receiver, EventBreak::Interrupt).done);  // none before the first
}

TEST_CASE("an edit after going back discards the future and replays the edited past") {
    Rig rig(200);
    rig.control.start({RunGoal::Kind::Cycles, 600'000, 0});
    while (!rig.control.advance(kBudget)) {}
    const std::size_t before = rig.control.history().snapshot_count();
    REQUIRE(rig.control.history().goto_cycle(100'000).done);
    const State unedited = state_of(rig.machine());
    rig.machine().node(0).core().state().r[20] ^= 1;  // as the registers panel edits
    const std::string what = rig.control.history().edited();
    CHECK(what.find("discarded") != std::string::npos);
    CHECK(rig.control.history().snapshot_count() < before);
    rig.control.start({RunGoal::Kind::Cycles, 50'000, 0});
    while (!rig.control.advance(kBudget)) {}
    const State edited_future = state_of(rig.machine());
    // The past before the edit is still there, and the edited future comes back too.
    REQUIRE(rig.control.history().goto_cycle(90'000).done);
    REQUIRE(rig.control.history().goto_cycle(150'000).done);
    CHECK(state_of(rig.machine()) == edited_future);
    REQUIRE(rig.control.history().goto_cycle(100'000).done);
    CHECK(state_of(rig.machine()) != unedited);
}
