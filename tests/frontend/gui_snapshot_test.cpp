// The app's machine saved and loaded (Session::save_snapshot, load_snapshot: the
// `xp860 run --save-at` format) and its registers edited (Session::set_register).
// The expected states are the app's own, recorded as it ran forward: a load that
// misses a field, a page or a cache line gives a different snapshot payload, so
// cannot pass. The edited sums are worked out by hand from roms/examples/sum.s.
#include <doctest/doctest.h>

#include <fstream>

#include <nlohmann/json.hpp>

#include "frontend/built_images.h"
#include "frontend/gui/session.h"
#include "frontend/snapshot_file.h"
#include "tests/test_support.h"
#include "toolchain/file_bytes.h"

using namespace xp860;
using namespace xp860::gui;

namespace {

SessionOptions experiment(std::uint32_t trials) {
    SessionOptions options;
    options.images = frontend::experiment_images;
    options.experiment = {kernel::Variant::Hrecv, trials, kernel::Profile::Osf1, 1};
    return options;
}

SessionOptions bare_node() {
    SessionOptions options;
    options.bare_nodes = 1;
    options.ram_bytes = 1u << 20;
    options.timing = mmu::MemoryTiming::Ideal;
    return options;
}

std::string example(const char* name) { return (test::build_dir() / "roms/examples" / name).string(); }

std::vector<cpu::CpuState> cores(const Session& session) {
    std::vector<cpu::CpuState> states;
    for (int i = 0; i < session.node_count(); ++i) states.push_back(session.cpu(i));
    return states;
}

// The whole machine as a payload (every core, cache, TLB, page of RAM, interface, the mesh).
std::vector<std::uint8_t> payload(Session& session, const std::filesystem::path& path) {
    REQUIRE_MESSAGE(session.save_snapshot(path.string()), session.message().text);
    return frontend::read_snapshot_file(path.string()).snapshot.bytes;
}

void run_cycles(Session& session, std::uint64_t cycles) {
    session.run_cycles(cycles);
    session.finish(UINT64_MAX);
}

}  // namespace

TEST_CASE("save-snapshot then load-snapshot brings back every register, pipeline and page of the experiment") {
    const auto work = test::make_temp_dir("xp860-gui-snapshot");
    Session session(experiment(5));
    run_cycles(session, 9'000);  // inside the first trial (about 5,600 cycles each after boot)
    const std::vector<cpu::CpuState> saved_cores = cores(session);
    const std::uint64_t saved_cycle = session.machine_cycle();
    const auto snap = work / "at.snap";
    REQUIRE_MESSAGE(session.save_snapshot(snap.string()), session.message().text);
    CHECK(session.message().text == "Saved the machine at cycle 9000 to " + snap.string() + ".");
    const std::vector<std::uint8_t> saved_payload = frontend::read_snapshot_file(snap.string()).snapshot.bytes;

    run_cycles(session, 20'000);
    REQUIRE(cores(session) != saved_cores);
    REQUIRE_MESSAGE(session.load_snapshot(snap.string()), session.message().text);
    CHECK(session.machine_cycle() == saved_cycle);
    CHECK(cores(session) == saved_cores);
    CHECK(payload(session, work / "again.snap") == saved_payload);

    // Going on from the loaded machine ends the experiment as an uninterrupted run does.
    session.run_experiment();
    session.finish(UINT64_MAX);
    Session straight(experiment(5));
    straight.run_experiment();
    straight.finish(UINT64_MAX);
    REQUIRE(session.experiment_result().complete);
    CHECK(session.experiment_result().program_mean_seconds == straight.experiment_result().program_mean_seconds);
    CHECK(cores(session) == cores(straight));

    // The command line continues the app's file to the same ends.
    const auto continued = test::run_command((test::tool_dir() / "xp860").string() + " run --load " + snap.string() +
                                             " --json 2>&1");
    REQUIRE_MESSAGE(continued.status == 0, continued.output);
    const auto nodes = nlohmann::json::parse(continued.output)["nodes"];
    for (int i = 0; i < 2; ++i) {
        CHECK(nodes[i]["cycles"] == session.cpu(i).cycles);
        CHECK(nodes[i]["instructions"] == session.cpu(i).instructions);
    }
    std::filesystem::remove_all(work);
}

TEST_CASE("a bad snapshot file is refused with a message naming it, and the machine stays as it was") {
    const auto work = test::make_temp_dir("xp860-gui-snapshot");
    Session session(experiment(5));
    run_cycles(session, 9'000);
    const auto snap = work / "at.snap";
    REQUIRE(session.save_snapshot(snap.string()));
    run_cycles(session, 3'000);
    const std::vector<cpu::CpuState> present = cores(session);

    std::vector<std::uint8_t> bytes = toolchain::read_file_bytes(snap.string());
    bytes[bytes.size() / 2] ^= 0x40;
    const auto corrupt = work / "corrupt.snap";
    toolchain::write_file_bytes(corrupt.string(), bytes);
    CHECK(!session.load_snapshot(corrupt.string()));
    CHECK(session.message().level == Message::Level::Error);
    CHECK(session.message().text ==
          corrupt.string() + ": corrupt: its checksum does not match its contents; the machine is as it was.");
    CHECK(cores(session) == present);

    const auto absent = work / "absent.snap";
    CHECK(!session.load_snapshot(absent.string()));
    CHECK(session.message().text.starts_with(absent.string() + ": cannot open"));

    // A snapshot of another experiment sets that one up; one of a single node is refused.
    REQUIRE(session.configure_experiment({kernel::Variant::Irecv, 6, kernel::Profile::Light, 1}));
    REQUIRE_MESSAGE(session.load_snapshot(snap.string()), session.message().text);
    CHECK(session.experiment_options().variant == kernel::Variant::Hrecv);
    CHECK(session.experiment_options().trials == 5);
    CHECK(session.experiment_options().profile == kernel::Profile::Osf1);
    CHECK(session.machine_cycle() == 9'000);
    frontend::SnapshotFile one_node = frontend::read_snapshot_file(snap.string());
    one_node.description.mesh = false;
    const auto node_snap = work / "node.snap";
    frontend::write_snapshot_file(node_snap.string(), one_node);
    Session bare(bare_node());
    REQUIRE(bare.load(0, example("sum")));
    CHECK(!bare.load_snapshot(node_snap.string()));
    CHECK(bare.message().text == node_snap.string() + ": a snapshot of one node (`xp860 run` without --mesh); the "
                                                      "app's machines are meshes; the machine is as it was.");
    CHECK(*bare.program_path(0) == example("sum"));
    std::filesystem::remove_all(work);
}

TEST_CASE("a bare node's snapshot names its program; the program changed on disk is refused") {
    const auto work = test::make_temp_dir("xp860-gui-snapshot");
    const auto program = work / "sum";
    std::filesystem::copy_file(example("sum"), program);
    Session session(bare_node());
    REQUIRE(session.load(0, program.string()));
    session.step_into(6);
    const std::vector<cpu::CpuState> saved = cores(session);
    const auto snap = work / "sum.snap";
    REQUIRE(session.save_snapshot(snap.string()));
    const frontend::SnapshotFile file = frontend::read_snapshot_file(snap.string());
    REQUIRE(file.description.input("node 0") != nullptr);
    CHECK(file.description.input("node 0")->path == program.string());
    CHECK(file.description.ideal_memory);
    session.step_into(3);
    REQUIRE(session.load_snapshot(snap.string()));
    CHECK(cores(session) == saved);

    // Another session of bare nodes, without the program: the snapshot sets it up.
    Session other(bare_node());
    REQUIRE_MESSAGE(other.load_snapshot(snap.string()), other.message().text);
    CHECK(*other.program_path(0) == program.string());
    CHECK(cores(other) == saved);

    std::ofstream(program, std::ios::app) << "more";
    CHECK(!session.load_snapshot(snap.string()));
    CHECK(session.message().text == snap.string() + ": " + program.string() +
                                        " is not the program node 0 ran when the snapshot was taken (its contents "
                                        "changed); the machine is as it was.");
    std::filesystem::remove_all(work);
}

TEST_CASE("a register edited after going back: the future is dropped, and the run goes on from the edit") {
    Session session(bare_node());
    REQUIRE(session.load(0, example("sum")));
    // orh, adds, mov 4 -> r17, mov 0 -> r18: the loop is next.
    session.step_into(4);
    const std::uint64_t before_loop = session.cpu(0).cycles;
    REQUIRE(session.cpu(0).r[18] == 0);
    REQUIRE(session.cpu(0).r[17] == 4);
    session.run();
    session.finish(UINT64_MAX);
    const cpu::CpuState recorded_end = session.cpu(0);
    std::string why;
    const std::uint32_t total = *session.resolve_address(0, "total", why);
    CHECK(recorded_end.r[18] == 0x16);  // 1 + 2 + 3 + 0x10

    session.goto_cycle(before_loop);
    REQUIRE(session.cpu(0).cycles == before_loop);
    REQUIRE(session.set_register(0, "r18", 0x100));
    CHECK(session.message().text.starts_with("Set r18 of node 0 to 0x00000100; edited the past at "));
    CHECK(session.message().text.find("the history after it is discarded") != std::string::npos);
    CHECK(session.cpu(0).r[18] == 0x100);
    session.run();
    session.finish(UINT64_MAX);
    CHECK(session.cpu(0).r[18] == 0x116);  // the sum added to the edited start
    const auto stored = session.memory(0, AddressSpace::Virtual, total, 4);
    CHECK((stored[0] | stored[1] << 8 | stored[2] << 16 | stored[3] << 24) == 0x116);
    // The old future is gone: going to where it ended gives the new one.
    session.goto_cycle(before_loop);
    session.goto_cycle(recorded_end.cycles);
    CHECK(session.cpu(0).r[18] == 0x116);

    // The pc: from before the loop (r18 edited to 0x100 there, the past now) straight
    // to the call at 0x10024 (the tenth instruction from 0x10000), so nothing is added.
    session.goto_cycle(before_loop);
    REQUIRE(session.cpu(0).r[18] == 0x100);
    REQUIRE(session.set_register(0, "pc", 0x10024));
    CHECK(session.cpu(0).npc == 0x10028);
    session.run();
    session.finish(UINT64_MAX);
    CHECK(session.cpu(0).r[18] == 0x100);
    const auto skipped = session.memory(0, AddressSpace::Virtual, total, 4);
    CHECK((skipped[0] | skipped[1] << 8 | skipped[2] << 16 | skipped[3] << 24) == 0x100);
    CHECK(session.cpu(0).instructions == 4 + 6);  // call, nop, then orh, st.l, bri, nop of store_total; the trap halts

    REQUIRE(session.set_register(0, "f7", 0x3f800000));
    CHECK(session.cpu(0).f[7] == 0x3f800000u);
    CHECK(session.message().text == "Set f7 of node 0 to 0x3f800000.");  // at the end: no future to drop
    CHECK(!session.set_register(0, "r0", 1));
    CHECK(session.message().text == "Cannot set r0: r0 always reads 0.");
    CHECK(!session.set_register(0, "psr", 1));
    CHECK(session.message().text.starts_with("Cannot set psr: control registers are not editable"));
    CHECK(!session.set_register(0, "pc", 0x10002));
    CHECK(session.message().text == "Cannot set pc: 0x00010002 is not a whole instruction's address.");
}

namespace {

constexpr std::string_view kPanels[] = {"registers", "memory", "timeline"};

SessionView some_view() {
    SessionView view;
    view.open_panels = {"registers", "timeline"};
    view.timeline_first_cycle = 2000;
    view.timeline_cycles_per_pixel = 4.25;
    view.timeline_follows = false;
    view.memory_address = 0x10040;
    view.memory_physical = true;
    return view;
}

}  // namespace

TEST_CASE("a session file: the machine, the selected node, breakpoints and the view, opened in another session") {
    const auto work = test::make_temp_dir("xp860-gui-snapshot");
    Session session(experiment(5));
    run_cycles(session, 9'000);
    session.select_node(1);
    session.toggle_breakpoint(1, 0x10000);
    session.toggle_breakpoint(0, 0x10040);
    session.toggle_event_break(EventBreak::Interrupt);
    session.toggle_event_break(EventBreak::Halt);  // on by default: now off
    const std::vector<cpu::CpuState> saved = cores(session);
    const auto path = work / "mid.session";
    REQUIRE_MESSAGE(session.save_session(path.string(), some_view()), session.message().text);
    const std::vector<std::uint8_t> saved_payload = payload(session, work / "mid.snap");

    Session other(experiment(100));  // another experiment, other breakpoints
    other.toggle_breakpoint(0, 0x20000);
    const std::optional<SessionView> view = other.open_session(path.string(), kPanels);
    REQUIRE_MESSAGE(view.has_value(), other.message().text);
    SessionView expected = some_view();
    expected.selected_node = 1;
    expected.breakpoints = {{0, 0x10040}, {1, 0x10000}};
    expected.event_breaks = {"interrupt"};
    CHECK(*view == expected);
    CHECK(other.selected_node() == 1);
    CHECK(other.experiment_options().trials == 5);
    CHECK(other.breakpoints(0) == std::set<std::uint32_t>{0x10040});
    CHECK(other.breakpoints(1) == std::set<std::uint32_t>{0x10000});
    CHECK(other.breaks_on(EventBreak::Interrupt));
    CHECK(!other.breaks_on(EventBreak::Halt));
    CHECK(cores(other) == saved);
    CHECK(payload(other, work / "other.snap") == saved_payload);
    std::filesystem::remove_all(work);
}

TEST_CASE("bad session files are refused with the file and what is wrong, and change nothing") {
    const auto work = test::make_temp_dir("xp860-gui-snapshot");
    Session session(experiment(5));
    run_cycles(session, 9'000);
    const auto good = work / "good.session";
    REQUIRE(session.save_session(good.string(), some_view()));
    const std::vector<std::uint8_t> bytes = toolchain::read_file_bytes(good.string());
    const std::string text(bytes.begin(), bytes.end());
    run_cycles(session, 1'000);
    const std::vector<cpu::CpuState> present = cores(session);

    const auto refused = [&](const std::string& contents, const std::string& message) {
        const auto path = work / "bad.session";
        std::ofstream(path, std::ios::trunc) << contents;
        CHECK(!session.open_session(path.string(), kPanels));
        CHECK(session.message().text == path.string() + message + "; the machine is as it was.");
        CHECK(cores(session) == present);
    };
    const auto replaced = [&](const std::string& from, const std::string& to) {
        std::string changed = text;
        const std::size_t at = changed.find(from);
        REQUIRE(at != std::string::npos);
        return changed.replace(at, from.size(), to);
    };
    const auto machine_at = text.find("\"machine\": \"") + 12;
    refused("{\"format\": \"xp860-gui session\",", ": not a session file (not JSON: " +
                                                      std::string("[json.exception.parse_error.101] parse error at line "
                                                                  "1, column 32: syntax error while parsing object key - "
                                                                  "unexpected end of input; expected string literal)"));
    refused("{\"format\": \"something else\"}", ": not an xp860-gui session file (no \"format\": \"xp860-gui session\")");
    refused(replaced("\"version\": 1", "\"version\": 2"), ": session format version 2; this xp860-gui reads version 1");
    refused(replaced("\"selected_node\": 1", "\"selected_node\": 2"), ": the selected node 2 is not one of the machine's 2 nodes");
    refused(replaced("\"follows\": false", "\"follows\": 0"), ": field \"timeline.follows\" is not true or false: 0");
    refused(replaced("\"memory\": {", "\"memry\": {"), ": no field \"memory\"");
    refused(replaced("\"timeline\"\n", "\"mesh\"\n"), ": field \"open_panels\": no panel 'mesh'");
    refused(replaced("\"halt\"", "\"lunch\""), ": field \"event_breaks\": no event 'lunch'");
    refused(replaced("\"machine\": \"", "\"machine\": \"*"), ": field \"machine\" is not base64");
    // A character of the compressed payload, 100 from the end of the base64: the
    // file's header before it holds the ROM's path, whose length varies with the
    // build folder, so a place counted from the start may land in a size field.
    std::string damaged = text;
    const std::size_t payload_char = text.find('"', machine_at) - 100;
    damaged[payload_char] = damaged[payload_char] == 'A' ? 'B' : 'A';
    refused(damaged, " (its machine): corrupt: its checksum does not match its contents");
    std::filesystem::remove_all(work);
}
