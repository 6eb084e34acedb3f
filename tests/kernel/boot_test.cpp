// The kernel booted from the ROM on 1, 2 and 16 nodes: its banner, its system
// calls, and how a node ends.
#include <doctest/doctest.h>

#include <cstring>

#include "kernel/interrupt_phases.h"
#include "tests/kernel/booted_machine.h"

using namespace xp860;

TEST_CASE("the kernel boots on one node, runs its process in user mode and halts on exit") {
    auto booted = test::boot_machine(1, 1, test::user_program(R"(
        .text
        .globl _start
_start: ld.c    %psr,%r4            # user mode: psr.U is set
        and     0x40,%r4,%r16
        call    exit
        nop
)"));
    REQUIRE(booted.machine->run(2'000'000));
    CHECK(test::console(booted, 0) == "xp860 kernel: node 0, profile osf1\nexit 64\n");
    const auto& halt = *booted.machine->halt(0);
    CHECK(halt.halt == network::RunResult::Halt::SelfBranch);
    CHECK(halt.pc == booted.kernel->symbol("node_halted"));
}
TEST_CASE("the seed's benchmark runs on two nodes") {
    auto booted = test::boot_machine(2, 1, test::benchmark_program());
    const bool done = booted.machine->run(50'000'000);
    MESSAGE("node 0: " << test::console(booted, 0));
    MESSAGE("node 1: " << test::console(booted, 1));
    MESSAGE("cycles " << booted.machine->cycle());
    CHECK(done);
    const auto program = test::benchmark_program();
    auto read_double = [&](std::uint32_t address) {
        const auto bytes = booted.machine->node(1).memory().bytes(0x00400000 + (address - 0x40000000), 8);
        double d; std::memcpy(&d, bytes.data(), 8); return d;
    };
    for (const auto& sym : program.symbols) {
        if (sym.name == "stamps") {
            std::string line;
            for (int i = 0; i < 120; ++i) line += std::to_string(static_cast<long long>(read_double(sym.value + 8 * i) * 50e6 + 0.5)) + " ";
            MESSAGE("stamps " << line);
        }
        if (sym.name == "mean_cost") MESSAGE("mean " << read_double(sym.value) * 1e6 << " us");
        if (sym.name == "results") for (int i = 0; i < 10; ++i) MESSAGE("cost " << read_double(sym.value + 32 * i) * 50e6 << " cycles, loop " << read_double(sym.value + 32 * i + 8) * 50e6 << " start " << read_double(sym.value + 32 * i+16) * 50e6 << " gap " << read_double(sym.value + 32 * i+24) * 50e6);
    }
}
TEST_CASE("debug phases") {
    auto booted = test::boot_machine(2, 1, test::benchmark_program());
    kernel::InterruptPhases phases(1);
    for (const auto& mark : kernel::phase_marks(*booted.kernel))
        booted.machine->mark_phase(1, mark.address, static_cast<std::uint32_t>(mark.phase));
    booted.machine->subscribe([&](const network::MachineEvent& e) { phases.observe(e); });
    booted.machine->run(50'000'000);
    for (const auto& r : phases.interrupts()) {
        std::string line;
        for (std::size_t p = 0; p < kernel::kPhaseCount; ++p)
            line += std::string(kernel::phase_name(static_cast<kernel::Phase>(p))) + "=" + std::to_string(r.cycles[p]) + " ";
        MESSAGE(r.taken << " total " << r.total() << " handler " << r.handler << " " << line);
    }
}
