// The desktop app's model without a window: run control (step, step over,
// breakpoints, N cycles, run to trap, several nodes), the events it records and
// the timeline fed from them, loading bad files, memory edits, symbols, the
// script language, and the texts the panels print.
#include <doctest/doctest.h>

#include <fstream>

#include "frontend/gui/cycle_text.h"
#include "frontend/gui/key_bindings.h"
#include "frontend/gui/number_text.h"
#include "frontend/gui/script.h"
#include "frontend/gui/session.h"
#include "frontend/register_fields.h"
#include "tests/test_support.h"
#include "toolchain/tool_error.h"

using namespace xp860;
using namespace xp860::gui;

namespace {

// The run-control tests count the core's own cycles: every access a cache hit
// (mmu::MemoryTiming::Ideal), as the derivations in their comments assume.
const SessionOptions kIdeal{.nodes = 2, .ram_bytes = network::kDefaultRamBytes, .timing = mmu::MemoryTiming::Ideal};


std::string example(const char* name) { return (test::tool_dir().parent_path() / "roms/examples" / name).string(); }

// The timeline's lane as (begin, end, mode) triples and (cycle, end, kind) markers.
struct Segment {
    std::uint64_t begin, end;
    LaneMode mode;
    bool operator==(const Segment&) const = default;
};

std::vector<Segment> segments_of(const TimelineLane& lane) {
    std::vector<Segment> segments;
    for (const TimelineSegment& s : lane.segments) segments.push_back({s.begin, s.end, s.mode});
    return segments;
}

constexpr std::array<std::string_view, 3> kPanels = {"registers", "timeline", "memory"};

}  // namespace

// to_user.s by hand, one clock per instruction (TF A13, timing.def kIssue) plus a
// bubble per taken btne (kTakenBranchBubble):
//   supervisor: orh, adds, mov = 3; 32 passes of st.l, adds, adds, btne = 128 and
//   31 taken bubbles; ld.c, or, st.c, orh, or, bri, nop = 7: 3 + 128 + 31 + 7 = 169.
//   bri's return takes effect after its slot, so user mode starts at cycle 169.
//   user: mov, mov = 2; 100 passes of adds, adds, btne = 300 and 99 bubbles: 169 + 401
//   = 570, where the trap issues; the trap costs its clock plus kTrapEntry (2): 573.
TEST_CASE("run to trap: the trap, the mode changes and the halt, with their cycles") {
    Session session(kIdeal);
    REQUIRE(session.load(0, example("to_user")));
    session.run_to_trap();
    CHECK(session.running());
    session.finish(1'000'000);
    REQUIRE(session.last_stop());
    CHECK(session.last_stop()->reason == Stop::Reason::Trap);
    CHECK(session.last_stop()->node == 0);
    CHECK(session.last_stop()->pc == 0x1004c);
    CHECK(session.last_stop()->trap_bits == cpu::psr::kInstructionTrap);
    CHECK(session.cpu(0).cycles == 573);
    CHECK(session.cpu(0).r[18] == 5050);
    REQUIRE(session.halt(0));
    CHECK(session.halt(0)->halt == network::RunResult::Halt::UnhandledTrap);
    CHECK(session.message().text ==
          "node 0: trap IT taken at 0x0001004c.");

    const TimelineLane& lane = session.timeline().lanes.at(0);
    CHECK(lane.name == "node 0: to_user");
    CHECK(segments_of(lane) == std::vector<Segment>{{0, 169, LaneMode::Supervisor},
                                                   {169, 573, LaneMode::User},
                                                   {573, 573, LaneMode::Supervisor}});
    REQUIRE(lane.markers.size() == 2);
    CHECK(lane.markers[0].kind == MarkerKind::Trap);
    CHECK(lane.markers[0].cycle == 570);
    CHECK(lane.markers[0].end_cycle == 573);
    CHECK(lane.markers[0].label == "trap IT at 0x0001004c");
    CHECK(lane.markers[1].kind == MarkerKind::Halt);
    CHECK(lane.markers[1].cycle == 573);
    CHECK(lane.end_cycle == 573);
    CHECK(session.timeline().lanes.at(1).segments.empty());  // node 1 has no program

    // A halted node neither steps nor runs, and says so; reset starts it again.
    session.step_into();
    CHECK(session.last_stop()->reason == Stop::Reason::Halted);
    CHECK(session.cpu(0).cycles == 573);
    session.run();
    session.finish(1000);
    CHECK(session.last_stop()->reason == Stop::Reason::NothingToRun);
    CHECK(session.message().level == Message::Level::Error);
    session.reset();
    CHECK(session.cpu(0).cycles == 0);
    CHECK(session.cpu(0).pc == 0x10000);
    CHECK(!session.halt(0));
    CHECK(segments_of(session.timeline().lanes[0]) == std::vector<Segment>{{0, 0, LaneMode::Supervisor}});
    CHECK(session.timeline().lanes[0].markers.empty());
}

// sum.s by hand: orh, adds, mov, mov = 4; 4 passes of ld.l, adds, adds, adds, btne =
// 20 and 3 taken bubbles: the call issues at cycle 27. call, its slot, orh, st.l,
// bri, its slot = 6 more: back at 0x1002c (after the call's slot) at cycle 33.
TEST_CASE("step over a call runs it and its slot to the return; elsewhere it is one step") {
    Session session(kIdeal);
    REQUIRE(session.load(0, example("sum")));
    session.step_over();  // orh: not a call
    session.finish(1000);
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
    CHECK(session.memory(0, *total, 1)[0] == 22);  // 1 + 2 + 3 + 16
    // What the action changed is kept apart from what was there before it.
    CHECK(session.cpu_before_last_action(0).cycles == 27);
}

TEST_CASE("a breakpoint inside the call stops the step over there") {
    Session session(kIdeal);
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

TEST_CASE("continue from a breakpoint leaves it, and stops at the next") {
    Session session(kIdeal);
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
TEST_CASE("run N cycles stops every node at the cycle asked for, the nodes in step") {
    Session session({2, 1u << 20, mmu::MemoryTiming::Ideal});
    REQUIRE(session.load(0, example("to_user")));
    REQUIRE(session.load(1, example("to_user")));
    session.run_cycles(100);
    session.finish(UINT64_MAX);
    CHECK(session.last_stop()->reason == Stop::Reason::CyclesDone);
    for (int node = 0; node < 2; ++node) {
        CHECK(session.cpu(node).cycles == 100);
        CHECK(session.cpu(node).pc == 0x10014);
    }
    // A slice at a time, as the app drives it between frames: the same place.
    Session sliced({2, 1u << 20});
    REQUIRE(sliced.load(0, example("to_user")));
    sliced.run_cycles(100);
    while (sliced.running()) sliced.tick(std::chrono::microseconds(1));
    CHECK(sliced.cpu(0).cycles == 100);
    CHECK(sliced.cpu(1).cycles == 0);  // no program: not run
    CHECK(sliced.timeline().lanes[0].end_cycle == 100);
}

TEST_CASE("step N stops early at a halt; pause ends a run") {
    Session session(kIdeal);
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

TEST_CASE("bad files give a message and leave the node as it was") {
    Session session(kIdeal);
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
    std::filesystem::remove_all(work);
}

TEST_CASE("memory edits and addresses outside RAM") {
    Session session({1, 1u << 20});
    REQUIRE(session.load(0, example("sum")));
    const std::uint8_t bytes[] = {0xde, 0xad};
    CHECK(session.write_memory(0, 0xfffff, std::span(bytes, 1)));
    CHECK(session.memory(0, 0xfffff, 1)[0] == 0xde);
    CHECK(!session.write_memory(0, 0xfffff, bytes));  // the second byte is past the end
    CHECK(session.message().text == "Cannot write: 0x000fffff is outside node 0's RAM (0x00000000..0x000fffff).");
    CHECK(session.memory(0, 0x100000, 1).empty());
    CHECK(*session.outside_ram(0, 0x40000000, 1) == "0x40000000 is outside node 0's RAM (0x00000000..0x000fffff)");

    std::string error;
    CHECK(session.resolve_address(0, "store_total", error) == 0x10030u);
    CHECK(session.resolve_address(0, " 0x10004 ", error) == 0x10004u);
    CHECK(session.resolve_address(0, "1000c", error) == 0x1000cu);
    CHECK(!session.resolve_address(0, "nowhere", error));
    CHECK(error == "'nowhere' is neither a hex address nor a symbol of node 0's program");
}

TEST_CASE("the program's symbols name code as objdump does") {
    Session session(kIdeal);
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
}

TEST_CASE("the event log stops when full and says from where") {
    NodeEventLog log;
    NodeEvent event;
    event.kind = NodeEvent::Kind::ModeChange;
    for (std::size_t i = 0; i < NodeEventLog::kCapacity; ++i) {
        event.cycle = i;
        log.record(event);
    }
    CHECK(!log.full_since());
    event.cycle = 5'000'000;
    log.record(event);
    event.cycle = 6'000'000;
    log.record(event);
    CHECK(log.events().size() == NodeEventLog::kCapacity);
    CHECK(log.full_since() == 5'000'000u);

    TimelineLane lane;
    TimelineFeed feed;
    feed.update(lane, log, 7'000'000);
    feed.update(lane, log, 7'000'000);  // nothing new: nothing added twice
    CHECK(lane.segments.size() == NodeEventLog::kCapacity);
    CHECK(lane.missing_from == 5'000'000u);
    CHECK(lane.end_cycle == 7'000'000u);
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
        "reset\r\n",
        "demo.gui", kPanels);
    REQUIRE(commands.size() == 17);
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

    const auto error_of = [](const char* text) {
        try {
            parse_script(text, "t.gui", kPanels);
        } catch (const toolchain::ToolError& error) {
            return std::string(error.what());
        }
        return std::string("no error");
    };
    CHECK(error_of("step\njump 3\n").starts_with("t.gui:2: unknown command 'jump' (commands: load, node, step,"));
    CHECK(error_of("step x") == "t.gui:1: step: 'x' is not a number");
    CHECK(error_of("run-cycles") == "t.gui:1: run-cycles: expected `run-cycles N`");
    CHECK(error_of("reset now") == "t.gui:1: reset: expected `reset`");
    CHECK(error_of("open-panel piano") == "t.gui:1: open-panel: no panel called 'piano' (panels: registers, timeline, memory)");
    CHECK(error_of("key F12").starts_with("t.gui:1: key: no key binding 'F12' (keys: F5, Shift+F5, F10,"));
    CHECK(error_of("poke 100 1ff") == "t.gui:1: poke: '1ff' is not a byte in hex (00..ff)");
    CHECK(error_of("load") == "t.gui:1: load: expected `load PATH`");
    CHECK(error_of("hover 10") == "t.gui:1: hover: expected `hover X Y`");

    CHECK_THROWS_WITH_AS(read_script("/nonexistent/s.gui", kPanels), "/nonexistent/s.gui: cannot open: No such file or directory",
                         toolchain::ToolError);
}

TEST_CASE("texts: cycles and time, numbers, keys, register fields") {
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
    CHECK(!find_key_binding("F12"));

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
