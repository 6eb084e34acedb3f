// `xp860 run` as a user runs it: the example program's result, and bad input.
#include <doctest/doctest.h>

#include <fstream>

#include <nlohmann/json.hpp>

#include "tests/test_support.h"

using namespace xp860;

namespace {

std::string xp860_command() { return (test::tool_dir() / "xp860").string(); }
std::string example() { return (test::build_dir() / "roms/examples/sum").string(); }

// A command's output read back as the one JSON document it must be.
nlohmann::json parsed(const test::CommandResult& result) {
    REQUIRE_MESSAGE(nlohmann::json::accept(result.output), result.output);
    return nlohmann::json::parse(result.output);
}

}  // namespace

TEST_CASE("xp860 run --json reports the example's halt, cycles and registers") {
    const auto result = test::run_command(xp860_command() + " run --json " + example());
    // sum ends at a breakpoint nothing answers: 128 + SIGILL, as a host program (frontend/run_end.h).
    REQUIRE_MESSAGE(result.status == 132, result.output);
    const nlohmann::json json = parsed(result);
    CHECK(json["status"] == 132);
    CHECK(json["program"] == example());
    CHECK(json["halted"] == "trap");
    CHECK(json["trap"] == "IT");
    CHECK(json["pc"] == 65580);  // 0x1002c
    // The 37 cycles of the core's own model (30 instructions at one clock, a bubble for
    // each of the 3 taken btne, the breakpoint's issue and 3 clocks of trap entry), plus
    // what the cold caches add (timing.def's memory rows): two instruction-cache fills,
    // the lines at 0x10000 and 0x10020, of kLineFill = 5 each; the first ld.l misses and
    // delivers r19 kLoadMissDataDelay = 2 clocks late, so the adds that reads it two
    // instructions later waits 1. The table's line is then held Exclusive, so the st.l
    // to `total` (0x11010, the same line) hits and costs nothing: 37 + 10 + 1 = 48.
    CHECK(json["cycles"] == 48);
    CHECK(json["memory"]["tlb_misses"] == 0);
    CHECK(json["memory"]["accessed_updates"] == 0);
    CHECK(json["memory"]["instruction_fills"] == 2);
    CHECK(json["memory"]["data_fills"] == 1);
    CHECK(json["memory"]["write_backs"] == 0);
    CHECK(json["instructions"] == 30);
    // r1 the link, r2 the stack at the top of 32 MB; r16..r19: the pointer past the table
    // (0x11010), the count run down to 0, the sum 1 + 2 + 3 + 16, the last element.
    const auto r = json["r"].get<std::vector<std::uint32_t>>();
    REQUIRE(r.size() == 32);
    CHECK(r[0] == 0);
    CHECK(r[1] == 65580);
    CHECK(r[2] == 33554416);
    CHECK(r[3] == 0);
    CHECK(r[16] == 69648);
    CHECK(r[17] == 0);
    CHECK(r[18] == 22);
    CHECK(r[19] == 16);
    CHECK(json["f"].size() == 32);
}

TEST_CASE("xp860 run: the cycle limit stops a run, and the result is the same every time") {
    const std::string command = xp860_command() + " run --json --max-cycles 20 " + example();
    const auto first = test::run_command(command);
    REQUIRE(first.status == 124);  // the cycle limit, as timeout(1)
    CHECK(parsed(first)["halted"] == "cycle-limit");
    // A run stops at the first step boundary at or past the limit: the btne that starts
    // at 14 misses in the instruction cache and ends at 21 (see the trace test).
    CHECK(parsed(first)["cycles"] == 21);
    CHECK(test::run_command(command).output == first.output);
}

TEST_CASE("xp860 run rejects bad input with a message and status 1") {
    const auto work = test::make_temp_dir("xp860-run");
    const auto text = (work / "notes.txt").string();
    std::ofstream(text) << "not an ELF file\n";

    auto result = test::run_command(xp860_command() + " run " + text);
    CHECK(result.status == 1);
    CHECK(result.output.starts_with(text + ": "));

    result = test::run_command(xp860_command() + " run " + (work / "absent").string());
    CHECK(result.status == 1);
    CHECK(result.output.starts_with((work / "absent").string() + ": "));

    const auto object = (test::build_dir() / "roms/examples/sum.o").string();
    result = test::run_command(xp860_command() + " run " + object);
    CHECK(result.status == 1);
    CHECK(result.output == object + ": not an executable (link it with xp860-ld first)\n");

    result = test::run_command(xp860_command() + " run --ram 0 " + example());
    CHECK(result.status == 1);
    CHECK(result.output == "xp860: --ram: invalid value '0' (a number from 1 to 3072)\n");

    result = test::run_command(xp860_command() + " run --max-cycles lots " + example());
    CHECK(result.status == 1);
    CHECK(result.output == "xp860: --max-cycles: invalid value 'lots' (a number from 0 to 18446744073709551615)\n");

    result = test::run_command(xp860_command() + " run --ram 1 " + example());  // fits: 64 KiB + data
    CHECK(result.status == 132);  // it runs to its breakpoint
    std::filesystem::remove_all(work);
}

TEST_CASE("xp860 run --trace prints every step with its start cycle, address, word and text") {
    const auto result = test::run_command(xp860_command() + " run --trace " + example());
    REQUIRE(result.status == 132);
    // The first step, which misses in the instruction cache (5 clocks, then its issue),
    // and the loop's ld.l at cycle 9. Its miss makes the adds at 12 wait until 13 for
    // r19; the btne at 14 misses the line at 0x10020 (5 clocks, issue, bubble), so the
    // second ld.l is at 21. The other iterations take 6 clocks (ld.l at 27 and 33, the
    // last btne not taken at 37), so the call is at 38, its slot at 39, and the
    // breakpoint trap is taken at 44 (see the --json test for the costs).
    CHECK(result.output.starts_with("         0  00010000:  ec100001  orh\t0x0001,%r0,%r16\n"));
    CHECK(result.output.find("\n         9  00010010:  16130001  ld.l\t0(%r16),%r19\n") != std::string::npos);
    CHECK(result.output.find("\n        21  00010010:  16130001  ld.l\t0(%r16),%r19\n") != std::string::npos);
    CHECK(result.output.find("\n        39  00010028:  a0000000  shl\t%r0,%r0,%r0\n") != std::string::npos);
    CHECK(result.output.find("\n        44  0001002c:  trap IT taken (4 cycles)\n") != std::string::npos);
}

namespace {

std::string built(const std::string& path) { return (test::build_dir() / path).string(); }

}  // namespace

TEST_CASE("xp860 run --json on a program that turns paging on shows the memory system's cycles") {
    // roms/tests/paging.s, derived from cpu/timing.def (each number the cycle a step ends):
    // orh misses the instruction cache: 5 + 1 = 6; or 7, or 8, st.c (ATE) 10
    // (kDirbaseWrite = 2). The orh at 10 misses the TLB: 2 clocks, the directory entry
    // read (2) and its A update (4), the code page's entry read (2): 21 (the line is
    // cached from before). ld.l at 21 walks (2 + 2 + 2, both A set) and misses the data
    // cache; the fill takes the bus from 27, and r6 comes 2 clocks after a hit's time
    // counted from the end of the walk: 28, r6 ready at 31. The adds waits for it: 32.
    // st.l at 32 walks (2 + 2 + 2, then 4 for the A of 0x41000's entry): 43, and its
    // miss is posted (bus 42-44). ld.l at 43 misses the line at 0x10020 (the bus free at
    // 44: 6 clocks) and issues: 50; its own miss fills in the background. br 51, its
    // slot 52: the bare machine's halt.
    auto result = test::run_command(xp860_command() + " run --json " + built("roms/tests/paging"));
    REQUIRE_MESSAGE(result.status == 0, result.output);
    const nlohmann::json json = parsed(result);
    CHECK(json["halted"] == "self-branch");
    CHECK(json["pc"] == 65572);  // the br at 0x10024
    CHECK(json["cycles"] == 52);
    CHECK(json["instructions"] == 11);
    const nlohmann::json expected_memory = {{"tlb_misses", 3},  {"accessed_updates", 2}, {"instruction_fills", 2},
                                            {"data_fills", 2},  {"write_backs", 0},      {"uncached_reads", 0},
                                            {"bus_writes", 1}};
    for (const auto& [name, count] : expected_memory.items()) {
        CAPTURE(name);
        CHECK(json["memory"][name] == count);
    }
    CHECK(json["r"][4] == 69633);  // r4 dirbase, r5, r6, r7
    CHECK(json["r"][5] == 262144);
    CHECK(json["r"][6] == 6);
    CHECK(json["r"][7] == 6);
    CHECK(json["dirbase"] == 69633);  // 0x11001
    // The core's model alone: 11 issues, the st.c dirbase's extra clock, and the adds
    // waits 1 for the load.
    result = test::run_command(xp860_command() + " run --json --ideal-memory " + built("roms/tests/paging"));
    CHECK(parsed(result)["cycles"] == 13);
}

TEST_CASE("xp860 run --rom boots a ROM image at reset; the console's output goes to stdout") {
    const std::string rom = built("roms/boot/user_mode.rom");
    const auto result = test::run_command(xp860_command() + " run --rom " + rom);
    REQUIRE_MESSAGE(result.status == 0, result.output);
    CHECK(result.output.starts_with("user\n" + rom + ": halted (self-branch) at 0xfff0"));
    CHECK(result.output.find("instructions 9428") != std::string::npos);  // derived in mmu.rom_boot
    const auto json = test::run_command(xp860_command() + " run --json --rom " + rom);
    CHECK(parsed(json)["console"] == "user\n");
    CHECK(parsed(json)["rom"] == rom);
}

TEST_CASE("xp860 rom-image makes the image the build makes, and rejects what is no boot ROM") {
    const auto work = test::make_temp_dir("xp860-rom");
    const auto image = (work / "user_mode.rom").string();
    auto result = test::run_command(xp860_command() + " rom-image -o " + image + " " + built("roms/boot/user_mode"));
    REQUIRE_MESSAGE(result.status == 0, result.output);
    CHECK(test::read_text_file(image) == test::read_text_file(built("roms/boot/user_mode.rom")));

    result = test::run_command(xp860_command() + " rom-image -o " + image + " " + example());
    CHECK(result.status == 1);
    CHECK(result.output == example() + ": section .text at 0x00010000..0x00010040 is outside the boot ROM "
                                       "(0xfff00000..0x100000000)\n");

    const auto source = (work / "noreset.s").string(), object = (work / "noreset.o").string(),
               program = (work / "noreset").string();
    std::ofstream(source) << "  nop\n";
    REQUIRE(test::run_command((test::tool_dir() / "xp860-as").string() + " -o " + object + " " + source).status == 0);
    REQUIRE(test::run_command((test::tool_dir() / "xp860-ld").string() + " -Ttext 0xfff00000 -o " + program + " " +
                              object).status == 0);
    result = test::run_command(xp860_command() + " rom-image " + program);
    CHECK(result.status == 1);
    CHECK(result.output == program + ": nothing at the reset vector 0xffffff00 (link the reset code there, e.g. "
                                     "--section-start .reset=0xffffff00)\n");
    std::filesystem::remove_all(work);
}

TEST_CASE("xp860 run rejects a ROM image of the wrong size, a missing one, and a run with nothing to run") {
    const auto work = test::make_temp_dir("xp860-rom");
    const auto small = (work / "small.rom").string();
    std::ofstream(small) << std::string(4096, '\xff');
    auto result = test::run_command(xp860_command() + " run --rom " + small);
    CHECK(result.status == 1);
    CHECK(result.output == small + ": ROM image of 4096 bytes: the boot ROM is exactly 1048576 bytes, "
                                   "0xfff00000-0xffffffff\n");
    result = test::run_command(xp860_command() + " run --rom " + (work / "absent.rom").string());
    CHECK(result.status == 1);
    CHECK(result.output == (work / "absent.rom").string() + ": cannot open: No such file or directory\n");
    result = test::run_command(xp860_command() + " run --json");
    CHECK(result.status == 1);
    CHECK(result.output.starts_with("xp860: no program given\n"));
    result = test::run_command(xp860_command() + " run --ram 3073 " + example());
    CHECK(result.status == 1);
    CHECK(result.output == "xp860: --ram: invalid value '3073' (a number from 1 to 3072)\n");
    std::filesystem::remove_all(work);
}

TEST_CASE("xp860 run --mesh boots the kernel on every node of a 4x4 machine") {
    const auto build = test::build_dir();
    const std::string command = xp860_command() + " run --mesh 4x4 --rom " + (build / "roms/boot/rom.rom").string() +
                                " --kernel " + (build / "kernel/kernel").string() + " ";
    const auto result = test::run_command(command + (build / "roms/examples/gather").string());
    REQUIRE_MESSAGE(result.status == 0, result.output);
    CHECK(result.output.starts_with("node 0: self-branch at 0x"));
    CHECK(result.output.find("  | xp860 kernel: node 0, profile osf1\n  | exit 120\n") != std::string::npos);
    CHECK(result.output.find("  | xp860 kernel: node 15, profile osf1\n  | exit 0\n") != std::string::npos);
    CHECK(result.output.find("machine: 16 nodes, ") != std::string::npos);
    // The same on two threads, to the cycle.
    const auto threaded = test::run_command(command + "--threads 2 " + (build / "roms/examples/gather").string());
    CHECK(threaded.output == result.output);
    const auto json = test::run_command(command + "--json --profile light " + (build / "roms/examples/gather").string());
    const nlohmann::json machine = parsed(json);
    CHECK(machine["mesh"] == "4x4");
    REQUIRE(machine["nodes"].size() == 16);
    CHECK(machine["nodes"][3]["node"] == 3);
    CHECK(machine["nodes"][3]["console"] == "xp860 kernel: node 3, profile light\nexit 0\n");
    // Node 0 gathers every node's number: it exits with 1 + 2 + ... + 15 = 120.
    CHECK(machine["nodes"][0]["console"] == "xp860 kernel: node 0, profile light\nexit 120\n");
    // The machine runs until its last node halts, in quanta: no node ends after it.
    for (const nlohmann::json& node : machine["nodes"]) {
        CHECK(node["halted"] == "self-branch");
        CHECK(node["cycles"].get<std::uint64_t>() <= machine["cycles"].get<std::uint64_t>());
    }
}

TEST_CASE("xp860 run --mesh rejects bad input with a message and status 1") {
    const struct {
        const char* args;
        const char* message;
    } cases[] = {
        {"--mesh 2y2", "xp860: --mesh: invalid value '2y2' (give WxH: W from 1 to 32768, H from 1 to 32768)\n"},
        {"--mesh 0x2", "xp860: --mesh: invalid value '0x2' (give WxH: W from 1 to 32768, H from 1 to 32768)\n"},
        {"--node 1=x", "xp860: --node, --kernel, --profile, --threads and --rank-times need --mesh\n"},
        {"--profile light x", "xp860: --node, --kernel, --profile, --threads and --rank-times need --mesh\n"},
        {"--threads 1 x", "xp860: --node, --kernel, --profile, --threads and --rank-times need --mesh\n"},
        {"--rank-times x", "xp860: --node, --kernel, --profile, --threads and --rank-times need --mesh\n"},
        {"--mesh 2x1 --node 5=x", "xp860: --node 5: the mesh has nodes 0 to 1\n"},
        {"--mesh 2x1 --node 1", "xp860: --node: invalid value '1' (give N=PROG)\n"},
        {"--mesh 2x1 --kernel k", "xp860: --kernel needs --rom, the ROM that enters it\n"},
        {"--mesh 2x1 --threads 0", "xp860: --threads: invalid value '0' (a number from 1 to 256)\n"},
    };
    for (const auto& c : cases) {
        CAPTURE(c.args);
        const auto result = test::run_command(xp860_command() + " run " + c.args);
        CHECK(result.status == 1);
        CHECK(result.output == c.message);
    }
}

TEST_CASE("xp860 --help lists each command on a line; help COMMAND and COMMAND --help give its options") {
    const auto top = test::run_command(xp860_command() + " --help");
    CHECK(top.status == 0);
    for (const char* command : {"run", "bench", "rom-image", "help"}) {
        CAPTURE(command);
        const std::string line = std::string("\n  ") + command + " ";
        CHECK(top.output.find(line) != std::string::npos);
    }
    CHECK(top.output.find("--max-cycles") == std::string::npos);  // a command's options are in its own help
    CHECK(test::run_command(xp860_command() + " help").output == top.output);

    const auto run_help = test::run_command(xp860_command() + " run --help");
    CHECK(run_help.status == 0);
    CHECK(run_help.output.find("Usage: xp860 run [OPTIONS] [PROG]") != std::string::npos);
    CHECK(run_help.output.find("--max-cycles N") != std::string::npos);
    CHECK(test::run_command(xp860_command() + " help run").output == run_help.output);
    CHECK(test::run_command(xp860_command() + " help bench").output ==
          test::run_command(xp860_command() + " bench --help").output);

    const auto unknown = test::run_command(xp860_command() + " help frob");
    CHECK(unknown.status == 1);
    CHECK(unknown.output == "xp860: no command named 'frob' (xp860 --help lists them)\n");
    const auto none = test::run_command(xp860_command());
    CHECK(none.status == 1);
    CHECK(none.output == "xp860: A subcommand is required (see 'xp860 --help')\n");
}

TEST_CASE("xp860 bench --program chooses the hand-written or the compiled benchmark; another is refused") {
    const auto bench = [](const std::string& program) {
        const auto result = test::run_command("(" + xp860_command() + " bench hrecv --trials 3 --json --program " +
                                              program + " 2>/dev/null)");
        REQUIRE_MESSAGE(result.status == 0, result.output);
        return parsed(result);
    };
    const nlohmann::json assembly = bench("asm"), compiled = bench("c");
    CHECK(assembly["program"] == "asm");
    CHECK(compiled["program"] == "c");
    CHECK(compiled["hrecv"]["trials"] == 3);
    // The kernel's phases are the same code in both; the handler is the program's own.
    CHECK(compiled["hrecv"]["phases"]["kernel_net_read"] == assembly["hrecv"]["phases"]["kernel_net_read"]);
    CHECK(compiled["hrecv"]["phases"]["handler"] > assembly["hrecv"]["phases"]["handler"]);
    const auto bad = test::run_command(xp860_command() + " bench --program fortran");
    CHECK(bad.status == 1);
    CHECK(bad.output.find("unknown program 'fortran' (asm or c)") != std::string::npos);
}
