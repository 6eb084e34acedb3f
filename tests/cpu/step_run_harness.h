// Core::step() against Core::run(): a bare core on a test bus, the drivers that run a
// program one step at a time or by runs, and the comparison of how they end. Shared by
// the fixed programs of step_run_equivalence_test.cpp and by the differential oracle
// (core_oracle.h), which feeds it random programs.
//
// The bus uses the memory system's whole contract: vouched lines, a slow path with
// freeze cycles and data delays, a window it never vouches for, revocation of every
// line whenever a device is touched (as a memory system whose slow path changes its
// state would), and, while dirbase.ATE is set, a two-level page walk in RAM.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cpu/core.h"

namespace xp860::test {

inline constexpr std::uint32_t kRamBytes = 1u << 20;
inline constexpr std::uint32_t kText = 0x00010000;
inline constexpr std::uint32_t kUncached = 0x00040000;  // 32 KB never vouched for: every access is slow
inline constexpr std::uint32_t kUncachedEnd = kUncached + 0x8000;
inline constexpr std::uint32_t kVectorPage = 0xfffff000;  // 4 KB of RAM holding the trap handler
inline constexpr std::uint64_t kNever = UINT64_MAX;

// The device's I/O ports.
inline constexpr std::uint32_t kTimerPort = 0x100;  // stio: INT rises this many cycles from now
inline constexpr std::uint32_t kAckPort = 0x104;    // stio: INT falls
inline constexpr std::uint32_t kCyclePort = 0x108;  // ldio: the low word of the cycle count the device sees
inline constexpr std::uint32_t kRaisePort = 0x10c;  // stio: INT rises at once, during the step

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

    // Host memory behind a physical address, or nullptr where nothing answers.
    std::uint8_t* host(std::uint32_t address, std::size_t size);

    cpu::AccessResult read(const cpu::Access& access, std::span<std::uint8_t> bytes) override;
    cpu::AccessResult write(const cpu::Access& access, std::span<const std::uint8_t> bytes) override;
    cpu::AccessResult flush(std::uint32_t address) override;
    void control_changed(std::uint32_t dirbase, std::uint32_t epsr) override;

private:
    cpu::AccessResult io_read(const cpu::Access& access, std::span<std::uint8_t> bytes);
    cpu::AccessResult io_write(const cpu::Access& access, std::span<const std::uint8_t> bytes);
    // The physical address of a memory access, through the page tables while
    // dirbase.ATE is set; false when the walk faults.
    bool translate(const cpu::Access& access, std::uint32_t& physical);
    void device_touched(std::uint32_t what, std::uint32_t value);
    cpu::AccessResult memory_cost(const cpu::Access& access, std::uint32_t physical);
};

// Bytes to place in RAM (or the vector page) before the core starts.
struct Placement {
    std::uint32_t address;
    std::vector<std::uint8_t> bytes;
};

// A program as a bare node starts it (Node::start_at): its bytes, where it starts,
// and anything of the state a program would otherwise have to set up itself.
struct Image {
    std::vector<Placement> placements;
    std::uint32_t entry = kText;
    std::vector<std::pair<int, std::uint32_t>> registers;  // r[n] = value, after reset
    std::uint32_t psr = 0;       // ORed into the reset psr
    std::uint32_t dirbase = 0;   // ORed into the reset dirbase (ATE: paging from the start)
    std::uint64_t timer_at = kNever;
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
extern const char* const kTrapHandler;

// `program` (GNU syntax, XP) followed by the trap handler, assembled and linked: the
// program at kText, a section .slow in the uncached window, the handler at the vector.
Image assemble_image(const std::string& program);

// What the core tells its trap listener: a trap taken, or a return
// from trap completing, with the pc, the trap bits (none for a return) and the cycle.
struct TrapEvent {
    std::uint64_t cycle;
    std::uint32_t pc;
    std::uint32_t trap_bits;
    bool returned;
    bool user;
    friend bool operator==(const TrapEvent&, const TrapEvent&) = default;
};

class TrapLog : public cpu::TrapListener {
public:
    std::vector<TrapEvent> events;
    void trap_taken(std::uint32_t trap_bits, std::uint32_t fir_pc, std::uint64_t cycle) override {
        events.push_back({cycle, fir_pc, trap_bits, false, false});
    }
    void returned_from_trap(std::uint32_t pc, bool user, std::uint64_t cycle) override {
        events.push_back({cycle, pc, 0, true, user});
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
    // Runs only: Core::invalidate_decoded() before each run, as a snapshot's restore may.
    bool invalidate_decoded = false;
};

struct Ending {
    cpu::RunOutcome outcome;
    cpu::CpuState state;
    std::vector<std::uint8_t> ram, vectors;
    std::vector<TestBus::Event> events;
    std::vector<TrapEvent> trap_events;
    std::vector<cpu::StepOutcome> steps;  // Steps and ObservedRuns only
    std::size_t runs = 0;                 // calls of run() or step_until()
};

// Drives the machine as a node would, to `budget` cycles or a halt: INT rises at the
// driver's cycles and when the timer fires, each between two runs.
Ending drive(const Image& image, const Drive& how, std::uint64_t budget);

// How `other` differs from `reference`, first difference first; empty when they
// ended the same: outcome, every field of the state, memory, device traffic, what the
// trap listener heard, and
// (when both recorded them) each step's outcome.
std::string difference(const Ending& reference, const Ending& other);

// The chunkings of the fixed programs: one long run, single cycles, and mixes.
const std::vector<std::vector<std::uint64_t>>& standard_chunkings();

// Steps against runs and against observed runs, driven in `chunks`: the first
// difference, or empty. `stepped` receives the reference ending.
std::string compare_drivers(const Image& image, const std::vector<std::uint64_t>& chunks,
                            const std::vector<std::uint64_t>& interrupts, bool stop_at_traps, std::uint64_t budget,
                            Ending& stepped);

}  // namespace xp860::test
