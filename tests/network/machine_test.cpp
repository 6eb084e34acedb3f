// The machine of nodes on the mesh, with bare nodes driving their network
// interfaces directly (docs/network-interface.md): latency to the cycle, arrival
// interrupts, contention, back-pressure, an all-to-all exchange, bad input, and the
// same results on one or two host threads.
#include <doctest/doctest.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "cpu/little_endian.h"
#include "frontend/program_loader.h"
#include "network/machine.h"
#include "toolchain/assembler.h"
#include "toolchain/linker.h"

using namespace xp860;
using network::Machine;
using network::MachineEvent;

namespace {

toolchain::ObjectFile program(const std::string& source) {
    const auto object = toolchain::assemble(source, "node.s", {.intel_syntax = false, .xp = true});
    return toolchain::link({{"node.o", object}}, {});
}

// A machine of bare nodes (no ROM: each starts at its program's entry point,
// supervisor mode, paging and interrupts off) that records its event stream.
struct TestMachine {
    std::unique_ptr<Machine> machine;
    std::vector<MachineEvent> events;

    TestMachine(std::uint32_t width, std::uint32_t height, unsigned threads = 1,
                mmu::MemoryTiming timing = mmu::MemoryTiming::Modelled, bool skip_idle = true) {
        network::MachineConfig config;
        config.skip_idle = skip_idle;
        config.width = width;
        config.height = height;
        config.ram_bytes = 1u << 20;
        config.threads = threads;
        config.timing = timing;
        machine = std::make_unique<Machine>(config);
        machine->subscribe([this](const MachineEvent& e) { events.push_back(e); });
    }
    // Loads and starts `source` on `node`; returns the address of its `buffer`, if any.
    std::uint32_t load(network::NodeId node, const std::string& source) {
        const auto executable = program(source);
        frontend::load_program(machine->node(node), executable, "node" + std::to_string(node));
        const toolchain::Symbol* buffer = toolchain::find_symbol(executable, "buffer");
        return buffer != nullptr ? buffer->value : 0;
    }
    std::uint32_t word(network::NodeId node, std::uint32_t address) {
        return cpu::load_little_endian(machine->node(node).memory().bytes(address, 4));
    }
    std::vector<MachineEvent> of(MachineEvent::Kind kind) const {
        std::vector<MachineEvent> found;
        for (const auto& e : events)
            if (e.kind == kind) found.push_back(e);
        return found;
    }
    const cpu::CpuState& state(network::NodeId node) { return machine->node(node).core().state(); }
};

// r4 = the network interface; sends a message of `bytes` (from `body`) of type 7
// to node r8, waits until the interface has read it, leaves SEND_STATUS in r6.
const std::string kSend =
    "  orh 0xf001,%r0,%r4\n"
    "  st.l %r8,0x10(%r4)\n  mov 7,%r5\n  st.l %r5,0x14(%r4)\n  st.l %r0,0x18(%r4)\n"
    "  st.l %r9,0x1c(%r4)\n  orh h%body,%r0,%r5\n  or l%body,%r5,%r5\n  st.l %r5,0x20(%r4)\n"
    "  st.l %r0,0x24(%r4)\n"
    "1: ld.l 0x28(%r4),%r6\n  xor 1,%r6,%r7\n  bte %r7,%r0,1b\n";

const std::string kHalt = "  br .\n  nop\n";

// Polls until a message waits, takes its body to `buffer`, and leaves its source,
// type and size in r10, r11, r12.
const std::string kReceive =
    "  orh 0xf001,%r0,%r4\n"
    "2: ld.l 0x40(%r4),%r5\n  bte %r5,%r0,2b\n"
    "  ld.l 0x44(%r4),%r10\n  ld.l 0x48(%r4),%r11\n  ld.l 0x50(%r4),%r12\n"
    "  orh h%buffer,%r0,%r5\n  or l%buffer,%r5,%r5\n  st.l %r5,0x54(%r4)\n  st.l %r0,0x58(%r4)\n"
    "3: ld.l 0x5c(%r4),%r5\n  btne %r5,%r0,3b\n";

std::string data(std::uint32_t body_words) {
    std::string text = "  .data\n  .align 32\nbody:";
    for (std::uint32_t i = 0; i < body_words; ++i) text += std::string(i ? "," : " .long ") + std::to_string(0x100 + i);
    if (body_words == 0) text += " .long 0";
    return text + "\n  .align 32\nbuffer: .space 4096\n";
}

}  // namespace

TEST_CASE("a message's latency across k hops is the mesh's formula, to the cycle") {
    // On a 5x3 mesh, node 0 sends to nodes 1 (1 hop), 4 (4 hops in X) and 14 (4 + 2),
    // each alone, with bodies of 0, 8 and 100 bytes.
    struct Case {
        network::NodeId to;
        std::uint32_t hops, bytes;
    };
    for (const Case c : {Case{1, 1, 0}, Case{4, 4, 8}, Case{14, 6, 100}}) {
        CAPTURE(c.to);
        TestMachine t(5, 3);
        t.load(0, "  mov " + std::to_string(c.to) + ",%r8\n  mov " + std::to_string(c.bytes) + ",%r9\n" + kSend + kHalt +
                      data(c.bytes / 4 + 1));
        for (network::NodeId n = 1; n < 15; ++n) t.load(n, kHalt);
        const std::uint32_t buffer = t.load(c.to, kReceive + kHalt + data(0));
        REQUIRE(t.machine->run(100'000));
        const auto injected = t.of(MachineEvent::Kind::MessageInjected);
        const auto delivered = t.of(MachineEvent::Kind::MessageDelivered);
        REQUIRE(injected.size() == 1);
        REQUIRE(delivered.size() == 1);
        CHECK(delivered[0].node == c.to);
        CHECK(delivered[0].value == 0u);
        CHECK(delivered[0].cycle - injected[0].cycle == network::mesh_timing::tail_latency(c.hops, c.bytes));
        CHECK(t.state(c.to).r[10] == 0u);
        CHECK(t.state(c.to).r[11] == 7u);
        CHECK(t.state(c.to).r[12] == c.bytes);
        if (c.bytes > 0) {
            CHECK(t.word(c.to, buffer) == 0x100u);  // the body, moved by DMA
            CHECK(t.word(c.to, buffer + c.bytes - 4) == 0x100u + c.bytes / 4 - 1);
        }
    }
}

namespace {

// Node 0 sends an empty message to node 1, which turns interrupts on (controller
// line 0, CONTROL bit 0, psr.IM) and runs `nops` nops, each its own step boundary;
// no trap handler, so the arrival's trap ends its run.
void load_arrival_interrupt(TestMachine& t, int nops) {
    t.load(0, "  mov 1,%r8\n  mov 0,%r9\n" + kSend + kHalt + data(0));
    std::string receiver =
        "  orh 0xf000,%r0,%r4\n  or 0x2000,%r4,%r4\n  mov 1,%r5\n  st.l %r5,4(%r4)\n"
        "  orh 0xf001,%r0,%r4\n  st.l %r5,8(%r4)\n"
        "  ld.c %psr,%r5\n  or 0x10,%r5,%r5\n  st.c %r5,%psr\n";
    for (int i = 0; i < nops; ++i) receiver += "  nop\n";
    t.load(1, receiver + kHalt);
}

// Three nodes send 4096 bytes each to node 3, which waits `passes` loop passes
// first (and reads RECV_COUNT then into r13): its buffer holds one message at a
// time, the others wait in the mesh.
void load_back_pressure(TestMachine& t, int passes) {
    const std::string send = "  mov 3,%r8\n  mov 4096,%r9\n" + kSend + kHalt + data(1024);
    for (network::NodeId n = 0; n < 3; ++n) t.load(n, send);
    t.load(3, "  mov " + std::to_string(passes) + ",%r20\n4: adds -1,%r20,%r20\n  btne %r20,%r0,4b\n" +
                  "  orh 0xf001,%r0,%r4\n  ld.l 0x40(%r4),%r13\n" + kReceive + kReceive + kReceive + kHalt + data(0));
}

}  // namespace

TEST_CASE("an arrival raises the interrupt at its cycle: the next step boundary traps with IN") {
    TestMachine t(2, 1);
    load_arrival_interrupt(t, 400);
    REQUIRE(t.machine->run(100'000));
    const auto delivered = t.of(MachineEvent::Kind::MessageDelivered);
    const auto traps = t.of(MachineEvent::Kind::TrapTaken);
    REQUIRE(delivered.size() == 1);
    REQUIRE(traps.size() == 1);
    CHECK(traps[0].node == 1u);
    CHECK(traps[0].value == cpu::psr::kInterrupt);
    CHECK(traps[0].cycle == delivered[0].cycle);
    CHECK(t.machine->halt(1)->halt == network::RunResult::Halt::UnhandledTrap);
}

TEST_CASE("two messages on one link: the second waits for the first, as the mesh model says") {
    // On a 3x1 mesh nodes 0 and 1 both send 64 bytes to node 2 at once; both cross
    // the link 1 -> 2 and the ejection channel of node 2.
    TestMachine t(3, 1);
    const std::string send64 = "  mov 2,%r8\n  mov 64,%r9\n" + kSend + kHalt + data(16);
    t.load(0, send64);
    t.load(1, send64);
    t.load(2, kReceive + kReceive + kHalt + data(0));
    REQUIRE(t.machine->run(100'000));
    const auto injected = t.of(MachineEvent::Kind::MessageInjected);
    const auto delivered = t.of(MachineEvent::Kind::MessageDelivered);
    REQUIRE(injected.size() == 2);
    REQUIRE(delivered.size() == 2);
    // Both start in the same cycle; node 1's is one hop shorter and gets there first;
    // node 0's head reaches the shared link a router later, when node 1's packet holds
    // it, and follows once it has passed: its tail one packet time after the first's.
    CHECK(injected[0].cycle == injected[1].cycle);
    CHECK(delivered[0].value == 1u);
    CHECK(delivered[1].value == 0u);
    CHECK(delivered[0].cycle - injected[0].cycle == network::mesh_timing::tail_latency(1, 64));
    CHECK(delivered[1].cycle - delivered[0].cycle ==
          network::mesh_timing::serialization_cycles(network::mesh_timing::packet_bytes(64)));
    CHECK(t.state(2).r[10] == 0u);  // the second taken came from node 0
}

TEST_CASE("a full receive buffer holds messages back in the mesh; none is lost") {
    // Three nodes each send a 4096-byte message to node 3, which waits 3000 cycles
    // before taking any: its 8 KB buffer holds one at a time (4112 bytes with the
    // header), the others wait in the network, and all three arrive in the end.
    TestMachine t(4, 1);
    load_back_pressure(t, 1000);
    REQUIRE(t.machine->run(1'000'000));
    CHECK(t.state(3).r[13] == 1u);  // after the wait only one had come in
    const auto delivered = t.of(MachineEvent::Kind::MessageDelivered);
    REQUIRE(delivered.size() == 3);
    // The second and third were delivered only once the first was taken.
    CHECK(delivered[1].cycle > 3000u);
    CHECK(t.machine->network_interface(3).waiting() == 0u);
}

TEST_CASE("bad sends are refused with a status the program can read") {
    TestMachine t(2, 1);
    t.load(0,
           "  mov 9,%r8\n  mov 0,%r9\n" + kSend + "  mov %r6,%r20\n"        // no node 9 on a 2x1 mesh
           "  mov 1,%r8\n  mov 5000,%r9\n" + kSend + "  mov %r6,%r21\n"      // longer than 4096
           "  mov 1,%r8\n  mov 8,%r9\n  orh 0xf001,%r0,%r4\n  orh 0x4000,%r0,%r5\n  st.l %r5,0x20(%r4)\n"
           "  st.l %r8,0x10(%r4)\n  st.l %r9,0x1c(%r4)\n  st.l %r0,0x24(%r4)\n"
           "  ld.l 0x28(%r4),%r22\n" + kHalt + data(0));                     // a body at 1 GB, outside RAM
    t.load(1, kHalt);
    REQUIRE(t.machine->run(100'000));
    CHECK(t.state(0).r[20] == 2u);
    CHECK(t.state(0).r[21] == 3u);
    CHECK(t.state(0).r[22] == 4u);
    CHECK(t.of(MachineEvent::Kind::MessageInjected).empty());
}

namespace {

// Every node sends an 8-byte message (its own number, the destination's) to every
// other node, then takes the n - 1 messages it is sent: r20 counts them, r21 sums
// their sources, r22 counts bodies not addressed to it.
std::string all_to_all() {
    return "  orh 0xf001,%r0,%r4\n  ld.l 0(%r4),%r15\n  ld.l 4(%r4),%r16\n"
           "  and 0xffff,%r16,%r17\n  shr 16,%r16,%r18\n  mov 0,%r16\n"       // nodes = width * height
           "5: adds %r17,%r16,%r16\n  adds -1,%r18,%r18\n  btne %r18,%r0,5b\n"
           "  orh h%body,%r0,%r5\n  or l%body,%r5,%r5\n  st.l %r15,0(%r5)\n"
           "  mov 0,%r8\n"
           "6: bte %r8,%r15,7f\n  st.l %r8,4(%r5)\n  mov 8,%r9\n" + kSend + "  orh h%body,%r0,%r5\n  or l%body,%r5,%r5\n"
           "7: adds 1,%r8,%r8\n  btne %r8,%r16,6b\n"
           "  mov 0,%r20\n  mov 0,%r21\n  mov 0,%r22\n  adds -1,%r16,%r23\n"
           "8:" + kReceive + "  adds 1,%r20,%r20\n  adds %r10,%r21,%r21\n"
           "  orh h%buffer,%r0,%r5\n  or l%buffer,%r5,%r5\n  ld.l 4(%r5),%r24\n  bte %r24,%r15,9f\n  adds 1,%r22,%r22\n"
           "9: btne %r20,%r23,8b\n" + kHalt + data(2);
}

}  // namespace

TEST_CASE("all-to-all on a 4x4 mesh: every message delivered once, the same on one and two threads") {
    std::vector<std::vector<std::uint32_t>> registers[2];
    std::vector<MachineEvent> streams[2];
    for (const unsigned threads : {1u, 2u}) {
        TestMachine t(4, 4, threads);
        for (network::NodeId n = 0; n < 16; ++n) t.load(n, all_to_all());
        REQUIRE(t.machine->run(2'000'000));
        CHECK(t.of(MachineEvent::Kind::MessageDelivered).size() == 16u * 15u);
        for (network::NodeId n = 0; n < 16; ++n) {
            CAPTURE(n);
            CHECK(t.state(n).r[20] == 15u);
            CHECK(t.state(n).r[21] == 120u - n);  // 0 + 1 + ... + 15, less its own
            CHECK(t.state(n).r[22] == 0u);
            registers[threads - 1].push_back(
                {t.state(n).r.begin(), t.state(n).r.end()});
            registers[threads - 1].back().push_back(static_cast<std::uint32_t>(t.state(n).cycles));
        }
        streams[threads - 1] = t.events;
    }
    CHECK(registers[0] == registers[1]);
    CHECK(streams[0] == streams[1]);
}

namespace {

// How a test drives a machine to its end: the ways a person or a program may slice a run.
enum class Driving { OneRun, OddSlices, StepInCycleOrder, OneNodeAhead };

// Drives `t` until every node has halted (at most `limit` cycles), then on to `limit`,
// so that every event has been published whichever way it was driven.
void drive(TestMachine& t, Driving driving, std::uint64_t limit) {
    Machine& m = *t.machine;
    switch (driving) {
        case Driving::OneRun: m.run(limit); break;
        case Driving::OddSlices:  // 7 and 30 cycles: slices that end inside quanta of 14
            for (std::uint64_t slice = 7; !m.all_halted() && m.cycle() < limit; slice = slice == 7 ? 30 : 7)
                m.run_to(m.cycle() + slice);
            break;
        case Driving::StepInCycleOrder:
            while (const auto next = m.laggard()) m.step(*next);
            break;
        case Driving::OneNodeAhead:  // node 0 steps as far as the quantum lets it, then the rest follow a while
            while (!m.all_halted() && m.cycle() < limit) {
                for (int i = 0; i < 40 && m.step(0); ++i) {}
                m.run_to(m.cycle() + 5);
            }
            break;
    }
    m.run_to(limit);
}

struct Outcome {
    std::vector<MachineEvent> events;
    std::vector<std::vector<std::uint64_t>> nodes;  // r0..r31, pc, cycles, instructions, halt pc
    bool operator==(const Outcome&) const = default;
};

Outcome outcome_of(TestMachine& t) {
    Outcome outcome{t.events, {}};
    for (network::NodeId n = 0; n < t.machine->node_count(); ++n) {
        const cpu::CpuState& s = t.state(n);
        std::vector<std::uint64_t> values(s.r.begin(), s.r.end());
        values.insert(values.end(), {s.pc, s.cycles, s.instructions, t.machine->halted(n) ? t.machine->halt(n)->pc : 0u});
        outcome.nodes.push_back(values);
    }
    return outcome;
}

}  // namespace

// The quantum rule holds however the machine is driven: the nodes compute the same
// and the stream is the same, event for event, as one long run gives. The programs:
// the all-to-all exchange (messages both ways, contention), the full receive buffer
// (back-pressure, which the boundaries' free space decides) and an arrival interrupt.
TEST_CASE("one run, odd slices, node by node in cycle order, one node ahead: the same machine") {
    struct Setup {
        const char* name;
        std::uint32_t width, height;
        std::function<void(TestMachine&)> load;
    };
    const std::vector<Setup> setups = {
        {"all-to-all", 3, 2,
         [](TestMachine& t) {
             for (network::NodeId n = 0; n < 6; ++n) t.load(n, all_to_all());
         }},
        // Node 3 waits 1000 or 1006 loop passes before it takes anything; after the
        // longer wait a take's last transfer ends between the start of a step and a
        // quantum's end, which the boundary must see as a run ending there would.
        {"back-pressure, wait 1000", 4, 1, [](TestMachine& t) { load_back_pressure(t, 1000); }},
        {"back-pressure, wait 1006", 4, 1, [](TestMachine& t) { load_back_pressure(t, 1006); }},
        {"arrival interrupt", 2, 1, [](TestMachine& t) { load_arrival_interrupt(t, 100); }},
    };
    for (const Setup& setup : setups) {
        INFO("setup: " << setup.name);
        std::optional<Outcome> reference;
        for (const Driving driving :
             {Driving::OneRun, Driving::OddSlices, Driving::StepInCycleOrder, Driving::OneNodeAhead}) {
            CAPTURE(static_cast<int>(driving));
            TestMachine t(setup.width, setup.height);
            setup.load(t);
            drive(t, driving, 400'000);
            REQUIRE(t.machine->all_halted());
            const Outcome outcome = outcome_of(t);
            if (!reference) {
                reference = outcome;
                CHECK(!outcome.events.empty());
                continue;
            }
            CHECK(outcome.nodes == reference->nodes);
            REQUIRE(outcome.events.size() == reference->events.size());
            for (std::size_t i = 0; i < outcome.events.size(); ++i) {
                CAPTURE(i);
                CHECK(outcome.events[i] == reference->events[i]);
            }
        }
    }
}

// Bare nodes of nops on Ideal memory: one cycle an instruction (TF A13, kIssue).
// The quantum is the mesh's minimum latency, 1 + 2 x 2 + 1 (injection, two routers,
// ejection) + ceil(2 x 16 / 7) = 5 (an empty packet's 16 bytes at 7 bytes per 2
// cycles) = 11, plus the interface's send set-up of 3: 14 cycles.
TEST_CASE("step(): one instruction of a node; at the quantum's end it waits for the others") {
    CHECK(Machine::kQuantum == 14u);
    TestMachine t(2, 1, 1, mmu::MemoryTiming::Ideal);
    std::string nops;
    for (int i = 0; i < 100; ++i) nops += "  nop\n";
    t.load(0, nops + kHalt);
    t.load(1, nops + kHalt);
    Machine& m = *t.machine;
    CHECK(m.quantum_end() == 14u);
    CHECK(m.laggard() == 0u);  // a tie goes to the lower number
    for (int i = 0; i < 14; ++i) REQUIRE(m.step(0));
    CHECK(t.state(0).cycles == 14u);
    CHECK(t.state(1).cycles == 0u);  // the others wait where they are
    CHECK(m.cycle() == 0u);
    CHECK(m.laggard() == 1u);
    REQUIRE(m.step(0));  // node 0 is at the quantum's end: node 1 first runs to it
    CHECK(t.state(1).cycles == 14u);
    CHECK(t.state(0).cycles == 15u);
    CHECK(m.cycle() == 14u);
    CHECK(m.quantum_end() == 28u);
    // run_to a cycle inside a quantum leaves the machine there, mid-quantum.
    m.run_to(20);
    CHECK(m.cycle() == 20u);
    CHECK(t.state(0).cycles == 20u);
    CHECK(t.state(1).cycles == 20u);
    CHECK(m.quantum_end() == 28u);
    m.run_to(28);
    CHECK(m.quantum_end() == 42u);
    // Each node: 100 nops, `br .` and its slot: halted after 102 cycles at the br.
    while (const auto next = m.laggard()) m.step(*next);
    CHECK(m.all_halted());
    CHECK(t.state(0).cycles == 102u);
    CHECK(t.state(1).cycles == 102u);
    CHECK(!m.step(0));  // a halted node does not step
    CHECK(m.halt(0)->pc == 0x10000u + 100 * 4);
    // The last halt ends its quantum as a run's would: every event is out.
    CHECK(m.cycle() == 112u);
    REQUIRE(t.of(MachineEvent::Kind::Halted).size() == 2);
    CHECK(t.of(MachineEvent::Kind::Halted)[0].cycle == 102u);
}

// 40 nops, `br .` and its slot on Ideal memory: the node halts at cycle 42 = 3 x 14,
// exactly where a quantum ends and the run stops; its halt is still in the stream.
TEST_CASE("a halt at the last quantum's end is published") {
    TestMachine t(1, 1, 1, mmu::MemoryTiming::Ideal);
    std::string nops;
    for (int i = 0; i < 40; ++i) nops += "  nop\n";
    t.load(0, nops + kHalt);
    REQUIRE(t.machine->run(1000));
    CHECK(t.state(0).cycles == 42u);
    CHECK(t.machine->cycle() == 42u);
    const auto halts = t.of(MachineEvent::Kind::Halted);
    REQUIRE(halts.size() == 1);
    CHECK(halts[0].cycle == 42u);
}

// nop, nop, `br .`, its slot: 1 cycle each on Ideal memory (TF A13; a delayed branch
// has no bubble): the slot ends at cycle 4, where the node halts at the br. A run cut
// at cycle 3, between the br and its slot, must halt there too, not a loop later.
TEST_CASE("a run cut between `br .` and its slot halts where one long run does") {
    for (const std::uint64_t cut : {0u, 1u, 2u, 3u}) {
        CAPTURE(cut);
        TestMachine t(1, 1, 1, mmu::MemoryTiming::Ideal);
        t.load(0, "  nop\n  nop\n" + kHalt);
        if (cut > 0) t.machine->run_to(cut);
        CHECK(!t.machine->halted(0));
        t.machine->run(100);
        REQUIRE(t.machine->halted(0));
        CHECK(t.machine->halt(0)->halt == network::RunResult::Halt::SelfBranch);
        CHECK(t.machine->halt(0)->pc == 0x10008u);
        CHECK(t.state(0).cycles == 4u);
        CHECK(t.state(0).instructions == 4u);
    }
    // The same with the node stepped to the slot, then run.
    TestMachine t(1, 1, 1, mmu::MemoryTiming::Ideal);
    t.load(0, "  nop\n  nop\n" + kHalt);
    for (int i = 0; i < 3; ++i) REQUIRE(t.machine->step(0));
    t.machine->run(100);
    CHECK(t.state(0).cycles == 4u);
    CHECK(t.machine->halt(0)->pc == 0x10008u);
}

TEST_CASE("the network interface as an inspector sees it: registers and queues") {
    TestMachine t(2, 1);
    t.load(0, "  mov 1,%r8\n  mov 8,%r9\n" + kSend + kHalt + data(2));
    std::string nops;  // node 1 runs on past the arrival, and never takes the message
    for (int i = 0; i < 300; ++i) nops += "  nop\n";
    t.load(1, nops + kHalt);
    t.machine->run(2000);
    CHECK(t.machine->all_halted());
    const network::NetworkInterfaceState sender = t.machine->network_interface(0).inspect(t.machine->cycle());
    CHECK(sender.send_node == 1u);
    CHECK(sender.send_type == 7u);
    CHECK(sender.send_count == 8u);
    CHECK(sender.send_status == 0u);
    CHECK(sender.sending.empty());  // in the mesh long since
    const network::NetworkInterfaceState receiver = t.machine->network_interface(1).inspect(t.machine->cycle());
    CHECK(!receiver.interrupt_on_arrival);
    CHECK(!receiver.line_up);
    REQUIRE(receiver.received.size() == 1);  // node 1 never takes it
    CHECK(receiver.received[0].node == 0u);
    CHECK(receiver.received[0].type == 7u);
    CHECK(receiver.received[0].bytes == 8u);
    const auto delivered = t.of(MachineEvent::Kind::MessageDelivered);
    REQUIRE(delivered.size() == 1);
    CHECK(receiver.received[0].cycle == delivered[0].cycle);
    CHECK(receiver.capacity_bytes - receiver.free_bytes == 16u + 8u);  // its packet: header and body
}

namespace {

// Node 1 turns the arrival interrupt on (controller line 0, CONTROL bit 0, psr.IM)
// and idles in `br .` with `slot` in its delay slot; node 2 arms the alarm (line 1)
// for 5000 ticks and idles the same way; node 3 idles and nothing ever wakes it.
// Node 0 loops 2000 passes, then sends an empty message to node 1. No node has a
// trap handler, so an interrupt ends its run (UnhandledTrap).
void load_idlers(TestMachine& t, const std::string& slot) {
    t.load(0, "  mov 2000,%r20\n4: adds -1,%r20,%r20\n  btne %r20,%r0,4b\n  mov 1,%r8\n  mov 0,%r9\n" + kSend +
                  kHalt + data(0));
    // r5: a word the slot may load (a cache hit after the first pass), r6 what it gets.
    const std::string enable_im = "  ld.c %psr,%r5\n  or 0x10,%r5,%r5\n  st.c %r5,%psr\n"
                                  "  orh h%buffer,%r0,%r5\n  or l%buffer,%r5,%r5\n";
    const std::string idle = "1: br 1b\n" + slot;
    t.load(1, "  orh 0xf000,%r0,%r4\n  or 0x2000,%r4,%r4\n  mov 1,%r5\n  st.l %r5,4(%r4)\n"
              "  orh 0xf001,%r0,%r4\n  st.l %r5,8(%r4)\n" + enable_im + idle + data(0));
    t.load(2, "  orh 0xf000,%r0,%r4\n  or 0x2000,%r4,%r4\n  mov 2,%r5\n  st.l %r5,4(%r4)\n"
              "  orh 0xf000,%r0,%r4\n  mov 5000,%r5\n  st.l %r5,8(%r4)\n" + enable_im + idle + data(0));
    t.load(3, enable_im + idle + data(0));
}

// Everything a run leaves that skipping could get wrong: each node's whole core
// state (registers, cycles, instructions, the scoreboard's times), its memory
// system's statistics and halt, the machine's cycle, every event.
void check_same_run(TestMachine& skipped, TestMachine& stepped) {
    CHECK(skipped.machine->cycle() == stepped.machine->cycle());
    for (network::NodeId n = 0; n < skipped.machine->node_count(); ++n) {
        CAPTURE(n);
        CHECK(skipped.state(n) == stepped.state(n));
        CHECK(skipped.machine->node(n).memory().statistics() == stepped.machine->node(n).memory().statistics());
        CHECK(skipped.machine->halted(n) == stepped.machine->halted(n));
        if (skipped.machine->halted(n)) CHECK(skipped.machine->halt(n)->pc == stepped.machine->halt(n)->pc);
    }
    CHECK(skipped.events == stepped.events);
}

}  // namespace

// The node and the machine skip an idle loop's passes (network/idle_loop.h) and the
// quanta in which every node idles: the runs must equal stepping every pass, to the
// last field, whatever the slot does (a nop; a cached load, whose result time moves
// on each pass; an add, which changes a register, so that the loop is not idle).
TEST_CASE("idle nodes skipped end exactly where stepping them ends") {
    for (const char* slot : {"  nop\n", "  ld.l 0(%r5),%r6\n", "  adds 1,%r7,%r7\n"}) {
        for (const unsigned threads : {1u, 2u}) {
            CAPTURE(slot);
            CAPTURE(threads);
            TestMachine skipped(4, 1, threads);
            TestMachine stepped(4, 1, threads, mmu::MemoryTiming::Modelled, false);
            load_idlers(skipped, slot);
            load_idlers(stepped, slot);
            // A first slice ends mid-loop for the idlers, then the rest.
            skipped.machine->run_to(1234);
            stepped.machine->run_to(1234);
            check_same_run(skipped, stepped);
            const bool idles = std::string(slot).find("adds") == std::string::npos;
            // Stepped or changing its r7, node 3 is never seen idle; else it is, waiting
            // for nothing.
            CHECK(stepped.machine->node(3).idle_until() == std::nullopt);
            CHECK(skipped.machine->node(3).idle_until() ==
                  (idles ? std::optional<std::uint64_t>(UINT64_MAX) : std::nullopt));
            skipped.machine->run(20'000);
            stepped.machine->run(20'000);
            check_same_run(skipped, stepped);
            // The alarm woke node 2, the message node 1 (their interrupt traps end
            // their runs); node 3 idles on.
            REQUIRE(skipped.machine->halted(1));
            CHECK(skipped.machine->halt(1)->halt == network::RunResult::Halt::UnhandledTrap);
            CHECK(skipped.machine->halt(2)->trap_bits == cpu::psr::kInterrupt);
            CHECK(!skipped.machine->halted(3));
            // The alarm fired 5000 ticks (one a cycle, kTimerTicksPerCycle) after the
            // store that armed it, some 30 cycles in; the message after node 0's loop.
            const auto traps = skipped.of(MachineEvent::Kind::TrapTaken);
            const auto delivered = skipped.of(MachineEvent::Kind::MessageDelivered);
            REQUIRE(traps.size() == 2);
            REQUIRE(delivered.size() == 1);
            CHECK(traps[0].node == 2u);
            CHECK(traps[0].cycle > 5000u);
            CHECK(traps[0].cycle < 5100u);
            CHECK(traps[1].node == 1u);
            CHECK(traps[1].cycle == delivered[0].cycle);
            if (idles) CHECK(skipped.state(3).instructions > 2 * 5000u);  // passes counted, skipped or not
        }
    }
}

// While every node idles and the mesh is empty, the machine makes the quanta up to
// the first wake-up one (Machine::quiet_until); while any node runs, or with idle
// loops stepped, a quantum is kQuantum.
TEST_CASE("the machine's quantum stretches over the quanta in which every node idles") {
    TestMachine t(4, 1);
    TestMachine stepped(4, 1, 1, mmu::MemoryTiming::Modelled, false);
    load_idlers(t, "  nop\n");
    load_idlers(stepped, "  nop\n");
    t.machine->run_to(Machine::kQuantum);  // node 0 is looping
    CHECK(t.machine->quiet_until(100'000) == 2 * Machine::kQuantum);
    // 7000 = 500 quanta: node 0 has sent and halted, the message and the alarm have
    // ended nodes 1 and 2, node 3 idles for ever.
    t.machine->run_to(7000);
    stepped.machine->run_to(7000);
    REQUIRE(t.machine->all_halted() == false);
    REQUIRE(t.machine->halted(0));
    REQUIRE(t.machine->halted(1));
    REQUIRE(t.machine->halted(2));
    CHECK(t.machine->quantum_end() == 7000 + Machine::kQuantum);
    CHECK(t.machine->quiet_until(100'000) == 100'000 / Machine::kQuantum * Machine::kQuantum);
    CHECK(stepped.machine->quiet_until(100'000) == 7000 + Machine::kQuantum);
    t.machine->run(100'000 - 7000);  // run() stretches its quanta as run_to() does
    stepped.machine->run_to(100'000);
    check_same_run(t, stepped);
}
