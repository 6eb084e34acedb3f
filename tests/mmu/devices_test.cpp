// The node's devices on their own and from guest code: the time-stamp counter (read
// from user mode), the console, the interrupt controller with IN and ldint, the
// alarm that ends a run at its cycle, and bus errors where nothing answers. Cycle
// values are derived from cpu/timing.def in the comments (Modelled timing: every
// first fetch of a 32-byte line is an instruction-cache miss of kLineFill = 5).
#include <doctest/doctest.h>

#include <array>
#include <vector>

#include "cpu/control_registers.h"
#include "cpu/little_endian.h"
#include "mmu/console.h"
#include "mmu/event_scheduler.h"
#include "mmu/interrupt_controller.h"
#include "mmu/timer.h"
#include "tests/cpu/program_run.h"

using namespace xp860;
using network::RunResult;
namespace psr = cpu::psr;
using test::kModelled;
using test::kText;

namespace {

// A device that records the events delivered to it.
class Recorder final : public mmu::Device {
public:
    std::string_view name() const override { return "recorder"; }
    bool read(std::uint32_t, std::span<std::uint8_t>, std::uint64_t) override { return false; }
    bool write(std::uint32_t, std::span<const std::uint8_t>, std::uint64_t) override { return false; }
    void event(std::uint64_t cycle) override { delivered.push_back(cycle); }
    std::vector<std::uint64_t> delivered;
};

std::uint32_t read_register(mmu::Device& device, std::uint32_t offset, std::uint64_t cycle) {
    std::array<std::uint8_t, 4> bytes{};
    REQUIRE(device.read(offset, bytes, cycle));
    return cpu::load_little_endian(bytes);
}

bool write_register(mmu::Device& device, std::uint32_t offset, std::uint32_t value, std::uint64_t cycle) {
    std::array<std::uint8_t, 4> bytes{};
    cpu::store_little_endian(bytes, value);
    return device.write(offset, bytes, cycle);
}

}  // namespace

TEST_CASE("the event scheduler delivers events in cycle order, ties in scheduling order, and tells the hook") {
    mmu::EventScheduler events;
    Recorder a, b;
    std::vector<std::uint64_t> told;
    events.on_schedule([&](std::uint64_t cycle) { told.push_back(cycle); });
    events.schedule(a, 30);
    events.schedule(b, 10);
    events.schedule(a, 10);
    events.schedule(b, 50);
    CHECK(told == std::vector<std::uint64_t>{30, 10, 10, 50});
    CHECK(events.next_cycle() == std::optional<std::uint64_t>(10));
    events.run_due(9);
    CHECK(a.delivered.empty());
    events.run_due(30);
    CHECK(b.delivered == std::vector<std::uint64_t>{10});
    CHECK(a.delivered == std::vector<std::uint64_t>{10, 30});
    events.cancel(b);
    CHECK_FALSE(events.next_cycle().has_value());
}

TEST_CASE("the interrupt controller: lines, mask, software lines, the INT output and the ldint vector") {
    std::vector<bool> output;
    mmu::InterruptController controller([&](bool level) { output.push_back(level); });
    CHECK(controller.vector() == mmu::InterruptController::kSpuriousVector);
    controller.set_line(3, true);
    CHECK(read_register(controller, 0x0, 0) == 0x8u);  // PENDING
    CHECK(output.empty());                              // masked: INT stays low
    CHECK(write_register(controller, 0x4, 0x28, 0));    // ENABLE lines 3 and 5
    CHECK(output == std::vector<bool>{true});
    CHECK(controller.vector() == 3u);
    CHECK(write_register(controller, 0x8, 0x20, 0));    // SOFTWARE asserts line 5
    CHECK(read_register(controller, 0x0, 0) == 0x28u);
    controller.set_line(3, false);
    CHECK(controller.vector() == 5u);                   // still up: line 5
    CHECK(output == std::vector<bool>{true});
    CHECK(write_register(controller, 0x8, 0, 0));
    CHECK(output == std::vector<bool>{true, false});
    CHECK(read_register(controller, 0x4, 0) == 0x28u);
    CHECK(read_register(controller, 0x8, 0) == 0u);
    // No register at 0xc, PENDING is read-only, and registers are whole words.
    std::array<std::uint8_t, 2> half{};
    CHECK_FALSE(controller.read(0xc, std::span(half).first(2), 0));
    CHECK_FALSE(write_register(controller, 0x0, 1, 0));
    CHECK_FALSE(controller.read(0x4, half, 0));
}

TEST_CASE("the timer counts cycles, latches the high word, and fires its alarm through an event") {
    mmu::EventScheduler events;
    std::vector<bool> output;
    mmu::InterruptController controller([&](bool level) { output.push_back(level); });
    mmu::Timer timer(events, mmu::InterruptLine(controller, 1));
    CHECK(write_register(controller, 0x4, 0x2, 0));

    const std::uint64_t cycle = 0x0000000512345678ull;
    CHECK(read_register(timer, 0x4, cycle) == 0u);  // nothing latched yet
    CHECK(read_register(timer, 0x0, cycle) == 0x12345678u);
    CHECK(read_register(timer, 0x4, cycle + 0x100000000ull) == 5u);  // the high word of the COUNT_LO read
    std::array<std::uint8_t, 8> whole{};
    CHECK(timer.read(0x0, whole, cycle));
    CHECK(whole == std::array<std::uint8_t, 8>{0x78, 0x56, 0x34, 0x12, 0x05, 0, 0, 0});
    CHECK_FALSE(write_register(timer, 0x0, 0, cycle));  // the count is read-only

    CHECK(write_register(timer, 0x8, 100, 1000));
    CHECK(events.next_cycle() == std::optional<std::uint64_t>(1100));
    CHECK(read_register(timer, 0x8, 1040) == 60u);
    CHECK(write_register(timer, 0x8, 50, 1040));  // re-arming replaces the event
    CHECK(events.next_cycle() == std::optional<std::uint64_t>(1090));
    events.run_due(1089);
    CHECK(output.empty());
    events.run_due(1090);
    CHECK(output == std::vector<bool>{true});
    CHECK(read_register(timer, 0xc, 1090) == 1u);
    CHECK(read_register(timer, 0x8, 1091) == 0u);  // fired: not armed
    CHECK(write_register(timer, 0xc, 1, 1095));
    CHECK(output == std::vector<bool>{true, false});
    CHECK(read_register(timer, 0xc, 1095) == 0u);
    CHECK(write_register(timer, 0x8, 0, 1100));  // disarmed: nothing scheduled
    CHECK_FALSE(events.next_cycle().has_value());
}

TEST_CASE("guest code reads the time-stamp counter in user mode, whole or a word at a time") {
    // bri into user mode at `user`, then COUNT_LO, COUNT_HI and the whole count.
    const test::ProgramRun run = test::run_program(
        "  ld.c %psr,%r4\n  or 0x180,%r4,%r4\n  st.c %r4,%psr\n"  // PU and IT: bri returns to user
        "  orh h%user,%r0,%r5\n  or l%user,%r5,%r5\n  bri %r5\n  nop\n"
        "user: orh 0xf000,%r0,%r6\n"
        "  ld.l 0(%r6),%r7\n  ld.l 4(%r6),%r8\n  fld.d 0(%r6),%f2\n  trap %r0,%r0,%r0\n",
        kModelled);
    REQUIRE(run.result.halt == RunResult::Halt::UnhandledTrap);
    CHECK(run.result.trap_bits == psr::kInstructionTrap);
    CHECK((run.state.psr & psr::kPreviousUserMode) != 0);  // the reads ran in user mode
    // Cycle 0: the line at 0x10000 misses (5) and the ld.c issues: 6. Then or 7, st.c
    // psr 9 (kPsrWrite = 2), orh 10, or 11, bri 12, nop 13, orh (user) 14. The first
    // ld.l, at 0x10020, misses its line: the bus is free, so its device cycle starts at
    // 14 + 5 = 19 and lasts kDeviceAccess = 2: COUNT_LO = 19 (kTimerTicksPerCycle = 1);
    // the ld.l ends at 20. The second ld.l freezes until the bus is free at 21
    // (COUNT_HI as latched: 0) and ends at 22; fld.d waits for the bus until 23: the
    // count is 23, and it ends at 24. The trap: 24 + 1 + kTrapEntry (3) = 28.
    CHECK(run.state.r[7] == 19u);
    CHECK(run.state.r[8] == 0u);
    CHECK(run.state.f[2] == 23u);
    CHECK(run.state.f[3] == 0u);
    CHECK(run.state.cycles == 28u);
    CHECK(run.statistics.uncached_reads == 3u);
}

TEST_CASE("guest code writes the console and reads its status; other registers are bus errors") {
    const test::ProgramRun run = test::run_program(
        "  orh 0xf000,%r0,%r4\n  or 0x1000,%r4,%r4\n"
        "  mov 0x68,%r5\n  st.b %r5,0(%r4)\n  mov 0x69,%r5\n  st.b %r5,0(%r4)\n"
        "  mov 10,%r5\n  st.l %r5,0(%r4)\n"  // a word store writes its low byte
        "  ld.l 4(%r4),%r6\n"
        "  st.s %r5,2(%r4)\n",  // no register at offset 2: a bus error
        kModelled);
    CHECK(run.console == "hi\n");
    CHECK(run.state.r[6] == 1u);
    REQUIRE(run.result.halt == RunResult::Halt::UnhandledTrap);
    CHECK(run.result.trap_bits == psr::kDataAccessTrap);
    CHECK(run.state.fir == kText + 36);
    CHECK(run.state.bear == 0xf0001002u);
    CHECK((run.state.epsr & cpu::epsr::kBusErrorFlag) != 0);
}

TEST_CASE("guest code drives the interrupt controller: PENDING, ENABLE, SOFTWARE, ldint and epsr.INT") {
    const test::ProgramRun run = test::run_to_breakpoint(
        "  orh 0xf000,%r0,%r4\n  or 0x2000,%r4,%r4\n"
        "  ldint.l %r0,%r5\n"                          // nothing pending: -1
        "  orh 0x8000,%r0,%r6\n  or 0x20,%r6,%r6\n"   // lines 31 and 5
        "  st.l %r6,8(%r4)\n"                          // SOFTWARE
        "  ld.l 0(%r4),%r7\n"                          // PENDING
        "  ldint.l %r0,%r8\n"                          // none enabled: -1
        "  orh 0x8000,%r0,%r9\n  st.l %r9,4(%r4)\n"   // ENABLE line 31
        "  ldint.b %r0,%r10\n"                         // 31
        "  st.l %r6,4(%r4)\n  ldint.s %r0,%r11\n"     // both: the lower, 5
        "  ld.c %epsr,%r12\n"                          // INT is up (IM is off: no trap)
        "  st.l %r0,8(%r4)\n  ld.c %epsr,%r13\n");    // and down again
    CHECK(run.state.r[5] == 0xffffffffu);
    CHECK(run.state.r[7] == 0x80000020u);
    CHECK(run.state.r[8] == 0xffffffffu);
    CHECK(run.state.r[10] == 31u);
    CHECK(run.state.r[11] == 5u);
    CHECK((run.state.r[12] & cpu::epsr::kInterruptPin) != 0);
    CHECK((run.state.r[13] & cpu::epsr::kInterruptPin) == 0);
}

TEST_CASE("a software interrupt line raises IN before the next instruction once IM is set") {
    const test::ProgramRun run = test::run_program(
        "  orh 0xf000,%r0,%r4\n  or 0x2000,%r4,%r4\n"
        "  mov 1,%r5\n  st.l %r5,4(%r4)\n"                            // ENABLE line 0
        "  ld.c %psr,%r6\n  or 0x10,%r6,%r6\n  st.c %r6,%psr\n"      // IM
        "  st.l %r5,8(%r4)\n"                                         // SOFTWARE line 0: INT
        "  mov 7,%r7\n",
        kModelled);
    REQUIRE(run.result.halt == RunResult::Halt::UnhandledTrap);
    CHECK(run.result.trap_bits == psr::kInterrupt);
    CHECK(run.state.fir == kText + 32);  // the mov, not run
    CHECK(run.state.r[7] == 0u);
    CHECK((run.state.psr & (psr::kInterruptMode | psr::kPreviousInterruptMode)) == psr::kPreviousInterruptMode);
}

TEST_CASE("the alarm ends the run at its cycle and interrupts a br . loop") {
    auto node = test::node_with_program(
        "  orh 0xf000,%r0,%r4\n"                                       // the timer
        "  orh 0xf000,%r0,%r5\n  or 0x2000,%r5,%r5\n"                 // the interrupt controller
        "  mov 2,%r6\n  st.l %r6,4(%r5)\n"                            // ENABLE line 1, the timer's
        "  ld.c %psr,%r7\n  or 0x10,%r7,%r7\n  st.c %r7,%psr\n"      // IM
        "  mov 40,%r8\n  st.l %r8,8(%r4)\n"                           // ALARM in 40 ticks
        "  br .\n  nop\n",
        kModelled);
    const test::ProgramRun run = test::finish(*node);
    // Each instruction's end: the first misses its line (5) and issues, 6; orh 7, or 8,
    // mov 9, st.l 10 (ENABLE: a posted device write in the bus cycle 9-11), ld.c 11,
    // or 12, st.c psr 14 (kPsrWrite = 2). The mov at 0x10020 misses: 14 + 5 + 1 = 20.
    // The st.l at 20 writes ALARM in the bus cycle starting at 20 (the fill ended at
    // 19): the alarm is due at 60. The br . loop runs from 21: br at odd cycles, its
    // slot at even ones, and the run ends at 60 after the br that starts at 59. The
    // event raises line 1, INT, and the interrupt is taken before the slot (kText +
    // 44; interrupts are taken in delay slots, TF S16): kInterruptRecognition (1) and
    // kTrapEntry (3), 64.
    REQUIRE(run.result.halt == RunResult::Halt::UnhandledTrap);
    CHECK(run.result.trap_bits == psr::kInterrupt);
    CHECK(run.state.fir == kText + 44);
    CHECK(run.state.cycles == 64u);
    CHECK(node->interrupt_controller().vector() == mmu::kTimerLine);
    CHECK_FALSE(node->events().next_cycle().has_value());  // delivered
}

TEST_CASE("bus errors where nothing answers: DAT or IAT with bear and epsr.BEF") {
    struct Case {
        const char* code;
        std::uint32_t trap, fir_offset, bear;
    };
    const Case cases[] = {
        {"  orh 0x10,%r0,%r4\n  ld.l 0(%r4),%r5\n", psr::kDataAccessTrap, 4, 0x00100000},   // past 1 MB of RAM
        {"  orh 0xe000,%r0,%r4\n  bri %r4\n  nop\n", psr::kInstructionAccessTrap, 0, 0xe0000000},  // fetch: fir is there
        {"  orh 0xffff,%r0,%r4\n  st.l %r0,0(%r4)\n", psr::kDataAccessTrap, 4, 0xffff0000},  // no ROM on a bare node
        {"  orh 0xf000,%r0,%r4\n  st.l %r0,0(%r4)\n", psr::kDataAccessTrap, 4, 0xf0000000},  // the count is read-only
        {"  orh 0xf001,%r0,%r4\n  ld.l 0(%r4),%r5\n", psr::kDataAccessTrap, 4, 0xf0010000},  // the empty slot
        // A page directory beyond RAM: the fetch after st.c walks into a bus error.
        {"  orh 0x80,%r0,%r4\n  or 1,%r4,%r4\n  st.c %r4,%dirbase\n  nop\n", psr::kInstructionAccessTrap, 12,
         0x00800000},
    };
    for (const Case& c : cases) {
        INFO(c.code);
        const test::ProgramRun run = test::run_program(c.code, kModelled);
        REQUIRE(run.result.halt == RunResult::Halt::UnhandledTrap);
        CHECK(run.result.trap_bits == c.trap);
        CHECK(run.state.fir == (c.trap == psr::kInstructionAccessTrap && c.fir_offset == 0 ? c.bear
                                                                                            : kText + c.fir_offset));
        CHECK(run.state.bear == c.bear);
        CHECK((run.state.epsr & cpu::epsr::kBusErrorFlag) != 0);
        CHECK(run.statistics.bus_errors == 1u);
    }
    // The first case's cycles: the miss and the orh, 6; the ld.l's bus cycle gets no
    // answer in kBusErrorResponse = 2: 6 + 1 + 2, then trap entry (3): 12.
    CHECK(test::run_program(cases[0].code, kModelled).state.cycles == 12u);
}
