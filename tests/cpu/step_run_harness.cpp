#include "tests/cpu/step_run_harness.h"

#include <algorithm>
#include <cstring>
#include <sstream>
#include <stdexcept>

#include "cpu/control_registers.h"
#include "cpu/registers.h"
#include "mmu/page_table.h"
#include "toolchain/assembler.h"
#include "toolchain/linker.h"

namespace xp860::test {

std::uint8_t* TestBus::host(std::uint32_t address, std::size_t size) {
    if (std::uint64_t{address} + size <= kRamBytes) return ram.data() + address;
    if (address >= kVectorPage) return vectors.data() + (address - kVectorPage);
    return nullptr;
}

static cpu::AccessResult bus_error(std::uint32_t address) {
    return {.fault = cpu::AccessResult::Fault::Bus, .bus_error_address = address};
}

cpu::AccessResult TestBus::read(const cpu::Access& access, std::span<std::uint8_t> bytes) {
    if (access.space == cpu::AccessSpace::Io || access.space == cpu::AccessSpace::InterruptAcknowledge)
        return io_read(access, bytes);
    std::uint32_t physical = 0;
    if (!translate(access, physical)) return {.fault = cpu::AccessResult::Fault::Translation};
    std::uint8_t* at = host(physical, bytes.size());
    if (at == nullptr) return bus_error(physical);
    std::memcpy(bytes.data(), at, bytes.size());
    return memory_cost(access, physical);
}

cpu::AccessResult TestBus::write(const cpu::Access& access, std::span<const std::uint8_t> bytes) {
    if (access.space == cpu::AccessSpace::Special) {
        device_touched(0xffffff00u, bytes[0]);
        return {};
    }
    if (access.space == cpu::AccessSpace::Io) return io_write(access, bytes);
    std::uint32_t physical = 0;
    if (!translate(access, physical)) return {.fault = cpu::AccessResult::Fault::Translation};
    std::uint8_t* at = host(physical, bytes.size());
    if (at == nullptr) return bus_error(physical);
    std::memcpy(at, bytes.data(), bytes.size());
    // The page tables live in the window, written only on this slow path: a change
    // to them ends every line vouched for under the old translation.
    if (physical >= kUncached && physical < kUncachedEnd) fast_path.revoke_all();
    return memory_cost(access, physical);
}

cpu::AccessResult TestBus::flush(std::uint32_t address) {
    device_touched(~1u, address);
    return {.freeze_cycles = 1};
}

void TestBus::control_changed(std::uint32_t dirbase, std::uint32_t epsr) { device_touched(~0u, dirbase ^ epsr); }

cpu::AccessResult TestBus::io_read(const cpu::Access& access, std::span<std::uint8_t> bytes) {
    std::uint32_t value = 0x42;  // the interrupt vector
    if (access.space == cpu::AccessSpace::Io) {
        if (access.address != kCyclePort) return bus_error(access.address);
        value = static_cast<std::uint32_t>(core->state().cycles);
    }
    device_touched(access.address, value);
    for (std::size_t i = 0; i < bytes.size(); ++i) bytes[i] = static_cast<std::uint8_t>(value >> (8 * i));
    return {.freeze_cycles = 3};
}

cpu::AccessResult TestBus::io_write(const cpu::Access& access, std::span<const std::uint8_t> bytes) {
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

// 4 KB pages only, the rights of both levels checked; no A or D bits written, so the
// walk changes nothing and vouched lines stay valid until the tables change.
bool TestBus::translate(const cpu::Access& access, std::uint32_t& physical) {
    const std::uint32_t dirbase = core->state().dirbase;
    if ((dirbase & cpu::dirbase::kTranslationEnable) == 0) {
        physical = access.address;
        return true;
    }
    const bool write = access.kind == cpu::AccessKind::Store;
    const bool protect = (core->state().epsr & cpu::epsr::kWriteProtect) != 0;
    std::uint32_t table = dirbase & cpu::dirbase::kDirectoryBase;
    for (const std::uint32_t index : {access.address >> 22, (access.address >> 12) & 0x3ff}) {
        const std::uint8_t* at = host(table + 4 * index, 4);
        if (at == nullptr) return false;
        std::uint32_t entry = 0;
        std::memcpy(&entry, at, 4);
        if ((entry & mmu::pte::kPresent) == 0 || !mmu::pte::permits(entry, write, access.user_mode, protect))
            return false;
        table = entry & mmu::pte::kFrame;
    }
    physical = table | (access.address & 0xfff);
    return true;
}

void TestBus::device_touched(std::uint32_t what, std::uint32_t value) {
    // The core's constructor reports its reset control registers before `core` is set.
    events.push_back({core != nullptr ? core->state().cycles : 0, what, value});
    fast_path.revoke_all();
}

// The window costs every time; elsewhere the first access to a line is a "miss"
// that costs a clock (and a clock of data delay for loads) and vouches for it.
cpu::AccessResult TestBus::memory_cost(const cpu::Access& access, std::uint32_t physical) {
    const bool load = access.kind == cpu::AccessKind::Load;
    if (physical >= kUncached && physical < kUncachedEnd)
        return {.freeze_cycles = access.kind == cpu::AccessKind::InstructionFetch ? 1u : 2u,
                .data_delay_cycles = load ? 3u : 0u};
    auto& lines = access.kind == cpu::AccessKind::InstructionFetch ? fast_path.fetch
                  : load                                           ? fast_path.load
                                                                   : fast_path.store;
    const std::uint32_t line = physical & ~(cpu::FastPath::kLineBytes - 1);
    lines[cpu::FastPath::set_of(access.address)] = {cpu::FastPath::tag_of(access.address, access.user_mode),
                                                    host(line, cpu::FastPath::kLineBytes)};
    return {.freeze_cycles = 1, .data_delay_cycles = load ? 1u : 0u};
}

const char* const kTrapHandler =
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

Image assemble_image(const std::string& program) {
    const auto object = toolchain::assemble(program + kTrapHandler, "equivalence.s", {.intel_syntax = false, .xp = true});
    toolchain::LinkOptions options;
    options.section_addresses = {{".handler", cpu::kTrapVector}};
    // Code in a section .slow runs from the window, fetched through the slow path.
    if (program.find(".section .slow") != std::string::npos) options.section_addresses.emplace_back(".slow", kUncached);
    const auto linked = toolchain::link({{"equivalence.o", object}}, options);
    Image image;
    for (const auto& section : linked.sections) {
        if ((section.flags & toolchain::kSectionAlloc) == 0 || section.type == toolchain::kSectionNobits ||
            section.data.empty())
            continue;
        image.placements.push_back({section.address, section.data});
    }
    image.entry = linked.entry;
    return image;
}

namespace {

// A machine as a bare node starts it (Node::start_at), on the test's bus.
struct Machine {
    TestBus bus;
    cpu::Core core{bus};
    TrapLog traps;

    explicit Machine(const Image& image) {
        bus.core = &core;
        core.set_trap_listener(&traps);
        for (const Placement& placement : image.placements) {
            std::uint8_t* at = bus.host(placement.address, placement.bytes.size());
            if (at == nullptr) throw std::invalid_argument("image bytes outside RAM at " + std::to_string(placement.address));
            std::memcpy(at, placement.bytes.data(), placement.bytes.size());
        }
        core.reset();
        cpu::CpuState& state = core.state();
        state.pc = image.entry;
        state.npc = image.entry + 4;
        state.r[cpu::kStackPointer] = kRamBytes - 16;
        for (const auto& [n, value] : image.registers) state.r[static_cast<std::size_t>(n) % 32] = value;
        state.r[0] = 0;
        state.psr |= image.psr;
        state.dirbase |= image.dirbase;
        bus.timer_at = image.timer_at;
    }
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

}  // namespace

Ending drive(const Image& image, const Drive& how, std::uint64_t budget) {
    Machine m(image);
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
            if (how.invalidate_decoded) m.core.invalidate_decoded();
            ending.outcome =
                m.core.run(until, how.stop_at_traps, how.driver == Driver::ObservedRuns ? &recorder : nullptr);
        }
        if (ending.outcome.reason != cpu::RunOutcome::Reason::CycleLimit) break;
    }
    ending.state = m.core.state();
    ending.ram = std::move(m.bus.ram);
    ending.vectors = std::move(m.bus.vectors);
    ending.events = std::move(m.bus.events);
    ending.trap_events = std::move(m.traps.events);
    return ending;
}

namespace {

// Collects "name: reference vs other" for each field compared that differs.
class Differences {
public:
    template <typename T>
    void field(const char* name, const T& reference, const T& other) {
        if (reference == other) return;
        text_ << name;
        if constexpr (std::is_integral_v<T> || std::is_enum_v<T>)
            text_ << ": 0x" << std::hex << static_cast<std::uint64_t>(reference) << " vs 0x"
                  << static_cast<std::uint64_t>(other) << std::dec;
        text_ << "; ";
    }
    template <typename T, std::size_t N>
    void registers(const char* name, const std::array<T, N>& reference, const std::array<T, N>& other) {
        for (std::size_t i = 0; i < N; ++i) {
            const std::string item = std::string(name) + std::to_string(i);
            field(item.c_str(), reference[i], other[i]);
        }
    }
    void bytes(const char* name, const std::vector<std::uint8_t>& reference, const std::vector<std::uint8_t>& other) {
        if (reference == other) return;  // memcmp: the byte-wise search is for the report only
        const auto at = std::mismatch(reference.begin(), reference.end(), other.begin(), other.end()).first;
        text_ << name << " first differs at offset 0x" << std::hex << (at - reference.begin()) << std::dec << "; ";
    }
    template <typename Event>
    void events(const char* name, const std::vector<Event>& reference, const std::vector<Event>& other) {
        if (reference == other) return;
        const std::size_t at = static_cast<std::size_t>(
            std::mismatch(reference.begin(), reference.end(), other.begin(), other.end()).first - reference.begin());
        text_ << name << " first differ at event " << at << " of " << reference.size() << " vs " << other.size()
              << "; ";
    }
    std::ostringstream& text() { return text_; }
    std::string str() const { return text_.str(); }

private:
    std::ostringstream text_;
};

void compare_states(Differences& d, const cpu::CpuState& a, const cpu::CpuState& b) {
    // The fields most likely to differ first, for a readable report; then all of them.
    d.field("cycles", a.cycles, b.cycles);
    d.field("instructions", a.instructions, b.instructions);
    d.field("pc", a.pc, b.pc);
    d.field("npc", a.npc, b.npc);
    d.field("psr", a.psr, b.psr);
    d.registers("r", a.r, b.r);
    d.registers("f", a.f, b.f);
    d.field("fir", a.fir, b.fir);
    d.field("epsr", a.epsr, b.epsr);
    d.field("dirbase", a.dirbase, b.dirbase);
    d.field("db", a.db, b.db);
    d.field("fsr", a.fsr, b.fsr);
    d.field("bear", a.bear, b.bear);
    d.field("ccr", a.ccr, b.ccr);
    d.registers("p", a.p, b.p);
    d.field("FP pipelines", a.pipes, b.pipes);
    d.field("KR", a.kr, b.kr);
    d.field("KI", a.ki, b.ki);
    d.field("T", a.t, b.t);
    d.field("MERGE", a.merge, b.merge);
    d.field("fir_unread", a.fir_unread, b.fir_unread);
    d.field("fp_result_exception_pending", a.fp_result_exception_pending, b.fp_result_exception_pending);
    d.field("fp_exception_registers", a.fp_exception_registers, b.fp_exception_registers);
    d.field("mode", a.mode, b.mode);
    d.field("in_delay_slot", a.in_delay_slot, b.in_delay_slot);
    d.field("psr_after_slot", a.psr_after_slot, b.psr_after_slot);
    d.field("interrupt_line", a.interrupt_line, b.interrupt_line);
    d.field("locked_instructions_left", a.locked_instructions_left, b.locked_instructions_left);
    d.field("scoreboard", a.scoreboard, b.scoreboard);
    if (d.str().empty() && !(a == b)) d.text() << "a state field not named above; ";
}

void compare_steps(Differences& d, const std::vector<cpu::StepOutcome>& a, const std::vector<cpu::StepOutcome>& b) {
    for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i) {
        const std::size_t before = d.str().size();
        d.field("kind", a[i].kind, b[i].kind);
        d.field("pc", a[i].pc, b[i].pc);
        d.field("trap_bits", a[i].trap_bits, b[i].trap_bits);
        d.field("start_cycle", a[i].start_cycle, b[i].start_cycle);
        d.field("cycles", a[i].cycles, b[i].cycles);
        d.field("self_branch", a[i].self_branch, b[i].self_branch);
        d.field("self_branch_done", a[i].self_branch_done, b[i].self_branch_done);
        d.field("unimplemented", a[i].unimplemented, b[i].unimplemented);
        if (d.str().size() != before) {
            d.text() << "(step " << i << " at pc 0x" << std::hex << a[i].pc << std::dec << "); ";
            return;
        }
    }
    d.field("step count", a.size(), b.size());
}

}  // namespace

std::string difference(const Ending& reference, const Ending& other) {
    Differences d;
    d.field("outcome", reference.outcome.reason, other.outcome.reason);
    d.field("outcome pc", reference.outcome.pc, other.outcome.pc);
    d.field("outcome trap bits", reference.outcome.trap_bits, other.outcome.trap_bits);
    d.field("outcome unimplemented", reference.outcome.unimplemented, other.outcome.unimplemented);
    d.field("runs", reference.runs, other.runs);
    compare_states(d, reference.state, other.state);
    d.bytes("ram", reference.ram, other.ram);
    d.bytes("vector page", reference.vectors, other.vectors);
    d.events("device traffic", reference.events, other.events);
    d.events("the trap listener's events", reference.trap_events, other.trap_events);
    if (!reference.steps.empty() && !other.steps.empty()) compare_steps(d, reference.steps, other.steps);
    return d.str();
}

const std::vector<std::vector<std::uint64_t>>& standard_chunkings() {
    static const std::vector<std::vector<std::uint64_t>> chunkings = {
        {kNever / 2}, {1}, {2, 3, 5, 7, 11, 13}, {1, 64, 1, 1000, 17}, {97}};
    return chunkings;
}

std::string compare_drivers(const Image& image, const std::vector<std::uint64_t>& chunks,
                            const std::vector<std::uint64_t>& interrupts, bool stop_at_traps, std::uint64_t budget,
                            Ending& stepped) {
    stepped = drive(image, {Driver::Steps, chunks, interrupts, stop_at_traps}, budget);
    const Ending ran = drive(image, {Driver::Runs, chunks, interrupts, stop_at_traps}, budget);
    if (std::string d = difference(stepped, ran); !d.empty()) return "run() against step(): " + d;
    const Ending observed = drive(image, {Driver::ObservedRuns, chunks, interrupts, stop_at_traps}, budget);
    if (std::string d = difference(stepped, observed); !d.empty()) return "run() with an observer against step(): " + d;
    return {};
}

}  // namespace xp860::test
