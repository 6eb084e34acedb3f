// Core::step() and Core::run() are two entry points of one implementation. The same
// programs, driven one step at a time, by runs (whole and in chunks of many sizes) and
// by runs with an observer, must end in the same state at the same cycle, having made
// the same device accesses at the same cycles. The programs cover integer code, FP
// pipelines, dual-instruction mode, traps taken and returned from, delay slots, bla
// loops, annulled bc.t slots, self-modifying code, user mode, locked sequences, and
// interrupts raised both by the driver at given cycles and by a timer device that
// ends runs early through Core::limit_run_to. The memory system under them uses its
// whole contract: vouched lines, a slow path with freeze cycles and data delays, a
// window it never vouches for, and revocation of every line whenever a device is
// touched (as a memory system whose slow path changes its state would).
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <cstring>
#include <ios>
#include <string>
#include <vector>

#include "cpu/control_registers.h"
#include "cpu/core.h"
#include "cpu/registers.h"
#include "toolchain/assembler.h"
#include "toolchain/linker.h"

using namespace xp860;

namespace {

constexpr std::uint32_t kRamBytes = 1u << 20;
constexpr std::uint32_t kText = 0x00010000;
constexpr std::uint32_t kUncached = 0x00040000;  // 32 KB never vouched for: every access is slow
constexpr std::uint32_t kUncachedEnd = kUncached + 0x8000;
constexpr std::uint32_t kVectorPage = 0xfffff000;  // 4 KB of RAM holding the trap handler
constexpr std::uint64_t kNever = UINT64_MAX;

// The device's I/O ports.
constexpr std::uint32_t kTimerPort = 0x100;  // stio: INT rises this many cycles from now
constexpr std::uint32_t kAckPort = 0x104;    // stio: INT falls
constexpr std::uint32_t kCyclePort = 0x108;  // ldio: the low word of the cycle count the device sees
constexpr std::uint32_t kRaisePort = 0x10c;  // stio: INT rises at once, during the step

class TestBus : public cpu::MemoryPort {
public:
    // A device access or a control change, with the cycle count it happened at.
    struct Event {
        std::uint64_t cycle;
        std::uint32_t what;  // the port, or ~0 for control_changed, ~1 for flush
        std::uint32_t value;
        friend bool operator==(const Event&, const Event&) = default;
    };

    cpu::Core* core = nullptr;
    std::vector<std::uint8_t> ram = std::vector<std::uint8_t>(kRamBytes);
    std::vector<std::uint8_t> vectors = std::vector<std::uint8_t>(0x1000);
    std::vector<Event> events;
    std::uint64_t timer_at = kNever;  // when the timer raises INT
    // What the run in progress ends at, as the core's run_until_ would be: lowered by
    // the timer as limit_run_to lowers it, so that a step-by-step driver stops where a
    // run does.
    std::uint64_t run_limit = kNever;

    std::uint8_t* host(std::uint32_t address, std::size_t size) {
        if (std::uint64_t{address} + size <= kRamBytes) return ram.data() + address;
        if (address >= kVectorPage) return vectors.data() + (address - kVectorPage);
        return nullptr;
    }

    cpu::AccessResult read(const cpu::Access& access, std::span<std::uint8_t> bytes) override {
        if (access.space == cpu::AccessSpace::Io || access.space == cpu::AccessSpace::InterruptAcknowledge) {
            std::uint32_t value = 0x42;  // the interrupt vector
            if (access.space == cpu::AccessSpace::Io) {
                if (access.address != kCyclePort) return bus_error(access.address);
                value = static_cast<std::uint32_t>(core->state().cycles);
            }
            device_touched(access.address, value);
            for (std::size_t i = 0; i < bytes.size(); ++i) bytes[i] = static_cast<std::uint8_t>(value >> (8 * i));
            return {.freeze_cycles = 3};
        }
        std::uint8_t* at = host(access.address, bytes.size());
        if (at == nullptr) return bus_error(access.address);
        std::memcpy(bytes.data(), at, bytes.size());
        return memory_cost(access);
    }

    cpu::AccessResult write(const cpu::Access& access, std::span<const std::uint8_t> bytes) override {
        if (access.space == cpu::AccessSpace::Special) {
            device_touched(0xffffff00u, bytes[0]);
            return {};
        }
        if (access.space == cpu::AccessSpace::Io) {
            std::uint32_t value = 0;
            for (std::size_t i = 0; i < bytes.size(); ++i) value |= std::uint32_t{bytes[i]} << (8 * i);
            if (access.address == kTimerPort) {
                timer_at = core->state().cycles + value;
                run_limit = std::min(run_limit, timer_at);
                core->limit_run_to(timer_at);
            } else if (access.address == kAckPort) {
                core->set_interrupt_line(false);
            } else if (access.address == kRaisePort) {
                core->set_interrupt_line(true);
            } else {
                return bus_error(access.address);
            }
            device_touched(access.address, value);
            return {.freeze_cycles = 2};
        }
        std::uint8_t* at = host(access.address, bytes.size());
        if (at == nullptr) return bus_error(access.address);
        std::memcpy(at, bytes.data(), bytes.size());
        return memory_cost(access);
    }

    cpu::AccessResult flush(std::uint32_t address) override {
        device_touched(~1u, address);
        return {.freeze_cycles = 1};
    }

    void control_changed(std::uint32_t dirbase, std::uint32_t epsr) override {
        device_touched(~0u, dirbase ^ epsr);
    }

private:
    static cpu::AccessResult bus_error(std::uint32_t address) {
        return {.fault = cpu::AccessResult::Fault::Bus, .bus_error_address = address};
    }

    void device_touched(std::uint32_t what, std::uint32_t value) {
        // The core's constructor reports its reset control registers before `core` is set.
        events.push_back({core != nullptr ? core->state().cycles : 0, what, value});
        fast_path.revoke_all();
    }

    // The window costs every time; elsewhere the first access to a line is a "miss"
    // that costs a clock (and a clock of data delay for loads) and vouches for it.
    cpu::AccessResult memory_cost(const cpu::Access& access) {
        const bool load = access.kind == cpu::AccessKind::Load;
        if (access.address >= kUncached && access.address < kUncachedEnd)
            return {.freeze_cycles = access.kind == cpu::AccessKind::InstructionFetch ? 1u : 2u,
                    .data_delay_cycles = load ? 3u : 0u};
        auto& lines = access.kind == cpu::AccessKind::InstructionFetch ? fast_path.fetch
                      : load                                           ? fast_path.load
                                                                       : fast_path.store;
        const std::uint32_t line = access.address & ~(cpu::FastPath::kLineBytes - 1);
        lines[cpu::FastPath::set_of(access.address)] = {cpu::FastPath::tag_of(access.address, access.user_mode),
                                                        host(line, cpu::FastPath::kLineBytes)};
        return {.freeze_cycles = 1, .data_delay_cycles = load ? 1u : 0u};
    }
};

// The trap handler at the trap vector. It counts interrupts in r27 and other traps in
// r26, acknowledges an interrupt (and re-arms the timer when r25 holds a period), logs
// fir at p1 when p1 is set, and returns to the interrupted step by the restart rule
// (PRM p.138, TF C14, ISA-FACTS §5.9): when the word at fir-4 is a delayed control
// instruction (br, call, bc.t, bnc.t, bri: opcodes 0x1a 0x1b 0x1d 0x1f 0x10; calli:
// escape 0x13 with 2 in its low bits; bla: 0x2d), fir was its slot and the handler
// resumes at fir-4, undoing a bla's add first (src2 -= src1: it writes `subs s2,s1,s2`
// into its own code at `undo` and runs it), and a slot that was a pair resumes at the
// branch in single mode for one instruction (DIM cleared, DS set). It returns past any
// other trapping instruction (or pair). It puts psr back as it found it (CC and LCC
// included) before its bri, so an interrupt does not change the program's branches.
// r28..r30 are its scratch registers and p0 holds psr meanwhile; the programs leave
// r25..r30 alone (r25 and r30 are set up for it).
constexpr const char* kHandler =
    "  .section .handler,\"ax\"\n"
    "  ld.c %fir,%r29\n  ld.c %psr,%r28\n  st.c %r28,%p0\n"
    "  and 0x200,%r28,%r0\n  bc 3f\n"  // psr.IN clear: not an interrupt
    "  adds 1,%r27,%r27\n  mov 0x104,%r30\n  stio.l %r0,%r30\n"
    "  bte %r25,%r0,1f\n  mov 0x100,%r30\n  stio.l %r25,%r30\n"
    "1: ld.c %p1,%r30\n  bte %r30,%r0,1f\n  st.l %r29,0(%r30)\n  adds 4,%r30,%r30\n  st.c %r30,%p1\n"
    "1: and 0xfff,%r29,%r0\n  bc 9f\n"  // fir at a page's start: no branch before it
    "  ld.l -4(%r29),%r30\n  shr 26,%r30,%r28\n"
    "  bte 0x1a,%r28,5f\n  bte 0x1b,%r28,5f\n  bte 0x1d,%r28,5f\n  bte 0x1f,%r28,5f\n  bte 0x10,%r28,5f\n"
    "  xor 0x2d,%r28,%r0\n  bc 4f\n"
    "  btne 0x13,%r28,9f\n  and 0x1f,%r30,%r28\n  bte 2,%r28,5f\n  br 9f\n  nop\n"
    // bla s1,s2 (s1 in bits 15:11, s2 in 25:21): subs s2,s1,s2 (src2 25:21 = s1, src1
    // 15:11 = s2, dest 20:16 = s2), assembled in r28.
    "4: shl 10,%r30,%r28\n  andh 0x3e0,%r28,%r28\n  shr 10,%r30,%r30\n  and 0xf800,%r30,%r30\n"
    "  or %r30,%r28,%r28\n  shl 5,%r30,%r30\n  or %r30,%r28,%r28\n  orh 0x9800,%r28,%r28\n"
    "  orh ha%undo,%r0,%r30\n  st.l %r28,l%undo(%r30)\n"
    "undo: nop\n"
    "5: adds -4,%r29,%r29\n  ld.c %p0,%r28\n  and 0x4000,%r28,%r0\n  bc 9f\n"
    "  andnot 0x4000,%r28,%r28\n  or 0x2000,%r28,%r28\n  st.c %r28,%p0\n"
    "9: ld.c %p0,%r28\n  st.c %r28,%psr\n  bri %r29\n  nop\n"
    "3: adds 1,%r26,%r26\n  and 0x4000,%r28,%r0\n  bc 4f\n  adds 4,%r29,%r29\n"  // DIM: skip the pair
    "4: adds 4,%r29,%r29\n  st.c %r28,%psr\n  bri %r29\n  nop\n";

// A machine as a bare node starts it (Node::start_at), on the test's bus.
struct Machine {
    TestBus bus;
    cpu::Core core{bus};

    explicit Machine(const std::string& program) {
        bus.core = &core;
        const auto object = toolchain::assemble(program + kHandler, "equivalence.s", {.intel_syntax = false, .xp = true});
        toolchain::LinkOptions options;
        options.section_addresses = {{".handler", cpu::kTrapVector}};
        // Code in a section .slow runs from the window, fetched through the slow path.
        if (program.find(".section .slow") != std::string::npos) options.section_addresses.emplace_back(".slow", kUncached);
        const auto linked = toolchain::link({{"equivalence.o", object}}, options);
        for (const auto& section : linked.sections) {
            if ((section.flags & toolchain::kSectionAlloc) == 0 || section.type == toolchain::kSectionNobits ||
                section.data.empty())
                continue;
            std::uint8_t* at = bus.host(section.address, section.data.size());
            REQUIRE_MESSAGE(at != nullptr, section.name);
            std::memcpy(at, section.data.data(), section.data.size());
        }
        core.reset();
        core.state().pc = linked.entry;
        core.state().npc = linked.entry + 4;
        core.state().r[cpu::kStackPointer] = kRamBytes - 16;
    }
};

class Recorder : public cpu::StepObserver {
public:
    std::vector<cpu::StepOutcome>* steps = nullptr;
    void stepped(const cpu::StepOutcome& outcome) override { steps->push_back(outcome); }
};

enum class Driver { Steps, Runs, ObservedRuns };

struct Drive {
    Driver driver;
    std::vector<std::uint64_t> chunks;      // cycles asked of each run (or step loop), in turn
    std::vector<std::uint64_t> interrupts;  // cycles at which the driver raises INT
    bool stop_at_traps = false;
};

// Core::run's contract (core.h) done with Core::step(): the reference the runs must match.
cpu::RunOutcome step_until(Machine& m, std::uint64_t until, bool stop_at_traps, std::vector<cpu::StepOutcome>& steps) {
    m.bus.run_limit = until;
    while (m.core.state().cycles < m.bus.run_limit) {
        const cpu::StepOutcome outcome = m.core.step();
        steps.push_back(outcome);
        if (outcome.kind == cpu::StepOutcome::Kind::Executed) {
            if (outcome.self_branch_done) return {cpu::RunOutcome::Reason::SelfBranch, m.core.state().pc, 0, {}};
            continue;
        }
        if (outcome.kind == cpu::StepOutcome::Kind::Unimplemented)
            return {cpu::RunOutcome::Reason::Unimplemented, outcome.pc, 0, outcome.unimplemented};
        if (stop_at_traps) return {cpu::RunOutcome::Reason::Trapped, outcome.pc, outcome.trap_bits, {}};
    }
    return {cpu::RunOutcome::Reason::CycleLimit, m.core.state().pc, 0, {}};
}

struct Ending {
    cpu::RunOutcome outcome;
    cpu::CpuState state;
    std::vector<std::uint8_t> ram, vectors;
    std::vector<TestBus::Event> events;
    std::vector<cpu::StepOutcome> steps;  // Steps and ObservedRuns only
    std::size_t runs = 0;                 // calls of run() or step_until()
};

// Drives the machine as a node would, to `budget` cycles or a halt: INT rises at the
// driver's cycles and when the timer fires, each between two runs.
Ending drive(const std::string& program, const Drive& how, std::uint64_t budget) {
    Machine m(program);
    Ending ending;
    Recorder recorder;
    recorder.steps = &ending.steps;
    std::size_t chunk = 0, next_interrupt = 0;
    for (;;) {
        const std::uint64_t now = m.core.state().cycles;
        if (next_interrupt < how.interrupts.size() && now >= how.interrupts[next_interrupt]) {
            m.core.set_interrupt_line(true);
            ++next_interrupt;
        }
        if (now >= m.bus.timer_at) {
            m.core.set_interrupt_line(true);
            m.bus.timer_at = kNever;
        }
        if (now >= budget) {
            ending.outcome = {cpu::RunOutcome::Reason::CycleLimit, m.core.state().pc, 0, {}};
            break;
        }
        std::uint64_t until = std::min({budget, now + how.chunks[chunk++ % how.chunks.size()], m.bus.timer_at});
        if (next_interrupt < how.interrupts.size()) until = std::min(until, how.interrupts[next_interrupt]);
        ++ending.runs;
        if (how.driver == Driver::Steps) {
            ending.outcome = step_until(m, until, how.stop_at_traps, ending.steps);
        } else {
            m.bus.run_limit = until;
            ending.outcome =
                m.core.run(until, how.stop_at_traps, how.driver == Driver::ObservedRuns ? &recorder : nullptr);
        }
        if (ending.outcome.reason != cpu::RunOutcome::Reason::CycleLimit) break;
    }
    ending.state = m.core.state();
    ending.ram = m.bus.ram;
    ending.vectors = m.bus.vectors;
    ending.events = m.bus.events;
    return ending;
}

void check_same_steps(const std::vector<cpu::StepOutcome>& a, const std::vector<cpu::StepOutcome>& b) {
    REQUIRE(a.size() == b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        INFO("step " << i << " at pc 0x" << std::hex << a[i].pc);
        CHECK(a[i].kind == b[i].kind);
        CHECK(a[i].pc == b[i].pc);
        CHECK(a[i].trap_bits == b[i].trap_bits);
        CHECK(a[i].start_cycle == b[i].start_cycle);
        CHECK(a[i].cycles == b[i].cycles);
        CHECK(a[i].self_branch == b[i].self_branch);
        CHECK(a[i].self_branch_done == b[i].self_branch_done);
        CHECK(a[i].unimplemented == b[i].unimplemented);
        if (a[i].kind != b[i].kind || a[i].start_cycle != b[i].start_cycle) return;
    }
}

void check_same(const Ending& reference, const Ending& other) {
    CHECK(other.outcome.reason == reference.outcome.reason);
    CHECK(other.outcome.pc == reference.outcome.pc);
    CHECK(other.outcome.trap_bits == reference.outcome.trap_bits);
    CHECK(other.outcome.unimplemented == reference.outcome.unimplemented);
    CHECK(other.runs == reference.runs);
    // The fields most likely to differ first, for a readable failure; then all of them.
    CHECK(other.state.cycles == reference.state.cycles);
    CHECK(other.state.instructions == reference.state.instructions);
    CHECK(other.state.pc == reference.state.pc);
    CHECK(other.state.npc == reference.state.npc);
    CHECK(other.state.psr == reference.state.psr);
    CHECK(other.state.r == reference.state.r);
    CHECK(other.state.f == reference.state.f);
    CHECK(other.state == reference.state);
    CHECK(other.ram == reference.ram);
    CHECK(other.vectors == reference.vectors);
    CHECK(other.events.size() == reference.events.size());
    CHECK(other.events == reference.events);
}

// Every way of driving `program` against stepping it in the same chunks.
Ending check_all_drivers(const std::string& program, std::uint64_t budget, std::vector<std::uint64_t> interrupts = {},
                         bool stop_at_traps = false) {
    const std::vector<std::vector<std::uint64_t>> chunkings = {
        {kNever / 2}, {1}, {2, 3, 5, 7, 11, 13}, {1, 64, 1, 1000, 17}, {97}};
    Ending whole;
    for (const auto& chunks : chunkings) {
        INFO("chunks starting " << chunks.front() << ", " << chunks.size() << " sizes");
        const Ending stepped = drive(program, {Driver::Steps, chunks, interrupts, stop_at_traps}, budget);
        const Ending ran = drive(program, {Driver::Runs, chunks, interrupts, stop_at_traps}, budget);
        const Ending observed = drive(program, {Driver::ObservedRuns, chunks, interrupts, stop_at_traps}, budget);
        {
            INFO("run() against step()");
            check_same(stepped, ran);
        }
        {
            INFO("run() with an observer against step()");
            check_same(stepped, observed);
            check_same_steps(stepped.steps, observed.steps);
        }
        if (chunks.size() == 1 && chunks.front() == kNever / 2) whole = stepped;
    }
    return whole;
}

// psr.IM on, and a timer interrupt every `period` cycles (re-armed by the handler).
// The handler takes up to about 50 cycles from its re-arming to its return, and a
// branch needs its slot run uninterrupted to get past it (an interrupt there restarts
// the branch), so a period shorter than that would livelock, as on the hardware.
std::string interrupts_every(int period) {
    return "  ld.c %psr,%r4\n  or 0x10,%r4,%r4\n  st.c %r4,%psr\n"
           "  mov " + std::to_string(period) + ",%r25\n  mov 0x100,%r30\n  stio.l %r25,%r30\n";
}

const std::string kHalt = "  br .\n  nop\n";

std::string repeated(const std::string& line, int times) {
    std::string text;
    for (int i = 0; i < times; ++i) text += line;
    return text;
}

}  // namespace

TEST_CASE("integer code with loads and stores, fast and slow, under timer interrupts") {
    const std::string program = interrupts_every(37) +
        "  orh ha%buffer,%r0,%r4\n  or l%buffer,%r4,%r4\n  orh 0x4,%r0,%r11\n  mov 300,%r5\n"
        "1: ld.l 0(%r4),%r6\n  adds 3,%r6,%r6\n  st.l %r6,0(%r4)\n  xor %r6,%r5,%r7\n  shl 2,%r7,%r7\n"
        "  and 0xff,%r7,%r7\n  adds %r7,%r8,%r8\n  addu %r8,%r6,%r9\n  subs %r9,%r5,%r10\n  subu %r5,%r10,%r10\n"
        "  shra 3,%r10,%r12\n  shr %r5,%r12,%r13\n  shrd %r13,%r12,%r14\n  andnot %r5,%r14,%r15\n"
        "  xorh 0x1234,%r15,%r15\n  andh 0xffff,%r15,%r16\n  orh 0x8000,%r16,%r16\n"
        "  st.b %r5,5(%r4)\n  ld.b 5(%r4),%r17\n  st.s %r6,6(%r4)\n  ld.s 6(%r4),%r18\n"
        "  st.l %r8,0(%r11)\n  ld.l 0(%r11),%r19\n  adds %r19,%r17,%r17\n"  // the uncached window
        "  ldio.l %r30,%r20\n"  // r30 = 0x100 from the setup: no device reads there, so a DAT
        "  adds -1,%r5,%r5\n  btne %r5,%r0,1b\n" + kHalt +
        "  .data\nbuffer: .long 0, 0\n";
    const Ending ending = check_all_drivers(program, 400'000);
    CHECK(ending.outcome.reason == cpu::RunOutcome::Reason::SelfBranch);
    CHECK(ending.state.r[27] > 100u);  // interrupts taken
    CHECK(ending.state.r[26] == 300u);  // one DAT per iteration
}

TEST_CASE("FP pipelines, scalar FP, graphics and dual operations, with FP traps") {
    const std::string program =
        "  orh ha%values,%r0,%r4\n  or l%values,%r4,%r4\n  orh 0x4,%r0,%r11\n"
        "  fld.d 0(%r4),%f2\n  fld.d 8(%r4),%f4\n  fld.l 16(%r4),%f6\n  fld.l 20(%r4),%f7\n"
        "  mov 120,%r5\n"
        "1: pfmul.ss %f6,%f7,%f8\n  pfadd.ss %f8,%f9,%f9\n  pfmul.dd %f2,%f4,%f10\n  pfadd.dd %f10,%f12,%f12\n"
        "  pfmul3.dd %f2,%f2,%f14\n  fmul.dd %f2,%f4,%f16\n  fadd.dd %f16,%f2,%f18\n  fmlow.dd %f2,%f4,%f20\n"
        "  frcp.ss %f7,%f21\n  famov.ss %f21,%f22\n  fix.dd %f18,%f24\n"
        "  pfgt.ss %f6,%f7,%f0\n  bnc 2f\n  r2pt.ss %f6,%f7,%f26\n  m12apm.ss %f6,%f7,%f27\n  i2apt.ss %f7,%f6,%f28\n"
        "2: pfld.l 16(%r4),%f29\n  fst.d %f18,0(%r11)\n  fld.d 0(%r11),%f30\n  fadd.dd %f30,%f2,%f30\n"
        "  ixfr %r5,%f23\n  fxfr %f23,%r13\n  faddp %f2,%f4,%f24\n  fiadd.dd %f2,%f4,%f24\n  form %f24,%f24\n"
        "  fst.l %f9,24(%r4)\n  ld.l 24(%r4),%r14\n  adds %r14,%r5,%r14\n"
        "  adds -1,%r5,%r5\n  btne %r5,%r0,1b\n"
        // Traps on: an overflowing multiply reports FT on the next FP instruction, and
        // a NaN source raises SE and FT at once.
        "  ld.c %fsr,%r6\n  or 0x20,%r6,%r6\n  st.c %r6,%fsr\n"
        "  fld.l 28(%r4),%f6\n  fmul.ss %f6,%f6,%f7\n  fadd.ss %f7,%f7,%f8\n  fadd.ss %f2,%f2,%f8\n"
        "  fld.l 32(%r4),%f6\n  pfadd.ss %f6,%f6,%f8\n  pfadd.ss %f2,%f2,%f8\n" + kHalt +
        "  .data\n  .align 8\nvalues: .double 1.5, 2.25\n  .float 1.5, 0.75\n  .long 0\n"
        "  .float 3.0e38\n  .long 0x7fc00000\n";
    const Ending ending = check_all_drivers(program, 400'000);
    CHECK(ending.outcome.reason == cpu::RunOutcome::Reason::SelfBranch);
    CHECK(ending.state.r[26] >= 2u);  // FT traps
    CHECK(ending.state.r[14] != 0u);
}

TEST_CASE("dual-instruction mode: entry, pairs with loads and bla, a trap in a pair, exit; timer interrupts") {
    const std::string program = interrupts_every(59) +
        "  orh ha%a,%r0,%r21\n  or l%a,%r21,%r21\n  adds -1,%r0,%r18\n  mov 40,%r20\n"
        "  .align 8\n  d.fnop\n  nop\n"
        "outer:\n  d.fnop\n  adds -4,%r21,%r16\n  d.fnop\n  adds 4,%r21,%r17\n"
        "  d.fnop\n  mov 7,%r19\n  d.fnop\n  bla %r18,%r19,1f\n  d.fnop\n  nop\n1:\n"
        "inner:\n  d.m12apm.ss %f8,%f9,%f0\n  fld.l 4(%r16)++,%f8\n  d.pfmul.ss %f8,%f9,%f10\n  fld.l 4(%r17)++,%f9\n"
        "  d.fnop\n  bla %r18,%r19,inner\n  d.fnop\n  adds 1,%r7,%r7\n"
        "  d.fnop\n  trap %r0,%r0,%r0\n"            // the handler returns past the pair
        "  d.fnop\n  call 2f\n  d.fnop\n  nop\n"
        "2: d.fnop\n  adds -1,%r20,%r20\n  d.fnop\n  btne %r20,%r0,outer\n"
        "  fnop\n  nop\n  fnop\n  nop\n"  // leaving: one more pair, then single
        "  adds 1,%r7,%r7\n" + kHalt +
        "  .data\n  .align 16\na: .float 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0\n"
        "  .float 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5\n";
    const Ending ending = check_all_drivers(program, 400'000);
    CHECK(ending.outcome.reason == cpu::RunOutcome::Reason::SelfBranch);
    CHECK(ending.state.r[26] == 40u);  // the trap in each outer pass
    CHECK(ending.state.r[27] > 10u);
}

TEST_CASE("branches: delay slots, bla, bc.t and bnc.t, call, calli, bri, self-modifying code; INT at given cycles") {
    const std::string program =
        "  ld.c %psr,%r4\n  or 0x10,%r4,%r4\n  st.c %r4,%psr\n"
        "  orh ha%patch,%r0,%r12\n  or l%patch,%r12,%r12\n"
        "  orh ha%function,%r0,%r13\n  or l%function,%r13,%r13\n"
        "  orh ha%add1,%r0,%r14\n  or l%add1,%r14,%r14\n  ld.l 0(%r14),%r14\n"  // the word of adds 1,%r9,%r9
        "  orh ha%add2,%r0,%r15\n  or l%add2,%r15,%r15\n  ld.l 0(%r15),%r15\n"  // and of adds 2,%r9,%r9
        "  mov 500,%r5\n  adds -1,%r0,%r18\n"
        "outer:\n  mov 3,%r19\n  bla %r18,%r19,1f\n  nop\n"
        "1: adds 1,%r6,%r6\n  bla %r18,%r19,1b\n  adds 1,%r7,%r7\n"
        "  and 1,%r5,%r0\n  bc.t 2f\n  adds 1,%r8,%r8\n  adds 1,%r10,%r10\n"  // slot runs only when taken
        "2: and 2,%r5,%r0\n  bnc.t 3f\n  adds 1,%r11,%r11\n  adds 1,%r16,%r16\n"
        "3: call function\n  adds 1,%r17,%r17\n  calli %r13\n  nop\n"
        // Self-modifying code: the next line's instruction is rewritten before it runs,
        // alternately adds 1 and adds 2.
        "  and 4,%r5,%r0\n  bc 4f\n  st.l %r14,0(%r12)\n  br patch\n  nop\n"
        "4: st.l %r15,0(%r12)\n  nop\n"
        "patch: adds 1,%r9,%r9\n"
        // A branch to the word after its slot; a branch in a delay slot; bc.t taken.
        "  br 6f\n  adds 1,%r21,%r21\n6: call 7f\n  bte %r0,%r0,8f\n  adds 1,%r22,%r22\n"
        "7: adds 1,%r23,%r23\n8: or 0,%r0,%r0\n  bc.t 9f\n  adds 1,%r24,%r24\n  adds 100,%r24,%r24\n"
        "9: bte %r5,%r0,5f\n  adds -1,%r5,%r5\n  br outer\n  nop\n"
        "5:" + kHalt +
        "function: bri %r1\n  adds 1,%r20,%r20\n"
        "add1: adds 1,%r9,%r9\nadd2: adds 2,%r9,%r9\n";
    const std::vector<std::uint64_t> interrupts = {50, 700, 1403, 5000, 9001, 12345};
    const Ending ending = check_all_drivers(program, 400'000, interrupts);
    CHECK(ending.outcome.reason == cpu::RunOutcome::Reason::SelfBranch);
    // 501 passes (r5 = 500..0): adds 1 when bit 2 of r5 is set (249 of them), else adds 2.
    CHECK(ending.state.r[9] == 249u * 1 + 252u * 2);
    CHECK(ending.state.r[21] == 501u);  // br's slot
    CHECK(ending.state.r[22] == 0u);    // the bte in call's slot leaves for 8f at once
    CHECK(ending.state.r[23] == 0u);
    CHECK(ending.state.r[24] == 501u);  // bc.t taken: its slot runs, the next word does not
    CHECK(ending.state.r[27] == interrupts.size());
}

TEST_CASE("system: locked sequences, IL, user mode, fir, faults, slow code, cycle reads, the annulled slot") {
    const std::string program = interrupts_every(41) +
        "  mov 20,%r5\n  orh ha%data,%r0,%r4\n  or l%data,%r4,%r4\n"
        "1: lock\n  ld.l 0(%r4),%r6\n  adds 1,%r6,%r6\n  st.l %r6,0(%r4)\n  unlock\n"
        "  ld.c %fir,%r7\n  ld.c %fir,%r8\n  ld.c %epsr,%r9\n"
        "  mov 2,%r21\n  ld.l %r21(%r4),%r10\n"  // misaligned: DAT
        "  .long 0x31800000\n"  // ld.c of control register 12: IT
        "  adds 0x7fff,%r0,%r10\n  orh 0x7fff,%r10,%r10\n  adds %r10,%r10,%r10\n  intovr\n"  // OF: IT
        "  mov 0x108,%r30\n  ldio.l %r30,%r11\n  st.l %r11,4(%r4)\n"   // the cycle as the device saw it
        "  ldint.l %r0,%r12\n  scyc.b %r5\n  flush 16(%r4)\n"
        "  orh ha%slow,%r0,%r13\n  or l%slow,%r13,%r13\n  calli %r13\n  nop\n"
        "  or 1,%r0,%r0\n  bc.t 2f\n  adds 1,%r14,%r14\n  adds 1,%r15,%r15\n"  // CC clear: annulled
        "2: adds -1,%r5,%r5\n  btne %r5,%r0,1b\n"
        // A locked sequence that misses its unlock: IL and no psr trap bit.
        "  lock\n" + repeated("  adds 1,%r16,%r16\n", 33) +
        // Into user mode (PU, and IT so that bri returns): a trap there comes back.
        "  ld.c %psr,%r4\n  or 0x180,%r4,%r4\n  st.c %r4,%psr\n"
        "  orh ha%user,%r0,%r5\n  or l%user,%r5,%r5\n  bri %r5\n  nop\n"
        "user: adds 1,%r17,%r17\n  trap %r0,%r0,%r0\n  st.c %r0,%psr\n  mov 200,%r5\n"
        "3: adds 1,%r17,%r17\n  adds -1,%r5,%r5\n  btne %r5,%r0,3b\n" + kHalt +
        "  .section .slow,\"ax\"\nslow: adds 1,%r18,%r18\n  ld.l 0(%r4),%r19\n  bri %r1\n  adds %r19,%r18,%r18\n"
        "  .data\n  .align 16\ndata: .long 0, 0, 0, 0, 0, 0, 0, 0\n";
    const Ending ending = check_all_drivers(program, 400'000);
    CHECK(ending.outcome.reason == cpu::RunOutcome::Reason::SelfBranch);
    CHECK((ending.state.psr & cpu::psr::kUserMode) != 0);
    CHECK(ending.state.r[17] == 201u);
    CHECK(ending.state.r[18] > 20u);
    CHECK(ending.state.r[26] == 20u * 3 + 2);  // DAT, IT, IT per pass; IL; the user-mode trap
}

TEST_CASE("traps in delay slots, INT raised by a device during a step, KNF, st.c into user mode, a stop") {
    const std::string program =
        "  ld.c %psr,%r4\n  or 0x10,%r4,%r4\n  st.c %r4,%psr\n  mov 0x10c,%r11\n  mov 2,%r13\n  mov 40,%r5\n"
        "1: br 2f\n  trap %r0,%r0,%r0\n"          // a trap in a slot: fir is the slot
        "2: call 3f\n  ld.l %r13(%r0),%r6\n"      // DAT in a slot (misaligned)
        "3: stio.l %r0,%r11\n  adds 1,%r7,%r7\n"  // INT rises inside the stio: taken before the adds
        "  adds 1,%r8,%r8\n  bla %r0,%r0,4f\n  stio.l %r0,%r11\n"  // ...and in a slot: after it
        "4: adds -1,%r5,%r5\n  btne %r5,%r0,1b\n"
        // KNF kills the next FP instruction and clears itself.
        "  ld.c %psr,%r4\n  orh 0,%r4,%r4\n  or 0x8000,%r4,%r4\n  st.c %r4,%psr\n"
        "  orh 0x3f80,%r0,%r9\n  ixfr %r9,%f2\n  fadd.ss %f2,%f2,%f4\n  fadd.ss %f2,%f2,%f6\n"
        // st.c setting psr.U: user mode from the next instruction.
        "  ld.c %psr,%r4\n  or 0x40,%r4,%r4\n  st.c %r4,%psr\n  adds 1,%r10,%r10\n  adds 1,%r10,%r10\n"
        "  trap %r0,%r0,%r0\n  adds 1,%r10,%r10\n" + kHalt;
    const Ending ending = check_all_drivers(program, 400'000);
    CHECK(ending.outcome.reason == cpu::RunOutcome::Reason::SelfBranch);
    CHECK(ending.state.r[7] == 40u);
    CHECK(ending.state.r[8] == 40u);
    CHECK(ending.state.r[27] == 80u);      // both INT per pass
    CHECK(ending.state.r[26] == 80u + 1);  // the trap and the DAT per pass, the user-mode trap
    CHECK(ending.state.f[4] == 0u);        // killed
    CHECK(ending.state.f[6] == 0x40000000u);
    CHECK(ending.state.r[10] == 3u);
    CHECK((ending.state.psr & cpu::psr::kUserMode) != 0);
}

TEST_CASE("interrupts taken before delay slots: the handler restarts the branch") {
    // Half the steps are slots, and the timer fires every 61 or 67 cycles: many runs end
    // with INT asserted and a slot next, where the interrupt is now taken (TF S16).
    for (const int period : {61, 67}) {
        const std::string program = interrupts_every(period) +
            "  mov 300,%r5\n  adds -1,%r0,%r18\n  mov 1000,%r19\n  bla %r18,%r19,1f\n  nop\n"
            "1: br 2f\n  adds 1,%r6,%r6\n2: call 3f\n  adds 1,%r7,%r7\n"
            "3: bla %r18,%r19,4f\n  adds 1,%r8,%r8\n4: bc.t 5f\n  adds 1,%r9,%r9\n"
            "5: adds -1,%r5,%r5\n  btne %r5,%r0,1b\n" + kHalt;
        const Ending ending = check_all_drivers(program, 400'000);
        CHECK(ending.outcome.reason == cpu::RunOutcome::Reason::SelfBranch);
        CHECK(ending.state.r[6] == 300u);
        CHECK(ending.state.r[7] == 300u);
        CHECK(ending.state.r[8] == 300u);
        CHECK(ending.state.r[19] == 1000u - 301u);  // each bla's add once: the restarts undid theirs
        CHECK(ending.state.r[27] > 50u);
    }
}

// A loop with every kind of step the restart rule must handle: br, call and bri with
// their slots, a bla loop, bc.t taken and not taken (its slot annulled), and dual
// mode: entering, pairs, a delayed branch whose slot is a pair, leaving. Each pass
// adds 1 to r10..r23 (r11 2, r12 3, r13 the bla loop's 4 slots), so after 40 passes
// the counts are the program's results, read off the code.
const std::string kRestartLoop =
    "  mov 40,%r5\n"
    "loop: adds 1,%r10,%r10\n  br 1f\n  adds 2,%r11,%r11\n  adds 100,%r11,%r11\n"
    "1: call sub\n  adds 3,%r12,%r12\n"
    "  adds -1,%r0,%r8\n  or 3,%r0,%r9\n  bla %r8,%r9,2f\n  nop\n"  // LCC primed: taken or not, on to 2
    "2: bla %r8,%r9,2b\n  adds 1,%r13,%r13\n"                          // the slot runs 3 + 1 times
    "  and 0,%r0,%r0\n  bc.t 3f\n  adds 1,%r14,%r14\n  adds 100,%r14,%r14\n"  // CC = 1: taken
    "3: or 1,%r0,%r0\n  bc.t 4f\n  adds 100,%r15,%r15\n  adds 1,%r15,%r15\n"  // CC = 0: slot annulled
    "4: nop\n  .align 8\n  d.fnop\n  adds 1,%r16,%r16\n"                   // single, then pairs
    "  d.fnop\n  adds 1,%r17,%r17\n  d.fnop\n  br 5f\n  d.fnop\n  adds 1,%r18,%r18\n"
    "  d.fnop\n  adds 100,%r18,%r18\n"
    "5: fnop\n  adds 1,%r19,%r19\n  fnop\n  adds 1,%r20,%r20\n"            // leaving: one more pair
    "  adds 1,%r21,%r21\n  adds -1,%r5,%r5\n  btne %r5,%r0,loop\n" + kHalt +
    "sub: adds 1,%r22,%r22\n  bri %r1\n  adds 1,%r23,%r23\n";

// The setup of the loop's runs: fir logged at p1 = 0x80000, the timer first due
// `first` cycles after the stio and re-armed every `period` by the handler, psr.IM
// set when `interrupts` (the same instructions either way, so the loop's addresses
// are the same).
std::string restart_setup(int period, int first, bool interrupts) {
    return "  orh 0x8,%r0,%r30\n  st.c %r30,%p1\n  mov " + std::to_string(period) + ",%r25\n  ld.c %psr,%r4\n  or " +
           (interrupts ? "0x10" : "0") + ",%r4,%r4\n  st.c %r4,%psr\n  mov " + std::to_string(first) +
           ",%r4\n  mov 0x100,%r30\n  stio.l %r4,%r30\n";
}

TEST_CASE("an interrupt before every step of a loop leaves its results as they were") {
    // Without interrupts: the results, and every step's address in the loop.
    const Ending quiet = drive(restart_setup(83, 1, false) + kRestartLoop, {Driver::ObservedRuns, {kNever / 2}, {}, false},
                               400'000);
    REQUIRE(quiet.outcome.reason == cpu::RunOutcome::Reason::SelfBranch);
    const cpu::CpuState& q = quiet.state;
    const std::uint32_t expected[] = {40, 80, 120, 160, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40};  // r10..r23
    for (std::size_t r = 10; r <= 23; ++r) {
        CAPTURE(r);
        CHECK(q.r[r] == expected[r - 10]);
    }
    std::set<std::uint32_t> loop_steps;  // from the loop's first instruction (the 11th) to the halt
    const std::uint32_t halt = q.pc;
    for (const cpu::StepOutcome& step : quiet.steps)
        if (step.pc >= kText + 40 && step.pc != halt && step.pc != halt + 4) loop_steps.insert(step.pc);

    // With the timer first due 1 to 31 cycles after the setup and then every 83 to 89
    // cycles, interrupts land before every step of the loop.
    std::set<std::uint32_t> interrupted;
    for (int period = 83; period <= 89; ++period) {
        for (int first = 1; first <= 31; ++first) {
            CAPTURE(period);
            CAPTURE(first);
            const Ending ending = drive(restart_setup(period, first, true) + kRestartLoop,
                                        {Driver::Runs, {kNever / 2}, {}, false}, 400'000);
            REQUIRE(ending.outcome.reason == cpu::RunOutcome::Reason::SelfBranch);
            for (std::size_t r = 5; r <= 23; ++r) {
                CAPTURE(r);
                CHECK(ending.state.r[r] == q.r[r]);
            }
            const std::uint32_t taken = ending.state.r[27];
            CHECK(taken > 30u);
            for (std::uint32_t i = 0; i < taken; ++i) {
                std::uint32_t fir = 0;
                std::memcpy(&fir, ending.ram.data() + 0x80000 + 4 * i, 4);
                interrupted.insert(fir);
            }
        }
    }
    for (const std::uint32_t pc : loop_steps) {
        CAPTURE(pc);
        CHECK(interrupted.contains(pc));
    }
    CHECK(loop_steps.size() >= 30u);
}

TEST_CASE("a pair not on an 8-byte boundary traps in runs and steps alike") {
    // Pairs would start at kText + 20, which is not 8-byte aligned: IAT there. The
    // assembler refuses d.fnop there, so it is written as its word.
    const std::string program = "  mov 3,%r5\n1: adds -1,%r5,%r5\n  btne %r5,%r0,1b\n  .long 0xb0000200\n  nop\n" + kHalt;
    const Ending ending = check_all_drivers(program, 10'000, {}, true);
    CHECK(ending.outcome.reason == cpu::RunOutcome::Reason::Trapped);
    CHECK(ending.outcome.trap_bits == cpu::psr::kInstructionAccessTrap);
    CHECK(ending.state.fir == kText + 20);
}

TEST_CASE("a calli or a bri in a slot to a misaligned address traps with IAT there") {
    for (const char* transfer : {"  calli %r13\n  adds 1,%r5,%r5\n", "  br 2f\n  bri %r13\n2: adds 1,%r6,%r6\n"}) {
        const std::string program = "  orh ha%1f,%r0,%r13\n  or l%1f,%r13,%r13\n  adds 2,%r13,%r13\n" +
                                    std::string(transfer) + "1: adds 1,%r7,%r7\n  nop\n" + kHalt;
        const Ending ending = check_all_drivers(program, 10'000, {}, true);
        CHECK(ending.outcome.reason == cpu::RunOutcome::Reason::Trapped);
        CHECK(ending.outcome.trap_bits == cpu::psr::kInstructionAccessTrap);
        CHECK(ending.state.fir % 4 == 2u);
        CHECK(ending.state.r[7] == 0u);
    }
}

TEST_CASE("stopping at traps: runs end at the same trap as steps do") {
    const std::string program = "  mov 3,%r5\n1: adds -1,%r5,%r5\n  btne %r5,%r0,1b\n  trap %r0,%r0,%r0\n" + kHalt;
    const Ending ending = check_all_drivers(program, 10'000, {}, true);
    CHECK(ending.outcome.reason == cpu::RunOutcome::Reason::Trapped);
    CHECK(ending.outcome.pc == kText + 12);
}
