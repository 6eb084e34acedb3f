// The machine's threads change nothing. A round is shared among the threads only
// while 16 nodes per thread are running (Machine::run_nodes): 36 nodes share rounds
// on two threads until the first halts at the end, never on three; the gather's
// nodes mostly halt early, leaving the rest to the calling thread. Each gives the same
// event stream, cycle counts and output, event by event, as on one thread.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "tests/kernel/booted_machine.h"
#include "tests/kernel/ring_model.h"

using namespace xp860;

namespace {

// What a run leaves that anyone can see: every event, and each node's halt, cycle
// count and console.
struct Outcome {
    std::vector<network::MachineEvent> events;
    std::vector<std::uint64_t> cycles;
    std::vector<std::uint32_t> halt_pcs;
    std::vector<std::string> consoles;
    std::uint64_t machine_cycle = 0;
};

Outcome run_booted(std::uint32_t side, const std::string& program, unsigned threads) {
    auto booted = test::boot_machine(side, side, test::built_program(program), kernel::Profile::Osf1, threads);
    Outcome outcome;
    booted.machine->subscribe([&](const network::MachineEvent& event) { outcome.events.push_back(event); });
    REQUIRE(booted.machine->run(50'000'000));
    for (network::NodeId n = 0; n < booted.machine->node_count(); ++n) {
        outcome.cycles.push_back(booted.machine->node(n).core().state().cycles);
        outcome.halt_pcs.push_back(booted.machine->halt(n)->pc);
        outcome.consoles.push_back(test::console(booted, n));
    }
    outcome.machine_cycle = booted.machine->cycle();
    return outcome;
}

void check_same(const Outcome& one, const Outcome& other) {
    CHECK(other.machine_cycle == one.machine_cycle);
    CHECK(other.cycles == one.cycles);
    CHECK(other.halt_pcs == one.halt_pcs);
    CHECK(other.consoles == one.consoles);
    REQUIRE(other.events.size() == one.events.size());
    for (std::size_t i = 0; i < one.events.size(); ++i) {
        CAPTURE(i);
        CHECK(other.events[i] == one.events[i]);
    }
}

std::string banner(network::NodeId n) { return "xp860 kernel: node " + std::to_string(n) + ", profile osf1\n"; }

}  // namespace

TEST_CASE("a ring of 36 nodes: the same on one, two (rounds shared) and three threads (rounds not shared)") {
    const Outcome one = run_booted(6, "roms/examples/ring", 1);
    // The exits, from the ring's arithmetic done on the host (tests/kernel/ring_model.h).
    const std::vector<std::uint32_t> exits = test::ring_exits(36);
    for (network::NodeId n = 0; n < 36; ++n)
        CHECK(one.consoles[n] == banner(n) + "exit " + std::to_string(exits[n]) + "\n");
    for (const unsigned threads : {2u, 3u}) {
        CAPTURE(threads);
        check_same(one, run_booted(6, "roms/examples/ring", threads));
    }
}

TEST_CASE("a gather on 36 nodes (most halt early, and the rest run on the calling thread): the same on two threads") {
    const Outcome one = run_booted(6, "roms/examples/gather", 1);
    CHECK(one.consoles[0] == banner(0) + "exit 630\n");  // 1 + 2 + ... + 35, the others' node numbers
    for (network::NodeId n = 1; n < 36; ++n) CHECK(one.consoles[n] == banner(n) + "exit 0\n");
    check_same(one, run_booted(6, "roms/examples/gather", 2));
}
