// `xp860 run --save-at CYCLE FILE` and `--load FILE` as a user runs them: a run
// continued from a snapshot prints the same --json, byte for byte, as the run that
// was never interrupted (the proof that the snapshot holds everything that decides
// the future), on a bare node running a compiled program, on the 2-node hrecv
// experiment saved inside a handler, and on a 16x16 mesh saved with messages in
// flight. The save cycles come from each run's own output (its cycle count, its
// Perfetto timeline), not from constants. Damaged files are refused by name.
#include <doctest/doctest.h>

#include <fstream>

#include <nlohmann/json.hpp>

#include "frontend/snapshot_file.h"
#include "tests/test_support.h"
#include "toolchain/file_bytes.h"

using namespace xp860;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

std::string xp860_command() { return (test::tool_dir() / "xp860").string(); }
std::string built(const std::string& relative) { return (test::build_dir() / relative).string(); }
std::string kernel_options() {
    return " --rom " + built("roms/boot/rom.rom") + " --kernel " + built("kernel/kernel");
}

// stdout alone (stderr goes to `work`/stderr), and the status.
test::CommandResult run_stdout(const fs::path& work, const std::string& arguments) {
    return test::run_command("(" + xp860_command() + " run " + arguments + " 2>" + (work / "stderr").string() + ")");
}

// The uninterrupted run's output, and the outputs of the run that saved at `cycle`
// and of the run continued from the file it wrote: all three must be the same.
void check_round_trip(const fs::path& work, const std::string& machine, const std::string& limit, std::uint64_t cycle,
                      const std::string& program) {
    const std::string snapshot = (work / "at.snap").string();
    const auto whole = run_stdout(work, machine + limit + " --json " + program);
    const auto saving = run_stdout(work, machine + limit + " --json --save-at " + std::to_string(cycle) + " " +
                                             snapshot + " " + program);
    REQUIRE_MESSAGE(fs::exists(snapshot), test::read_text_file(work / "stderr"));
    const auto loaded = run_stdout(work, "--load " + snapshot + limit + " --json");
    CHECK(saving.status == whole.status);
    CHECK(loaded.status == whole.status);
    CHECK(saving.output == whole.output);
    CHECK(loaded.output == whole.output);
    CHECK(json::accept(whole.output));
}

frontend::SnapshotFile snapshot_in(const fs::path& path) { return frontend::read_snapshot_file(path.string()); }

}  // namespace

TEST_CASE("a bare node: linpack continued from a snapshot halfway prints what the whole run prints") {
    const auto work = test::make_temp_dir("xp860-snapshot");
    const std::string program = built("bench/linpack-O2");
    const auto whole = run_stdout(work, "--json " + program);
    REQUIRE(whole.status == 0);
    const auto cycles = json::parse(whole.output)["cycles"].get<std::uint64_t>();
    check_round_trip(work, "", "", cycles / 2, program);
    // The file names the first step boundary at or after the cycle asked for.
    const std::uint64_t taken = snapshot_in(work / "at.snap").snapshot.cycle;
    CHECK(taken >= cycles / 2);
    CHECK(taken < cycles / 2 + 100);
    // A loaded run can save again; that file continues as well.
    const std::string again = (work / "again.snap").string();
    const auto resaved = run_stdout(work, "--load " + (work / "at.snap").string() + " --json --save-at " +
                                              std::to_string(cycles * 3 / 4) + " " + again);
    CHECK(resaved.output == whole.output);
    CHECK(run_stdout(work, "--load " + again + " --json").output == whole.output);
    // --max-cycles counts from the run's start, before the snapshot as after it.
    const std::string budget = " --max-cycles " + std::to_string(cycles * 5 / 8);
    const auto cut = run_stdout(work, budget + " --json " + program);
    CHECK(cut.status == 124);
    CHECK(run_stdout(work, "--load " + (work / "at.snap").string() + budget + " --json").output == cut.output);
    fs::remove_all(work);
}

TEST_CASE("the 2-node hrecv experiment saved inside the receiver's first handler continues as it ran") {
    const auto work = test::make_temp_dir("xp860-snapshot");
    const std::string machine = "--mesh 2x1" + kernel_options();
    const std::string program = built("roms/bench/gap_bench");
    const std::string trace_path = (work / "trace.json").string();
    REQUIRE(run_stdout(work, machine + " --perfetto " + trace_path + " " + program).status == 0);
    // The receiver's (node 1's) interrupt phases are on its thread 1001.
    const json trace = json::parse(test::read_text_file(trace_path));
    std::optional<json> handler;
    for (const json& event : trace["traceEvents"])
        if (event.value("cat", "") == "phase" && event["tid"] == 1001 && event["name"] == "handler") {
            handler = event;
            break;
        }
    REQUIRE(handler.has_value());
    const auto start = (*handler)["args"]["cycle"].get<std::uint64_t>();
    const auto length = (*handler)["args"]["cycles"].get<std::uint64_t>();
    REQUIRE(length >= 2);
    const std::uint64_t middle = start + length / 2;
    check_round_trip(work, machine, "", middle, program);
    // A machine is saved at exactly the cycle asked for, so inside the handler.
    CHECK(snapshot_in(work / "at.snap").snapshot.cycle == middle);
    fs::remove_all(work);
}

TEST_CASE("a 16x16 mesh saved with messages in flight continues as it ran") {
    const auto work = test::make_temp_dir("xp860-snapshot");
    const std::string machine = "--mesh 16x16" + kernel_options();
    const std::string limit = " --max-cycles 8000";
    const std::string program = built("roms/examples/ring");
    const std::string trace_path = (work / "trace.json").string();
    REQUIRE(run_stdout(work, machine + limit + " --perfetto " + trace_path + " " + program).status == 0);
    // The first message's flow: it leaves at its 's' event and arrives at its 'f' (µs at 50 MHz).
    const json trace = json::parse(test::read_text_file(trace_path));
    std::optional<double> sent, arrived;
    for (const json& event : trace["traceEvents"]) {
        if (event.value("cat", "") != "message" || event["id"] != 0) continue;
        (event["ph"] == "s" ? sent : arrived) = event["ts"].get<double>();
    }
    REQUIRE(sent.has_value());
    REQUIRE(arrived.has_value());
    const auto cycle = static_cast<std::uint64_t>((*sent + *arrived) / 2 * 50);
    check_round_trip(work, machine, limit, cycle, program);
    // The snapshot does not depend on the number of threads the nodes ran on.
    const fs::path threaded = work / "threaded.snap";
    run_stdout(work, machine + limit + " --threads 2 --save-at " + std::to_string(cycle) + " " + threaded.string() +
                         " " + program);
    CHECK(toolchain::read_file_bytes(threaded.string()) == toolchain::read_file_bytes((work / "at.snap").string()));

    // Loaded here, the snapshot holds messages between their senders and receivers.
    const frontend::SnapshotFile file = snapshot_in(work / "at.snap");
    network::MachineConfig config;
    config.width = config.height = 16;
    config.rom_image = toolchain::read_file_bytes(built("roms/boot/rom.rom"));
    network::Machine loaded(config);
    network::restore_snapshot(loaded, file.snapshot);
    std::size_t in_flight = loaded.mesh_in_flight();
    for (network::NodeId id = 0; id < loaded.node_count(); ++id) {
        const network::NetworkInterfaceState state = loaded.network_interface(id).inspect(loaded.cycle());
        in_flight += state.sending.size() + state.arriving.size();
    }
    CHECK(in_flight > 0);
    CHECK(loaded.cycle() == cycle);
    fs::remove_all(work);
}

TEST_CASE("damaged and foreign snapshot files are refused, naming the file and what is wrong") {
    const auto work = test::make_temp_dir("xp860-snapshot");
    const fs::path good = work / "good.snap";
    REQUIRE(run_stdout(work, "--mesh 2x1" + kernel_options() + " --save-at 1000 " + good.string() + " " +
                                 built("roms/bench/gap_bench"))
                .status == 0);
    const std::vector<std::uint8_t> bytes = toolchain::read_file_bytes(good.string());
    const auto refused = [&](const std::string& name, const std::vector<std::uint8_t>& contents,
                             const std::string& options = "") {
        const fs::path path = work / name;
        toolchain::write_file_bytes(path.string(), contents);
        return test::run_command(xp860_command() + " run --load " + path.string() + options);
    };
    const std::string prefix = (work / "").string();
    // The file format alone: parsed and written again, the same bytes.
    CHECK(frontend::snapshot_file_bytes(frontend::parse_snapshot_file(bytes, "good.snap")) == bytes);
    // A well-formed file whose payload is larger than the machine it describes could be.
    frontend::SnapshotFile oversized;
    oversized.description.ram_megabytes = 1;
    oversized.snapshot.bytes.resize(3u << 20);
    CHECK_THROWS_WITH(frontend::parse_snapshot_file(frontend::snapshot_file_bytes(oversized), "big.snap"),
                      "big.snap: corrupt: a payload of 3145728 bytes is more than a machine of 1 nodes of 1 MB holds");

    auto result = refused("short.snap", std::vector<std::uint8_t>(bytes.begin(), bytes.begin() + bytes.size() / 2));
    CHECK(result.status == 1);
    CHECK(result.output == prefix + "short.snap: truncated: " + std::to_string(bytes.size() / 2) +
                               " bytes, less than its header says\n");

    std::vector<std::uint8_t> flipped = bytes;
    flipped[bytes.size() / 2] ^= 0x10;
    result = refused("flipped.snap", flipped);
    CHECK(result.status == 1);
    CHECK(result.output == prefix + "flipped.snap: corrupt: its checksum does not match its contents\n");

    std::vector<std::uint8_t> future = bytes;
    future[8] = 4;  // the version, after the 8-byte magic
    result = refused("future.snap", future);
    CHECK(result.status == 1);
    CHECK(result.output == prefix + "future.snap: snapshot format version 4; this xp860 reads version 3\n");
    future[8] = 2;  // before the program's arguments were saved
    result = refused("v2.snap", future);
    CHECK(result.status == 1);
    CHECK(result.output == prefix + "v2.snap: snapshot format version 2; this xp860 reads version 3\n");

    result = refused("wrong.snap", bytes, " --mesh 4x4");
    CHECK(result.status == 1);
    CHECK(result.output == prefix + "wrong.snap: the snapshot is of a 2x1 mesh; --mesh asks for 4x4\n");

    result = refused("elf.snap", toolchain::read_file_bytes(built("roms/examples/ring")));
    CHECK(result.status == 1);
    CHECK(result.output == prefix + "elf.snap: not an xp860 snapshot (it does not start with \"xp860snp\")\n");

    // Another boot ROM than the one the machine ran.
    std::vector<std::uint8_t> rom = toolchain::read_file_bytes(built("roms/boot/rom.rom"));
    rom[0] ^= 1;
    const std::string other_rom = prefix + "other.rom";
    toolchain::write_file_bytes(other_rom, rom);
    result = refused("rom.snap", bytes, " --rom " + other_rom);
    CHECK(result.status == 1);
    CHECK(result.output == prefix + "rom.snap: the boot ROM " + other_rom +
                               " is not the one the snapshot was taken with (" + built("roms/boot/rom.rom") +
                               " as it was then)\n");

    // A cycle the run never reaches: nothing is written, and the status says so.
    result = test::run_command(xp860_command() + " run --save-at 1000000 " + (work / "never.snap").string() + " " +
                               built("roms/examples/sum"));
    CHECK(result.status == 1);
    CHECK(result.output.ends_with("xp860: --save-at 1000000: the run ended at cycle 48, before it; no snapshot written\n"));
    CHECK(!fs::exists(work / "never.snap"));
    fs::remove_all(work);
}

// A compiled program copying a file line by line, each line flushed to the host as
// it goes, saved halfway with both files open (the input being read, the output
// being written) and continued with --load in the same folder: the same output
// file, and the same --json, as the run never interrupted. A file changed since is
// refused by name.
TEST_CASE("a program with host files open is saved mid-write and continues to the same file") {
    const auto work = test::make_temp_dir("xp860-snapshot");
    std::ofstream(work / "copy.c") << R"(#include <stdio.h>
int main(void) {
    FILE *in = fopen("in.txt", "r");
    FILE *out = fopen("out.txt", "w");
    if (!in || !out) { printf("open failed\n"); return 1; }
    char line[64]; unsigned hash = 0; int n = 0;
    while (fgets(line, sizeof line, in)) {
        for (char *p = line; *p; p++) hash = hash * 31 + (unsigned char)*p;
        fprintf(out, "%d %s", n++, line);
        fflush(out);
    }
    fclose(in); fclose(out);
    printf("%d lines, hash %08x\n", n, hash);
    return 0;
}
)";
    const std::string program = (work / "copy").string();
    const auto compiled = test::run_command((test::tool_dir() / "xp860-cc").string() + " -O2 -o " + program + " " +
                                            (work / "copy.c").string());
    REQUIRE_MESSAGE(compiled.status == 0, compiled.output);
    std::string input;
    for (int i = 0; i < 300; ++i) input += "line " + std::to_string(i * 7919 % 1000) + " of the input\n";
    for (const char* folder : {"whole", "saved"}) {
        fs::create_directory(work / folder);
        std::ofstream(work / folder / "in.txt") << input;
    }
    const auto in = [&](const char* folder, const std::string& arguments) {
        return test::run_command("(cd " + (work / folder).string() + " && " + xp860_command() + " run " + arguments +
                                 " 2>" + (work / "stderr").string() + ")");
    };
    const auto whole = in("whole", "--json " + program);
    REQUIRE(whole.status == 0);
    REQUIRE(json::parse(whole.output)["stdout"] == "300 lines, hash " + [&] {
        std::uint32_t hash = 0;  // the program's hash, worked out here on the same bytes
        for (const char c : input) hash = hash * 31 + static_cast<unsigned char>(c);
        char text[9];
        std::snprintf(text, sizeof text, "%08x", hash);
        return std::string(text);
    }() + "\n");
    const std::string whole_output = test::read_text_file(work / "whole/out.txt");
    const auto cycles = json::parse(whole.output)["cycles"].get<std::uint64_t>();

    // Saved halfway; the run stops just after, so the folder's files are as the snapshot left them.
    const std::string snapshot = (work / "mid.snap").string();
    const auto saving = in("saved", "--save-at " + std::to_string(cycles / 2) + " " + snapshot + " --max-cycles " +
                                        std::to_string(cycles / 2 + 1) + " --json " + program);
    REQUIRE_MESSAGE(fs::exists(snapshot), test::read_text_file(work / "stderr"));
    const std::size_t written = fs::file_size(work / "saved/out.txt");
    CHECK(written > 0);
    CHECK(written < whole_output.size());  // mid-write
    const auto loaded = in("saved", "--load " + snapshot + " --json");
    CHECK(loaded.status == 0);
    CHECK(loaded.output == whole.output);
    CHECK(test::read_text_file(work / "saved/out.txt") == whole_output);

    // Loaded again now the output is whole: it is not the size it was.
    const auto grown = in("saved", "--load " + snapshot + " --json");
    CHECK(grown.status == 1);
    CHECK(test::read_text_file(work / "stderr") ==
          snapshot + ": out.txt (fd 4, open when the snapshot was taken): it was " + std::to_string(written) +
              " bytes then and is " + std::to_string(whole_output.size()) + " now\n");
    fs::remove(work / "saved/in.txt");
    CHECK(in("saved", "--load " + snapshot + " --json").status == 1);
    CHECK(test::read_text_file(work / "stderr") ==
          snapshot + ": in.txt (fd 3, open when the snapshot was taken): cannot open it again: No such file or "
                     "directory\n");
    fs::remove_all(work);
}
