// Reverse execution (frontend/gui/history.h) on the 2-node hrecv experiment: the
// states met going forward are recorded, then reached again going back, and must
// be the same in every register, pipeline stage and byte of the machine. The
// expected values are the forward run's own states: a replay one instruction off
// differs in the node's cycle and instruction counts, so it cannot pass.
#include <doctest/doctest.h>

#include <any>
#include <chrono>
#include <cstdio>
#include <map>
#include <memory>
#include <random>
#include <set>

#include "cpu/control_registers.h"
#include "cpu/registers.h"
#include "frontend/built_images.h"
#include "frontend/program_loader.h"
#include "frontend/gui/history.h"
#include "frontend/gui/run_control.h"
#include "kernel/gap_experiment.h"
#include "network/machine_snapshot.h"
#include "toolchain/assembler.h"
#include "toolchain/linker.h"

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

// Back over: the receiver stepped forward through the kernel and the benchmark,
// each boundary recorded with its pc, stack pointer and mode, and whether the step
// from it executed a call (its pc a call or calli, and the next pc the call's slot:
// it ran rather than trapped). The landings expected are read off that record by
// the rule the help panel states, and each landing's state is the one recorded there.
TEST_CASE("back over lands on the last call made at this level, then on the call that entered the function") {
    Rig rig(40);
    const int receiver = static_cast<int>(kernel::GapExperiment::kReceiver);
    rig.control.start({RunGoal::Kind::Cycles, 180'000, 0});
    while (!rig.control.advance(kBudget)) {}
    rig.control.step_into(receiver);
    struct Boundary {
        std::uint64_t cycle;
        std::uint32_t stack_pointer, mode;
        bool call;
    };
    std::vector<Boundary> boundaries;
    std::map<std::uint64_t, State> at_calls;
    const cpu::CpuState& core = rig.machine().node(kernel::GapExperiment::kReceiver).core().state();
    for (int i = 0; i < 4000; ++i) {
        const Boundary here{core.cycles, core.r[cpu::kStackPointer], core.psr & cpu::psr::kUserMode, false};
        const std::uint32_t pc = core.pc;
        const bool call_word = is_call(rig.machine(), receiver, pc);
        if (call_word) at_calls.emplace(here.cycle, state_of(rig.machine()));
        REQUIRE(rig.control.step_into(receiver).reason == Stop::Reason::Stepped);
        boundaries.push_back(here);
        boundaries.back().call = call_word && core.pc == pc + 4;
    }
    // The landing from a boundary: the latest executed call before it at its level or above.
    const auto expected_from = [&](std::uint64_t cycle, std::uint32_t stack_pointer, std::uint32_t mode) {
        std::optional<std::uint64_t> found;
        for (const Boundary& b : boundaries)
            if (b.cycle < cycle && b.call && b.stack_pointer >= stack_pointer && b.mode == mode) found = b.cycle;
        return found;
    };
    std::uint64_t cycle = core.cycles;
    std::uint32_t stack_pointer = core.r[cpu::kStackPointer], mode = core.psr & cpu::psr::kUserMode;
    int landings = 0;
    for (std::optional<std::uint64_t> want = expected_from(cycle, stack_pointer, mode); want && landings < 6;
         want = expected_from(cycle, stack_pointer, mode), ++landings) {
        const Jump jump = rig.control.history().back_over(receiver);
        REQUIRE_MESSAGE(jump.done, jump.what);
        CHECK(jump.cycle == *want);
        CHECK(core.cycles == *want);
        CHECK(is_call(rig.machine(), receiver, core.pc));
        CHECK(state_of(rig.machine()) == at_calls.at(*want));
        cycle = core.cycles;
        stack_pointer = core.r[cpu::kStackPointer];
        mode = core.psr & cpu::psr::kUserMode;
    }
    CHECK(landings >= 3);  // the window holds calls at several levels
}

// Reverse continue against a forward run that stopped at every hit of a breakpoint on
// the kernel's trap_return (the receiver enters it at every interrupt and system
// call): the hits come back in reverse order, far apart (several snapshots), with the
// receiver's core as the forward stop left it; before the first, the oldest cycle.
TEST_CASE("reverse continue goes back breakpoint hit by breakpoint hit, then to the oldest cycle kept") {
    Rig rig(120);
    const int receiver = static_cast<int>(kernel::GapExperiment::kReceiver);
    const State start = state_of(rig.machine());
    const std::uint32_t trap_return = images().kernel->symbol("trap_return");
    rig.control.toggle_breakpoint(receiver, trap_return);
    const cpu::CpuState& core = rig.machine().node(kernel::GapExperiment::kReceiver).core().state();
    std::vector<std::pair<std::uint64_t, cpu::CpuState>> hits;
    while (rig.machine().cycle() < 400'000) {
        rig.control.start({RunGoal::Kind::Continue, 0, receiver});
        std::optional<Stop> stop;
        while (!(stop = rig.control.advance(kBudget))) {}
        REQUIRE(stop->reason == Stop::Reason::Breakpoint);
        if (stop->node == receiver) hits.emplace_back(core.cycles, core);
    }
    REQUIRE(hits.size() >= 8);
    REQUIRE(rig.control.history().snapshot_count() >= 2);
    rig.control.start({RunGoal::Kind::Cycles, 30'000, 0});
    while (!rig.control.advance(kBudget)) {}
    for (std::size_t i = hits.size(); i-- > hits.size() - 6;) {
        const Jump jump = rig.control.history().reverse_continue(receiver, rig.control.breakpoints(receiver));
        REQUIRE_MESSAGE(jump.done, jump.what);
        CHECK(jump.cycle == hits[i].first);
        CHECK(core.pc == trap_return);
        CHECK(core == hits[i].second);
    }
    // From the first hit (reached directly), nothing before: the oldest cycle, the machine as built.
    REQUIRE(rig.control.history().goto_cycle(hits.front().first).done);
    const Jump none = rig.control.history().reverse_continue(receiver, rig.control.breakpoints(receiver));
    REQUIRE(none.done);
    CHECK(none.what.find("no breakpoint") != std::string::npos);
    CHECK(none.cycle == 0);
    CHECK(state_of(rig.machine()) == start);
}

// The experiment's reading of interrupts (kernel::InterruptPhases) after jumps back
// and forth: the same records as at that cycle going forward.
TEST_CASE("the experiment's interrupt records after a jump are those of that cycle going forward") {
    Rig rig(80);
    rig.control.history().set_observer(
        {[&] { return std::any(rig.experiment.phases_mark()); },
         [&](const std::any& mark) { rig.experiment.rewind_phases(std::any_cast<const kernel::InterruptPhases::Mark&>(mark)); }});
    rig.control.attach(rig.machine());  // the first snapshot with the observer's state
    using Records = std::vector<kernel::InterruptRecord>;
    const auto records = [&] {
        const auto span = rig.experiment.receiver_interrupts().interrupts();
        return Records(span.begin(), span.end());
    };
    std::vector<std::pair<std::uint64_t, Records>> forward;
    for (int i = 0; i < 8; ++i) {
        rig.control.start({RunGoal::Kind::Cycles, 61'000, 0});
        while (!rig.control.advance(kBudget)) {}
        forward.emplace_back(rig.machine().cycle(), records());
    }
    REQUIRE(forward.back().second.size() > forward.front().second.size());
    const std::vector<std::size_t> order{7, 0, 3, 6, 1, 5, 2, 4};
    for (const std::size_t i : order) {
        REQUIRE(rig.control.history().goto_cycle(forward[i].first).done);
        CHECK_MESSAGE(records() == forward[i].second, "goto-cycle " << forward[i].first);
    }
}

// The snapshots' memory stays within max_bytes: over it, every second snapshot goes
// and the interval doubles (history.h); jumps still land on the forward states.
TEST_CASE("the history thins its snapshots to stay within its byte budget") {
    Rig rig(100);
    const std::uint64_t one = network::take_snapshot(rig.machine()).bytes.size();
    rig.control.history().set_options({20'000, 1000, one * 6});
    rig.control.attach(rig.machine());
    std::vector<std::pair<std::uint64_t, State>> forward;
    for (int i = 0; i < 6; ++i) {
        rig.control.start({RunGoal::Kind::Cycles, 70'000, 0});
        while (!rig.control.advance(kBudget)) {}
        forward.emplace_back(rig.machine().cycle(), state_of(rig.machine()));
        CHECK(rig.control.history().snapshot_bytes() <= one * 6);
    }
    CHECK(rig.control.history().interval() >= 80'000);  // thinned at least twice
    CHECK(rig.control.history().snapshot_count() <= 6);
    for (const auto& [at, state] : forward) {
        REQUIRE(rig.control.history().goto_cycle(at).done);
        CHECK(state_of(rig.machine()) == state);
    }
}

// Reverse continue advanced a slice of the node's cycles at a time, as the app
// advances it a frame at a time, against the same search done at once from the same
// position: the same landing and machine, with a breakpoint hit a few segments back
// and with one never hit (the whole history searched, then the oldest cycle).
TEST_CASE("a reverse continue advanced slice by slice lands where the search done at once does") {
    Rig rig(120);
    const int receiver = static_cast<int>(kernel::GapExperiment::kReceiver);
    rig.control.start({RunGoal::Kind::Cycles, 450'000, 0});
    while (!rig.control.advance(kBudget)) {}
    REQUIRE(rig.control.history().snapshot_count() >= 4);
    const std::uint64_t present = rig.machine().cycle();
    History& history = rig.control.history();
    const std::uint32_t trap_return = images().kernel->symbol("trap_return");
    for (const std::set<std::uint32_t>& breakpoints : {std::set<std::uint32_t>{trap_return}, std::set<std::uint32_t>{0x4}}) {
        REQUIRE(history.goto_cycle(present).done);
        const State before = state_of(rig.machine());
        const Jump at_once = history.reverse_continue(receiver, breakpoints);
        REQUIRE_MESSAGE(at_once.done, at_once.what);
        const State landing = state_of(rig.machine());
        REQUIRE(history.goto_cycle(present).done);
        REQUIRE(state_of(rig.machine()) == before);
        REQUIRE(!history.begin_reverse_continue(receiver, breakpoints));
        int slices = 1;
        std::optional<Jump> sliced;
        for (; !(sliced = history.advance_search(20'000)); ++slices) REQUIRE(history.searching());
        CHECK(!history.searching());
        CHECK(slices > 3);
        CHECK(sliced->cycle == at_once.cycle);
        CHECK(sliced->what == at_once.what);
        CHECK(state_of(rig.machine()) == landing);
    }
}

namespace {

// One bare node whose function `work` spins a long loop between its entry and
// `after_loop`: back over from there must go back past the whole loop to the call.
// Supervisor mode, paging off, as bare nodes start; the stack at 0x80000.
const char* const kLongLoop = R"(
        .text
        .globl  _start
_start: orh     0x8,%r0,%r2
call_work:
        call    work
        nop
        br      .
        nop
work:   adds    -16,%r2,%r2
        orh     0x4,%r0,%r16
1:      adds    -1,%r16,%r16
        btne    %r16,%r0,1b
after_loop:
        adds    16,%r2,%r2
        bri     %r1
        nop
)";

struct BareRig {
    BareRig() : machine(config()), control([](int) { return true; }, [] { return 0u; }) {
        const auto object = toolchain::assemble(kLongLoop, "long_loop.s", {.intel_syntax = false, .xp = true});
        program = toolchain::link({{"long_loop.o", object}}, {});
        frontend::load_program(machine.node(0), program, "long_loop");
        control.attach(machine);
        machine.subscribe([this](const network::MachineEvent& event) { control.notice(event, {}); });
    }
    static network::MachineConfig config() {
        network::MachineConfig config;
        config.width = config.height = 1;
        config.ram_bytes = 1u << 20;
        return config;
    }
    std::uint32_t symbol(const char* name) const { return toolchain::find_symbol(program, name)->value; }
    // Runs forward to the breakpoint at `name` and clears it.
    void run_to(const char* name) {
        control.toggle_breakpoint(0, symbol(name));
        REQUIRE(!control.start({RunGoal::Kind::Continue, 0, 0}));
        std::optional<Stop> stop;
        while (!(stop = control.advance(kBudget))) {}
        REQUIRE(stop->reason == Stop::Reason::Breakpoint);
        control.toggle_breakpoint(0, symbol(name));
    }

    network::Machine machine;
    RunControl control;
    toolchain::ObjectFile program;
};

}  // namespace

// The call's cycle and state are those of the forward run stopped at the call
// (a breakpoint there: the call not yet executed, as back over leaves it).
TEST_CASE("back over finds the call that entered a function more than 400,000 cycles back") {
    BareRig rig;
    const cpu::CpuState& core = rig.machine.node(0).core().state();
    rig.run_to("call_work");
    const std::uint64_t call = core.cycles;
    const State at_call = state_of(rig.machine);
    rig.run_to("after_loop");
    const std::uint64_t present = core.cycles;
    REQUIRE(present - call > 400'000);  // beyond the reach back over had before
    History& history = rig.control.history();
    REQUIRE(history.snapshot_count() >= 4);
    const State before = state_of(rig.machine);

    SUBCASE("at once") {
        const Jump jump = history.back_over(0);
        REQUIRE_MESSAGE(jump.done, jump.what);
        CHECK(jump.cycle == call);
        CHECK(jump.what == "back over the call at cycle " + std::to_string(call));
        CHECK(state_of(rig.machine) == at_call);
    }
    SUBCASE("slice by slice") {
        REQUIRE(!history.begin_back_over(0));
        int slices = 1;
        std::optional<Jump> jump;
        for (; !(jump = history.advance_search(50'000)); ++slices) REQUIRE(history.searching());
        CHECK(slices > 8);  // over 400,000 cycles stepped, 50,000 at a time
        CHECK(jump->cycle == call);
        CHECK(state_of(rig.machine) == at_call);
    }
    SUBCASE("cancelled part way: the machine as it was") {
        REQUIRE(!history.begin_back_over(0));
        for (int i = 0; i < 5; ++i) REQUIRE(!history.advance_search(50'000));
        CHECK(history.search_reached() < present);
        CHECK(state_of(rig.machine) != before);  // the search has moved it
        history.cancel_search();
        CHECK(!history.searching());
        CHECK(state_of(rig.machine) == before);
        // and going on from there is the run that was interrupted: back over lands as it would have
        CHECK(history.back_over(0).cycle == call);
    }
}

// From the program's entry nothing called `_start`: the whole history is searched, and
// the machine stays at the present.
TEST_CASE("back over with no call before it searches to the oldest snapshot and stays") {
    BareRig rig;
    rig.run_to("call_work");
    const State before = state_of(rig.machine);
    const Jump jump = rig.control.history().back_over(0);
    CHECK(!jump.done);
    CHECK(jump.what == "no call of node 0 at this level between the oldest cycle kept and cycle " +
                           std::to_string(rig.machine.node(0).core().state().cycles));
    CHECK(state_of(rig.machine) == before);
}
