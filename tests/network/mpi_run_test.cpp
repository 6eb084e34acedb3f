// `mpirun -np N xp860 run --mesh ...`: a machine split across N ranks prints what one
// process prints, byte for byte (network/rank_exchange.h). Registered only where
// xp860 is built with MPI and mpirun exists (tests/network/CMakeLists.txt).
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "network/rank_exchange.h"
#include "tests/test_support.h"

using namespace xp860;

namespace {

std::string built(const char* path) { return (test::build_dir() / path).string(); }

// A machine's run, booted into the kernel; "" for one process, else through mpirun.
std::string machine_command(const std::string& launch, const std::string& mesh, const char* program,
                            const std::string& options = "--json") {
    return launch + (test::tool_dir() / "xp860").string() + " run --mesh " + mesh + " --rom " +
           built("roms/boot/rom.rom") + " --kernel " + built("kernel/kernel") + " " + options + " " + built(program);
}

std::string ranks(int count) { return std::string(XP860_MPIEXEC) + " --oversubscribe -np " + std::to_string(count) + " "; }

// stdout alone (mpirun's own notes go to stderr), and the exit status.
test::CommandResult run_stdout(const std::string& command) { return test::run_command(command + " 2>/dev/null"); }

}  // namespace

TEST_CASE("a machine's ranks are contiguous blocks of nodes, in rank order, sizes differing by at most one") {
    // 16 nodes over 3 ranks: 16 * r / 3 rounded down gives the boundaries 0, 5, 10, 16.
    CHECK(network::rank_block(16, 0, 3).first == 0);
    CHECK(network::rank_block(16, 0, 3).end == 5);
    CHECK(network::rank_block(16, 1, 3).first == 5);
    CHECK(network::rank_block(16, 1, 3).end == 10);
    CHECK(network::rank_block(16, 2, 3).first == 10);
    CHECK(network::rank_block(16, 2, 3).end == 16);
    // 4096 nodes over 2 ranks: the 64x64 machine's halves, rows 0-31 and 32-63.
    CHECK(network::rank_block(4096, 1, 2).first == 2048);
    CHECK(network::rank_block(4096, 1, 2).end == 4096);
}

TEST_CASE("the ring on 4x4 nodes prints the same JSON on 1, 2 and 3 ranks as in one process") {
    const test::CommandResult alone = run_stdout(machine_command("", "4x4", "roms/examples/ring"));
    REQUIRE_MESSAGE(alone.status == 0, alone.output);
    const nlohmann::json json = nlohmann::json::parse(alone.output);
    REQUIRE(json["nodes"].size() == 16);
    // Every node ran the ring to its end and stopped in the kernel's idle loop; the
    // ring's tokens cross every rank border (node 15's goes to node 0).
    for (const auto& node : json["nodes"]) CHECK(node["halted"] == "self-branch");
    // 3 ranks split the 16 nodes 5, 5, 6 (the case above): uneven blocks, and the
    // borders fall inside rows (node 5 is row 1's second node, node 10 row 2's third).
    for (int count : {1, 2, 3}) {
        CAPTURE(count);
        const test::CommandResult split = run_stdout(machine_command(ranks(count), "4x4", "roms/examples/ring"));
        CHECK(split.status == 0);
        CHECK(split.output == alone.output);
    }
}

TEST_CASE("the text report is the same on 3 ranks as in one process") {
    const test::CommandResult alone = run_stdout(machine_command("", "3x2", "roms/examples/flood", ""));
    REQUIRE_MESSAGE(alone.status == 0, alone.output);
    CHECK(alone.output.find("  | exit 45\nnode 1: ") != std::string::npos);  // node 0's, as below
    CHECK(alone.output.find("machine: 6 nodes") != std::string::npos);
    const test::CommandResult split = run_stdout(machine_command(ranks(3), "3x2", "roms/examples/flood", ""));
    CHECK(split.status == 0);
    CHECK(split.output == alone.output);
}

TEST_CASE("back-pressure across ranks: the same on 2 and 3 ranks as in one process") {
    // flood: nodes 1 to 5 each send 3 messages of 4096 bytes to node 0. A packet is
    // then 16 + 4096 = 4112 bytes (timing.def kMeshHeaderBytes), and node 0's receive
    // buffer holds 8192 (kNetworkInterfaceReceiveBytes): one such packet at a time, so
    // the mesh holds the others back until node 0 makes room, and the free bytes each
    // rank reports at a boundary decide when.
    const test::CommandResult alone = run_stdout(machine_command("", "3x2", "roms/examples/flood"));
    REQUIRE_MESSAGE(alone.status == 0, alone.output);
    const nlohmann::json json = nlohmann::json::parse(alone.output);
    // Node 0 exits with the sum of the messages' first words, each sender's number
    // three times: 3 * (1 + 2 + 3 + 4 + 5) = 45; nodes 1 to 4 with the number node
    // k + 1 sent them behind its flood, node 5 with 0. Those small messages wait on
    // links the flood's worms hold, so every rank's mesh must see node 0's free bytes
    // as they were (the test fails when a rank is told half of them).
    CHECK(json["nodes"][0]["console"] == "xp860 kernel: node 0, profile osf1\nexit 45\n");
    for (int node = 1; node < 6; ++node)
        CHECK(json["nodes"][node]["console"] == "xp860 kernel: node " + std::to_string(node) +
                                                   ", profile osf1\nexit " + std::to_string(node < 5 ? node + 1 : 0) +
                                                   "\n");
    for (int count : {2, 3}) {
        CAPTURE(count);
        const test::CommandResult split = run_stdout(machine_command(ranks(count), "3x2", "roms/examples/flood"));
        CHECK(split.status == 0);
        CHECK(split.output == alone.output);
    }
}

TEST_CASE("more ranks than nodes, or one node on several ranks, is refused with a reason") {
    const test::CommandResult many = test::run_command(machine_command(ranks(3), "2x1", "roms/examples/ring"));
    CHECK(many.status != 0);
    CHECK_MESSAGE(many.output.find("xp860: --mesh: 3 ranks for 2 nodes: each rank needs at least one node") !=
                      std::string::npos,
                  many.output);
    const test::CommandResult one =
        test::run_command(ranks(2) + (test::tool_dir() / "xp860").string() + " run " + built("roms/examples/sum"));
    CHECK(one.status != 0);
    CHECK_MESSAGE(one.output.find("xp860: started as 2 ranks: only a machine (--mesh) is split across ranks") !=
                      std::string::npos,
                  one.output);
}

// Both ranks fail, but the first to abort may end the other before it prints (the
// sanitized build shows that race): at least one says why, naming its rank, and the
// run ends (the test's timeout catches a hang).
TEST_CASE("a failure on the ranks ends them all, saying why and on which rank") {
    const std::string missing = (test::build_dir() / "no-such-program").string();
    const test::CommandResult result = test::run_command(ranks(2) + (test::tool_dir() / "xp860").string() +
                                                         " run --mesh 2x1 --rom " + built("roms/boot/rom.rom") +
                                                         " --kernel " + built("kernel/kernel") + " " + missing);
    CHECK(result.status != 0);
    const auto said = [&](const char* rank) {
        return result.output.find(missing + ": cannot open: No such file or directory " + rank) != std::string::npos;
    };
    CHECK_MESSAGE((said("(rank 0 of 2)") || said("(rank 1 of 2)")), result.output);
}
