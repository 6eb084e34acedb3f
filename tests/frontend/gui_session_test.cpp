// The desktop app's model without a window, on network::Machine: run control
// (step, step over, breakpoints on addresses and events, N cycles, to a trap, an
// interrupt, a context switch, experiment trials), the timeline read from the
// machine's event stream, the experiment and its results, memory through the
// page tables, loading bad files, the Perfetto export, the script language, and
// the texts the panels print.
//
// Bare-node tests count by hand: every access a cache hit (mmu::MemoryTiming::Ideal),
// as the derivations in their comments assume. Tests of the experiment (modelled
// memory, thousands of kernel instructions) check the app against what the kernel
// side's own API (kernel::GapExperiment) gives for the same machine, and places
// against the programs' symbols.
#include <doctest/doctest.h>

#include <fstream>

#include <nlohmann/json.hpp>

#include "cpu/control_registers.h"
#include "cpu/little_endian.h"
#include "frontend/built_images.h"
#include "frontend/timeline/cycle_text.h"
#include "frontend/gui/key_bindings.h"
#include "frontend/gui/number_text.h"
#include "frontend/gui/script.h"
#include "frontend/gui/session.h"
#include "frontend/timeline/chrome_trace.h"
#include "frontend/register_fields.h"
#include "tests/test_support.h"
#include "toolchain/tool_error.h"

using namespace xp860;
using namespace xp860::gui;
using namespace xp860::timeline;
using network::MachineEvent;

namespace {

SessionOptions bare(int nodes, std::uint32_t ram_bytes = network::kDefaultRamBytes) {
    SessionOptions options;
    options.bare_nodes = nodes;
    options.ram_bytes = ram_bytes;
    options.timing = mmu::MemoryTiming::Ideal;
    return options;
}

SessionOptions experiment(kernel::Variant variant, std::uint32_t trials,
                          kernel::Profile profile = kernel::Profile::Osf1) {
    SessionOptions options;
    options.images = frontend::experiment_images;
    options.experiment = {variant, trials, profile, 1};
    return options;
}

const kernel::ExperimentImages& images() {
    static const kernel::ExperimentImages built = frontend::experiment_images();
    return built;
}

std::uint32_t benchmark_symbol(const std::string& name) {
    const toolchain::Symbol* symbol = toolchain::find_symbol(images().program, name);
    REQUIRE_MESSAGE(symbol != nullptr, "no symbol " << name);
    return symbol->value;
}

std::string example(const char* name) { return (test::build_dir() / "roms/examples" / name).string(); }

// The lane as (begin, end, mode) triples and (cycle, kind) markers.
struct Segment {
    std::uint64_t begin, end;
    LaneMode mode;
    bool operator==(const Segment&) const = default;
};
struct Marker {
    std::uint64_t cycle;
    MarkerKind kind;
    bool operator==(const Marker&) const = default;
};

std::vector<Segment> segments_of(const TimelineLane& lane) {
    std::vector<Segment> segments;
    for (const TimelineSegment& s : lane.segments) segments.push_back({s.begin, s.end, s.mode});
    return segments;
}

std::vector<Marker> markers_of(const TimelineLane& lane, std::uint64_t from = 0) {
    std::vector<Marker> markers;
    for (const TimelineMarker& m : lane.markers)
        if (m.cycle >= from) markers.push_back({m.cycle, m.kind});
    return markers;
}

constexpr std::array<std::string_view, 3> kPanels = {"registers", "timeline", "memory"};

}  // namespace

// to_user.s by hand, one clock per instruction (TF A13, timing.def kIssue) plus a
// bubble per taken btne (kTakenBranchBubble):
//   supervisor: orh, adds, mov = 3; 32 passes of st.l, adds, adds, btne = 128 and
//   31 taken bubbles; ld.c, or, st.c, orh, or, bri, nop = 7, and st.c psr's extra
//   clock (kPsrWrite = 2): 3 + 128 + 31 + 7 + 1 = 170. bri's return takes effect
//   after its slot, so user mode starts at cycle 170.
//   user: mov, mov = 2; 100 passes of adds, adds, btne = 300 and 99 bubbles: 170 + 401
//   = 571, where the trap's step starts; the trap costs its clock plus kTrapEntry
//   (3): 575, where the bare node halts. The machine's quantum (14 cycles, see
//   network.machine) in which the trap's step began ends at 574 = 41 x 14: a halt
//   ends its quantum as a run does, here with the step past its end: the idle
//   segment from the halt is empty.
TEST_CASE("run to trap: the trap and the halt on the timeline from the machine's events, with their cycles") {
    Session session(bare(2));
    REQUIRE(session.load(0, example("to_user")));
    CHECK(session.selected_node() == 0);
    session.run_to_trap();
    CHECK(session.running());
    session.finish(1'000'000);
    REQUIRE(session.last_stop());
    CHECK(session.last_stop()->reason == Stop::Reason::Event);
    CHECK(session.last_stop()->node == 0);
    CHECK(session.last_stop()->pc == 0xffffff00u);
    CHECK(session.cpu(0).cycles == 575);
    CHECK(session.cpu(0).r[18] == 5050);
    REQUIRE(session.halt(0));
    CHECK(session.halt(0)->halt == network::RunResult::Halt::UnhandledTrap);
    CHECK(session.message().text == "node 0: trap IT at 0x0001004c; pc 0xffffff00.");
    CHECK(session.machine_cycle() == 574);

    const TimelineLane& lane = session.timeline().lanes.at(0);
    CHECK(lane.name == "node 0: to_user");
    CHECK(segments_of(lane) == std::vector<Segment>{{0, 170, LaneMode::Kernel},
                                                   {170, 571, LaneMode::User},
                                                   {571, 575, LaneMode::Kernel},
                                                   {575, 575, LaneMode::Idle}});
    CHECK(markers_of(lane) == std::vector<Marker>{{571, MarkerKind::Trap}, {575, MarkerKind::Halt}});
    CHECK(lane.markers[0].label == "trap IT at 0x0001004c");
    CHECK(lane.markers[1].label == "halted at 0x0001004c");
    CHECK(lane.phases.empty());  // a bare node: no kernel, no phases
    CHECK(session.timeline().lanes.at(1).segments.empty());  // node 1 has no program
    CHECK(session.timeline().lanes.at(1).name == "node 1: no program");

    // A halted node neither steps nor runs, and says so; reset starts it again.
    session.step_into();
    CHECK(session.last_stop()->reason == Stop::Reason::Halted);
    CHECK(session.cpu(0).cycles == 575);
    session.run();
    session.finish(1000);
    CHECK(session.last_stop()->reason == Stop::Reason::NothingToRun);
    CHECK(session.message().level == Message::Level::Error);
    session.reset();
    CHECK(session.cpu(0).cycles == 0);
    CHECK(session.cpu(0).pc == 0x10000);
    CHECK(!session.halt(0));
    CHECK(segments_of(session.timeline().lanes[0]) == std::vector<Segment>{{0, 0, LaneMode::Kernel}});
    CHECK(session.timeline().lanes[0].markers.empty());
}

// sum.s by hand: orh, adds, mov, mov = 4; 4 passes of ld.l, adds, adds, adds, btne =
// 20 and 3 taken bubbles: the call issues at cycle 27. call, its slot, orh, st.l,
// bri, its slot = 6 more: back at 0x1002c (after the call's slot) at cycle 33.
TEST_CASE("step over a call runs it and its slot to the return; elsewhere it is one step") {
    Session session(bare(2));
    REQUIRE(session.load(0, example("sum")));
    session.step_over();  // orh: not a call, a step at once
    CHECK(!session.running());
    CHECK(session.last_stop()->reason == Stop::Reason::Stepped);
    CHECK(session.cpu(0).pc == 0x10004);
    CHECK(session.cpu(0).cycles == 1);

    REQUIRE(session.symbols(0));
    std::string error;
    const auto call = session.resolve_address(0, "0x10024", error);
    REQUIRE(call);
    session.toggle_breakpoint(0, *call);
    session.run();
    session.finish(1000);
    CHECK(session.last_stop()->reason == Stop::Reason::Breakpoint);
    CHECK(session.cpu(0).pc == 0x10024);
    CHECK(session.cpu(0).cycles == 27);
    session.step_over();
    session.finish(1000);
    CHECK(session.last_stop()->reason == Stop::Reason::Returned);
    CHECK(session.cpu(0).pc == 0x1002c);
    CHECK(session.cpu(0).cycles == 33);
    const auto total = session.symbols(0)->find("total");
    REQUIRE(total);
    CHECK(session.memory(0, AddressSpace::Physical, *total, 1)[0] == 22);  // 1 + 2 + 3 + 16
    // What the action changed is kept apart from what was there before it.
    CHECK(session.cpu_before_last_action(0).cycles == 27);
}

TEST_CASE("a breakpoint inside the call stops the step over there") {
    Session session(bare(2));
    REQUIRE(session.load(0, example("sum")));
    session.toggle_breakpoint(0, 0x10024);
    session.run();
    session.finish(1000);
    session.toggle_breakpoint(0, 0x10038);  // bri %r1 in store_total
    session.step_over();
    session.finish(1000);
    CHECK(session.last_stop()->reason == Stop::Reason::Breakpoint);
    CHECK(session.cpu(0).pc == 0x10038);
    CHECK(session.message().text == "node 0: breakpoint at 0x00010038.");
}

TEST_CASE("continue from a breakpoint leaves it, and stops at the next; a halt stops a run") {
    Session session(bare(2));
    REQUIRE(session.load(0, example("to_user")));
    session.toggle_breakpoint(0, 0x1000c);  // st.l in the clearing loop: 32 passes
    session.run();
    session.finish(10'000);
    CHECK(session.last_stop()->reason == Stop::Reason::Breakpoint);
    CHECK(session.cpu(0).cycles == 3);
    session.run();
    session.finish(10'000);
    CHECK(session.last_stop()->reason == Stop::Reason::Breakpoint);
    CHECK(session.cpu(0).cycles == 8);  // one pass: 4 instructions and the bubble
    session.toggle_breakpoint(0, 0x1000c);
    CHECK(session.breakpoints(0).empty());
    session.run();
    session.finish(10'000);
    CHECK(session.last_stop()->reason == Stop::Reason::Halted);
    CHECK(session.message().text ==
          "node 0: halted: trap IT at 0x0001004c (no handler: nothing is mapped at the trap vector).");
}

// to_user.s: 3 cycles of set-up, then passes of 5 (4 instructions and the bubble):
// 19 passes end at 98, the next st.l at 99 and adds at 100, leaving pc at 0x10014.
TEST_CASE("run N cycles stops every node at the cycle asked for, the nodes in step, however it is sliced") {
    Session session(bare(2, 1u << 20));
    REQUIRE(session.load(0, example("to_user")));
    REQUIRE(session.load(1, example("to_user")));
    session.run_cycles(100);
    session.finish(UINT64_MAX);
    CHECK(session.last_stop()->reason == Stop::Reason::CyclesDone);
    for (int node = 0; node < 2; ++node) {
        CHECK(session.cpu(node).cycles == 100);
        CHECK(session.cpu(node).pc == 0x10014);
    }
    CHECK(session.machine_cycle() == 100);
    // A slice at a time, as the app drives it between frames, and one instruction at
    // a time (a breakpoint that is never reached makes it so): the same place.
    for (const bool single_steps : {false, true}) {
        Session sliced(bare(2, 1u << 20));
        REQUIRE(sliced.load(0, example("to_user")));
        REQUIRE(sliced.load(1, example("to_user")));
        if (single_steps) sliced.toggle_breakpoint(1, 0x20000);
        sliced.run_cycles(100);
        while (sliced.running()) sliced.tick(std::chrono::microseconds(1));
        CHECK(sliced.cpu(0).cycles == 100);
        CHECK(sliced.cpu(1).pc == 0x10014);
        CHECK(sliced.timeline().lanes[0].end_cycle == 100);
    }
}

TEST_CASE("a step moves the selected node one instruction and the others up to its cycle") {
    Session session(bare(2, 1u << 20));
    REQUIRE(session.load(0, example("to_user")));
    REQUIRE(session.load(1, example("sum")));
    session.select_node(1);
    session.step_into(4);  // sum's orh, adds, mov, mov: 4 cycles
    CHECK(session.last_stop()->reason == Stop::Reason::Stepped);
    CHECK(session.cpu(1).cycles == 4);
    CHECK(session.cpu(1).pc == 0x10010);
    CHECK(session.cpu(0).cycles == 4);  // to_user: orh, adds, mov, then st.l
    CHECK(session.cpu(0).pc == 0x10010);
    CHECK(session.machine_cycle() == 4);
}

TEST_CASE("step N stops early at a halt; pause ends a run") {
    Session session(bare(2));
    REQUIRE(session.load(0, example("sum")));
    session.step_into(1000);
    CHECK(session.last_stop()->reason == Stop::Reason::Halted);
    CHECK(session.cpu(0).instructions == 30);
    session.reset();
    session.run();
    CHECK(session.running());
    session.pause();
    CHECK(!session.running());
    CHECK(session.last_stop()->reason == Stop::Reason::Paused);
    CHECK(session.cpu(0).cycles == 0);
}

TEST_CASE("bad files give a message and leave the machine as it was") {
    Session session(bare(2));
    REQUIRE(session.load(0, example("sum")));
    session.step_into(3);
    const auto work = test::make_temp_dir("xp860-gui-session");
    const std::string text = (work / "notes.txt").string();
    std::ofstream(text) << "not an ELF file\n";

    CHECK(!session.load(0, text));
    CHECK(session.message().level == Message::Level::Error);
    CHECK(session.message().text == text + ": not an ELF file (no \\x7fELF magic number)");
    const std::string absent = (work / "absent").string();
    CHECK(!session.load(0, absent));
    CHECK(session.message().text.starts_with(absent + ": cannot open"));
    CHECK(!session.load(0, work.string()));
    CHECK(session.message().text == work.string() + ": is a directory");
    const std::string object = example("sum.o");
    CHECK(!session.load(0, object));
    CHECK(session.message().text == object + ": not an executable (link it with xp860-ld first)");
    CHECK(!session.load(5, example("sum")));
    CHECK(session.message().text == "there is no node 5 (nodes 0..1)");

    CHECK(*session.program_path(0) == example("sum"));
    CHECK(session.cpu(0).instructions == 3);

    // On the experiment's machine a bad file leaves the experiment.
    Session booted(experiment(kernel::Variant::Hrecv, 2));
    CHECK(!booted.load(0, text));
    CHECK(booted.is_experiment());
    std::filesystem::remove_all(work);
}

TEST_CASE("an edit of code the instruction cache holds is what the node fetches next") {
    Session session(bare(1, 1u << 20));
    REQUIRE(session.load(0, example("sum")));
    session.step_into();  // the first fetch fills the line holding the next instruction too
    const std::uint32_t pc = session.cpu(0).pc;
    REQUIRE(session.instruction(0, pc) != 0x44000000u);
    const std::uint8_t trap[] = {0x00, 0x00, 0x00, 0x44};  // trap %r0,%r0,%r0, little-endian
    REQUIRE(session.write_memory(0, AddressSpace::Physical, pc, trap));
    CHECK(session.instruction(0, pc) == 0x44000000u);
    session.step_into();
    CHECK((session.cpu(0).psr & cpu::psr::kInstructionTrap) != 0);
}

TEST_CASE("memory edits and addresses outside RAM") {
    Session session(bare(1, 1u << 20));
    REQUIRE(session.load(0, example("sum")));
    CHECK(!session.paging(0));
    const std::uint8_t bytes[] = {0xde, 0xad};
    CHECK(session.write_memory(0, AddressSpace::Virtual, 0xfffff, std::span(bytes, 1)));  // paging off: physical
    CHECK(session.memory(0, AddressSpace::Physical, 0xfffff, 1)[0] == 0xde);
    CHECK(!session.write_memory(0, AddressSpace::Physical, 0xfffff, bytes));  // the second byte is past the end
    CHECK(session.message().text == "Cannot write: 0x000fffff is outside node 0's RAM (0x00000000..0x000fffff).");
    CHECK(session.memory(0, AddressSpace::Physical, 0x100000, 1).empty());
    CHECK(session.locate(0, AddressSpace::Physical, 0x40000000, 1).why ==
          "0x40000000 is outside node 0's RAM (0x00000000..0x000fffff)");

    std::string error;
    CHECK(session.resolve_address(0, "store_total", error) == 0x10030u);
    CHECK(session.resolve_address(0, " 0x10004 ", error) == 0x10004u);
    CHECK(session.resolve_address(0, "1000c", error) == 0x1000cu);
    CHECK(!session.resolve_address(0, "nowhere", error));
    CHECK(error == "'nowhere' is neither a hex address nor a symbol of node 0's programs");
}

TEST_CASE("the program's symbols name code as objdump does; a kernel node's name the kernel's and the process's") {
    Session session(bare(2));
    REQUIRE(session.load(0, example("sum")));
    const ProgramSymbols& symbols = *session.symbols(0);
    REQUIRE(symbols.label_at(0x10030));
    CHECK(*symbols.label_at(0x10030) == "store_total");
    CHECK(symbols.label_at(0x10034) == nullptr);
    CHECK(symbols.describe(0x10034) == "store_total+0x4");
    CHECK(symbols.describe(0x10020) == "_start+0x20");
    CHECK(!symbols.describe(0x20000));
    CHECK(symbols.address_printer()(0x10010) == "10010 <_start+0x10>");
    CHECK(symbols.address_printer()(0x94) == "0x94");

    Session booted(experiment(kernel::Variant::Hrecv, 2));
    const ProgramSymbols& both = *booted.symbols(1);
    const std::uint32_t net_service = images().kernel->symbol("net_service");
    CHECK(both.find("net_service") == net_service);
    CHECK(*both.label_at(net_service) == "net_service");
    CHECK(both.find("handler") == benchmark_symbol("handler"));
    CHECK(both.describe(benchmark_symbol("handler") + 4) == "handler+0x4");
    CHECK(booted.symbols(0) == booted.symbols(1));  // both nodes run the same
}

TEST_CASE("idle: a blocking call sent back to its trap waits; an interrupt while it waits is kernel work") {
    // Events of one node as the machine would publish them (trap bits: IT 0x4, IN 0x10).
    constexpr std::uint32_t kCall = 0x40000100;
    TimelineLane lane;
    TimelineFeed feed(0, false, LaneMode::User, 0);
    feed.start(lane);
    const auto event = [&](std::uint64_t cycle, MachineEvent::Kind kind, std::uint32_t value, std::uint32_t address) {
        return feed.observe(lane, {cycle, 0, kind, value, address});
    };
    CHECK(event(100, MachineEvent::Kind::TrapTaken, cpu::psr::kInstructionTrap, kCall) == 1);  // a trap marker
    event(150, MachineEvent::Kind::ReturnFromTrap, 1, kCall);           // not yet: back to the trap
    CHECK(event(200, MachineEvent::Kind::TrapTaken, cpu::psr::kInstructionTrap, kCall) == 0);  // its retry
    event(250, MachineEvent::Kind::ReturnFromTrap, 1, kCall);
    CHECK(event(300, MachineEvent::Kind::TrapTaken, cpu::psr::kInterrupt, kCall) == 1);  // an arrival
    event(400, MachineEvent::Kind::ReturnFromTrap, 1, kCall);           // back to waiting
    event(450, MachineEvent::Kind::TrapTaken, cpu::psr::kInstructionTrap, kCall);
    event(500, MachineEvent::Kind::ReturnFromTrap, 1, kCall + 4);       // done: past the trap
    feed.extend(lane, 600);
    CHECK(segments_of(lane) == std::vector<Segment>{{0, 100, LaneMode::User},
                                                   {100, 150, LaneMode::Kernel},
                                                   {150, 300, LaneMode::Idle},
                                                   {300, 400, LaneMode::Kernel},
                                                   {400, 500, LaneMode::Idle},
                                                   {500, 600, LaneMode::User}});
    CHECK(markers_of(lane) == std::vector<Marker>{{100, MarkerKind::Trap}, {300, MarkerKind::InterruptTaken}});
    CHECK(lane.end_cycle == 600);
}

TEST_CASE("a lane stops growing when full and says from where") {
    TimelineLane lane;
    TimelineFeed feed(0, false, LaneMode::Kernel, 0);
    feed.start(lane);
    std::uint64_t cycle = 0;
    while (lane.segments.size() < TimelineFeed::kLaneCapacity)
        feed.observe(lane, {++cycle, 0, MachineEvent::Kind::ReturnFromTrap, static_cast<std::uint32_t>(cycle % 2), 0});
    CHECK(!lane.missing_from);
    const std::uint64_t full_at = cycle + 1;
    feed.observe(lane, {full_at, 0, MachineEvent::Kind::ReturnFromTrap, static_cast<std::uint32_t>(full_at % 2), 0});
    feed.observe(lane, {full_at + 1, 0, MachineEvent::Kind::Halted, 0, 0x10000});
    CHECK(lane.segments.size() == TimelineFeed::kLaneCapacity);
    CHECK(lane.markers.empty());
    CHECK(lane.missing_from == full_at);
    CHECK(feed.mode() == LaneMode::Idle);  // still followed, only not kept
    feed.extend(lane, full_at + 100);
    CHECK(lane.end_cycle == full_at + 100);
    CHECK(lane.segments.back().end == full_at);
}

TEST_CASE("the Chrome trace JSON of to_user's run, exactly") {
    Session session(bare(2));
    REQUIRE(session.load(0, example("to_user")));
    session.run_to_trap();
    session.finish(1'000'000);
    // The segments and markers of the first test, in microseconds at 50 cycles each.
    const nlohmann::json expected = nlohmann::json::parse(R"({"displayTimeUnit":"ns","traceEvents":[
        {"ph":"M","pid":1,"tid":0,"name":"process_name","args":{"name":"xp860"}},
        {"ph":"M","pid":1,"tid":0,"name":"thread_name","args":{"name":"node 0: to_user"}},
        {"ph":"M","pid":1,"tid":0,"name":"thread_sort_index","args":{"sort_index":0}},
        {"ph":"X","pid":1,"tid":0,"name":"kernel","cat":"mode","ts":0.0,"dur":3.4,"args":{"cycle":0,"cycles":170}},
        {"ph":"X","pid":1,"tid":0,"name":"user","cat":"mode","ts":3.4,"dur":8.02,"args":{"cycle":170,"cycles":401}},
        {"ph":"X","pid":1,"tid":0,"name":"kernel","cat":"mode","ts":11.42,"dur":0.08,"args":{"cycle":571,"cycles":4}},
        {"ph":"i","pid":1,"tid":0,"name":"trap","cat":"marker","s":"t","ts":11.42,
         "args":{"cycle":571,"label":"trap IT at 0x0001004c"}},
        {"ph":"i","pid":1,"tid":0,"name":"halt","cat":"marker","s":"t","ts":11.5,
         "args":{"cycle":575,"label":"halted at 0x0001004c"}}
        ]})");
    const std::string trace = chrome_trace_json(session.timeline());
    REQUIRE(nlohmann::json::accept(trace));
    CHECK(nlohmann::json::parse(trace) == expected);

    const auto work = test::make_temp_dir("xp860-gui-trace");
    CHECK(session.export_trace((work / "trace.json").string()));
    std::ifstream written(work / "trace.json");
    const std::string text((std::istreambuf_iterator<char>(written)), std::istreambuf_iterator<char>());
    CHECK(text == chrome_trace_json(session.timeline()));
    CHECK(!session.export_trace((work / "no/such/dir/trace.json").string()));
    CHECK(session.message().text == (work / "no/such/dir/trace.json").string() + ": cannot write the trace");
    std::filesystem::remove_all(work);
}

TEST_CASE("the app opens on the experiment: two nodes booted with the kernel and the benchmark") {
    Session session(experiment(kernel::Variant::Hrecv, 100));
    CHECK(session.is_experiment());
    CHECK(session.node_count() == 2);
    CHECK(session.selected_node() == 1);
    CHECK(session.has_program(0));
    CHECK(session.timeline().lanes[0].name == "node 0: sender");
    CHECK(session.timeline().lanes[1].name == "node 1: receiver");
    CHECK(session.program_name(1) == "gap_bench under the kernel");
    CHECK(session.cpu(1).pc == 0xffffff00u);  // reset: the boot ROM's vector
    CHECK(session.message().text.starts_with("The seed's experiment: hrecv, 100 trials, profile osf1"));
    CHECK(session.breaks_on(EventBreak::Halt));

    SessionOptions without = experiment(kernel::Variant::Hrecv, 1);
    without.images = [] () -> kernel::ExperimentImages { throw toolchain::ToolError("build/kernel/kernel: cannot open"); };
    Session fallback(without);
    CHECK(!fallback.is_experiment());
    CHECK(fallback.message().text == "The experiment cannot be set up: build/kernel/kernel: cannot open. Bare nodes instead.");
    CHECK(!fallback.configure_experiment({kernel::Variant::Hrecv, 1, kernel::Profile::Osf1, 1}));
}

// The receiver's first interrupt, stepped through by context switches, against the
// same interrupt as GapExperiment records it on a machine of its own. (Two trials:
// with one, the sender is done and halts while the receiver's handler runs, and a
// halt stops runs.)
TEST_CASE("to the next interrupt, then context switch by context switch through an hrecv interrupt") {
    kernel::GapExperiment reference(images(), {kernel::Variant::Hrecv, 2, kernel::Profile::Osf1, 1});
    reference.run();
    REQUIRE(!reference.receiver_interrupts().interrupts().empty());
    const kernel::InterruptRecord& expected = reference.receiver_interrupts().interrupts()[0];

    Session session(experiment(kernel::Variant::Hrecv, 2));
    session.run_to_interrupt();
    session.finish(10'000'000);
    REQUIRE(session.last_stop()->reason == Stop::Reason::Event);
    CHECK(session.last_stop()->node == 1);
    CHECK(session.cpu(1).pc == 0xffffff00u);
    CHECK((session.cpu(1).psr & cpu::psr::kInterrupt) != 0);
    const TimelineLane& lane = session.timeline().lanes[1];
    REQUIRE(!lane.markers.empty());
    CHECK(lane.markers.back().kind == MarkerKind::InterruptTaken);
    CHECK(lane.markers.back().cycle == expected.taken);
    CHECK(session.message().text.starts_with("node 1: interrupt taken at 0x4"));

    const std::uint32_t invoke_handler = images().kernel->symbol("invoke_handler");
    const std::uint32_t handler = benchmark_symbol("handler");
    // Each stop right after the step that switched: the save's first instruction
    // run, the handler's first about to run, the trap of its trampoline taken,
    // and the interrupted program about to run again.
    const std::vector<std::pair<MarkerKind, std::uint32_t>> stops = {
        {MarkerKind::ContextSave, invoke_handler + 4},
        {MarkerKind::HandlerStart, handler},
        {MarkerKind::ContextRestore, 0xffffff00u},
        {MarkerKind::ReturnToUser, expected.resumed_pc}};
    for (const auto& [kind, pc] : stops) {
        CAPTURE(marker_kind_name(kind));
        session.run_to_context_switch();
        session.finish(1'000'000);
        REQUIRE(session.last_stop()->reason == Stop::Reason::Event);
        CHECK(session.cpu(1).pc == pc);
        CHECK(lane.markers.back().kind == kind);
    }
    // The lane's markers and phases for the interrupt, at the record's cycles.
    std::uint64_t at = expected.taken;
    std::vector<Marker> wanted{{at, MarkerKind::InterruptTaken}};
    const auto phase_cycles = [&](kernel::Phase p) { return expected.cycles[static_cast<std::size_t>(p)]; };
    at += phase_cycles(kernel::Phase::InterruptEntry) + phase_cycles(kernel::Phase::KernelNetRead);
    wanted.push_back({at, MarkerKind::ContextSave});
    at += phase_cycles(kernel::Phase::ContextSave);
    wanted.push_back({at, MarkerKind::HandlerStart});
    at += phase_cycles(kernel::Phase::Handler);
    wanted.push_back({at, MarkerKind::ContextRestore});
    wanted.push_back({expected.resumed, MarkerKind::ReturnToUser});
    std::vector<Marker> seen;
    for (const Marker& m : markers_of(lane, expected.taken))
        if (m.kind != MarkerKind::Trap && m.kind != MarkerKind::MessageDelivered) seen.push_back(m);
    CHECK(seen == wanted);
    REQUIRE(lane.phases.size() >= 6);
    const auto last_six = std::span(lane.phases).last(6);
    for (std::size_t p = 0; p < kernel::kPhaseCount; ++p) {
        CHECK(last_six[p].phase == static_cast<kernel::Phase>(p));
        CHECK(last_six[p].end - last_six[p].begin == expected.cycles[p]);
    }
    // The message that made it: delivered to node 1 before the interrupt, from node 0.
    REQUIRE(!session.timeline().flows.empty());
    const MessageFlow& flow = session.timeline().flows.back();
    CHECK(flow.from == 0);
    CHECK(flow.to == 1);
    CHECK(flow.delivered <= expected.taken);
    CHECK(flow.delivered - flow.injected == network::mesh_timing::tail_latency(1, 0));
    CHECK(session.traffic().delivered_count() >= 2);  // node 1's READY to node 0, node 0's DATA to node 1
}

TEST_CASE("trials, the results and the current trial's gap; the whole experiment as one run gives it") {
    kernel::GapExperiment reference(images(), {kernel::Variant::Hrecv, 5, kernel::Profile::Osf1, 1});
    const kernel::ExperimentResult expected = reference.run();

    Session session(experiment(kernel::Variant::Hrecv, 5));
    session.toggle_breakpoint(1, benchmark_symbol("handler"));  // experiment runs go through breakpoints
    session.run_trials(2);
    session.finish(100'000'000);
    CHECK(session.last_stop()->reason == Stop::Reason::TrialsDone);
    CHECK(session.trials_done() == 2);
    CHECK(session.experiment_result().trials.size() == 2);
    CHECK(!session.experiment_result().complete);
    REQUIRE(session.timeline().gaps.size() == 2);  // one per trial done
    CHECK(session.timeline().gaps[0].trial == 1);
    CHECK(session.timeline().gaps[0].begin == expected.trials[0].gap_start);
    const GapHighlight& gap = *session.timeline().current_gap();
    CHECK(gap.trial == 2);
    CHECK(gap.lane == 1);
    CHECK(gap.begin == expected.trials[1].gap_start);
    CHECK(gap.end - gap.begin == expected.trials[1].gap);
    REQUIRE(gap.phases.size() == 6);
    CHECK(gap.phases.front().begin == expected.trials[1].interrupt->taken);
    CHECK(gap.phases.back().end == expected.trials[1].interrupt->resumed);

    session.run_experiment();
    session.finish(100'000'000);
    CHECK(session.last_stop()->reason == Stop::Reason::Finished);
    const kernel::ExperimentResult& result = session.experiment_result();
    CHECK(result.complete);
    CHECK(result.mean_cycles == expected.mean_cycles);
    CHECK(result.median_cycles == expected.median_cycles);
    CHECK(result.min_cycles == expected.min_cycles);
    CHECK(result.max_cycles == expected.max_cycles);
    CHECK(result.program_mean_seconds == expected.program_mean_seconds);
    CHECK(result.breakdown.phases == expected.breakdown.phases);
    CHECK(session.timeline().current_gap()->trial == 5);
    CHECK(session.timeline().gaps.size() == 5);
    CHECK(session.message().text == "every node has halted: 5 of 5 trials, mean cost " +
                                        microseconds(expected.mean_cycles) + " µs.");
    // Both lanes end idle: the nodes halted at the kernel's node_halted.
    CHECK(session.timeline().lanes[0].segments.back().mode == LaneMode::Idle);
    CHECK(session.halt(1)->pc == images().kernel->symbol("node_halted"));
}

// The Experiment panel's figures (Session::experiment_result) after jumps back: those
// the same cycle gave going forward; the interrupts a restore publishes again are
// not counted twice, and the run taken on from there ends as an uninterrupted one.
TEST_CASE("the experiment's results after a jump back are those of that cycle going forward") {
    kernel::GapExperiment reference(images(), {kernel::Variant::Hrecv, 30, kernel::Profile::Osf1, 1});
    const kernel::ExperimentResult expected = reference.run();

    Session session(experiment(kernel::Variant::Hrecv, 30));
    std::vector<std::pair<std::uint64_t, kernel::ExperimentResult>> forward;
    for (int i = 0; i < 3; ++i) {
        session.run_trials(3);
        session.finish(100'000'000);
        session.run_cycles(2'000);  // into the next trial: its interrupt may be half served
        session.finish(100'000'000);
        forward.emplace_back(session.machine_cycle(), session.experiment_result());
    }
    session.run_experiment();
    session.finish(100'000'000);
    REQUIRE(session.experiment_result().complete);
    for (const std::size_t i : {1, 0, 2}) {
        session.goto_cycle(forward[i].first);
        REQUIRE(session.machine_cycle() == forward[i].first);
        const kernel::ExperimentResult& result = session.experiment_result();
        CHECK(!result.complete);
        CHECK(result.trials == forward[i].second.trials);
        CHECK(result.mean_cycles == forward[i].second.mean_cycles);
        CHECK(result.breakdown.phases == forward[i].second.breakdown.phases);
    }
    session.run_experiment();
    session.finish(100'000'000);
    const kernel::ExperimentResult& result = session.experiment_result();
    REQUIRE(result.complete);
    CHECK(result.trials == expected.trials);
    CHECK(result.breakdown.phases == expected.breakdown.phases);
    CHECK(result.mean_cycles == expected.mean_cycles);
}

// Reverse continue as the app drives it: a search a frame at a time (tick), shown on
// the status line, that Pause drops with the machine, the experiment's results and
// the views as they were; let run, it lands where a script's finish() lands it.
TEST_CASE("a search back runs a frame at a time, says how far back it is, and pause leaves the machine as it was") {
    Session session(experiment(kernel::Variant::Hrecv, 200));
    const int receiver = static_cast<int>(kernel::GapExperiment::kReceiver);
    session.select_node(receiver);
    session.run_cycles(600'000);
    session.finish(100'000'000);
    const std::uint64_t present = session.machine_cycle();
    const cpu::CpuState cores[] = {session.cpu(0), session.cpu(1)};
    const std::size_t trials = session.experiment_result().trials.size();
    REQUIRE(trials > 0);
    session.toggle_breakpoint(receiver, 0x4);  // never reached: the whole history is searched
    const auto frames = [&](int count) {
        for (int i = 0; i < count && session.running(); ++i) session.tick(std::chrono::microseconds(100));
    };

    session.reverse_continue();
    REQUIRE(session.searching());
    CHECK(session.running());  // the toolbar shows Pause, the run buttons wait
    frames(3);
    REQUIRE(session.searching());
    CHECK(session.message().text.starts_with("Searching back from cycle " + grouped(cores[receiver].cycles) + ": at cycle "));
    session.pause();
    CHECK(!session.running());
    CHECK(session.message().text == "Stopped searching back: the machine is where it was, at cycle " +
                                        std::to_string(present) + ".");
    CHECK(session.machine_cycle() == present);
    CHECK(session.cpu(0) == cores[0]);
    CHECK(session.cpu(1) == cores[1]);
    CHECK(session.experiment_result().trials.size() == trials);

    session.reverse_continue();
    int ticks = 0;
    for (; session.running(); ++ticks) session.tick(std::chrono::microseconds(100));
    CHECK(ticks > 3);
    const std::string landed = session.message().text;
    CHECK(landed.starts_with("no breakpoint of node 1 was hit before cycle "));
    const cpu::CpuState at_oldest = session.cpu(receiver);
    session.goto_cycle(present);
    CHECK(session.cpu(receiver) == cores[receiver]);
    session.reverse_continue();
    session.finish(100'000'000);
    CHECK(!session.running());
    CHECK(session.message().text == landed);
    CHECK(session.cpu(receiver) == at_oldest);
}

// What the views highlight (the registers and memory as the last action began),
// after a run forward and after a jump back: the benchmark's trials_done word,
// watched as the memory view watches its rows, counts 0 then 2 going forward, and
// back from 2 to 0; the registers' "before" is the state the jump left.
TEST_CASE("the values before the last action, for the highlights, going forward and jumping back") {
    Session session(experiment(kernel::Variant::Hrecv, 10));
    const int receiver = static_cast<int>(kernel::GapExperiment::kReceiver);
    session.run_to_interrupt();  // the kernel has turned paging on: the word is read through the page tables
    session.finish(100'000'000);
    const std::uint64_t early = session.machine_cycle();
    REQUIRE(session.paging(receiver));
    const std::uint32_t trials_done = benchmark_symbol("trials_done") & ~15u;
    const std::uint32_t offset = benchmark_symbol("trials_done") - trials_done;
    session.watch_memory(receiver, AddressSpace::Virtual, trials_done, 64);
    const auto word = [&](std::span<const std::uint8_t> bytes) {
        REQUIRE(bytes.size() == 64);
        return cpu::load_little_endian(bytes.subspan(offset, 4));
    };
    session.run_trials(2);
    session.finish(100'000'000);
    CHECK(word(session.memory_before_last_action(receiver, AddressSpace::Virtual, trials_done, 64)) == 0);
    CHECK(word(session.memory(receiver, AddressSpace::Virtual, trials_done, 64)) == 2);
    const cpu::CpuState at_two = session.cpu(receiver);
    session.goto_cycle(early);
    CHECK(word(session.memory_before_last_action(receiver, AddressSpace::Virtual, trials_done, 64)) == 2);
    CHECK(word(session.memory(receiver, AddressSpace::Virtual, trials_done, 64)) == 0);
    CHECK(session.cpu_before_last_action(receiver) == at_two);
    CHECK(session.cpu(receiver).cycles < at_two.cycles);
    // Outside what was watched: nothing known, nothing highlighted.
    CHECK(session.memory_before_last_action(receiver, AddressSpace::Virtual, trials_done + 64, 4).empty());
    CHECK(session.memory_before_last_action(receiver, AddressSpace::Physical, trials_done, 4).empty());
}

// Runs after going back stop at the events they meet again, before the furthest
// cycle reached: the receiver's interrupts and switches, at the cycles and in the
// states the same runs gave going forward.
TEST_CASE("after going back, runs to an interrupt or a switch stop at the ones met going forward") {
    Session session(experiment(kernel::Variant::Hrecv, 10));
    const int receiver = static_cast<int>(kernel::GapExperiment::kReceiver);
    session.select_node(receiver);
    std::vector<cpu::CpuState> interrupts, switches;
    for (int i = 0; i < 3; ++i) {
        session.run_to_interrupt();
        session.finish(100'000'000);
        interrupts.push_back(session.cpu(receiver));
        session.run_to_context_switch();
        session.finish(100'000'000);
        switches.push_back(session.cpu(receiver));
    }
    session.back_to(EventBreak::Interrupt);
    session.back_to(EventBreak::Interrupt);
    session.back_to(EventBreak::Interrupt);  // the first interrupt's handler entry
    REQUIRE(session.cpu(receiver).cycles < interrupts[1].cycles);
    session.run_to_context_switch();
    session.finish(100'000'000);
    CHECK(session.cpu(receiver) == switches[0]);
    for (std::size_t i = 1; i < 3; ++i) {
        session.run_to_interrupt();
        session.finish(100'000'000);
        REQUIRE(session.last_stop()->reason == Stop::Reason::Event);
        CHECK(session.cpu(receiver) == interrupts[i]);
    }
}

TEST_CASE("the experiment set up again: irecv in the light profile; loading a program gives bare nodes") {
    Session session(experiment(kernel::Variant::Hrecv, 5));
    CHECK(session.configure_experiment({kernel::Variant::Irecv, 2, kernel::Profile::Light, 1}));
    CHECK(session.message().text == "Experiment set up: irecv, 2 trials, profile light.");
    CHECK(!session.configure_experiment({kernel::Variant::Irecv, 0, kernel::Profile::Light, 1}));
    CHECK(session.message().text == "Experiment: trials: 1 to 10000.");
    CHECK(session.experiment_options().trials == 2);
    session.run_experiment();
    session.finish(100'000'000);
    const kernel::ExperimentResult& result = session.experiment_result();
    REQUIRE(result.trials.size() == 2);
    CHECK(!result.trials[0].interrupt->handler);
    CHECK(result.breakdown.phases[static_cast<std::size_t>(kernel::Phase::Handler)] == 0);
    REQUIRE(session.timeline().current_gap());
    CHECK(session.timeline().current_gap()->phases.size() == 3);  // entry, the network read, the return

    REQUIRE(session.load(0, example("sum")));
    CHECK(!session.is_experiment());
    CHECK(session.node_count() == 2);
    CHECK(session.message().text.ends_with("the machine is now 2 bare nodes (the Experiment panel sets the experiment up again)."));
    CHECK(!session.has_program(1));
    session.run_trials(1);
    CHECK(session.message().text == "There is no experiment on this machine: set one up in the Experiment panel.");
}

TEST_CASE("memory through the node's page tables once the kernel has turned paging on") {
    Session session(experiment(kernel::Variant::Hrecv, 1));
    session.run_to_interrupt();
    session.finish(10'000'000);
    REQUIRE(session.paging(1));
    // The process's variant word, at USER_BASE + its offset, is in RAM at USER_PHYS + that offset.
    const std::uint32_t variant = benchmark_symbol("variant");
    const Location where = session.locate(1, AddressSpace::Virtual, variant, 4);
    REQUIRE(where.physical);
    CHECK(*where.physical == 0x00400000u + (variant - 0x40000000u));
    const auto through_tables = session.memory(1, AddressSpace::Virtual, variant, 4);
    const auto physical = session.memory(1, AddressSpace::Physical, *where.physical, 4);
    REQUIRE(through_tables.size() == 4);
    CHECK(std::equal(through_tables.begin(), through_tables.end(), physical.begin()));
    CHECK(session.locate(1, AddressSpace::Virtual, 0x50000000, 4).why == "0x50000000 is not mapped on node 1 (paging is on)");
    const std::uint8_t byte = 0x5a;
    CHECK(session.write_memory(1, AddressSpace::Virtual, variant + 3, std::span(&byte, 1)));
    CHECK(session.memory(1, AddressSpace::Physical, *where.physical + 3, 1)[0] == 0x5a);
    CHECK(!session.write_memory(1, AddressSpace::Virtual, 0x50000000, std::span(&byte, 1)));
    CHECK(session.message().text == "Cannot write: 0x50000000 is not mapped on node 1 (paging is on).");
    // The code at the pc through the tables: the ROM's vector, the instruction cache's copy or the ROM.
    CHECK(session.instruction(1, 0xffffff00u).has_value());
    CHECK(!session.instruction(1, 0x50000000u).has_value());
    // The network interface's queues as the panel shows them: the message is taken.
    const network::NetworkInterfaceState ni = session.network_interface(1);
    CHECK(ni.interrupt_on_arrival);
    CHECK(ni.capacity_bytes > 0);
}

TEST_CASE("event breakpoints stop runs at messages, on any node; the views follow the node") {
    Session session(experiment(kernel::Variant::Hrecv, 1));
    session.select_node(0);
    session.toggle_event_break(EventBreak::MessageDelivered);
    CHECK(session.message().text == "Runs stop at: delivered (any node).");
    session.run();
    session.finish(10'000'000);
    REQUIRE(session.last_stop()->reason == Stop::Reason::Event);
    const MeshMessage& first = session.traffic().recent().back();
    // The receiver's READY reaches the sender first.
    CHECK(first.from == 1);
    CHECK(first.to == 0);
    CHECK(session.selected_node() == 0);
    CHECK(session.last_stop()->what == "message from node 1 (0 bytes) has arrived");
    session.toggle_event_break(EventBreak::MessageDelivered);
    session.toggle_event_break(EventBreak::MessageInjected);
    session.run();
    session.finish(10'000'000);
    REQUIRE(session.last_stop()->reason == Stop::Reason::Event);
    CHECK(session.selected_node() == 0);  // the DATA message, sent by node 0
    REQUIRE(session.traffic().in_flight().size() == 1);
    CHECK(session.traffic().in_flight().front().to == 1);
}

TEST_CASE("scripts: every command, and errors that name the file and line") {
    const auto commands = parse_script(
        "# a demo\n"
        "load /tmp/my program\n"
        "node 1\n"
        "step\n"
        "step 0x10   # sixteen\n"
        "run-to-trap\n"
        "run 500\n"
        "run-cycles 1000\n"
        "step-over\n"
        "break store_total\n"
        "poke 11000 de ad\n"
        "memory 0x11000\n"
        "open-panel timeline\n"
        "close-panel memory\n"
        "key Shift+F5\n"
        "hover 640 480\n"
        "frames 2\n"
        "reset\r\n"
        "experiment irecv light 20\n"
        "run-trials 3\n"
        "run-experiment 5000\n"
        "run-to-interrupt\n"
        "run-to-switch 100\n"
        "break-on delivered\n"
        "timeline gap\n"
        "timeline 100 200\n"
        "export-trace /tmp/a trace.json\n"
        "back-over\n"
        "reverse-continue\n",
        "demo.gui", kPanels);
    REQUIRE(commands.size() == 28);
    using Verb = ScriptCommand::Verb;
    CHECK(commands[0].verb == Verb::Load);
    CHECK(commands[0].text == "/tmp/my program");
    CHECK(commands[0].where == "demo.gui:2");
    CHECK(commands[1].count == 1);
    CHECK(commands[2].count == 1);
    CHECK(commands[3].count == 16);
    CHECK(commands[4].count == kDefaultScriptBudget);
    CHECK(commands[5].count == 500);
    CHECK(commands[6].count == 1000);
    CHECK(commands[9].bytes == std::vector<std::uint8_t>{0xde, 0xad});
    CHECK(commands[13].text == "Shift+F5");
    CHECK(commands[14].count == 640);
    CHECK(commands[14].count2 == 480);
    CHECK(commands[16].verb == Verb::Reset);
    CHECK(commands[16].where == "demo.gui:18");
    CHECK(commands[17].verb == Verb::Experiment);
    CHECK(commands[17].text == "irecv");
    CHECK(commands[17].text2 == "light");
    CHECK(commands[17].count == 20);
    CHECK(commands[18].count == 3);
    CHECK(commands[18].count2 == kDefaultScriptBudget);
    CHECK(commands[19].count == 5000);
    CHECK(commands[20].verb == Verb::RunToInterrupt);
    CHECK(commands[21].count == 100);
    CHECK(commands[22].text == "delivered");
    CHECK(commands[23].text == "gap");
    CHECK(commands[24].text == "cycles");
    CHECK(commands[24].count == 100);
    CHECK(commands[24].count2 == 200);
    CHECK(commands[25].text == "/tmp/a trace.json");
    CHECK(commands[26].verb == Verb::BackOver);
    CHECK(commands[27].verb == Verb::ReverseContinue);

    const auto error_of = [](const char* text) {
        try {
            parse_script(text, "t.gui", kPanels);
        } catch (const toolchain::ToolError& error) {
            return std::string(error.what());
        }
        return std::string("no error");
    };
    CHECK(error_of("step\njump 3\n").starts_with("t.gui:2: unknown command 'jump' (commands: experiment, run-trials,"));
    CHECK(error_of("step x") == "t.gui:1: step: 'x' is not a number");
    CHECK(error_of("run-cycles") == "t.gui:1: run-cycles: expected `run-cycles N`");
    CHECK(error_of("reset now") == "t.gui:1: reset: expected `reset`");
    CHECK(error_of("open-panel piano") == "t.gui:1: open-panel: no panel called 'piano' (panels: registers, timeline, memory)");
    CHECK(error_of("key F12").starts_with("t.gui:1: key: no key binding 'F12' (keys: F5, Shift+F5, F10,"));
    CHECK(error_of("poke 100 1ff") == "t.gui:1: poke: '1ff' is not a byte in hex (00..ff)");
    CHECK(error_of("load") == "t.gui:1: load: expected `load PATH`");
    CHECK(error_of("hover 10") == "t.gui:1: hover: expected `hover X Y`");
    CHECK(error_of("experiment hrecv full 10") == "t.gui:1: experiment: 'full' is not osf1 or light");
    CHECK(error_of("experiment xrecv osf1 10") == "t.gui:1: experiment: 'xrecv' is not hrecv or irecv");
    CHECK(error_of("experiment hrecv osf1 0") == "t.gui:1: experiment: 0 trials: 1 to 10000");
    CHECK(error_of("experiment hrecv osf1 10001") == "t.gui:1: experiment: 10001 trials: 1 to 10000");
    CHECK(error_of("break-on lunch") ==
          "t.gui:1: break-on: no event 'lunch' (events: interrupt, switch, trap, injected, delivered, halt)");
    CHECK(error_of("timeline zoom") == "t.gui:1: timeline: expected `timeline fit|gap|FIRST LAST`");
    CHECK(error_of("timeline 200 100") == "t.gui:1: timeline: LAST must be after FIRST");

    CHECK_THROWS_WITH_AS(read_script("/nonexistent/s.gui", kPanels), "/nonexistent/s.gui: cannot open: No such file or directory",
                         toolchain::ToolError);
}

TEST_CASE("texts: cycles and time, numbers, keys, register fields, stops") {
    CHECK(grouped(1234567) == "1 234 567");
    CHECK(grouped(999) == "999");
    CHECK(microseconds(36) == "0.72");       // 50 cycles = 1 us
    CHECK(microseconds(60'225, 1) == "1 204.5");
    CHECK(microseconds(100, 0) == "2");
    CHECK(cycles_and_time(573) == "573 cycles (11.46 µs)");
    CHECK(cycles_and_time(1) == "1 cycle (0.02 µs)");

    CHECK(parse_count("1000") == 1000u);
    CHECK(parse_count("0x3e8") == 1000u);
    CHECK(!parse_count("10k"));
    CHECK(!parse_count("-1"));
    CHECK(parse_address("fffffF00") == 0xffffff00u);
    CHECK(!parse_address("100000000"));
    CHECK(!parse_address(""));

    REQUIRE(find_key_binding("F10"));
    CHECK(find_key_binding("F10")->action == Action::StepOver);
    CHECK(find_key_binding("Shift+F5")->action == Action::Pause);
    CHECK(find_key_binding("Ctrl+Shift+F5")->action == Action::Reset);
    CHECK(find_key_binding("F9")->action == Action::ToggleBreakpoint);
    CHECK(find_key_binding("Shift+F11")->action == Action::StepBack);
    CHECK(!find_key_binding("F12"));

    CHECK(describe(Stop{Stop::Reason::Breakpoint, 1, 0x40000010, {}}) == "node 1: breakpoint at 0x40000010");
    CHECK(describe(Stop{Stop::Reason::Event, 0, 0xffffff00, "interrupt taken at 0x40000044"}) ==
          "node 0: interrupt taken at 0x40000044; pc 0xffffff00");
    CHECK(describe(Stop{Stop::Reason::CyclesDone, -1, 0, {}}) == "ran the cycles asked for");
    for (const EventBreak kind : kEventBreaks) CHECK(event_break_named(event_break_name(kind)) == kind);

    CHECK(frontend::trap_names(cpu::psr::kInstructionTrap | cpu::psr::kDataAccessTrap) == "IT DAT");
    const frontend::RegisterField* rounding = nullptr;
    for (const auto& field : frontend::kFsrFields)
        if (field.name == "RM") rounding = &field;
    REQUIRE(rounding);
    CHECK(rounding->low_bit() == 2);
    CHECK(rounding->high_bit() == 3);
    CHECK(rounding->value_in(0x8u) == 2);
    CHECK(rounding->value_name(2) == "up");
    CHECK(rounding->value_name(4).empty());
    std::uint32_t covered = 0;  // the psr fields never overlap
    for (const auto& field : frontend::kPsrFields) {
        CHECK((covered & field.mask) == 0);
        covered |= field.mask;
    }
    CHECK(covered == 0xfffeffffu);  // every bit but the reserved bit 16 (ISA-FACTS §2.2)
}
