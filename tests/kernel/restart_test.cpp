// Interrupts under the kernel land before any instruction of a user program, delay
// slots and dual-mode pairs included, and trap_entry's restart rule (kernel/trap.s
// restart_point, in both profiles) gives the program back as if nothing happened:
// the host arms the node's alarm again and again at varied delays while a loop of
// delayed branches, bla, annulled slots and pairs runs, and the loop's counts come
// out as the code says.
#include <doctest/doctest.h>

#include <array>
#include <set>

#include "cpu/control_registers.h"
#include "mmu/memory_map.h"
#include "tests/kernel/booted_machine.h"

using namespace xp860;

namespace {

// Each pass adds 1 to r10..r23 (r11 2, r12 3, r13 the bla loop's 4 slots); after 300
// passes the counts are stored at `counts` and the process exits.
const char* const kProgram = R"(
        .text
        .globl  _start, loop, sub
_start: mov     300,%r5
loop:   adds    1,%r10,%r10
        br      1f
        adds    2,%r11,%r11
        adds    100,%r11,%r11
1:      call    sub
        adds    3,%r12,%r12
        adds    -1,%r0,%r8
        or      3,%r0,%r9
        bla     %r8,%r9,2f
        nop
2:      bla     %r8,%r9,2b
        adds    1,%r13,%r13
        and     0,%r0,%r0
        bc.t    3f
        adds    1,%r14,%r14
        adds    100,%r14,%r14
3:      or      1,%r0,%r0
        bc.t    4f
        adds    100,%r15,%r15
        adds    1,%r15,%r15
4:      nop
        .align  8
        d.fnop
        adds    1,%r16,%r16
        d.fnop
        adds    1,%r17,%r17
        d.fnop
        br      5f
        d.fnop
        adds    1,%r18,%r18
        d.fnop
        adds    100,%r18,%r18
5:      fnop
        adds    1,%r19,%r19
        fnop
        adds    1,%r20,%r20
        adds    1,%r21,%r21
        adds    -1,%r5,%r5
        btne    %r5,%r0,loop
        orh     ha%counts,%r0,%r4
        or      l%counts,%r4,%r4
        st.l    %r10,0(%r4)
        st.l    %r11,4(%r4)
        st.l    %r12,8(%r4)
        st.l    %r13,12(%r4)
        st.l    %r14,16(%r4)
        st.l    %r15,20(%r4)
        st.l    %r16,24(%r4)
        st.l    %r17,28(%r4)
        st.l    %r18,32(%r4)
        st.l    %r19,36(%r4)
        st.l    %r20,40(%r4)
        st.l    %r21,44(%r4)
        st.l    %r22,48(%r4)
        st.l    %r23,52(%r4)
        mov     0,%r16
        call    _exit
        nop
        nop
sub:    adds    1,%r22,%r22
        bri     %r1
        adds    1,%r23,%r23
        .data
        .align  4
        .globl  counts
counts: .space  56
)";

}  // namespace

TEST_CASE("alarm interrupts on every kind of step of a user loop leave its counts as the code says, in both profiles") {
    const auto program = test::user_program(kProgram);
    const std::uint32_t counts = test::symbol(program, "counts");
    for (const auto profile : {kernel::Profile::Osf1, kernel::Profile::Light}) {
        CAPTURE(kernel::profile_name(profile));
        auto booted = test::boot_machine(1, 1, program, profile);
        network::Machine& machine = *booted.machine;
        network::Node& node = machine.node(0);
        std::set<std::uint32_t> interrupted;  // fir of each interrupt the user loop took
        int taken = 0, in_slots = 0;
        machine.subscribe([&](const network::MachineEvent& e) {
            if (e.kind != network::MachineEvent::Kind::TrapTaken || (e.value & 0x200) == 0) return;
            ++taken;
            interrupted.insert(e.address);
        });
        // Arm the alarm 1 to 97 cycles ahead (a new delay each time) whenever the
        // last one has been served and the process runs again, until it has exited
        // (armed while the kernel still runs, it would fire before the process's
        // first instruction every time: a restarted branch would never get past).
        std::uint32_t delay = 1;
        while (!machine.all_halted()) {
            REQUIRE(machine.cycle() < 20'000'000);
            // The kernel enables the network interface's line at boot: the alarm's too.
            std::array<std::uint8_t, 4> enable{};
            REQUIRE(node.interrupt_controller().read(4, enable, machine.cycle()));
            if ((enable[0] & (1u << mmu::kTimerLine)) == 0) {
                enable[0] |= 1u << mmu::kTimerLine;
                REQUIRE(node.interrupt_controller().write(4, enable, machine.cycle()));
            }
            std::array<std::uint8_t, 4> status{};
            REQUIRE(node.timer().read(0xc, status, machine.cycle()));
            std::array<std::uint8_t, 4> alarm{};
            REQUIRE(node.timer().read(0x8, alarm, machine.cycle()));
            const bool user = (node.core().state().psr & cpu::psr::kUserMode) != 0;
            if (user && status[0] == 0 && alarm == std::array<std::uint8_t, 4>{}) {
                delay = delay % 97 + 1;
                const std::array<std::uint8_t, 4> value{static_cast<std::uint8_t>(delay), 0, 0, 0};
                REQUIRE(node.timer().write(0x8, value, machine.cycle()));
            }
            machine.run_to(machine.cycle() + network::Machine::kQuantum);
        }
        INFO("console: " << test::console(booted, 0));
        const std::uint32_t expected[] = {300, 600, 900, 1200, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300};  // r10..r23
        for (std::uint32_t i = 0; i < 14; ++i) {
            CAPTURE(i);
            CHECK(test::user_word(booted, 0, counts + 4 * i) == expected[i]);
        }
        // Interrupts came before many steps of the loop, slots among them (the word
        // before fir a delayed branch: `br 1f`'s slot, `call`'s, the bla's).
        for (const std::uint32_t fir : interrupted)
            for (const char* slot_after : {"loop", "sub"})
                in_slots += fir == test::symbol(program, slot_after) + 8;
        CHECK(taken > 200);
        CHECK(interrupted.size() > 30u);
        CHECK(in_slots >= 1);
    }
}
