// The kernel booted from the ROM on 1, 2 and 16 nodes: its banner, its system
// calls, how a node ends, and processes exchanging messages on many nodes.
#include <doctest/doctest.h>

#include <utility>
#include <vector>

#include "tests/kernel/booted_machine.h"
#include "tests/kernel/ring_model.h"

using namespace xp860;

TEST_CASE("the kernel boots on one node, runs its process in user mode and halts on exit") {
    auto booted = test::boot_machine(1, 1, test::user_program(R"(
        .text
        .globl _start
_start: ld.c    %psr,%r4            # user mode: psr.U is set
        and     0x40,%r4,%r16
        call    _exit
        nop
)"));
    REQUIRE(booted.machine->run(2'000'000));
    CHECK(test::console(booted, 0) == "xp860 kernel: node 0, profile osf1\nexit 64\n");
    const auto& halt = *booted.machine->halt(0);
    CHECK(halt.halt == network::RunResult::Halt::SelfBranch);
    CHECK(halt.pc == booted.kernel->symbol("node_halted"));
}
TEST_CASE("the kernel boots on two nodes and runs the seed's benchmark on them") {
    auto booted = test::boot_machine(2, 1, test::benchmark_program());
    REQUIRE(booted.machine->run(50'000'000));
    CHECK(test::console(booted, 0) == "xp860 kernel: node 0, profile osf1\ndone\nexit 0\n");
    CHECK(test::console(booted, 1) == "xp860 kernel: node 1, profile osf1\ndone\nexit 0\n");
}

TEST_CASE("the kernel boots on 16 nodes of a 4x4 mesh, and node 0 gathers a message from each") {
    auto booted = test::boot_machine(4, 4, test::built_program("roms/examples/gather"));
    REQUIRE(booted.machine->run(20'000'000));
    CHECK(test::console(booted, 0) == "xp860 kernel: node 0, profile osf1\nexit 120\n");  // 1 + ... + 15
    for (network::NodeId n = 1; n < 16; ++n)
        CHECK(test::console(booted, n) == "xp860 kernel: node " + std::to_string(n) + ", profile osf1\nexit 0\n");
}

TEST_CASE("a token ring on 3 and 16 nodes: every node takes its predecessor's 100 values, on one or two threads") {
    for (const auto& [width, height] : {std::pair{3u, 1u}, std::pair{4u, 4u}}) {
        CAPTURE(width);
        const std::vector<std::uint32_t> expected = test::ring_exits(width * height);
        std::uint64_t cycles = 0;
        for (const unsigned threads : {1u, 2u}) {
            auto booted = test::boot_machine(width, height, test::built_program("roms/examples/ring"),
                                             kernel::Profile::Osf1, threads);
            REQUIRE(booted.machine->run(50'000'000));
            for (network::NodeId n = 0; n < width * height; ++n)
                CHECK(test::console(booted, n) == "xp860 kernel: node " + std::to_string(n) + ", profile osf1\nexit " +
                                                      std::to_string(expected[n]) + "\n");
            if (threads == 1) cycles = booted.machine->cycle();
            else CHECK(booted.machine->cycle() == cycles);
        }
    }
}
