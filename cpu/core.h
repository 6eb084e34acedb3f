// One i860 XP core: fetch, decode, execute, traps and the cycle count. It reaches
// memory only through a MemoryPort and knows no screen, file or network.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "cpu/cpu_state.h"
#include "cpu/decoder.h"
#include "cpu/execution.h"
#include "cpu/memory_port.h"
#include "cpu/scoreboard.h"

namespace xp860::cpu {

struct StepOutcome {
    enum class Kind : std::uint8_t {
        Executed,       // the instruction (or pair) at `pc` completed
        Trapped,        // a trap was taken at `pc` (the instruction, if any, was aborted)
        Unimplemented,  // the core cannot execute this yet; the state is unchanged
    };
    Kind kind = Kind::Executed;
    std::uint32_t pc = 0;
    std::uint32_t trap_bits = 0;  // psr trap bits raised, when Trapped (none for a missing unlock)
    std::uint64_t start_cycle = 0;  // the cycle count before the step
    std::uint64_t cycles = 0;     // charged for this step
    std::string unimplemented;    // what, when Unimplemented
    bool self_branch = false;     // a `br` to its own address: its slot comes next
};

struct RunOutcome {
    enum class Reason : std::uint8_t {
        CycleLimit,     // the core reached the cycle it was asked to run to
        Trapped,        // a trap was taken and the caller asked to stop at traps
        Unimplemented,  // as in StepOutcome; nothing changed
        SelfBranch,     // a `br .` ran its delay slot: only a trap can leave it now
    };
    Reason reason = Reason::CycleLimit;
    std::uint32_t pc = 0;         // the trapped or unimplemented instruction, the `br .`, or the next one
    std::uint32_t trap_bits = 0;
    std::string unimplemented;
};

// Told of the moments the processor changes privilege: a trap taken (to supervisor
// mode, at 0xFFFFFF00) and a return from trap completing (bri's psr in force after
// its slot). For the machine's event stream; rare, so it costs nothing otherwise.
class TrapListener {
public:
    virtual ~TrapListener() = default;
    // `cycle`: when the trapped step began; `fir_pc`: the step trapped (or not yet run).
    virtual void trap_taken(std::uint32_t trap_bits, std::uint32_t fir_pc, std::uint64_t cycle) = 0;
    // `pc`: where execution resumes; `user`: psr.U after the return.
    virtual void returned_from_trap(std::uint32_t pc, bool user, std::uint64_t cycle) = 0;
};

// Told about every step a run makes, after it: for tracing and inspection only.
class StepObserver {
public:
    virtual ~StepObserver() = default;
    virtual void stepped(const StepOutcome& outcome) = 0;
};

class Core {
public:
    explicit Core(MemoryPort& memory);

    // The reset state (ISA-FACTS §2.7): supervisor mode, interrupts off, paging off,
    // execution from 0xFFFFFF00. Registers the manual leaves undefined are zero.
    void reset();

    // One instruction, or one pair in dual-instruction mode, or the trap taken
    // instead of it.
    StepOutcome step();

    // Steps until the cycle count reaches `until_cycle`, or a trap is taken (when
    // `stop_at_traps`), or a `br .` has run its slot, or the core meets something it
    // cannot execute. The same steps as step() one by one; with an observer, each
    // step's outcome goes to it.
    RunOutcome run(std::uint64_t until_cycle, bool stop_at_traps, StepObserver* observer = nullptr);

    // Ends a run in progress at `cycle` at the latest: how a device the core has just
    // written tells it that something will happen at that cycle (a timer, an
    // arrival), so the run stops there and the node can let it happen on time.
    void limit_run_to(std::uint64_t cycle) {
        if (cycle < run_until_) run_until_ = cycle;
    }

    void set_trap_listener(TrapListener* listener) { trap_listener_ = listener; }

    // The INT pin; level-sensitive, sampled before each step outside a delay slot.
    void set_interrupt_line(bool asserted) { state_.interrupt_line = asserted; }

    CpuState& state() { return state_; }
    const CpuState& state() const { return state_; }

private:
    // A word as the core executes it: decoded once, with its semantics and what the
    // scoreboard needs. decode() is a pure function of the word, so these are kept by
    // word: self-modifying code needs no invalidation.
    struct DecodedOp {
        Semantics execute = nullptr;  // nullptr: no semantics for the row yet
        Instruction insn{};
        IssueProfile profile{};
        std::uint32_t word = 0;
        bool filled = false;
        bool valid = false;          // false: not an instruction (an instruction trap)
        bool branch_always = false;  // `br`: to itself, it is the bare machine's halt
    };
    static constexpr std::size_t kDecodeCacheSize = 4096;
    const DecodedOp& decoded(std::uint32_t word) {
        // Mix the opcode into the index: neighbouring instructions differ in all fields.
        DecodedOp& entry = decode_cache_[(word ^ (word >> 16) ^ (word >> 26)) % kDecodeCacheSize];
        if (entry.filled && entry.word == word) [[likely]]
            return entry;
        fill(entry, word);
        return entry;
    }
    static void fill(DecodedOp& entry, std::uint32_t word);

    enum class Completed : std::uint8_t { Executed, Trapped, Unimplemented };
    // The steps shared by step() and run(); their details land in last_.
    Completed execute_step();
    template <std::uint32_t kWords>
    Completed execute_words();
    Completed take_trap(std::uint32_t trap_bits, std::uint32_t fault_pc, std::uint64_t cycles);
    Completed stop_unimplemented(std::uint32_t pc, std::string_view what);
    StepOutcome outcome_of(Completed completed, std::uint32_t pc, std::uint64_t start_cycle) const;

    MemoryPort& memory_;
    CpuState state_;
    std::uint64_t run_until_ = 0;  // the cycle the run in progress ends at
    TrapListener* trap_listener_ = nullptr;
    std::array<DecodedOp, kDecodeCacheSize> decode_cache_{};

    // What the last step did, beyond its completion: where it trapped or stopped
    // and why, or whether it was a `br .`.
    struct LastStep {
        std::uint32_t pc = 0;
        std::uint32_t trap_bits = 0;
        std::string_view unimplemented;
        bool self_branch = false;
    } last_;
};

}  // namespace xp860::cpu
